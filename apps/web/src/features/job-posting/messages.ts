/** Texts of the Create Job Posting page and the AI Job Generator (spec sections 2, 3, 5 and 8). */
export const JOB_POSTING_TEXT = {
  title: 'Create Job Posting',
  description: 'Start from a template or the AI Job Generator, then review the details and publish.',
  templatesTitle: 'Quick Templates',
  templatesHint: 'Pick a template to fill in the form. You can change everything before publishing.',
  proTipTitle: 'Pro Tip',
  proTip:
    'Specific titles, concrete responsibilities and realistic requirements attract better-matched candidates. Add the internal questions your interviewers should ask, so the AI screening and the interview panel focus on what matters for this role.',
  aiGenerator: 'AI Job Generator',
  aiGeneratorHint: 'Describe the role in a sentence and let the generator draft the posting.',

  jobDetailsCard: 'Job Details',
  internalDetailsCard: 'Internal Details',
  internalDetailsHint: 'Only your team sees these details.',
  internalQuestionsCard: 'Internal Questions & Topics',
  internalQuestionsHint: 'Questions and topics for the interview panel. Up to 6 of each.',

  /* The other field labels are JOB_FORM_TEXT (components/jobs/messages), shared with the edit dialog. */
  jobDescription: 'Job Description',
  includeTeamMeeting: 'Include team meeting',
  includeTeamMeetingHint: 'Invite shortlisted candidates to a team meeting.',

  submit: 'Create Job Posting',
  creating: 'Creating...',

  createdJobId: 'Job ID',
  createdBody: 'Your job posting is live. Share it with candidates or open it to manage applications.',
  close: 'Close',
  viewJobDetails: 'View Job Details',
} as const;

export const GENERATOR_TEXT = {
  title: 'AI Job Generator',
  step1Description: 'Step 1 of 2: describe the role.',
  prompt: 'What kind of job do you want to create?',
  promptPlaceholder: 'e.g. A backend engineer to build and scale our payments platform',
  cancel: 'Cancel',
  continue: 'Continue',
  back: 'Back',
  step2Title: 'Job Details',
  step2Description: 'Step 2 of 2: a few details so the posting fits your team.',
  companyName: 'Company Name',
  experienceLevel: 'Experience Level',
  selectExperienceLevel: 'Select experience level',
  requiredSkills: 'Required Skills',
  requiredSkillsPlaceholder: 'e.g. TypeScript, React, Node.js',
  salaryRange: 'Salary Range',
  salaryRangePlaceholder: 'e.g. $90,000 - $120,000',
  workMode: 'Work Mode',
  selectWorkMode: 'Select work mode',
  teamSize: 'Team Size',
  teamSizePlaceholder: 'e.g. 8',
  projectType: 'Project Type',
  projectTypePlaceholder: 'e.g. Customer-facing web platform',
  generate: 'Generate Job',
  generating: 'Generating...',
  generatedTitle: 'Job Generated',
  generated: 'The generated posting is in the form. Review it before creating the job.',
} as const;
