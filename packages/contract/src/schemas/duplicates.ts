/**
 * Duplicate applications across an organisation's jobs (issue #12): what matched, and merging
 * one application's notes into another. Both sides use these texts and shapes.
 */
import { z } from 'zod';

/** What two applications have in common: the email (any letter case), the phone (its last 9 digits) or the resume file (same bytes). */
export const DUPLICATE_MATCHES = ['email', 'phone', 'file'] as const;
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];

/** At most this many matching applications are listed, newest first. */
export const DUPLICATES_MAX = 100;

export const DUPLICATE_MESSAGES = {
  notDuplicates: 'These applications are not duplicates of each other.',
  invalidFromId: 'fromId must be the id of an application.',
  merged: (count: number) => (count === 1 ? '1 note merged.' : `${count} notes merged.`),
} as const;

/** Another application of the organisation that matches the one asked about. */
export const duplicateApplicationSchema = z
  .object({
    id: z.number().int(),
    jobId: z.number().int(),
    jobTitle: z.string(),
    candidateName: z.string(),
    status: z.string(),
    /** The score in force (null until screened). */
    score: z.number().int().nullable(),
    createdAt: z.string(),
    matchedOn: z.array(z.enum(DUPLICATE_MATCHES)),
  })
  .meta({ id: 'DuplicateApplication' });
export type DuplicateApplication = z.infer<typeof duplicateApplicationSchema>;

export const duplicateListSchema = z.array(duplicateApplicationSchema).meta({ id: 'DuplicateApplicationList' });

/** POST /api/applications/{id}/merge-notes: the application whose notes are copied onto {id}. */
export const mergeNotesRequestSchema = z
  .object({
    fromId: z
      .number({ error: DUPLICATE_MESSAGES.invalidFromId })
      .int(DUPLICATE_MESSAGES.invalidFromId)
      .min(1, DUPLICATE_MESSAGES.invalidFromId)
      .max(2_147_483_647, DUPLICATE_MESSAGES.invalidFromId),
  })
  .meta({ id: 'MergeNotesRequest' });
export type MergeNotesRequest = z.input<typeof mergeNotesRequestSchema>;

export const mergeNotesResponseSchema = z
  .object({
    message: z.string(),
    /** How many notes were copied (a note already copied before is not copied again). */
    merged: z.number().int(),
  })
  .meta({ id: 'MergeNotesResponse' });
export type MergeNotesResponse = z.infer<typeof mergeNotesResponseSchema>;
