/**
 * AI interview insights (spec sections 2, 3, 7 and 9; DECISIONS.md, Interviews).
 *
 * The AI interview runs in an external interview service. It reports events for an application
 * to `POST /api/interviews/events`, authenticated by a per-organisation API key (header
 * `X-Api-Key`), using the field names of the spec's "interview insight record". The job page
 * reads them back with `GET /api/interviews/{id}` (the scorecard) and
 * `GET /api/interviews/complete-logs/{id}` (the record with its `logDetails`). The rules are in
 * docs/interviews.md; their constants are here, in one place.
 */
import { z } from 'zod';
import { idParam } from './common.js';
import { TEXT_MESSAGES, hasControlCharacters } from '../text.js';

// ---------------------------------------------------------------------------------------------
// Events and rules
// ---------------------------------------------------------------------------------------------

/** Event names with a rule. Any other name is accepted and logged without changing anything else. */
export const INTERVIEW_EVENTS = {
  /** Sets idVerified. */
  idVerified: 'ID verification successful',
  /** Sets idVerified (older name of the same event). */
  verified: 'Verification successful',
  /** Sets voiceVerified. */
  voiceVerified: 'Voice verification successful',
  /** Sets the scores, feedback and scorecard; status SHORTLISTED or REJECTED_IN_AI_INTERVIEW. */
  scorecardGenerated: 'Scorecard generated',
  /** Status INTERVIEW_IN_PROGRESS (until a scorecard exists). */
  started: 'Interview started',
  /** Status INTERVIEW_INTERRUPTED (until a scorecard exists). */
  interrupted: 'Interview interrupted',
} as const;
export type InterviewEventName = (typeof INTERVIEW_EVENTS)[keyof typeof INTERVIEW_EVENTS];

/** Interview scores are on a 0-10 scale. */
export const INTERVIEW_SCORE_MAX = 10;

/** A final score at or above this shortlists the candidate; below it, REJECTED_IN_AI_INTERVIEW. Server setting INTERVIEW_PASS_SCORE. */
export const INTERVIEW_PASS_SCORE_DEFAULT = 6;

/**
 * Points deducted from the raw score per suspicious event when the service sends no adjustment:
 * deduction = min(raw, sum of count x weight), rounded to one decimal; final = max(0, raw - deduction).
 */
export const SUSPICION_DEDUCTION_WEIGHTS = {
  faceMismatch: 0.5,
  noFace: 0.5,
  suspiciousActivity: 0.25,
  suspiciousEyeActivity: 0.1,
} as const;

/** Score card colours (spec section 9): 8 and above green, 6 and above yellow, otherwise red; grey when not a number. */
export const INTERVIEW_SCORE_BANDS = { green: 8, yellow: 6 } as const;
export type InterviewScoreTone = 'green' | 'yellow' | 'red' | 'grey';

export function interviewScoreTone(score: unknown): InterviewScoreTone {
  const value = typeof score === 'string' && score.trim() !== '' ? Number(score) : score;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'grey';
  if (value >= INTERVIEW_SCORE_BANDS.green) return 'green';
  if (value >= INTERVIEW_SCORE_BANDS.yellow) return 'yellow';
  return 'red';
}

/** The API key header of the ingestion endpoint, and the form of a key: 'kx_live_' + 32 base62 characters. */
export const INTERVIEW_API_KEY_HEADER = 'x-api-key';
export const INTERVIEW_API_KEY_PREFIX = 'kx_live_';
export const INTERVIEW_API_KEY_PATTERN = /^kx_live_[0-9A-Za-z]{32}$/;
/** At most this many events per request. */
export const INTERVIEW_EVENTS_BATCH_MAX = 100;

export const NOTICE_PERIOD_MAX_LENGTH = 100;

export const INTERVIEW_MESSAGES = {
  apiKeyMissing: 'An interview API key is required in the X-Api-Key header.',
  apiKeyInvalid: 'The interview API key is invalid or has been revoked.',
  applicantRequired: 'applicantId (or applicant_id) is required: the id of the application.',
  applicantMismatch: 'applicantId and applicant_id differ.',
  invalidApplicantId: 'applicantId must be a positive whole number.',
  eventRequired: 'event is required: the name of the event.',
  invalidNumber: (field: string) => `${field} must be a number.`,
  outOfRange: (field: string, min: number, max: number) => `${field} must be between ${min} and ${max}.`,
  invalidCount: (field: string) => `${field} must be a whole number of 0 or more.`,
  invalidDate: (field: string) => `${field} must be an ISO 8601 date-time or epoch seconds.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  emptyBatch: 'events must hold at least one event.',
  tooManyEvents: `At most ${INTERVIEW_EVENTS_BATCH_MAX} events per request.`,
  invalidBody: 'The body must be one event object or { "events": [ ... ] }.',
  // Reading back (spec sections 2 and 8)
  noScorecard: 'No scorecard available for this candidate.',
  noRecord: 'No interview record for this candidate.',
  noScorecardHint: 'No scorecard available',
  fetchFailed: 'Failed to fetch AI insights.',
  loading: 'Loading AI insights...',
  noData: 'No Data Available',
  criticalAlerts: 'Critical Security Alerts',
} as const;

/**
 * The notice period named in free text after the words 'notice period' (spec section 9), e.g.
 * '... notice period of 30 days.' -> '30 days', 'Notice period: immediate' -> 'immediate'.
 * Null when the text does not name one.
 */
export function noticePeriodFromText(text: string | null | undefined): string | null {
  if (!text) return null;
  const match =
    /notice\s+period\s*(?:(?:is|was|of|will be|would be|are|being)\b|=|:|-|–|—)?\s*(?:(?:is|of|about|around|approximately|roughly|only|just)\b|approx\.|:)?\s*((?:[^.;\n()]|\.(?=\d))+)/i.exec(
      text,
    );
  if (!match) return null;
  // 'No notice period was given', 'did not mention any notice period': none named.
  if (/\b(?:no|without|any|not?\s+(?:a|the))\s+$/i.test(text.slice(Math.max(0, match.index - 20), match.index))) return null;
  // Markdown around the value ('**Notice period:** 30 days', '| Notice period | 30 days |') is skipped.
  const rest = match[1]?.replace(/^[\s*_:#>|=-]+/, '').trim();
  if (!rest) return null;
  const duration =
    /^((?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an|half a)(?:\s*(?:-|to|–)\s*\d+(?:\.\d+)?)?\s*(?:calendar\s+|working\s+|business\s+)?(?:days?|weeks?|months?|years?))\b/i.exec(
      rest,
    );
  if (duration) return duration[1]!.replace(/\s+/g, ' ');
  const word = /^(immediate(?:ly)?(?: available)?|none|no notice(?: period)?|negotiable|serving(?: notice)?)\b/i.exec(rest);
  if (word) return word[1]!;
  // Anything else only when it names a number ('ends on 15 March'), up to the next clause.
  const clause = rest.split(/\s+(?:and|but|so|which|because|while)\s+/i)[0]!.replace(/[\s,|*]+$/, '');
  if (!/\d/.test(clause) || /^(?:not|was not|wasn't|is not|isn't|unknown|unclear|n\/a|tbd)\b/i.test(clause)) return null;
  return clause.slice(0, NOTICE_PERIOD_MAX_LENGTH);
}

// ---------------------------------------------------------------------------------------------
// Ingestion request (POST /api/interviews/events)
// ---------------------------------------------------------------------------------------------

const numericText = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number, or a numeric string ("7.5"); null and '' count as absent. */
const numberish = (field: string, min: number, max: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: INTERVIEW_MESSAGES.invalidNumber(field) })
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === null || value === undefined) return undefined;
      let number: number;
      if (typeof value === 'string') {
        const text = value.trim();
        if (text === '') return undefined;
        if (!numericText.test(text)) {
          ctx.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.invalidNumber(field) });
          return z.NEVER;
        }
        number = Number(text);
      } else {
        number = value;
      }
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.invalidNumber(field) });
        return z.NEVER;
      }
      if (number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.outOfRange(field, min, max) });
        return z.NEVER;
      }
      return number;
    });

const score = (field: string) => numberish(field, 0, INTERVIEW_SCORE_MAX);

const count = (field: string) =>
  numberish(field, 0, 1_000_000).superRefine((value, ctx) => {
    if (value !== undefined && !Number.isInteger(value)) ctx.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.invalidCount(field) });
  });

/** Trimmed text as kept: blank is absent; too long or holding control characters is refused. */
function keptText(value: string, field: string, max: number, ctx: z.RefinementCtx): string | undefined {
  const result = value.trim();
  if (result === '') return undefined;
  if (result.length > max) {
    ctx.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.tooLong(field, max) });
    return z.NEVER;
  }
  if (hasControlCharacters(value)) {
    ctx.addIssue({ code: 'custom', message: TEXT_MESSAGES.controlCharactersIn(field) });
    return z.NEVER;
  }
  return result;
}

/** Text; numbers are accepted and written as text; null and blank count as absent. */
const text = (field: string, max: number) =>
  z
    .union([z.string(), z.number(), z.null()], { error: INTERVIEW_MESSAGES.tooLong(field, max) })
    .optional()
    .transform((value, ctx): string | undefined => (value === null || value === undefined ? undefined : keptText(String(value), field, max, ctx)));

/** The adjustment breakdown: text, a number ("-1.5") or an object (kept as compact JSON). */
const adjustment = (field: string, max: number) =>
  z
    .union([z.string(), z.number(), z.record(z.string(), z.unknown()), z.array(z.unknown()), z.null()], {
      error: INTERVIEW_MESSAGES.tooLong(field, max),
    })
    .optional()
    .transform((value, ctx): string | undefined => {
      if (value === null || value === undefined) return undefined;
      return keptText(typeof value === 'object' ? JSON.stringify(value) : String(value), field, max, ctx);
    });

const zonelessDateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** ISO 8601 (no zone = UTC) or epoch seconds (epoch milliseconds above 10^11). */
const instant = (field: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: INTERVIEW_MESSAGES.invalidDate(field) })
    .optional()
    .transform((value, ctx): Date | undefined => {
      if (value === null || value === undefined || value === '') return undefined;
      let date: Date;
      if (typeof value === 'number' || numericText.test(value.trim())) {
        const number = Number(value);
        date = new Date(Math.abs(number) >= 1e11 ? number : number * 1000);
      } else {
        const trimmed = value.trim();
        date = new Date(zonelessDateTime.test(trimmed) ? `${trimmed.replace(' ', 'T')}Z` : trimmed);
      }
      const year = date.getUTCFullYear();
      if (Number.isNaN(date.getTime()) || year < 2000 || year > 2200) {
        ctx.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.invalidDate(field) });
        return z.NEVER;
      }
      return date;
    });

const applicantIdField = z
  .union([z.number(), z.string(), z.null()], { error: INTERVIEW_MESSAGES.invalidApplicantId })
  .optional()
  .transform((value, ctx): number | undefined => {
    if (value === null || value === undefined || value === '') return undefined;
    const number = typeof value === 'string' ? (/^\s*\d{1,10}\s*$/.test(value) ? Number(value) : Number.NaN) : value;
    if (!Number.isInteger(number) || number < 1 || number > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.invalidApplicantId });
      return z.NEVER;
    }
    return number;
  });

/**
 * One event of the interview service, with the spec's insight-record field names. Unknown fields
 * are ignored. Numbers may arrive as numeric strings.
 */
export const interviewEventSchema = z
  .object({
    event: text('event', 200),
    applicantId: applicantIdField,
    applicant_id: applicantIdField,
    candidateId: text('candidateId', 100),
    position: text('position', 200),
    totalQuestions: count('totalQuestions'),
    totalSuspiciousActivity: count('totalSuspiciousActivity'),
    totalSuspiciousEyeActivity: count('totalSuspiciousEyeActivity'),
    TotalFaceMismatchDetected: count('TotalFaceMismatchDetected'),
    TotalNoFaceDetected: count('TotalNoFaceDetected'),
    noticePeriod: text('noticePeriod', NOTICE_PERIOD_MAX_LENGTH),
    reference: text('reference', 500),
    OverallScore: score('OverallScore'),
    RawOverallScore: score('RawOverallScore'),
    SuspicionDeduction: score('SuspicionDeduction'),
    SuspiciousAdjustment: adjustment('SuspiciousAdjustment', 5000),
    SuspiciousJustification: text('SuspiciousJustification', 5000),
    Feedback: text('Feedback', 50_000),
    scorecard: text('scorecard', 100_000),
    details: text('details', 10_000),
    timestamp: instant('timestamp'),
    interviewDate: instant('interviewDate'),
  })
  .superRefine((event, ctx) => {
    if (!event.event) ctx.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.eventRequired, path: ['event'] });
    if (event.applicantId === undefined && event.applicant_id === undefined) {
      ctx.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.applicantRequired, path: ['applicantId'] });
    } else if (event.applicantId !== undefined && event.applicant_id !== undefined && event.applicantId !== event.applicant_id) {
      ctx.addIssue({ code: 'custom', message: INTERVIEW_MESSAGES.applicantMismatch, path: ['applicant_id'] });
    }
  })
  .transform(({ applicant_id, applicantId, event, ...fields }) => ({
    ...fields,
    event: event!,
    applicationId: (applicantId ?? applicant_id)!,
  }))
  .meta({
    id: 'InterviewEvent',
    description:
      'One event of the external AI interview service for an application (applicantId or applicant_id = the application id). ' +
      'Numbers may be sent as numeric strings; dates as ISO 8601 (no zone = UTC) or epoch seconds.',
  });
export type InterviewEventPayload = z.input<typeof interviewEventSchema>;
export type InterviewEvent = z.output<typeof interviewEventSchema>;

/**
 * The body of POST /api/interviews/events: one event, or { events: [...] } (applied in order, all
 * or nothing). A single event is read as a batch of one, so every problem is reported at its path
 * (events.0.OverallScore) with its own message.
 */
export const interviewEventsRequestSchema = z
  .preprocess(
    (body) => (body && typeof body === 'object' && !Array.isArray(body) && !('events' in body) ? { events: [body] } : body),
    z.object(
      {
        events: z
          .array(interviewEventSchema, { error: INTERVIEW_MESSAGES.invalidBody })
          .min(1, INTERVIEW_MESSAGES.emptyBatch)
          .max(INTERVIEW_EVENTS_BATCH_MAX, INTERVIEW_MESSAGES.tooManyEvents),
      },
      { error: INTERVIEW_MESSAGES.invalidBody },
    ),
  )
  .transform((body) => body.events)
  .meta({ id: 'InterviewEventsRequest' });
export type InterviewEventsRequest = InterviewEventPayload | { events: InterviewEventPayload[] };

export const interviewEventsResponseSchema = z
  .object({
    accepted: z.number().int(),
    results: z.array(
      z.object({
        applicationId: z.number().int(),
        event: z.string(),
        /** True when the same event (name, timestamp and fields) had already been received: nothing was changed. */
        duplicate: z.boolean(),
        status: z.string(),
        overallScore: z.number().nullable(),
        noticePeriod: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'InterviewEventsResponse' });
export type InterviewEventsResponse = z.infer<typeof interviewEventsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Reading back
// ---------------------------------------------------------------------------------------------

/** GET /api/interviews/{id}: the scorecard (404 until a 'Scorecard generated' event has arrived). */
export const interviewScorecardSchema = z
  .object({
    applicationId: z.number().int(),
    candidateId: z.string().nullable(),
    applicantId: z.number().int(),
    position: z.string().nullable(),
    /** The final score 0-10 (raw score minus the suspicion deduction). */
    overallScore: z.number(),
    rawOverallScore: z.number().nullable(),
    suspicionDeduction: z.number().nullable(),
    suspiciousAdjustment: z.string().nullable(),
    suspiciousJustification: z.string().nullable(),
    interviewDate: z.string().nullable(),
    feedback: z.string().nullable(),
    scorecard: z.string().nullable(),
    noticePeriod: z.string().nullable(),
    reference: z.string().nullable(),
    totalQuestions: z.number().int().nullable(),
    totalSuspiciousActivity: z.number().int().nullable(),
    totalSuspiciousEyeActivity: z.number().int().nullable(),
    totalFaceMismatchDetected: z.number().int().nullable(),
    totalNoFaceDetected: z.number().int().nullable(),
    idVerified: z.boolean(),
    voiceVerified: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'InterviewScorecard' });
export type InterviewScorecard = z.infer<typeof interviewScorecardSchema>;

/** The insight-record fields, as the spec names them, shared by the record and each log entry. */
const insightFields = {
  candidateId: z.string().nullable(),
  applicantId: z.number().int(),
  position: z.string().nullable(),
  totalQuestions: z.number().int().nullable(),
  totalSuspiciousActivity: z.number().int().nullable(),
  totalSuspiciousEyeActivity: z.number().int().nullable(),
  TotalFaceMismatchDetected: z.number().int().nullable(),
  TotalNoFaceDetected: z.number().int().nullable(),
  noticePeriod: z.string().nullable(),
  reference: z.string().nullable(),
  OverallScore: z.number().nullable(),
  Feedback: z.string().nullable(),
  interviewDate: z.string().nullable(),
  RawOverallScore: z.number().nullable(),
  SuspicionDeduction: z.number().nullable(),
  SuspiciousAdjustment: z.string().nullable(),
  SuspiciousJustification: z.string().nullable(),
};

/** One entry of `logDetails`: the event as received (its fields, as sent), oldest first. */
export const interviewLogEntrySchema = z
  .object({
    ...insightFields,
    event: z.string(),
    scorecard: z.string().nullable(),
    details: z.string().nullable(),
    /** The event's noticePeriod, else the one its details name after 'notice period'. */
    noticePeriod: z.string().nullable(),
    /** When it happened (the event's timestamp, else its interviewDate, else when it was received). ISO 8601. */
    timestamp: z.string(),
  })
  .meta({ id: 'InterviewLogEntry' });
export type InterviewLogEntry = z.infer<typeof interviewLogEntrySchema>;

/** GET /api/interviews/complete-logs/{id}: the insight record (spec section 3) with its events. */
export const interviewRecordSchema = z
  .object({
    ...insightFields,
    /** Same instant as interviewDate (the spec reads either). */
    timestamp: z.string().nullable(),
    scorecard: z.string().nullable(),
    idVerified: z.boolean(),
    voiceVerified: z.boolean(),
    logDetails: z.array(interviewLogEntrySchema),
  })
  .meta({ id: 'InterviewRecord' });
export type InterviewRecord = z.infer<typeof interviewRecordSchema>;

export const interviewIdParamsSchema = z.object({
  id: idParam('Application ID must be a positive whole number.'),
});
