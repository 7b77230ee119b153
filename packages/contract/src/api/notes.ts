import { applicationIdParamsSchema, createNoteRequestSchema, noteIdParamsSchema, noteListSchema, noteSchema } from '../schemas/applications.js';
import { messageResponseSchema } from '../schemas/common.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Notes'];

/** Notes on applications (spec sections 3, 5 and 7). */
export const noteEndpoints = {
  addNote: defineEndpoint({
    method: 'POST',
    path: '/api/applications/:id/notes',
    auth: 'staff',
    tags,
    summary: 'Add a note to an application',
    description: `\`content\` is trimmed; blank is refused, at most 5000 characters. Answers the note (type 'note').`,
    params: applicationIdParamsSchema,
    body: createNoteRequestSchema,
    responses: { 201: noteSchema },
    errors: [400, 401, 404],
  }),
  listNotes: defineEndpoint({
    method: 'GET',
    path: '/api/applications/:id/notes',
    auth: 'staff',
    tags,
    summary: "An application's notes, oldest first",
    description: "Includes the AI feedback note (noteType 'resume-feedback'), which the job page hides from the notes list.",
    params: applicationIdParamsSchema,
    responses: { 200: noteListSchema },
    errors: [400, 401, 404],
  }),
  deleteNote: defineEndpoint({
    method: 'DELETE',
    path: '/api/applications/note/:noteId',
    auth: 'staff',
    tags,
    summary: 'Delete a note',
    params: noteIdParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [400, 401, 404],
  }),
};
