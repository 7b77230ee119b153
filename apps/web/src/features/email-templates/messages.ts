import { EMAIL_TEMPLATE_LIMITS, type EmailLanguage, type EmailTemplateVariable } from '@kairox/contract';

/** Texts of the candidate email templates page (/settings/emails; docs/emails.md). */
export const EMAIL_TEMPLATES_TEXT = {
  title: 'Candidate emails',
  description:
    'The emails candidates receive at each step, in English and German. Each email goes out in the language of its job posting and ends with a link where the candidate can ask to see or erase their data.',
  back: 'Settings',
  loading: 'Loading templates...',
  loadFailed: 'The templates could not be loaded.',
  retry: 'Try again',
  template: 'Template',
  language: 'Language',
  customized: 'Edited',
  defaultText: 'Default',
  lastEdited: (when: string, by: string | null) => (by ? `Edited ${when} by ${by}` : `Edited ${when}`),
  subject: 'Subject',
  body: 'Body',
  bodyHint: `Plain text, at most ${EMAIL_TEMPLATE_LIMITS.body} characters. Line breaks are kept.`,
  variablesTitle: 'Variables',
  variablesIntro: 'Write them in double braces; click one to add it to the body.',
  save: 'Save template',
  saving: 'Saving...',
  saved: 'The template is saved.',
  savedTitle: 'Template Saved',
  saveFailed: 'The template could not be saved.',
  reset: 'Reset to default',
  resetting: 'Resetting...',
  resetDone: 'The template is back to the default.',
  resetTitle: 'Reset template',
  confirmReset: 'Replace your version of this template with the default text?',
  adminOnly: 'Only organization admins can change the templates.',
  previewTitle: 'Preview',
  previewIntro: 'With sample values. The real email ends with the data request link below.',
  transactional: 'Only transactional emails about an application are sent: no newsletters or marketing, so there is nothing to unsubscribe from.',
} as const;

/** What each variable holds, shown beside the editor. */
export const VARIABLE_DESCRIPTIONS: Record<EmailTemplateVariable, string> = {
  candidateName: "The candidate's name",
  jobTitle: 'The job title',
  company: 'Your organization',
  reason: 'The reason given (reinvite, cancellation)',
  interviewTime: 'Interview date and time',
  interviewLink: 'Video call link',
  interviewPlace: 'Interview location',
  interviewDuration: 'Interview length',
  interviewers: 'Who takes part',
};

/** The values the live preview fills in. */
export const SAMPLE_VALUES: Record<EmailTemplateVariable, string> = {
  candidateName: 'Jordan Rivera',
  jobTitle: 'Senior Backend Engineer',
  company: 'Your organization',
  reason: 'The connection dropped during the interview.',
  interviewTime: 'Tue, Mar 3, 2026, 10:00 AM (Europe/Berlin)',
  interviewLink: 'https://meet.example.com/abc-defg',
  interviewPlace: 'Office, 2nd floor',
  interviewDuration: '45 minutes',
  interviewers: 'Sam Lee, Alex Morgan',
};

/** The footer every email ends with (added by the server; the link is signed per candidate). */
export const PREVIEW_FOOTER: Record<EmailLanguage, string> = {
  en: 'To see or erase the data we hold about you, or to ask for another way of assessment, use this link: https://…/privacy/request?token=…',
  de: 'Auskunft über Ihre gespeicherten Daten, deren Löschung oder ein anderes Auswahlverfahren können Sie hier anfordern: https://…/privacy/request?token=…',
};
