/**
 * The AI interview module's queries: the application an event is for, its interview record and
 * events, and the organisation's choice of automatic moves. Every one is scoped by the
 * organisation; rules and transactions stay in interviews.service.ts.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applications, interviewEvents, interviewRecords, organizations } from '../../db/schema.js';

export type RecordRow = typeof interviewRecords.$inferSelect;
export type EventRow = typeof interviewEvents.$inferSelect;
/** The record's merged fields, as an event leaves them. */
type RecordFields = Omit<typeof interviewRecords.$inferInsert, 'id' | 'orgId' | 'applicationId' | 'createdAt' | 'updatedAt'>;
type EventValues = typeof interviewEvents.$inferInsert;

const ownApplication = (orgId: number, applicationId: number) => and(eq(applications.id, applicationId), eq(applications.orgId, orgId));

/**
 * The application an event is for, locked for the rest of the transaction: events of one
 * application are merged one after the other, also across concurrent requests.
 */
export async function findApplicationForUpdate(tx: DbOrTx, orgId: number, applicationId: number) {
  const [row] = await tx
    .select({ id: applications.id, status: applications.status, noticePeriod: applications.noticePeriod })
    .from(applications)
    .where(ownApplication(orgId, applicationId))
    .for('update');
  return row;
}

export async function setApplicationNoticePeriod(tx: DbOrTx, orgId: number, applicationId: number, noticePeriod: string): Promise<void> {
  await tx
    .update(applications)
    .set({ noticePeriod, updatedAt: sql`now()` })
    .where(ownApplication(orgId, applicationId));
}

export async function findAiAutoMoves(tx: DbOrTx, orgId: number): Promise<boolean> {
  const [org] = await tx.select({ aiAutoMoves: organizations.aiAutoMoves }).from(organizations).where(eq(organizations.id, orgId));
  return org?.aiAutoMoves ?? false;
}

export async function findRecord(db: DbOrTx, orgId: number, applicationId: number): Promise<RecordRow | undefined> {
  const [record] = await db
    .select()
    .from(interviewRecords)
    .where(and(eq(interviewRecords.applicationId, applicationId), eq(interviewRecords.orgId, orgId)));
  return record;
}

/** Creates the application's record or replaces its fields; answers the record as saved. */
export async function upsertRecord(tx: DbOrTx, orgId: number, applicationId: number, fields: RecordFields): Promise<RecordRow> {
  const [saved] = await tx
    .insert(interviewRecords)
    .values({ orgId, applicationId, ...fields })
    .onConflictDoUpdate({ target: interviewRecords.applicationId, set: { ...fields, updatedAt: sql`now()` } })
    .returning();
  return saved!;
}

/** The parts of an event that make a re-delivery the same event. */
interface EventIdentity {
  recordId: number;
  event: string;
  occurredAt: Date;
  payload: Record<string, unknown>;
  details: string | null;
  scorecard: string | null;
}

export async function hasEvent(tx: DbOrTx, identity: EventIdentity): Promise<boolean> {
  const [seen] = await tx
    .select({ id: interviewEvents.id })
    .from(interviewEvents)
    .where(
      and(
        eq(interviewEvents.recordId, identity.recordId),
        eq(interviewEvents.event, identity.event),
        eq(interviewEvents.occurredAt, identity.occurredAt),
        sql`${interviewEvents.payload} = ${JSON.stringify(identity.payload)}::jsonb`,
        sql`${interviewEvents.details} is not distinct from ${identity.details}`,
        sql`${interviewEvents.scorecard} is not distinct from ${identity.scorecard}`,
      ),
    )
    .limit(1);
  return seen !== undefined;
}

export async function insertEvent(tx: DbOrTx, values: EventValues): Promise<void> {
  await tx.insert(interviewEvents).values(values);
}

/** The record's events, oldest first. */
export function listEvents(db: DbOrTx, orgId: number, recordId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(interviewEvents)
    .where(and(eq(interviewEvents.recordId, recordId), eq(interviewEvents.orgId, orgId)))
    .orderBy(asc(interviewEvents.occurredAt), asc(interviewEvents.id));
}
