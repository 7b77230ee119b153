/** Texts of the organisation settings page (issue #10: no decision without a human). */
export const SETTINGS_TEXT = {
  navLabel: 'Settings',
  navSection: 'Organization',
  title: 'Settings',
  description: "Your organization's settings.",
  loading: 'Loading settings...',
  loadFailed: 'The settings could not be loaded.',
  retry: 'Try again',

  aiTitle: 'AI decisions',
  aiIntro:
    'By default the AI only proposes: after an AI interview it suggests shortlisting or rejecting a candidate, and a recruiter accepts or changes the suggestion. The candidate keeps their status until a person decides.',
  autoMovesLabel: 'Move candidates automatically after the AI interview',
  autoMovesOn:
    'On: the AI moves candidates to Shortlisted or Rejected In AI Interview itself. Every move is still logged and a recruiter can change it.',
  autoMovesOff: 'Off: the AI suggests a status and a recruiter decides.',
  adminOnly: 'Only organization admins can change this setting.',
  saving: 'Saving...',
  saved: (on: boolean) => (on ? 'Automatic moves are on.' : 'Automatic moves are off: the AI only proposes.'),
  savedTitle: 'Settings saved',
  saveFailed: 'The setting could not be saved. Please try again.',
  saveFailedTitle: 'Save failed',
} as const;
