import type { DataRequestKind, ErasureSource } from '@kairox/contract';
import { PRIVACY_NAV_LABEL } from './nav-label';

/** Texts of the staff's Data & privacy page (docs/data-rights.md). */
export const PRIVACY_TEXT = {
  title: PRIVACY_NAV_LABEL,
  description: "Candidates due for erasure, candidates' requests about their data, and the erasure log.",
  retentionKept: 'No retention period is set: candidates are kept until someone erases them.',
  retentionSet: (months: number, noticeDays: number) =>
    `Candidates not hired are erased ${months} months after their last activity. They are listed here ${noticeDays} days before.`,
  retentionSettings: 'Retention settings',
  loading: 'Loading...',
  loadFailed: 'This list could not be loaded.',
  retry: 'Try again',
  candidate: 'Candidate',
  job: 'Job',
  actions: 'Actions',
  actionLabel: (action: string, name: string) => `${action}: ${name}`,

  dueTitle: 'Due for erasure',
  dueIntro: 'Keep a candidate to start the retention period again from today, or erase them now.',
  dueEmpty: 'No candidate is due for erasure.',
  lastActivity: 'Last activity',
  erasedOn: 'Erased on',
  keep: 'Keep',
  kept: (name: string) => `${name} is kept: the retention period starts again today.`,
  keptTitle: 'Candidate kept',
  eraseNow: 'Erase now',
  changeFailed: 'The change could not be saved. Please try again.',
  changeFailedTitle: 'Not saved',

  requestsTitle: "Candidates' requests",
  requestsIntro:
    'Candidates ask through the link in every email they receive. An admin confirms: a copy of the data is emailed to the candidate, or the candidate is erased.',
  requestsEmpty: 'No request is waiting.',
  adminDecides: 'Only organization admins confirm or reject requests.',
  kinds: { EXPORT: 'Copy of their data', ERASE: 'Erasure of their data' } satisfies Record<DataRequestKind, string>,
  request: 'Request',
  received: 'Received',
  noLongerStored: 'Data no longer stored',
  confirm: 'Confirm',
  reject: 'Reject',
  confirmTitle: { EXPORT: 'Send a copy of the data', ERASE: 'Erase the candidate' } satisfies Record<DataRequestKind, string>,
  confirmMessage: (kind: DataRequestKind, name: string | null) => {
    const who = name ?? 'this candidate';
    return kind === 'EXPORT'
      ? `Email ${who} a zip with everything stored about their application, resume included?`
      : `Erase everything stored about ${who}'s application? This cannot be undone; the erasure log keeps an anonymised line.`;
  },
  rejectTitle: 'Reject the request',
  rejectMessage: (name: string | null) => `Reject ${name ?? 'this candidate'}'s request? Nothing is sent or erased.`,
  working: 'Working...',
  decided: (kind: DataRequestKind, confirmed: boolean) =>
    !confirmed ? 'The request was rejected.' : kind === 'EXPORT' ? 'The copy was emailed to the candidate.' : "The candidate's data was erased.",
  decidedTitle: 'Request decided',

  logTitle: 'Erasure log',
  logIntro: 'Anonymised: when, by whom or what, why, and how many records and files went. No name or contact details are kept.',
  logEmpty: 'Nothing has been erased yet.',
  erasedAt: 'When',
  by: 'By',
  reason: 'Reason',
  items: 'Items',
  removedUser: 'A removed user',
  sources: { STAFF: 'Staff', RETENTION: 'Retention period', CANDIDATE_REQUEST: "Candidate's request" } satisfies Record<ErasureSource, string>,
  logPages: 'Erasure log pages',
} as const;
