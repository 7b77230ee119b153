/** Test-only fixtures for the job screens (not imported by app code). */
import type { Job, JobListItem } from '@kairox/contract';

/** 12:00 UTC on a day, in epoch seconds (the same calendar day in every time zone from UTC-11 to UTC+11). */
const noonUtcSeconds = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 12) / 1000;

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 42,
    title: 'Senior Frontend Engineer',
    description: 'Build the recruiter workspace.\n\nOwn features end to end.',
    requirements: '- 5+ years of React\n- TypeScript',
    department: 'Engineering',
    location: 'Bengaluru, India',
    employmentType: 'Full-time',
    cutoffDate: '2099-03-01',
    aiProcessingCutoffDate: '2099-03-15',
    createdDate: noonUtcSeconds(2026, 11, 22),
    status: 'ACTIVE',
    channels: [],
    email: 'jobs@kairox.io',
    includeTeamMeeting: true,
    internalQuestions: 'How do you test React components?\nWhat is reconciliation?\nState management\nAccessibility',
    internalDetails: {
      projectName: 'Recruiter Workspace',
      projectCode: 'ENG-1',
      projectManager: 'Priya Raman',
      techInterviewPoc: 'Daniel Okafor',
    },
    ...overrides,
  };
}

export function makeListItem(id: number, overrides: Partial<JobListItem> = {}): JobListItem {
  return {
    id,
    title: `Job number ${id}`,
    status: 'ACTIVE',
    department: 'Engineering',
    location: 'Remote',
    description: `Description of job ${id}.`,
    createdDate: noonUtcSeconds(2026, 11, 22),
    applicationCount: 0,
    ...overrides,
  };
}
