import { APPLICATION_MESSAGES, type ResumeProfile } from '@kairox/contract';
import { and, asc, eq, getTableColumns, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applications } from '../../db/schema.js';

/**
 * The resume pipeline's writes to `applications` (resume-processing.ts), several applications per
 * statement: the worker claims the applications of a fetched batch of queue jobs in one update,
 * and stores the results of the attempts that finished meanwhile in one transaction. Each row is
 * named with its queue job in a JSON record set, so a batch is one parameter, whatever its size.
 */

/** Claims of one application at most, counting retries and re-queues after crashes. */
export const MAX_RESUME_ATTEMPTS = 3;

/** How long a resume job may run before pg-boss expires it and retries it. */
export const RESUME_JOB_EXPIRY_SECONDS = 120;

/** How long a claim holds without its job being known alive (a little over the job's expiry). */
const CLAIM_LEASE_SECONDS = RESUME_JOB_EXPIRY_SECONDS + 30;

type ApplicationRow = typeof applications.$inferSelect;

/** What an application past its attempts is set to. */
export const attemptsExhausted = {
  resumeStatus: 'FAILED',
  resumeError: APPLICATION_MESSAGES.resumeLimits,
  resumeClaimedAt: null,
  updatedAt: sql`now()`,
} as const;

/** A queue job's claim on its application. */
interface Claim {
  jobId: string;
  applicationId: number;
  orgId: number;
}

/** The claims as a record set `claim` (its column names are none of `applications`'). */
function claimRecords(claims: readonly Claim[]): SQL {
  const records = claims.map((claim) => ({ claim_application: claim.applicationId, claim_org: claim.orgId, claim_job: claim.jobId }));
  return sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as claim(claim_application integer, claim_org integer, claim_job text)`;
}

/**
 * The application may be claimed by the claim's job: it waits (PENDING), or it is PROCESSING under
 * this very job (a retry after a crash or an expiry), or under a claim whose lease ran out.
 */
const claimable = and(
  eq(applications.id, sql`claim_application`),
  eq(applications.orgId, sql`claim_org`),
  or(
    eq(applications.resumeStatus, 'PENDING'),
    and(
      eq(applications.resumeStatus, 'PROCESSING'),
      or(
        eq(applications.resumeJobId, sql`claim_job`),
        isNull(applications.resumeClaimedAt),
        lt(applications.resumeClaimedAt, sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`),
      ),
    ),
  ),
);

/**
 * Claims the applications (PENDING -> PROCESSING, recording the job and counting the attempt) in
 * one update, below the attempt cap. Answers the claimed rows by queue job id; a job missing from
 * the answer found its application taken, finished, deleted or out of attempts. When two jobs of
 * one application are in the batch, one of them claims it.
 */
export async function claimApplications(db: DbOrTx, claims: readonly Claim[]): Promise<Map<string, ApplicationRow>> {
  if (claims.length === 0) return new Map();
  const rows = await db
    .update(applications)
    .set({
      resumeStatus: 'PROCESSING',
      resumeJobId: sql`claim_job`,
      resumeClaimedAt: sql`now()`,
      resumeAttempts: sql`${applications.resumeAttempts} + 1`,
      updatedAt: sql`now()`,
    })
    .from(claimRecords(claims))
    .where(and(claimable, lt(applications.resumeAttempts, MAX_RESUME_ATTEMPTS)))
    .returning(getTableColumns(applications));
  return new Map(rows.map((row) => [row.resumeJobId!, row]));
}

/** Sets FAILED, without processing, the applications the claims could take but for the attempt cap; answers their queue job ids. */
export async function failExhaustedClaims(db: DbOrTx, claims: readonly Claim[]): Promise<string[]> {
  if (claims.length === 0) return [];
  const rows = await db
    .update(applications)
    .set(attemptsExhausted)
    .from(claimRecords(claims))
    .where(and(claimable, gte(applications.resumeAttempts, MAX_RESUME_ATTEMPTS)))
    .returning({ jobId: sql<string>`claim_job` });
  return rows.map((row) => row.jobId);
}

/**
 * The condition under which a processing run still holds its application: PROCESSING under the
 * run's queue job. A write made under it by a run that lost the application writes nothing.
 */
function heldByRun(application: Pick<ApplicationRow, 'id' | 'orgId' | 'resumeJobId'>): SQL {
  return and(
    eq(applications.id, application.id),
    eq(applications.orgId, application.orgId),
    eq(applications.resumeStatus, 'PROCESSING'),
    application.resumeJobId === null ? isNull(applications.resumeJobId) : eq(applications.resumeJobId, application.resumeJobId),
  )!;
}

/**
 * How a step's write is made together with the same writes of the other results stored at once:
 * each gives `writeAll` (one function, not a closure per result) its `item`, and `writeAll` writes
 * them all in a few statements instead of a few per result, each only while its run still holds
 * the application (`heldRuns`).
 */
export interface BatchedStepWrite<T> {
  writeAll(tx: DbOrTx, items: Array<{ application: ApplicationRow; item: T }>): Promise<void>;
  item: T;
}

/**
 * A step's write, run in the transaction that stores the result: a function run for this result
 * alone, under the condition `held` that its run still holds the application, or a batched write
 * made once with the same writes of the other results stored at once.
 */
export type StepWrite = ((tx: DbOrTx, held: SQL) => Promise<void>) | BatchedStepWrite<unknown>;

/**
 * The applications, each named with the queue job of its run, as a record set `run` (run_application,
 * run_org, run_job), and the condition that the run still holds its application (see heldByRun).
 */
export function heldRuns(runs: ReadonlyArray<Pick<ApplicationRow, 'id' | 'orgId' | 'resumeJobId'>>): { records: SQL; held: SQL } {
  const records = runs.map((run) => ({ run_application: run.id, run_org: run.orgId, run_job: run.resumeJobId }));
  return {
    records: sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as run(run_application integer, run_org integer, run_job text)`,
    held: and(
      eq(applications.id, sql`run_application`),
      eq(applications.orgId, sql`run_org`),
      eq(applications.resumeStatus, 'PROCESSING'),
      sql`${applications.resumeJobId} is not distinct from run_job`,
    )!,
  };
}

/** Runs the results' step writes: the others one by one in id order, then each kind made together once with all its items. */
async function runStepWrites(tx: DbOrTx, byId: readonly AttemptResult[]): Promise<void> {
  const batched = new Map<BatchedStepWrite<unknown>['writeAll'], Array<{ application: ApplicationRow; item: unknown }>>();
  for (const result of byId) {
    for (const write of result.writes) {
      if (typeof write === 'function') {
        await write(tx, heldByRun(result.application));
        continue;
      }
      const entry = { application: result.application, item: write.item };
      const items = batched.get(write.writeAll);
      if (items) items.push(entry);
      else batched.set(write.writeAll, [entry]);
    }
  }
  for (const [writeAll, items] of batched) await writeAll(tx, items);
}

/** How an attempt ended, to be stored. */
export interface AttemptResult {
  /** The application as claimed by the attempt's job. */
  application: ApplicationRow;
  /** The text and the fields parsed from it, once extracted; null when the attempt ended before. */
  extracted: { text: string; profile: ResumeProfile } | null;
  /** The mass upload's contacts from the resume, to fill in while the application has no email. */
  contacts: { name: string | null; phone: string | null; email: string | null } | null;
  status: 'COMPLETED' | 'FAILED' | 'PENDING';
  error: string | null;
  /** The steps' writes of a COMPLETED attempt. */
  writes: readonly StepWrite[];
}

/**
 * One email per job: of the results that would give a job's application the same email, the first
 * keeps it (an email another application already has is left out by the update itself).
 */
function contactsOf(results: readonly AttemptResult[]): Array<AttemptResult['contacts']> {
  const emails = new Set<string>();
  return results.map(({ application, contacts }) => {
    if (!contacts?.email) return contacts;
    const key = `${application.jobId}:${contacts.email}`;
    if (emails.has(key)) return { ...contacts, email: null };
    emails.add(key);
    return contacts;
  });
}

function resultRecords(results: readonly AttemptResult[]): SQL {
  const contacts = contactsOf(results);
  const records = results.map((result, index) => ({
    result_application: result.application.id,
    result_org: result.application.orgId,
    result_job: result.application.resumeJobId,
    result_status: result.status,
    result_error: result.error,
    result_text: result.extracted?.text ?? null,
    result_profile: result.extracted?.profile ?? null,
    result_name: contacts[index]?.name ?? null,
    result_phone: contacts[index]?.phone ?? null,
    result_email: contacts[index]?.email ?? null,
  }));
  return sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as result(result_application integer, result_org integer, result_job text,
    result_status text, result_error text, result_text text, result_profile jsonb, result_name text, result_phone text, result_email text)`;
}

/** The contacts go in only while the application has no email, as a recruiter may have set one meanwhile. */
const withoutEmail = sql`${applications.candidateEmail} is null`;

/**
 * Locks the applications in id order before any write, as a request deleting applications does
 * (applications.repository.ts): two transactions taking the same rows in one order never wait for
 * each other in a circle.
 */
async function lockInIdOrder(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  await tx
    .select({ id: applications.id })
    .from(applications)
    .where(inArray(applications.id, [...ids]))
    .orderBy(asc(applications.id))
    .for('no key update');
}

/**
 * Stores the results, each only while its run still holds the application: the steps' writes,
 * then in one update the status and reason, the text and profile (an attempt that ended before
 * extracting keeps those of an earlier one), and a mass upload's name, phone (where it has none)
 * and email (where no other application of the job holds it under the unique key
 * `applications_job_email_key`). Answers the ids of the applications written. Call it inside a
 * transaction.
 */
export async function storeResults(tx: DbOrTx, results: readonly AttemptResult[]): Promise<Set<number>> {
  if (results.length === 0) return new Set();
  const byId = [...results].sort((a, b) => a.application.id - b.application.id);
  await lockInIdOrder(
    tx,
    byId.map((result) => result.application.id),
  );
  await runStepWrites(tx, byId);
  const rows = await tx
    .update(applications)
    .set({
      resumeStatus: sql`result_status`,
      resumeError: sql`result_error`,
      resumeClaimedAt: null,
      resumeText: sql`coalesce(result_text, ${applications.resumeText})`,
      profile: sql`coalesce(result_profile, ${applications.profile})`,
      candidateName: sql`case when ${withoutEmail} and result_name is not null then result_name else ${applications.candidateName} end`,
      candidatePhone: sql`case when ${withoutEmail} and ${applications.candidatePhone} is null and result_phone is not null
        then result_phone else ${applications.candidatePhone} end`,
      // The unique key's own terms, so that its index answers at once in a job of any size.
      candidateEmail: sql`case when ${withoutEmail} and result_email is not null and not exists (
          select 1 from applications other where other.job_id = ${applications.jobId} and lower(other.candidate_email) = result_email
            and other.candidate_email is not null and other.duplicate_of_id is null
        ) then result_email else ${applications.candidateEmail} end`,
      updatedAt: sql`now()`,
    })
    .from(resultRecords(results))
    .where(
      and(
        eq(applications.id, sql`result_application`),
        eq(applications.orgId, sql`result_org`),
        eq(applications.resumeStatus, 'PROCESSING'),
        eq(applications.resumeJobId, sql`result_job`),
      ),
    )
    .returning({ id: applications.id });
  return new Set(rows.map((row) => row.id));
}
