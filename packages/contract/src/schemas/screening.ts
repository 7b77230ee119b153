/**
 * Screening a recruiter can trust (issue #10): the job's skills as the recruiter sees and edits
 * them, the fields parsed from a resume, score overrides and the AI decision log.
 * Both sides use these shapes: the server validates and answers with them, the web renders them.
 */
import { z } from 'zod';
import { storableString } from '../text.js';

// ---------------------------------------------------------------------------------------------
// Job skills
// ---------------------------------------------------------------------------------------------

export const SKILL_IMPORTANCES = ['MUST_HAVE', 'NICE_TO_HAVE'] as const;
export type SkillImportance = (typeof SKILL_IMPORTANCES)[number];
export const SKILL_IMPORTANCE_LABELS: Record<SkillImportance, string> = {
  MUST_HAVE: 'Must-have',
  NICE_TO_HAVE: 'Nice-to-have',
};

/** Where a job skill came from: read from the posting by the engine, or added by a recruiter. */
export const JOB_SKILL_SOURCES = ['POSTING', 'RECRUITER'] as const;
export type JobSkillSource = (typeof JOB_SKILL_SOURCES)[number];

export const JOB_SKILL_NAME_MAX = 100;
export const JOB_SKILL_SENTENCE_MAX = 500;
export const JOB_SKILLS_MAX = 60;

export const jobSkillSchema = z
  .object({
    /** The skill in the posting's own words ("WCAG"), or as the recruiter typed it. */
    name: storableString().trim().min(1).max(JOB_SKILL_NAME_MAX),
    importance: z.enum(SKILL_IMPORTANCES),
    /** The posting sentence the skill was read from; null for a skill a recruiter added. */
    sentence: storableString().trim().max(JOB_SKILL_SENTENCE_MAX).nullable(),
    source: z.enum(JOB_SKILL_SOURCES),
  })
  .meta({ id: 'JobSkill' });
export type JobSkill = z.infer<typeof jobSkillSchema>;

// ---------------------------------------------------------------------------------------------
// Resume fields
// ---------------------------------------------------------------------------------------------

export const resumeRoleSchema = z.object({
  title: z.string(),
  organization: z.string().nullable(),
  /** "2019-03" or "2019"; null when the resume gives none. */
  start: z.string().nullable(),
  /** Null for an open range ("Present"). */
  end: z.string().nullable(),
});
export const resumeEducationSchema = z.object({
  degree: z.string().nullable(),
  institution: z.string().nullable(),
  year: z.string().nullable(),
});

/** What the parser read from a resume's text; every field may be missing. */
export const resumeProfileSchema = z
  .object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** ISO 3166-1 alpha-2 of the phone number's country code, e.g. "DE"; null when unknown. */
    phoneCountry: z.string().nullable(),
    links: z.object({
      linkedin: z.string().nullable(),
      github: z.string().nullable(),
      portfolio: z.string().nullable(),
    }),
    location: z.string().nullable(),
    totalYears: z.number().nullable(),
    roles: z.array(resumeRoleSchema),
    education: z.array(resumeEducationSchema),
    skills: z.array(z.string()),
    /** 'en' or 'de': the language the resume is written in. */
    language: z.string(),
  })
  .meta({ id: 'ResumeProfile' });
export type ResumeProfile = z.infer<typeof resumeProfileSchema>;

// ---------------------------------------------------------------------------------------------
// Score events and the AI decision log
// ---------------------------------------------------------------------------------------------

/**
 * The kinds of status-history entries: a status change, a re-screen, a human score override, and an
 * interview scheduled, rescheduled or cancelled (its `reason` says which and when; docs/scheduling.md).
 */
export const STATUS_HISTORY_KINDS = ['STATUS', 'RESCREEN', 'SCORE_OVERRIDE', 'INTERVIEW'] as const;
export type StatusHistoryKind = (typeof STATUS_HISTORY_KINDS)[number];

/**
 * Append-only AI decision log entries. Machine outputs: SCORE (with its feedback), INTERVIEW_ADJUSTMENT,
 * STATUS_PROPOSAL (the interview rule's proposed move), STATUS_MOVE (a move the machine made
 * because the organisation opted in). Human entries: SCORE_OVERRIDE, PROPOSAL_ACCEPTED,
 * PROPOSAL_CHANGED (the recruiter chose another status than proposed), RESCREEN_REQUESTED.
 */
export const AI_DECISION_KINDS = [
  'SCORE',
  'INTERVIEW_ADJUSTMENT',
  'STATUS_PROPOSAL',
  'STATUS_MOVE',
  'SCORE_OVERRIDE',
  'PROPOSAL_ACCEPTED',
  'PROPOSAL_CHANGED',
  'RESCREEN_REQUESTED',
] as const;
export type AiDecisionKind = (typeof AI_DECISION_KINDS)[number];

export const aiDecisionSchema = z
  .object({
    id: z.number().int(),
    applicationId: z.number().int(),
    kind: z.enum(AI_DECISION_KINDS),
    /** SHA-256 of the input the machine read (masked resume text + job, or the interview event). */
    inputHash: z.string().nullable(),
    engineVersion: z.string().nullable(),
    /** What was decided: a score, a status, the feedback... (kind-specific). */
    output: z.record(z.string(), z.unknown()),
    /** Null for the machine. */
    actorId: z.number().int().nullable(),
    /** The actor's name when the entry was written. */
    actorName: z.string().nullable(),
    reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AiDecision' });
export type AiDecision = z.infer<typeof aiDecisionSchema>;

export const SCORE_OVERRIDE_REASON_MAX = 1000;

export const SCORE_MESSAGES = {
  notScreenable: "This candidate's resume text is not ready yet, so there is nothing to re-screen.",
  scoreRange: 'The score must be a whole number from 0 to 100.',
  reasonRequired: 'Give a reason for the override.',
  reasonTooLong: `The reason must be at most ${SCORE_OVERRIDE_REASON_MAX} characters.`,
  noOverride: "This candidate's score is not overridden.",
} as const;

/** PUT /api/applications/{id}/score: the score in force from now on, and why. */
export const scoreOverrideRequestSchema = z
  .object({
    score: z
      .number({ error: SCORE_MESSAGES.scoreRange })
      .int(SCORE_MESSAGES.scoreRange)
      .min(0, SCORE_MESSAGES.scoreRange)
      .max(100, SCORE_MESSAGES.scoreRange),
    reason: storableString({ error: SCORE_MESSAGES.reasonRequired })
      .trim()
      .min(1, SCORE_MESSAGES.reasonRequired)
      .max(SCORE_OVERRIDE_REASON_MAX, SCORE_MESSAGES.reasonTooLong),
  })
  .meta({ id: 'ScoreOverrideRequest' });
export type ScoreOverrideRequest = z.input<typeof scoreOverrideRequestSchema>;

/**
 * POST /api/applications/{id}/rescreen and DELETE /api/applications/{id}/score: the body and its
 * reason are optional (no body arrives as null).
 */
export const optionalScoreReasonRequestSchema = z
  .object({
    reason: storableString()
      .trim()
      .max(SCORE_OVERRIDE_REASON_MAX, SCORE_MESSAGES.reasonTooLong)
      .nullish()
      .transform((reason) => reason || null),
  })
  .nullish()
  .meta({ id: 'OptionalScoreReasonRequest' });
export type OptionalScoreReasonRequest = z.input<typeof optionalScoreReasonRequestSchema>;

export const aiDecisionListSchema = z.array(aiDecisionSchema).meta({ id: 'AiDecisionList' });
