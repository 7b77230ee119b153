/**
 * Screening in the resume pipeline (DECISIONS.md, Screening; docs/screening.md).
 *
 * Registered once per process at start-up: after the resume text is extracted, the application is
 * scored against its job by the local engine; when an LLM provider is configured (LLM_BASE_URL and
 * LLM_MODEL), its second opinion is combined in (on any failure the local result stands). The
 * score goes to `applications.score` and the feedback to the application's single
 * 'resume-feedback' note, in one transaction. Unreadable text fails the application (FAILED, with
 * the reason) without retries.
 *
 * Deterministic and idempotent: "today" for open date ranges is the day the application arrived
 * (its `created_at`), so running it again gives the same local score, and a re-run overwrites the
 * score and the one feedback note.
 */
import { MASS_UPLOAD_SOURCE_CHANNEL } from '@kairox/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { applications, jobs } from '../../db/schema.js';
import { onResumeTextExtracted, PermanentResumeError, type ApplicationRow } from '../../jobs/resume-processing.js';
import { upsertResumeFeedbackNote } from '../notes/notes.service.js';
import { createLlmProvider, reviewWithLlm, type LlmProvider } from './llm-provider.js';
import { isUnreadableResumeError, type ScreeningJob, type ScreeningResult } from './types.js';
import { screenResume, warmUpScreening } from './engine.js';

const providers = new WeakMap<AppContext, LlmProvider | null>();

/** The context's LLM provider (null without LLM_BASE_URL / LLM_MODEL), made once per context. */
export function llmProviderOf(ctx: AppContext): LlmProvider | null {
  if (!providers.has(ctx)) {
    const llm = ctx.config.llm;
    providers.set(
      ctx,
      llm
        ? createLlmProvider(
            { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: llm.model, LLM_API_KEY: llm.apiKey },
            { timeoutMs: llm.timeoutMs, logger: ctx.logger },
          )
        : null,
    );
  }
  return providers.get(ctx) ?? null;
}

/** The whole LLM call, its retry included, must finish within this (the queue job expires at 120 s). */
export function llmBudgetMs(timeoutMs: number): number {
  return Math.min(90_000, timeoutMs * 2 + 1_000);
}

/** The job as the engine reads it. The posting has no experience-level field; the engine reads years and level words from its text. */
export async function screeningJobOf(ctx: AppContext, application: Pick<ApplicationRow, 'jobId' | 'orgId'>): Promise<ScreeningJob | null> {
  const [job] = await ctx.database.db
    .select({ title: jobs.title, description: jobs.description, requirements: jobs.requirements, department: jobs.department, skills: jobs.skills })
    .from(jobs)
    .where(and(eq(jobs.id, application.jobId), eq(jobs.orgId, application.orgId)));
  return job ?? null;
}

/**
 * The name the candidate gave, masked before scoring; a mass upload's name was guessed from the
 * file name or the resume's headline ("Chef") and may be a word the job asks for.
 */
const namedByCandidate = (application: ApplicationRow) =>
  application.sourceChannel === MASS_UPLOAD_SOURCE_CHANNEL ? null : application.candidateName;

/**
 * Scores one application whose text is extracted: local engine, then the optional LLM review.
 * Throws PermanentResumeError when the text cannot be screened.
 */
export async function screenApplication(ctx: AppContext, application: ApplicationRow): Promise<ScreeningResult | null> {
  const job = await screeningJobOf(ctx, application);
  if (!job) return null; // the job (and with it the application) was deleted meanwhile
  const resumeText = application.resumeText ?? '';
  let local: ScreeningResult;
  try {
    local = screenResume({ resumeText, job }, { now: application.createdAt, candidateName: namedByCandidate(application) });
  } catch (error) {
    if (isUnreadableResumeError(error)) throw new PermanentResumeError(error.message);
    throw error;
  }
  const provider = llmProviderOf(ctx);
  if (!provider) return local;
  const budget = llmBudgetMs(ctx.config.llm?.timeoutMs ?? 20_000);
  // reviewWithLlm never throws because of the provider; the guard covers anything else.
  return reviewWithLlm(provider, { resumeText, job, local, signal: AbortSignal.timeout(budget) }).catch((error: unknown) => {
    ctx.logger.warn({ err: error, applicationId: application.id }, 'LLM review failed; keeping the local result');
    return local;
  });
}

/**
 * The pipeline step: screen, then write score and feedback together, only while this processing
 * run still holds the application (a run that lost it to another job writes nothing).
 */
export async function screeningStep(ctx: AppContext, application: ApplicationRow): Promise<void> {
  const result = await screenApplication(ctx, application);
  if (!result) return;
  const held = and(
    eq(applications.id, application.id),
    eq(applications.orgId, application.orgId),
    eq(applications.resumeStatus, 'PROCESSING'),
    application.resumeJobId ? eq(applications.resumeJobId, application.resumeJobId) : undefined,
  );
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ score: result.score, updatedAt: sql`now()` })
      .where(held)
      .returning({ id: applications.id });
    if (!row) return;
    await upsertResumeFeedbackNote(tx, application.orgId, application.id, result.feedbackMarkdown);
  });
  ctx.logger.info({ applicationId: application.id, score: result.score, llm: Boolean(llmProviderOf(ctx)) }, 'resume screened');
}

let registered = false;

/** Registers the screening step with the resume pipeline (once per process) and warms the engine up. */
export function registerScreeningPipeline(): void {
  if (registered) return;
  registered = true;
  onResumeTextExtracted(screeningStep);
  warmUpScreening();
}
