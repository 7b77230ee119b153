import { DATA_RIGHTS_MESSAGES, type DataRequest, type DataRequestKind, type DataRequestLink, type DataRequestReceived } from '@kairox/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { answerForConstraint, retryOnDeadlock } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { verifyLink } from '../../lib/signed-links.js';
import type { Caller } from '../auth/authenticate.js';
import { removeDeletedResume } from '../applications/applications.service.js';
import { withQueueTransaction } from '../applications/transaction.js';
import { buildCandidateExport } from './candidate-export.js';
import {
  decideRequest,
  findLinkTarget,
  findPendingKinds,
  findPendingRequests,
  findRequest,
  insertPendingRequest,
  lockRequest,
} from './data-rights.repository.js';
import { eraseWithin } from './erasure.js';
import { enqueueExportMail, ensureExportMailQueue, wakeExportMailWorker } from './export-mail-queue.js';

/** The purpose the candidate emails' footer link is signed for (candidate-emails: dataRequestUrl). */
const DATA_REQUEST_LINK_PURPOSE = 'data-request';

interface LinkTarget {
  orgId: number;
  applicationId: number;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/**
 * The application a data-request link names, or 400: expired (signed for this purpose, past its
 * date) or invalid (anything else: another purpose, a changed payload or signature, garbage).
 */
function readDataRequestLink(ctx: AppContext, token: string, now = new Date()): LinkTarget {
  const payload = verifyLink(ctx.linkSecret, DATA_REQUEST_LINK_PURPOSE, token, now);
  if (!payload) {
    // Checked again with the clock at the epoch, before any expiry: valid then means only its date passed.
    const expired = verifyLink(ctx.linkSecret, DATA_REQUEST_LINK_PURPOSE, token, new Date(0)) !== null;
    throw badRequest(expired ? DATA_RIGHTS_MESSAGES.linkExpired : DATA_RIGHTS_MESSAGES.linkInvalid);
  }
  const { orgId, applicationId } = payload;
  if (!isId(orgId) || !isId(applicationId)) throw badRequest(DATA_RIGHTS_MESSAGES.linkInvalid);
  return { orgId, applicationId };
}

const applicationGone = () => notFound(DATA_RIGHTS_MESSAGES.applicationGone);

/** What the link's page shows: the organisation and job, and what the candidate already asked for. */
export async function describeDataRequestLink(ctx: AppContext, token: string, now = new Date()): Promise<DataRequestLink> {
  const { orgId, applicationId } = readDataRequestLink(ctx, token, now);
  const { db } = ctx.database;
  const target = await findLinkTarget(db, orgId, applicationId);
  if (!target) throw applicationGone();
  return { ...target, pending: await findPendingKinds(db, orgId, applicationId) };
}

/** Stores the candidate's request as PENDING; a second one of the kind while one is pending adds nothing. */
export async function requestFromLink(ctx: AppContext, token: string, kind: DataRequestKind, now = new Date()): Promise<DataRequestReceived> {
  const { orgId, applicationId } = readDataRequestLink(ctx, token, now);
  const { db } = ctx.database;
  if (!(await findLinkTarget(db, orgId, applicationId))) throw applicationGone();
  await insertPendingRequest(db, orgId, applicationId, kind).catch((error: unknown) => {
    // Erased between the check and the insert.
    throw answerForConstraint(error, { foreignKey: applicationGone });
  });
  return { message: DATA_RIGHTS_MESSAGES.requestReceived(kind), kind, status: 'PENDING' };
}

export async function listPendingRequests(db: DbOrTx, orgId: number): Promise<DataRequest[]> {
  return (await findPendingRequests(db, orgId)).map(toDataRequest);
}

const requestNotFound = () => notFound(DATA_RIGHTS_MESSAGES.requestNotFound);

/** The request as answered, after its decision. */
async function getRequest(db: DbOrTx, orgId: number, id: number): Promise<DataRequest> {
  const row = await findRequest(db, orgId, id);
  if (!row) throw requestNotFound();
  return toDataRequest(row);
}

/** A pending request of the organisation, locked for the transaction: 404 when not its own, 409 when decided. */
async function lockPending(tx: DbOrTx, orgId: number, id: number) {
  const request = await lockRequest(tx, orgId, id);
  if (!request) throw requestNotFound();
  if (request.status !== 'PENDING') throw conflict(DATA_RIGHTS_MESSAGES.requestDecided);
  return request;
}

/**
 * The admin confirms: an erasure request erases the candidate (one transaction, the file after
 * it); an export request emails the export to the candidate. A request whose application is gone
 * is settled without either: erasure done, no copy to send.
 */
export async function confirmDataRequest(ctx: AppContext, caller: Caller, id: number): Promise<DataRequest> {
  const { db } = ctx.database;
  const request = await findRequest(db, caller.orgId, id);
  if (!request) throw requestNotFound();
  if (request.kind === 'EXPORT' && request.applicationId !== null) {
    await confirmExport(ctx, caller, id, request.applicationId);
  } else {
    await confirmErasure(ctx, caller, id);
  }
  return getRequest(db, caller.orgId, id);
}

async function confirmErasure(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  const erased = await retryOnDeadlock(() =>
    ctx.database.db.transaction(async (tx) => {
      const request = await lockPending(tx, caller.orgId, id);
      // Erasing settles the candidate's pending requests, this one included.
      const cause = { source: 'CANDIDATE_REQUEST' as const, userId: caller.userId, reason: DATA_RIGHTS_MESSAGES.candidateRequestReason };
      const done = request.applicationId === null ? undefined : await eraseWithin(tx, caller.orgId, request.applicationId, cause);
      if (!done) await decideRequest(tx, caller.orgId, id, request.kind === 'ERASE' ? 'COMPLETED' : 'REJECTED', caller.userId);
      return done;
    }),
  );
  if (erased) await removeDeletedResume(ctx, erased.fileKey, erased.applicationId);
}

/**
 * Builds the export first (so a request is never marked done without one), then marks the request
 * done if it is still pending and its application still there, queueing its mail in the same
 * transaction: the mail goes out, with retries, once it commits (export-mail-queue.ts).
 */
async function confirmExport(ctx: AppContext, caller: Caller, id: number, applicationId: number): Promise<void> {
  const built = await buildCandidateExport(ctx, caller.orgId, applicationId);
  if (!built.candidateEmail) throw conflict(DATA_RIGHTS_MESSAGES.noEmail);
  await ensureExportMailQueue(ctx.queue);
  await withQueueTransaction(ctx.database.pool, async ({ tx, queueDb }) => {
    const request = await lockPending(tx, caller.orgId, id);
    if (request.applicationId !== applicationId) throw conflict(DATA_RIGHTS_MESSAGES.requestDecided);
    await decideRequest(tx, caller.orgId, id, 'COMPLETED', caller.userId);
    await enqueueExportMail(ctx.queue, { orgId: caller.orgId, applicationId, requestId: id }, queueDb);
  });
  wakeExportMailWorker(ctx.queue);
}

export async function rejectDataRequest(db: DbOrTx, caller: Caller, id: number): Promise<DataRequest> {
  await db.transaction(async (tx) => {
    await lockPending(tx, caller.orgId, id);
    await decideRequest(tx, caller.orgId, id, 'REJECTED', caller.userId);
  });
  return getRequest(db, caller.orgId, id);
}

function toDataRequest(row: NonNullable<Awaited<ReturnType<typeof findRequest>>>): DataRequest {
  return { ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null };
}
