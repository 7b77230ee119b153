import { DUPLICATES_MAX, type DuplicateMatch } from '@kairox/contract';
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { applications, jobs, phoneMatchKey } from '../../db/schema.js';

/** Phones with fewer digits than this never match (a short number says too little about who it is). */
const PHONE_MATCH_DIGITS = 9;

const phoneDigitCount = (phone: SQL | typeof applications.candidatePhone) => sql`length(regexp_replace(${phone}, '[^0-9]', '', 'g'))`;

/**
 * How many other applications of the organisation share the outer query's `applications` row's
 * email (any letter case), phone (phoneMatchKey) or resume file, at most DUPLICATES_MAX (as many as
 * the duplicates call lists): a correlated subquery for a list's select, evaluated for the page's
 * rows only. Each branch is one lookup in its (org_id, ...) index, stopped after DUPLICATES_MAX + 1
 * rows, so a value thousands of applications share (a switchboard number) costs no more than a
 * rare one; the union counts an application matching on several grounds once.
 */
export function duplicateCountOfListedRow(): SQL<number> {
  // Spelled out with qualified names: inside a select's column list drizzle may leave a column unqualified.
  const outer = (column: string) => sql.raw(`"applications"."${column}"`);
  const other = (column: string) => sql.raw(`dup.${column}`);
  const sameOrg = sql`${other('org_id')} = ${outer('org_id')}`;
  const branch = (condition: SQL) =>
    sql`(select dup.id from ${applications} as dup where ${sameOrg} and ${condition} limit ${sql.raw(String(DUPLICATES_MAX + 1))})`;
  return sql<number>`(select least(count(*), ${sql.raw(String(DUPLICATES_MAX))}) from (
      ${branch(sql`lower(${other('candidate_email')}) = lower(${outer('candidate_email')})`)}
      union ${branch(sql`${other('resume_sha256')} = ${outer('resume_sha256')}`)}
      union ${branch(sql`${phoneDigitCount(outer('candidate_phone'))} >= ${PHONE_MATCH_DIGITS} and ${phoneMatchKey(other('candidate_phone'))} = ${phoneMatchKey(outer('candidate_phone'))}`)}
    ) as matches where matches.id <> ${outer('id')})`.mapWith(Number);
}

/** What an application is matched on. */
export interface MatchKeys {
  id: number;
  candidateEmail: string | null;
  candidatePhone: string | null;
  resumeSha256: string;
}

/** The SQL condition per ground on which `applications` rows match `target`. */
function matchConditions(target: MatchKeys): Record<DuplicateMatch, SQL> {
  const phoneKey = phoneMatchKey(sql`${target.candidatePhone}::text`);
  return {
    email: target.candidateEmail ? sql`lower(${applications.candidateEmail}) = lower(${target.candidateEmail})` : sql`false`,
    phone:
      target.candidatePhone !== null
        ? sql`${phoneDigitCount(sql`${target.candidatePhone}::text`)} >= ${PHONE_MATCH_DIGITS} and ${phoneMatchKey(applications.candidatePhone)} = ${phoneKey}`
        : sql`false`,
    file: sql`${applications.resumeSha256} = ${target.resumeSha256}`,
  };
}

/** The organisation's other applications matching `target`, newest first, with the grounds they match on. */
export async function findDuplicates(db: DbOrTx, orgId: number, target: MatchKeys) {
  const on = matchConditions(target);
  const rows = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      candidateName: applications.candidateName,
      status: applications.status,
      score: applications.score,
      createdAt: applications.createdAt,
      email: sql<boolean>`coalesce(${on.email}, false)`,
      phone: sql<boolean>`coalesce(${on.phone}, false)`,
      file: sql<boolean>`coalesce(${on.file}, false)`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.orgId, orgId), ne(applications.id, target.id), or(on.email, on.phone, on.file)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(DUPLICATES_MAX);
  return rows.map(({ email, phone, file, ...row }) => ({
    ...row,
    matchedOn: (Object.entries({ email, phone, file }) as Array<[DuplicateMatch, boolean]>).filter(([, hit]) => hit).map(([ground]) => ground),
  }));
}

/** Whether the organisation's application `otherId` matches `target` on any ground. */
export async function isDuplicateOf(db: DbOrTx, orgId: number, target: MatchKeys, otherId: number): Promise<boolean> {
  if (otherId === target.id) return false;
  const on = matchConditions(target);
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), eq(applications.id, otherId), or(on.email, on.phone, on.file)));
  return Boolean(row);
}

/**
 * Copies the recruiters' notes of `fromId` onto `toId` with their author and date, leaving out any
 * the target already has (same text, author and date), so merging twice copies nothing new.
 * Answers how many were copied. One statement in the database, so each date is copied exactly
 * (read into JavaScript it would lose its microseconds and no longer equal the original).
 */
export async function copyNotes(db: DbOrTx, orgId: number, fromId: number, toId: number): Promise<number> {
  const result = await db.execute(sql`
    insert into notes (org_id, application_id, note, note_type, created_by, created_at)
    select source.org_id, ${toId}, source.note, 'note', source.created_by, source.created_at
    from notes source
    where source.org_id = ${orgId} and source.application_id = ${fromId} and source.note_type = 'note'
      and not exists (
        select 1 from notes existing
        where existing.application_id = ${toId} and existing.note = source.note
          and existing.created_by is not distinct from source.created_by and existing.created_at = source.created_at
      )
    order by source.created_at, source.id`);
  return result.rowCount ?? 0;
}
