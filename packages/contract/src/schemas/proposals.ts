/**
 * The AI interview rule's proposed status (issue #10, "no decision without a human"): a recruiter
 * accepts it, dismisses it, or sets another status. Both sides use these texts and shapes.
 */
import { z } from 'zod';
import { storableString } from '../text.js';
import { STATUS_REASON_MAX_LENGTH } from './applications.js';

export const PROPOSAL_MESSAGES = {
  noOpenProposal: 'This candidate has no open AI suggestion.',
  reasonTooLong: `The reason must be at most ${STATUS_REASON_MAX_LENGTH} characters.`,
  /** Appended to the proposal's reason in the status history when a person accepts it. */
  acceptedBy: (name: string) => `Accepted by ${name}.`,
} as const;

/** POST /api/applications/{id}/proposal/dismiss: the body and its reason are optional (no body arrives as null). */
export const dismissProposalRequestSchema = z
  .object({
    reason: storableString()
      .trim()
      .max(STATUS_REASON_MAX_LENGTH, PROPOSAL_MESSAGES.reasonTooLong)
      .nullish()
      .transform((reason) => reason || null),
  })
  .nullish()
  .meta({ id: 'DismissProposalRequest' });
export type DismissProposalRequest = z.input<typeof dismissProposalRequestSchema>;
