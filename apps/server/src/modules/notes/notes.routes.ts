import { APPLICATION_MESSAGES, noteEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import { addNote, deleteNote, listNotes } from './notes.service.js';

/** Notes on applications (spec sections 3, 5 and 7); registered by the applications routes. */
export async function noteRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(noteEndpoints.addNote, async (request, reply) => {
    const caller = callerOf(request);
    const note = await addNote(db, caller.orgId, request.params.id, caller.userId, request.body.content);
    return reply.code(201).send(note);
  });

  route(noteEndpoints.listNotes, async (request) => listNotes(db, callerOf(request).orgId, request.params.id));

  route(noteEndpoints.deleteNote, async (request) => {
    const caller = callerOf(request);
    await deleteNote(db, caller.orgId, request.params.noteId);
    request.log.info({ noteId: request.params.noteId, orgId: caller.orgId, by: caller.userId }, 'note deleted');
    return { message: APPLICATION_MESSAGES.noteDeleted };
  });
}
