import type { JobSkill, JobSkillsResponse } from '@kairox/contract';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { withQueueTransaction } from '../applications/transaction.js';
import { postingSkills } from '../screening/index.js';
import { updateJobRow, type JobRow } from './jobs.repository.js';
import { getJob, jobNotFound } from './jobs.service.js';
import { enqueueJobRescreen, wakeJobRescreenWorker } from './skills-rescreen.js';

/** The skills screening scores the job's candidates against: the recruiter's list, else the posting's. */
function jobSkillsOf(job: JobRow): JobSkillsResponse {
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
    const row = await updateJobRow(tx, orgId, jobId, { skills });
    if (!row) throw jobNotFound();
    await enqueueJobRescreen(ctx.queue, { orgId, jobId }, { db: queueDb });
    return row;
  });
  wakeJobRescreenWorker(ctx.queue);
  return jobSkillsOf(job);
}
