/** Texts of the candidate's data-request page (the signed link in every candidate email). */
export const PRIVACY_REQUEST_TEXT = {
  pageTitle: 'Your data',
  heading: (company: string) => `Your data at ${company}`,
  application: (jobTitle: string) => `Your application for ${jobTitle}`,
  intro: 'You can ask for a copy of everything stored about your application, or for its erasure. The company confirms each request.',
  checking: 'Checking your link...',
  refusedTitle: 'This link cannot be used',
  noToken: 'This link is not complete. Please open the link from your email exactly as it was sent.',
  loadFailed: 'The page could not be loaded. Please check your connection and try again.',
  retry: 'Try again',

  exportTitle: 'Get a copy of my data',
  exportText: (company: string) =>
    `${company} emails you a zip file with everything stored about your application, your resume included, once they have confirmed your request.`,
  exportAction: 'Request a copy',
  eraseTitle: 'Erase my data',
  eraseText: (company: string) =>
    `${company} deletes your application, resume, notes and emails for good once they have confirmed your request. You can then no longer be considered for this job.`,
  eraseAction: 'Request erasure',
  eraseConfirmTitle: 'Erase your data?',
  eraseConfirmMessage: (company: string, jobTitle: string) =>
    `Once ${company} confirms, your application for ${jobTitle} and everything stored with it are deleted for good.`,
  eraseConfirm: 'Yes, request erasure',
  cancel: 'Cancel',
  sending: 'Sending...',
  pending: (company: string) => `Requested: waiting for ${company} to confirm.`,
  failed: 'Your request could not be sent. Please try again.',
} as const;
