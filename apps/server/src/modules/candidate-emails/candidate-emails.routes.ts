import { candidateEmailEndpoints } from '@kairox/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { callerOf } from '../auth/authenticate.js';
import {
  candidateEmailBody,
  listCandidateEmails,
  listEmailTemplates,
  previewCandidateEmail,
  resetEmailTemplate,
  saveEmailTemplate,
} from './candidate-emails.service.js';

/** Candidate email templates, preview and history (docs/emails.md); every call inside the caller's organisation. */
export async function candidateEmailRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;

  route(candidateEmailEndpoints.listEmailTemplates, async (request) => listEmailTemplates(db, callerOf(request).orgId));

  route(candidateEmailEndpoints.updateEmailTemplate, async (request) => {
    const caller = callerOf(request);
    const saved = await saveEmailTemplate(db, caller.orgId, caller.userId, request.params, request.body);
    request.log.info({ orgId: caller.orgId, by: caller.userId, ...request.params }, 'email template saved');
    return saved;
  });

  route(candidateEmailEndpoints.resetEmailTemplate, async (request) => {
    const caller = callerOf(request);
    const reset = await resetEmailTemplate(db, caller.orgId, request.params);
    request.log.info({ orgId: caller.orgId, by: caller.userId, ...request.params }, 'email template reset to the default');
    return reset;
  });

  route(candidateEmailEndpoints.previewCandidateEmail, async (request) =>
    previewCandidateEmail(ctx, callerOf(request).orgId, request.params.id, request.body),
  );

  route(candidateEmailEndpoints.listCandidateEmails, async (request) => listCandidateEmails(db, callerOf(request).orgId, request.params.id));

  route(candidateEmailEndpoints.getCandidateEmailBody, async (request) => candidateEmailBody(db, callerOf(request).orgId, request.params.emailId));
}
