import { applicationStatusLabel } from '@kairox/contract';

/** Texts of "Notify the candidate" in the status changes (docs/emails.md). */
export const NOTIFY_TEXT = {
  notify: 'Notify the candidate',
  notifyCandidates: 'Notify the candidates',
  willEmail: 'An email goes out once the change is saved.',
  askFirst: 'You see the email before the status changes.',
  willEmailEach: 'Each candidate with an email address gets the email in their job\u2019s language; those without one are skipped.',
  noEmailForStatus: 'This status sends no email.',
  noAddress: 'This candidate has no email address.',
  preview: 'Preview the email',
  previewFor: (name: string) => `Preview the email (as ${name} gets it)`,
  previewLoading: 'Loading the preview...',
  previewFailed: 'The preview could not be loaded.',
  to: 'To',
  subject: 'Subject',

  // The confirmation before a change that notifies
  confirmTitle: (status: string) => `Change status to ${applicationStatusLabel(status)}`,
  confirmIntro: (name: string) => `${name} will get this email once the status is changed.`,
  confirm: 'Change and notify',
  confirming: 'Changing...',
  cancel: 'Cancel',
  changed: (name: string, status: string) => `${name} is now ${applicationStatusLabel(status)}; the email is on its way.`,
  changedTitle: 'Status Updated',
  changeFailed: 'Failed to update candidate status.',
  changeFailedTitle: 'Update Failed',
} as const;
