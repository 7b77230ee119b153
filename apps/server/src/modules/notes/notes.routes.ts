import {
  APPLICATION_MESSAGES,
  applicationIdParamsSchema,
  createNoteRequestSchema,
  messageResponseSchema,
  noteIdParamsSchema,
  noteListSchema,
  noteSchema,
} from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../lib/openapi.js';
import { callerOf, requireAuth } from '../auth/authenticate.js';
import { addNote, deleteNote, listNotes } from './notes.service.js';

const TAGS = ['Notes'];
const security = [{ bearerAuth: [] }];

/** Notes on applications (spec sections 3, 5 and 7); registered by the applications routes. */
export async function noteRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const onRequest = requireAuth(ctx);

  api.post(
    '/api/applications/:id/notes',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Add a note to an application',
        description: `\`content\` is trimmed; blank is refused, at most 5000 characters. Answers the note (type 'note').`,
        security,
        params: applicationIdParamsSchema,
        body: createNoteRequestSchema,
        response: { 201: noteSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const note = await addNote(db, caller.orgId, request.params.id, caller.userId, request.body.content);
      return reply.code(201).send(note);
    },
  );

  api.get(
    '/api/applications/:id/notes',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "An application's notes, oldest first",
        description: "Includes the AI feedback note (noteType 'resume-feedback'), which the job page hides from the notes list.",
        security,
        params: applicationIdParamsSchema,
        response: { 200: noteListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listNotes(db, callerOf(request).orgId, request.params.id),
  );

  api.delete(
    '/api/applications/note/:noteId',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Delete a note',
        security,
        params: noteIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await deleteNote(db, caller.orgId, request.params.noteId);
      request.log.info({ noteId: request.params.noteId, orgId: caller.orgId, by: caller.userId }, 'note deleted');
      return { message: APPLICATION_MESSAGES.noteDeleted };
    },
  );
}
