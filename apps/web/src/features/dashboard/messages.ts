import { JOB_MESSAGES, type QuickActionCounts } from '@kairox/contract';

/** Spec section 2 (Dashboard) texts. */
export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  welcomeBack: (name: string) => `Welcome back, ${name}`,
  sessionRemaining: (hours: number, minutes: number, seconds: number) => `Session: ${hours}h ${minutes}m ${seconds}s`,
  sessionExpired: 'Session: EXPIRED',
  createJobPosting: 'Create Job Posting',

  statsLabel: 'Job statistics',
  totalJobs: 'Total Jobs',
  active: 'Active',
  closed: 'Closed',
  draft: 'Draft',
  completed: 'Completed',

  jobsTitle: 'Job Management & Candidate Addition',
  jobsHint: 'Add candidates to a job, upload resumes in bulk or open a job to manage it.',
  createNewJob: 'Create New Job',
  noJobs: 'No jobs yet. Create your first job posting to start receiving candidates.',
  loading: 'Loading...',
  loadFailed: JOB_MESSAGES.dashboardLoadFailed,
  postedOn: (date: string) => `Posted ${date}`,
  applications: (count: number) => `${count} ${count === 1 ? 'application' : 'applications'}`,
  addCandidate: 'Add Candidate',
  massResume: 'Mass Resume',
  viewDetails: 'View Details',
  jobsPagination: 'Job pages',

  processEfficiency: 'Process Efficiency',
  automated: (percent: number) => `${percent}% Automated`,
  quickActions: 'Quick Actions',
} as const;

/** The static Process Efficiency figures (spec section 2). */
export const PROCESS_EFFICIENCY = [
  { label: 'AI Resume Screening', percent: 98 },
  { label: 'Teams Integration', percent: 100 },
  { label: 'Fraud Detection', percent: 95 },
] as const;

/**
 * The Quick Actions entries (spec section 2) with the real count each shows (GET
 * /api/dashboard/quick-actions) and the Applications view it opens (docs/decisions.md).
 */
export const QUICK_ACTIONS: ReadonlyArray<{ label: string; count: keyof QuickActionCounts; to: string }> = [
  { label: 'Process Pending Applications', count: 'pendingApplications', to: '/applications?status=APPLIED,QUALIFIED' },
  {
    label: 'Schedule Interviews',
    count: 'awaitingInterview',
    to: '/applications?status=INVITED_FOR_AI_SCREENING,REINVITED_FOR_AI_SCREENING',
  },
  { label: 'Review AI Assessments', count: 'openProposals', to: '/applications?proposal=open' },
  { label: 'Check Fraud Alerts', count: 'integrityAlerts', to: '/applications?integrity=alert' },
];
