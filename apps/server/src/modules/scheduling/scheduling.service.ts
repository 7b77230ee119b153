/**
 * Interview scheduling (issue #13, point 4; docs/scheduling.md): the rules and transactions of
 * scheduling, rescheduling and cancelling an interview. Each change writes the interview, a line of
 * the application's status history and the invitations (queued in the same transaction, sent by the
 * candidate email queue once it commits), or none of them.
 */
import { randomUUID } from 'node:crypto';
import {
  SCHEDULING_MESSAGES,
  type ApplicationStatus,
  type InterviewPlan,
  type ScheduledInterview,
  type ScheduledInterviewFilters,
  type ScheduledInterviewPage,
  type StoredApplicationStatus,
} from '@kairox/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/page.js';
import { insertStatusHistory } from '../applications/applications.repository.js';
import { applicationNotFound, applyStatusChange } from '../applications/applications.service.js';
import type { Caller } from '../auth/authenticate.js';
import { emailLanguageOf, queueCandidateEmail, queueStaffEmail, type QueuedCandidateEmail } from '../candidate-emails/candidate-emails.service.js';
import type { CalendarPerson } from './ics.js';
import { invitationsFor, memberName, plannedTime, type InterviewChange } from './invitations.js';
import {
  countInterviews,
  findActiveMembers,
  findInterviewers,
  findInterviewViews,
  findMember,
  insertInterview,
  lockApplicationOfInterview,
  lockInterview,
  replaceInterviewers,
  updateInterviewRow,
  type ApplicationOfInterview,
  type InterviewRow,
  type InterviewViewRow,
  type MemberRow,
} from './scheduling.repository.js';
import { instantOf, wallTimeAt } from './zoned-time.js';

/**
 * Statuses before the interview stage (the board's New and AI screening columns): scheduling an
 * interview moves them to IN_PROGRESS, the board's Interview stage. Any later status (shortlisted,
 * rejected, an AI interview under way...) is a recruiter's decision the booking does not undo.
 */
const BEFORE_INTERVIEW: ReadonlySet<StoredApplicationStatus> = new Set([
  'APPLIED',
  'QUALIFIED',
  'PENDING',
  'PENDING_SCREENING',
  'INVITED_FOR_AI_SCREENING',
  'REINVITED_FOR_AI_SCREENING',
]);
const INTERVIEW_STAGE: ApplicationStatus = 'IN_PROGRESS';

const interviewNotFound = () => notFound(SCHEDULING_MESSAGES.interviewNotFound);

const endOf = (interview: Pick<InterviewRow, 'startsAt' | 'durationMinutes'>) =>
  new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000);

function toScheduledInterview(view: InterviewViewRow, interviewers: MemberRow[]): ScheduledInterview {
  const { interview } = view;
  return {
    id: interview.id,
    applicationId: view.applicationId,
    candidateName: view.candidateName,
    candidateEmail: view.candidateEmail,
    jobId: view.jobId,
    jobTitle: view.jobTitle,
    status: interview.status,
    startsAt: interview.startsAt.toISOString(),
    endsAt: endOf(interview).toISOString(),
    ...wallTimeAt(interview.startsAt, interview.timeZone),
    timeZone: interview.timeZone,
    durationMinutes: interview.durationMinutes,
    location: interview.location,
    videoUrl: interview.videoUrl,
    notes: interview.notes,
    interviewers: interviewers.map((member) => ({ id: member.id, name: memberName(member), email: member.email })),
    uid: interview.uid,
    sequence: interview.sequence,
    cancelReason: interview.cancelReason,
    cancelledAt: interview.cancelledAt?.toISOString() ?? null,
    createdBy: interview.createdBy,
    createdByName: view.createdByName,
    createdAt: interview.createdAt.toISOString(),
    updatedAt: interview.updatedAt.toISOString(),
  };
}

async function withInterviewers(db: DbOrTx, orgId: number, views: InterviewViewRow[]): Promise<ScheduledInterview[]> {
  const interviewers = await findInterviewers(
    db,
    orgId,
    views.map((view) => view.interview.id),
  );
  return views.map((view) => toScheduledInterview(view, interviewers.get(view.interview.id) ?? []));
}

export async function getScheduledInterview(db: DbOrTx, orgId: number, id: number): Promise<ScheduledInterview> {
  const [view] = await findInterviewViews(db, orgId, { ids: [id] });
  if (!view) throw interviewNotFound();
  const [interview] = await withInterviewers(db, orgId, [view]);
  return interview!;
}

/** GET /api/scheduled-interviews: the interviews not over by `from` (default now), soonest first. */
export async function listScheduledInterviews(
  db: DbOrTx,
  orgId: number,
  { page, size, from, ...filters }: ScheduledInterviewFilters,
  now = new Date(),
): Promise<ScheduledInterviewPage> {
  const scope = { ...filters, from: from ?? now };
  const total = await countInterviews(db, orgId, scope);
  const views = await findInterviewViews(db, orgId, { filters: scope, page, size });
  return pageAnswer(await withInterviewers(db, orgId, views), { total, page, size });
}

/** The plan's start as an instant (400 unless in the future) and its interviewers (400 unless all are active users of the organisation). */
async function checkPlan(tx: DbOrTx, orgId: number, plan: InterviewPlan, now: Date) {
  const startsAt = instantOf(plan, plan.timeZone);
  if (startsAt.getTime() <= now.getTime()) throw badRequest(SCHEDULING_MESSAGES.inThePast);
  const interviewers = await findActiveMembers(tx, orgId, plan.interviewerIds);
  // Another organisation's user is refused like an unknown id: the answer tells nothing about him.
  if (interviewers.length !== plan.interviewerIds.length) throw badRequest(SCHEDULING_MESSAGES.unknownInterviewers);
  const { date: _date, time: _time, interviewerIds: _ids, ...fields } = plan;
  return { fields: { ...fields, startsAt }, interviewers };
}

/**
 * The invitations' organizer: who booked the interview (replies go to him), or the organisation
 * through the platform's sender when he is no longer a user.
 */
async function organizerOf(ctx: AppContext, tx: DbOrTx, interview: InterviewRow, company: string): Promise<CalendarPerson> {
  const creator = await findMember(tx, interview.orgId, interview.createdBy);
  if (creator) return { name: memberName(creator), email: creator.email };
  const address = /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;
  return { name: company, email: address.trim() };
}

interface ChangeFacts {
  interview: InterviewRow;
  application: NonNullable<ApplicationOfInterview>;
  interviewers: MemberRow[];
}

/** Queues the change's emails in `tx`; their `afterCommit` sends them once it commits. */
async function queueInvitations(
  ctx: AppContext,
  tx: DbOrTx,
  caller: Caller,
  { interview, application, interviewers }: ChangeFacts,
  change: InterviewChange,
): Promise<QueuedCandidateEmail[]> {
  const facts = {
    interview,
    candidate: { name: application.candidateName, email: application.candidateEmail },
    jobTitle: application.jobTitle,
    company: application.company,
    interviewers,
    organizer: await organizerOf(ctx, tx, interview, application.company),
    stamp: new Date(),
    language: emailLanguageOf(application),
  };
  const queued: QueuedCandidateEmail[] = [];
  for (const invitation of invitationsFor(facts, change)) {
    const common = {
      orgId: caller.orgId,
      applicationId: interview.applicationId,
      template: invitation.template,
      attachments: [invitation.attachment],
      sentByUserId: caller.userId,
    };
    queued.push(
      invitation.audience === 'candidate'
        ? await queueCandidateEmail(ctx, tx, { ...common, variables: invitation.variables })
        : await queueStaffEmail(ctx, tx, { ...common, to: invitation.to, subject: invitation.subject, body: invitation.body }),
    );
  }
  return queued;
}

async function sendQueued(emails: QueuedCandidateEmail[]): Promise<void> {
  for (const email of emails) await email.afterCommit();
}

/** One line of the application's history for an interview change; no status moves. */
async function recordInterviewEvent(tx: DbOrTx, caller: Caller, application: NonNullable<ApplicationOfInterview>, reason: string) {
  await insertStatusHistory(tx, {
    orgId: caller.orgId,
    applicationId: application.applicationId,
    kind: 'INTERVIEW',
    fromStatus: application.status,
    toStatus: application.status,
    reason,
    changedBy: caller.userId,
  });
}

/** POST /api/scheduled-interviews */
export async function scheduleInterview(
  ctx: AppContext,
  caller: Caller,
  { applicationId, ...plan }: InterviewPlan & { applicationId: number },
  now = new Date(),
): Promise<ScheduledInterview> {
  const { db } = ctx.database;
  const { id, emails } = await db.transaction(async (tx) => {
    const application = await lockApplicationOfInterview(tx, caller.orgId, applicationId);
    if (!application) throw applicationNotFound();
    const { fields, interviewers } = await checkPlan(tx, caller.orgId, plan, now);
    const interview = await insertInterview(tx, {
      ...fields,
      orgId: caller.orgId,
      applicationId,
      uid: `${randomUUID()}@kairox`,
      createdBy: caller.userId,
    });
    await replaceInterviewers(
      tx,
      caller.orgId,
      interview.id,
      interviewers.map((member) => member.id),
    );
    const reason = `Interview scheduled for ${plannedTime(interview)}, ${interview.durationMinutes} min.`;
    if (BEFORE_INTERVIEW.has(application.status)) {
      await applyStatusChange(tx, caller.orgId, { id: applicationId, status: application.status }, caller.userId, INTERVIEW_STAGE, reason);
    } else {
      await recordInterviewEvent(tx, caller, application, reason);
    }
    return { id: interview.id, emails: await queueInvitations(ctx, tx, caller, { interview, application, interviewers }, { kind: 'SCHEDULED' }) };
  });
  await sendQueued(emails);
  return getScheduledInterview(db, caller.orgId, id);
}

/** The interview and its application, locked, for a change; 404 when not the organisation's, 409 when cancelled. */
async function lockForChange(tx: DbOrTx, orgId: number, id: number) {
  const interview = await lockInterview(tx, orgId, id);
  if (!interview) throw interviewNotFound();
  if (interview.status === 'CANCELLED') throw conflict(SCHEDULING_MESSAGES.alreadyCancelled);
  const application = await lockApplicationOfInterview(tx, orgId, interview.applicationId);
  const interviewers = (await findInterviewers(tx, orgId, [id])).get(id) ?? [];
  return { interview, application: application!, interviewers };
}

/** PUT /api/scheduled-interviews/{id}: the new plan, same UID, SEQUENCE + 1. */
export async function rescheduleInterview(
  ctx: AppContext,
  caller: Caller,
  id: number,
  plan: InterviewPlan,
  now = new Date(),
): Promise<ScheduledInterview> {
  const { db } = ctx.database;
  const emails = await db.transaction(async (tx) => {
    const current = await lockForChange(tx, caller.orgId, id);
    const { fields, interviewers } = await checkPlan(tx, caller.orgId, plan, now);
    const interview = await updateInterviewRow(tx, caller.orgId, id, { ...fields, sequence: current.interview.sequence + 1 });
    await replaceInterviewers(
      tx,
      caller.orgId,
      id,
      interviewers.map((member) => member.id),
    );
    const reason = `Interview of ${plannedTime(current.interview)} rescheduled to ${plannedTime(interview)}, ${interview.durationMinutes} min.`;
    await recordInterviewEvent(tx, caller, current.application, reason);
    const change = { kind: 'RESCHEDULED', before: current.interviewers } as const;
    return queueInvitations(ctx, tx, caller, { interview, application: current.application, interviewers }, change);
  });
  await sendQueued(emails);
  return getScheduledInterview(db, caller.orgId, id);
}

/** POST /api/scheduled-interviews/{id}/cancel: METHOD:CANCEL to everyone invited, SEQUENCE + 1. */
export async function cancelInterview(
  ctx: AppContext,
  caller: Caller,
  id: number,
  reason: string | null,
  now = new Date(),
): Promise<ScheduledInterview> {
  const { db } = ctx.database;
  const emails = await db.transaction(async (tx) => {
    const current = await lockForChange(tx, caller.orgId, id);
    if (endOf(current.interview).getTime() <= now.getTime()) throw conflict(SCHEDULING_MESSAGES.alreadyOver);
    const interview = await updateInterviewRow(tx, caller.orgId, id, {
      status: 'CANCELLED',
      cancelReason: reason,
      cancelledAt: now,
      sequence: current.interview.sequence + 1,
    });
    const line = `Interview of ${plannedTime(interview)} cancelled${reason ? `: ${reason}` : '.'}`;
    await recordInterviewEvent(tx, caller, current.application, line);
    return queueInvitations(ctx, tx, caller, { ...current, interview }, { kind: 'CANCELLED' });
  });
  await sendQueued(emails);
  return getScheduledInterview(db, caller.orgId, id);
}
