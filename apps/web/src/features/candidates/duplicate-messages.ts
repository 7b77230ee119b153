import { APPLICATION_MESSAGES, DUPLICATES_MAX, applicationStatusLabel, type DuplicateMatch } from '@kairox/contract';

/** The server counts at most DUPLICATES_MAX matches, as many as the dialog lists. */
const otherApplications = (count: number) =>
  count === 1 ? '1 other application' : count >= DUPLICATES_MAX ? `${DUPLICATES_MAX} or more other applications` : `${count} other applications`;

/** Texts of the duplicate badge and its dialog on the candidate table (docs/decisions.md, Candidates). */
export const DUPLICATE_TEXT = {
  badge: 'Duplicate',
  badgeLabel: (name: string, count: number) => `${name} matches ${otherApplications(count)}: show duplicates`,
  title: (name: string) => `Possible duplicates of ${name}`,
  description: 'Applications in your organisation with the same email, phone or resume file.',
  loading: 'Loading duplicates...',
  fetchFailed: 'Failed to load the duplicates. Please try again.',
  none: 'No other application matches this candidate any more.',
  listLabel: 'Matching applications',
  matchedOn: 'Matched on',
  matches: { email: 'Email', phone: 'Phone', file: 'Resume file' } satisfies Record<DuplicateMatch, string>,
  appliedOn: (date: string) => `Applied ${date}`,
  merge: 'Merge notes into this candidate',
  merging: 'Merging...',
  mergedTitle: 'Notes Merged',
  mergeFailed: 'Failed to merge notes. Please try again.',
  markDuplicate: 'Mark this one as Duplicate',
  marking: 'Marking...',
  alreadyDuplicate: 'Marked as Duplicate',
  marked: (name: string, job: string) => `${name}'s application for ${job} was marked as ${applicationStatusLabel('DUPLICATE')}.`,
  markedTitle: 'Status Updated',
  markFailed: APPLICATION_MESSAGES.statusUpdateFailed,
  markFailedTitle: APPLICATION_MESSAGES.statusUpdateFailedTitle,
  close: 'Close',
} as const;
