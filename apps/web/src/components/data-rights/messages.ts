import { DATA_RIGHTS_MESSAGES, ERASURE_REASON_MAX_LENGTH, RETENTION_MONTHS_MAX } from '@kairox/contract';

/** Texts of the data-rights pieces the candidate profile, the privacy page and the settings page share. */
export const DATA_RIGHTS_TEXT = {
  // The candidate profile's card
  cardTitle: 'Data & privacy',
  cardIntro: 'Download everything stored about this candidate, or erase it for good.',
  exportData: 'Export data',
  exporting: 'Exporting...',
  exportFailed: 'The export could not be downloaded. Please try again.',
  exportFailedTitle: 'Export failed',
  eraseCandidate: 'Erase candidate',

  // The erase dialog
  eraseTitle: 'Erase candidate',
  eraseIntro: (name: string) =>
    `This deletes ${name}'s application for good: the resume file and its text, notes, status history, AI log, emails and interviews. Only an anonymised line (when, by whom and why) stays in the erasure log.`,
  eraseReason: 'Reason',
  eraseReasonPlaceholder: 'e.g. The candidate asked by phone.',
  eraseReasonHint: `Kept in the erasure log: do not write the candidate's name or contact details. At most ${ERASURE_REASON_MAX_LENGTH} characters.`,
  retentionReasonDefault: 'The retention period passed.',
  cancel: 'Cancel',
  erase: 'Erase',
  erasing: 'Erasing...',
  erased: (name: string) => `${name}'s data was erased.`,
  erasedTitle: 'Candidate erased',
  eraseFailed: 'The candidate could not be erased. Please try again.',
  eraseFailedTitle: 'Erasure failed',

  // The settings card
  retentionTitle: 'Data retention',
  retentionIntro: (noticeDays: number) =>
    `Candidates not hired (every status but Shortlisted) are erased after this many months without activity: no update, status change, note or email. Recruiters see them on the Data & privacy page ${noticeDays} days before, and can keep them.`,
  retentionLabel: 'Retention period (months)',
  retentionHint: `1 to ${RETENTION_MONTHS_MAX} months; empty keeps candidates until someone erases them.`,
  retentionInvalid: DATA_RIGHTS_MESSAGES.retentionInvalid,
  retentionSave: 'Save',
  retentionSaving: 'Saving...',
  retentionSaved: (months: number | null) =>
    months === null ? 'Candidates are kept.' : `Candidates not hired are erased ${months} months after their last activity.`,
  retentionSavedTitle: 'Retention saved',
  retentionSaveFailed: 'The retention period could not be saved. Please try again.',
  retentionCurrent: (months: number | null) => (months === null ? 'No retention period: candidates are kept.' : `Currently ${months} months.`),
  adminOnly: 'Only organization admins can change the retention period.',
  loading: 'Loading...',
  loadFailed: 'The retention period could not be loaded.',
  retry: 'Try again',
} as const;
