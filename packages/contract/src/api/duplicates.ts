import { applicationIdParamsSchema } from '../schemas/applications.js';
import { duplicateListSchema, mergeNotesRequestSchema, mergeNotesResponseSchema } from '../schemas/duplicates.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Applications'];

/** Duplicate applications across the organisation's jobs (issue #12). */
export const duplicateEndpoints = {
  listDuplicates: defineEndpoint({
    method: 'GET',
    path: '/api/applications/:id/duplicates',
    auth: 'staff',
    tags,
    summary: "The organisation's other applications that look like the same candidate",
    description:
      'Applications of any job of the organization with the same email (any letter case), the same phone (the last 9 ' +
      'of its digits; a phone with fewer digits matches nothing) or the same resume file (identical bytes), newest ' +
      'first, at most 100. `matchedOn` says which of email, phone and file matched.',
    params: applicationIdParamsSchema,
    responses: { 200: duplicateListSchema },
    errors: [400, 401, 404],
  }),
  mergeNotes: defineEndpoint({
    method: 'POST',
    path: '/api/applications/:id/merge-notes',
    auth: 'staff',
    tags,
    summary: "Copy a duplicate's notes onto this application",
    description:
      "The recruiters' notes of `fromId` (not its AI resume feedback) are copied onto {id} with their author and date; " +
      'a note already copied is not copied twice. Both must be applications of the organization (404) and duplicates ' +
      'of each other by the rules of GET /api/applications/{id}/duplicates (409). `fromId` keeps its notes; marking it ' +
      'DUPLICATE is the status call.',
    params: applicationIdParamsSchema,
    body: mergeNotesRequestSchema,
    responses: { 200: mergeNotesResponseSchema },
    errors: [400, 401, 404, 409],
  }),
};
