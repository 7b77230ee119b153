import type { AppContext } from '../../context.js';
import { registerCandidateEmailWorker } from '../candidate-emails/candidate-email-queue.js';
import { registerExportMailWorker } from '../data-rights/export-mail-queue.js';
import { registerJobRescreenJob } from '../jobs/skills-rescreen.js';
import { registerMaintenanceJob } from './maintenance.js';
import { registerResumeProcessingJob, type ProcessingSteps, type ResumeWorker } from './resume-processing.js';

/** An app's background workers on its queue: maintenance, resume processing, the job re-screen, candidate emails and data export mails. */
export interface Workers {
  /** The resume worker alone: tests stop it to leave uploads queued, as a dead server would. */
  resumeProcessing: ResumeWorker;
  /** Stops them all, letting running jobs finish; call before the queue and the database close. */
  stop(): Promise<void>;
}

/**
 * Starts every background worker of the app, once its database is migrated. The resume worker
 * runs `steps` after each text extraction (the composition root passes screening).
 */
export async function startWorkers(ctx: AppContext, steps: ProcessingSteps): Promise<Workers> {
  const maintenance = await registerMaintenanceJob(ctx);
  const resumeProcessing = await registerResumeProcessingJob(ctx, steps);
  const jobRescreen = await registerJobRescreenJob(ctx);
  const candidateEmails = await registerCandidateEmailWorker(ctx);
  const exportMails = await registerExportMailWorker(ctx);
  return {
    resumeProcessing,
    stop: async () => {
      await resumeProcessing.stop();
      await maintenance.stop();
      await jobRescreen.stop();
      await candidateEmails.stop();
      await exportMails.stop();
    },
  };
}
