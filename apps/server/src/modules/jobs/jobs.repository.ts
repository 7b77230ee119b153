import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';
import { applications, jobApplicationCounts, jobs } from '../../db/schema.js';

export type JobRow = typeof jobs.$inferSelect;
type JobValues = typeof jobs.$inferInsert;
export type JobChanges = Partial<Omit<JobValues, 'id' | 'orgId' | 'createdAt' | 'updatedAt'>>;

/** Scopes every lookup by the caller's organisation: another tenant's job is simply not found. */
const ownJob = (orgId: number, id: number) => and(eq(jobs.id, id), eq(jobs.orgId, orgId));

export async function insertJob(db: DbOrTx, values: JobValues): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  return row!;
}

export async function findJob(db: DbOrTx, orgId: number, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(ownJob(orgId, id));
  return row;
}

/** The job, locked until the transaction `tx` ends. */
export async function findJobForUpdate(tx: DbOrTx, orgId: number, id: number): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(ownJob(orgId, id)).for('update');
  return row;
}

/** Applies the changes and stamps the update; undefined when the job is not the organisation's. */
export async function updateJobRow(db: DbOrTx, orgId: number, id: number, changes: JobChanges): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ownJob(orgId, id))
    .returning();
  return row;
}

export async function deleteJobRow(db: DbOrTx, orgId: number, id: number): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db.delete(jobs).where(ownJob(orgId, id)).returning({ id: jobs.id, title: jobs.title });
  return row;
}

const jobCount = perDatabase((db) =>
  db
    .select({ total: count() })
    .from(jobs)
    .where(eq(jobs.orgId, sql.placeholder('orgId')))
    .prepare('job_count'),
);

export async function countJobs(db: DbOrTx, orgId: number): Promise<number> {
  const [{ total } = { total: 0 }] = await jobCount(db).execute({ orgId });
  return total;
}

/** One page of the organisation's jobs, newest first, with the fields of the list and each job's application count (prepared: the dashboard's first call). */
const jobListPage = perDatabase((db) =>
  db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      department: jobs.department,
      location: jobs.location,
      description: jobs.description,
      createdAt: jobs.createdAt,
      applicationCount: sql<number>`coalesce(${jobApplicationCounts.total}, 0)`.mapWith(Number),
    })
    .from(jobs)
    .leftJoin(jobApplicationCounts, eq(jobApplicationCounts.jobId, jobs.id))
    .where(eq(jobs.orgId, sql.placeholder('orgId')))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare('job_list_page'),
);

export async function listJobRows(db: DbOrTx, orgId: number, page: number, size: number) {
  return jobListPage(db).execute({ orgId, size, offset: page * size });
}

/** The number of the organisation's jobs per status; statuses without a job are absent. */
export async function countJobsByStatus(db: DbOrTx, orgId: number) {
  return db.select({ status: jobs.status, total: count() }).from(jobs).where(eq(jobs.orgId, orgId)).groupBy(jobs.status);
}

/** The job's applications whose resume text is extracted (the ones screening can score), oldest first. */
export async function findScreenableApplicationIds(db: DbOrTx, orgId: number, jobId: number): Promise<Array<{ id: number }>> {
  return db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), eq(applications.jobId, jobId), eq(applications.resumeStatus, 'COMPLETED')))
    .orderBy(asc(applications.id));
}
