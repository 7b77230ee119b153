import { APPLICATION_MESSAGES } from '@kairox/contract';

/** Texts of the candidate dialogs the job page and the candidate profile share. */
export const CANDIDATE_DIALOG_TEXT = {
  cancel: 'Cancel',
  changeStatusPlaceholder: 'Change Status',

  // Reinvite for AI screening (spec sections 4 and 5)
  reinviteTitle: 'Reinvite for AI Screening',
  reinviteIntro: (name: string) => `Why should ${name} be invited to the AI screening again?`,
  reinviteReason: 'Reason for reinvite',
  reinvitePlaceholder: 'e.g. The candidate lost connection during the interview.',
  reinviteHint: APPLICATION_MESSAGES.reinviteReasonHint,
  reinviteSubmit: 'Reinvite Candidate',
  reinviting: 'Reinviting...',
  reinvited: (name: string) => `${name} has been reinvited for AI screening.`,
  reinvitedTitle: 'Candidate Reinvited',
  reinviteFailed: APPLICATION_MESSAGES.reinviteFailed,
  reinviteFailedTitle: APPLICATION_MESSAGES.reinviteFailedTitle,

  // Edit candidate
  editTitle: 'Edit Candidate',
  candidateName: 'Candidate Name',
  email: 'Email',
  phone: 'Phone',
  save: 'Save Changes',
  saving: 'Saving...',
  updated: (name: string) => `Candidate "${name}" updated successfully!`,
  updatedTitle: 'Candidate Updated',
  updateFailed: APPLICATION_MESSAGES.updateFailed,
  updateFailedTitle: 'Update Failed',
} as const;
