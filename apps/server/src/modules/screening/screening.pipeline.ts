/**
 * Screening in the resume pipeline (DECISIONS.md, Screening; docs/screening.md).
 *
 * Given to the resume worker at start-up (`screeningSteps`): after the resume text is extracted,
 * the application is scored against its job by the local engine; when an LLM provider is
 * configured (LLM_BASE_URL and LLM_MODEL), its second opinion is combined in (on any failure the
 * local result stands). In the transaction that stores the resume text and completes the
 * application, the score goes to `applications.ai_score` with its engine version (and to
 * `applications.score` unless a recruiter's override is in force), the feedback to the
 * application's single 'resume-feedback' note, and a SCORE entry to the AI decision log.
 * Unreadable text fails the application (FAILED, with the reason) without retries.
 *
 * Deterministic and idempotent: "today" for open date ranges is the day the application arrived
 * (its `created_at`), so running it again gives the same local score, and a re-run overwrites the
 * score and the one feedback note.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { applications, jobs } from '../../db/schema.js';
import { PermanentResumeError, type ApplicationRow, type ExtractedApplication, type ProcessingSteps } from '../processing/resume-processing.js';
import { heldRuns, type BatchedStepWrite } from '../processing/resume-store.js';
import { appendAiDecision, hashInput } from '../ai-decisions/ai-decisions.service.js';
import { upsertResumeFeedbackNote } from '../notes/notes.service.js';
import { createLlmProvider, reviewWithLlm, type LlmProvider } from './llm-provider.js';
import { insertScoreDecisions, upsertResumeFeedbackNotes } from './screening.repository.js';
import { analysisOrUnreadable, readingOptionsFor } from './resume-reading.js';
import { UNREADABLE_RESUME_MESSAGE, type ScreeningJob, type ScreeningResult } from './types.js';
import { ENGINE_VERSION, screenAnalyzedResume, warmUpScreening } from './engine.js';

const providers = new WeakMap<AppContext, LlmProvider | null>();

/** The context's LLM provider (null without LLM_BASE_URL / LLM_MODEL), made once per context. */
function llmProviderOf(ctx: AppContext): LlmProvider | null {
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
function llmBudgetMs(timeoutMs: number): number {
  return Math.min(90_000, timeoutMs * 2 + 1_000);
}

/** The job as the engine reads it. The posting has no experience-level field; the engine reads years and level words from its text. */
async function screeningJobOf(ctx: AppContext, application: Pick<ApplicationRow, 'jobId' | 'orgId'>): Promise<ScreeningJob | null> {
  const [job] = await ctx.database.db
    .select({ title: jobs.title, description: jobs.description, requirements: jobs.requirements, department: jobs.department, skills: jobs.skills })
    .from(jobs)
    .where(and(eq(jobs.id, application.jobId), eq(jobs.orgId, application.orgId)));
  return job ?? null;
}

/** A screening result with what the AI decision log records of it. */
export interface ScoredApplication extends ScreeningResult {
  /** ENGINE_VERSION, or `${ENGINE_VERSION}+llm:<model>` when the LLM review was combined in. */
  engineVersion: string;
  /** hashInput(resume text as the engine read it, job fields as screened, the day screening counts as "today"): equal inputs, equal hash. */
  inputHash: string;
}

/**
 * The hash of everything the score is a function of. The resume is hashed as the engine read it
 * (masked), so the log holds no trace of the personal details; "today" counts because open date
 * ranges ("2019 – Present") are measured up to it.
 */
function screeningInputHash(resumeAsRead: string, application: ApplicationRow, job: ScreeningJob): string {
  const jobAsScreened = JSON.stringify({
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    department: job.department ?? null,
    skills: job.skills ?? null,
  });
  return hashInput(resumeAsRead, jobAsScreened, application.createdAt.toISOString().slice(0, 10));
}

/**
 * Scores one application whose text is extracted against its job's current fields and skills:
 * local engine, then the optional LLM review. Null when the job is gone.
 * Throws PermanentResumeError when the text cannot be screened.
 */
export async function screenApplication(ctx: AppContext, application: ExtractedApplication): Promise<ScoredApplication | null> {
  const job = await screeningJobOf(ctx, application);
  if (!job) return null; // the job (and with it the application) was deleted meanwhile
  const resumeText = application.resumeText ?? '';
  // Analysed by the extraction child when the pipeline extracted the text; re-screens analyse here.
  const analysis =
    application.resumeAnalysis === undefined ? analysisOrUnreadable(resumeText, readingOptionsFor(application)) : application.resumeAnalysis;
  if (!analysis) throw new PermanentResumeError(UNREADABLE_RESUME_MESSAGE);
  const screened = screenAnalyzedResume(analysis, job);
  const local = screened.result;
  const inputHash = screeningInputHash(screened.textAsRead, application, job);
  const provider = llmProviderOf(ctx);
  if (!provider) return { ...local, engineVersion: ENGINE_VERSION, inputHash };
  const budget = llmBudgetMs(ctx.config.llm?.timeoutMs ?? 20_000);
  // reviewWithLlm never throws because of the provider; the guard covers anything else.
  const reviewed = await reviewWithLlm(provider, { resumeText, job, local, signal: AbortSignal.timeout(budget) }).catch((error: unknown) => {
    ctx.logger.warn({ err: error, applicationId: application.id }, 'LLM review failed; keeping the local result');
    return local;
  });
  // reviewWithLlm answers the local result itself when the model gave no usable review.
  const engineVersion = reviewed === local ? ENGINE_VERSION : `${ENGINE_VERSION}+llm:${provider.model}`;
  return { ...reviewed, engineVersion, inputHash };
}

/**
 * Writes a screening: AI score and engine version, the score in force unless a recruiter's
 * override is, the feedback note and the SCORE log entry. Call it inside a transaction; `where`
 * names the application (and the state it must still be in). Answers the updated row, or null
 * (nothing written) when no row matches.
 */
export async function recordScreening(
  tx: DbOrTx,
  application: Pick<ApplicationRow, 'id' | 'orgId'>,
  scored: ScoredApplication,
  where: SQL | undefined,
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .update(applications)
    .set({
      aiScore: scored.score,
      scoreEngineVersion: scored.engineVersion,
      score: sql`case when ${applications.scoreOverriddenAt} is null then ${scored.score}::integer else ${applications.score} end`,
      updatedAt: sql`now()`,
    })
    .where(where)
    .returning();
  if (!row) return null;
  await upsertResumeFeedbackNote(tx, application.orgId, application.id, scored.feedbackMarkdown);
  await appendAiDecision(tx, {
    orgId: application.orgId,
    applicationId: application.id,
    kind: 'SCORE',
    inputHash: scored.inputHash,
    engineVersion: scored.engineVersion,
    output: scoreDecisionOutput(scored),
  });
  return row;
}

/**
 * Writes the screenings of several applications stored together, as recordScreening writes one,
 * in three statements for all: the scores of those their runs still hold, then their notes and
 * log entries. Of two results for one application (a job handed over twice), the last is written.
 */
async function recordScreenings(tx: DbOrTx, items: Array<{ application: ApplicationRow; item: ScoredApplication }>): Promise<void> {
  const latest = [...new Map(items.map((entry) => [entry.application.id, entry])).values()];
  const { records, held } = heldRuns(latest.map((entry) => entry.application));
  const scores = latest.map(({ application, item }) => ({
    score_application: application.id,
    score_value: item.score,
    score_engine: item.engineVersion,
  }));
  const written = await tx
    .update(applications)
    .set({
      aiScore: sql`score_value`,
      scoreEngineVersion: sql`score_engine`,
      score: sql`case when ${applications.scoreOverriddenAt} is null then score_value else ${applications.score} end`,
      updatedAt: sql`now()`,
    })
    .from(
      sql`${records}, jsonb_to_recordset(${JSON.stringify(scores)}::jsonb) as scored(score_application integer, score_value integer, score_engine text)`,
    )
    .where(and(held, eq(applications.id, sql`score_application`)))
    .returning({ id: applications.id });
  const ids = new Set(written.map((row) => row.id));
  const stored = latest.filter((entry) => ids.has(entry.application.id));
  await upsertResumeFeedbackNotes(
    tx,
    stored.map(({ application, item }) => ({ orgId: application.orgId, applicationId: application.id, markdown: item.feedbackMarkdown })),
  );
  await insertScoreDecisions(
    tx,
    stored.map(({ application, item }) => ({
      orgId: application.orgId,
      applicationId: application.id,
      inputHash: item.inputHash,
      engineVersion: item.engineVersion,
      output: scoreDecisionOutput(item),
    })),
  );
}

/** What the log keeps of a score: the numbers, the one-line summary and the feedback's hash (never resume text). */
function scoreDecisionOutput(scored: ScoredApplication): Record<string, unknown> {
  const { breakdown } = scored;
  return {
    score: scored.score,
    parts: {
      skills: breakdown.skills.score,
      relevance: breakdown.relevance.score,
      role: breakdown.role.score,
      domain: breakdown.domain.score,
      experience: breakdown.experience.score,
      education: breakdown.education.score,
    },
    summary: scored.summary,
    feedbackHash: hashInput(scored.feedbackMarkdown),
  };
}

/**
 * The pipeline step: screens the application, and answers the write of the screening, which the
 * pipeline runs in the transaction that completes the application, while its run still holds it
 * (a run that lost the application to another job writes nothing), together with the screenings
 * stored at the same time.
 */
export async function screeningStep(ctx: AppContext, application: ExtractedApplication): Promise<BatchedStepWrite<ScoredApplication> | undefined> {
  const scored = await screenApplication(ctx, application);
  if (!scored) return undefined;
  ctx.logger.info({ applicationId: application.id, score: scored.score, engineVersion: scored.engineVersion }, 'resume screened');
  return { writeAll: recordScreenings, item: scored };
}

/** The resume pipeline's steps after text extraction: screening, with the engine warmed up. */
export function screeningSteps(): ProcessingSteps {
  warmUpScreening();
  return [screeningStep];
}
