import type { JobSkill, JobSkillsResponse } from '@kairox/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { jobs } from '../../db/schema.js';
import { withQueueTransaction } from '../applications/transaction.js';
import { postingSkills } from '../screening/index.js';
import { getJob, jobNotFound, ownJob, type JobRow } from './jobs.service.js';
import { enqueueJobRescreen, wakeJobRescreenWorker } from './skills-rescreen.js';

/** The skills screening scores the job's candidates against: the recruiter's list, else the posting's. */
export function jobSkillsOf(job: JobRow): JobSkillsResponse {
  if (job.skills) return { skills: job.skills, edited: true };
  return { skills: postingSkills(job), edited: false };
}

export async function readJobSkills(db: DbOrTx, orgId: number, jobId: number): Promise<JobSkillsResponse> {
  return jobSkillsOf(await getJob(db, orgId, jobId));
}

/**
 * Stores the recruiter's list (null: back to the posting's skills) and queues the re-screen of the
 * job's candidates in the same transaction, so a saved list is always followed by its re-screen.
 */
export async function saveJobSkills(ctx: AppContext, orgId: number, jobId: number, skills: JobSkill[] | null): Promise<JobSkillsResponse> {
  const job = await withQueueTransaction(ctx.database.pool, async ({ tx, queueDb }) => {
    const [row] = await tx.update(jobs).set({ skills, updatedAt: sql`now()` }).where(ownJob(orgId, jobId)).returning();
    if (!row) throw jobNotFound();
    await enqueueJobRescreen(ctx.queue, { orgId, jobId }, { db: queueDb });
    return row;
  });
  wakeJobRescreenWorker(ctx.queue);
  return jobSkillsOf(job);
}
