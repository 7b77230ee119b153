/**
 * Interview scheduling (issue #13, point 4; docs/scheduling.md): a recruiter books an interview for
 * an application with interviewers of the organisation, and the candidate and the interviewers get
 * an iCalendar invitation. The time is entered as a wall-clock date and time in a named time zone;
 * the server turns it into an instant and answers both. Both sides use these texts and shapes, and
 * the dialog validates with the same request schemas as the server.
 */
import { z } from 'zod';
import { storableString } from '../text.js';
import { idParam, pageFields, positiveIdValue, wholeNumberParam } from './common.js';

export const SCHEDULED_INTERVIEW_STATUSES = ['SCHEDULED', 'CANCELLED'] as const;
export type ScheduledInterviewStatus = (typeof SCHEDULED_INTERVIEW_STATUSES)[number];

export const SCHEDULING_LIMITS = {
  minDuration: 15,
  maxDuration: 480,
  location: 500,
  videoUrl: 2000,
  notes: 2000,
  cancelReason: 500,
  maxInterviewers: 10,
  timeZone: 64,
  listDefaultSize: 20,
  listMaxSize: 100,
} as const;

/** The durations the dialog offers (minutes); the API takes any whole number in the limits. */
export const INTERVIEW_DURATION_CHOICES = [15, 30, 45, 60, 90, 120, 180, 240, 480] as const;

/** Which interviews a list shows: the booked ones (default), the cancelled ones or both. */
export const SCHEDULED_INTERVIEW_LIST_STATUSES = ['SCHEDULED', 'CANCELLED', 'ALL'] as const;

export const SCHEDULING_MESSAGES = {
  invalidApplicationId: 'applicationId must be the id of an application.',
  invalidInterviewId: 'Invalid interview id.',
  interviewNotFound: 'Interview not found.',
  invalidDate: 'Enter the date as YYYY-MM-DD.',
  invalidTime: 'Enter the time as HH:MM (24-hour clock).',
  invalidTimeZone: 'Choose a time zone by its name, such as Europe/Berlin.',
  invalidDuration: `The duration must be a whole number of minutes from ${SCHEDULING_LIMITS.minDuration} to ${SCHEDULING_LIMITS.maxDuration}.`,
  placeRequired: 'Give a place or a video link.',
  invalidVideoUrl: 'The video link must be a web address starting with http:// or https://.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  interviewersRequired: 'Choose at least one interviewer.',
  tooManyInterviewers: `Choose at most ${SCHEDULING_LIMITS.maxInterviewers} interviewers.`,
  invalidInterviewer: 'Interviewers are given by their user ids.',
  unknownInterviewers: 'Every interviewer must be an active user of your organization.',
  inThePast: 'The interview must start in the future.',
  alreadyCancelled: 'This interview has been cancelled.',
  alreadyOver: 'This interview has already taken place.',
  invalidInstant: 'Give a date-time with its offset, such as 2026-05-04T08:00:00Z.',
  invalidRange: "'from' must be before 'to'.",
  invalidListStatus: `Invalid status. Use one of: ${SCHEDULED_INTERVIEW_LIST_STATUSES.join(', ')}.`,
  invalidFilterId: 'Filters take the id of a job, an interviewer or an application.',
  invalidPage: 'Page must be a whole number from 0.',
  invalidSize: `Size must be a whole number from 1 to ${SCHEDULING_LIMITS.listMaxSize}.`,
} as const;

/** True for a real calendar day written YYYY-MM-DD. */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * The canonical IANA name of a time zone (`europe/berlin` -> `Europe/Berlin`), or null when Intl
 * does not know it. Offsets such as `+02:00` are refused: a calendar needs a zone's rules, not one
 * offset, to keep the time across a daylight-saving change.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name) || name.length > SCHEDULING_LIMITS.timeZone) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const timeZoneField = z
  .string({ error: SCHEDULING_MESSAGES.invalidTimeZone })
  .trim()
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical) return canonical;
    ctx.addIssue({ code: 'custom', message: SCHEDULING_MESSAGES.invalidTimeZone });
    return z.NEVER;
  });

const optionalText = (label: string, max: number) =>
  storableString()
    .trim()
    .max(max, SCHEDULING_MESSAGES.tooLong(label, max))
    .nullish()
    .transform((text) => text || null);

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** When, how long, where and with whom: what scheduling and rescheduling both send. */
const interviewPlanShape = {
  date: z.string({ error: SCHEDULING_MESSAGES.invalidDate }).trim().refine(isCalendarDate, SCHEDULING_MESSAGES.invalidDate),
  time: z
    .string({ error: SCHEDULING_MESSAGES.invalidTime })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHEDULING_MESSAGES.invalidTime),
  timeZone: timeZoneField,
  durationMinutes: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,4}$/)
          .transform(Number),
      ],
      { error: SCHEDULING_MESSAGES.invalidDuration },
    )
    .pipe(
      z
        .number()
        .int(SCHEDULING_MESSAGES.invalidDuration)
        .min(SCHEDULING_LIMITS.minDuration, SCHEDULING_MESSAGES.invalidDuration)
        .max(SCHEDULING_LIMITS.maxDuration, SCHEDULING_MESSAGES.invalidDuration),
    ),
  location: optionalText('The place', SCHEDULING_LIMITS.location),
  videoUrl: optionalText('The video link', SCHEDULING_LIMITS.videoUrl).refine(
    (text) => text === null || isWebAddress(text),
    SCHEDULING_MESSAGES.invalidVideoUrl,
  ),
  notes: optionalText('The notes', SCHEDULING_LIMITS.notes),
  interviewerIds: z
    .array(positiveIdValue(SCHEDULING_MESSAGES.invalidInterviewer), { error: SCHEDULING_MESSAGES.interviewersRequired })
    .transform((ids) => [...new Set(ids)])
    .pipe(
      z
        .array(z.number())
        .min(1, SCHEDULING_MESSAGES.interviewersRequired)
        .max(SCHEDULING_LIMITS.maxInterviewers, SCHEDULING_MESSAGES.tooManyInterviewers),
    ),
};

function requirePlace(plan: { location: string | null; videoUrl: string | null }, ctx: z.core.$RefinementCtx<unknown>) {
  if (plan.location === null && plan.videoUrl === null)
    ctx.addIssue({ code: 'custom', message: SCHEDULING_MESSAGES.placeRequired, path: ['location'] });
}

/** PUT /api/scheduled-interviews/{id}: the new plan, whole (the dialog sends every field). */
export const rescheduleInterviewRequestSchema = z.object(interviewPlanShape).superRefine(requirePlace).meta({ id: 'RescheduleInterviewRequest' });
export type RescheduleInterviewRequest = z.input<typeof rescheduleInterviewRequestSchema>;
export type InterviewPlan = z.output<typeof rescheduleInterviewRequestSchema>;

/** POST /api/scheduled-interviews */
export const scheduleInterviewRequestSchema = z
  .object({ applicationId: positiveIdValue(SCHEDULING_MESSAGES.invalidApplicationId), ...interviewPlanShape })
  .superRefine(requirePlace)
  .meta({ id: 'ScheduleInterviewRequest' });
export type ScheduleInterviewRequest = z.input<typeof scheduleInterviewRequestSchema>;

/** POST /api/scheduled-interviews/{id}/cancel */
export const cancelInterviewRequestSchema = z
  .object({ reason: optionalText('The reason', SCHEDULING_LIMITS.cancelReason) })
  .meta({ id: 'CancelInterviewRequest' });
export type CancelInterviewRequest = z.input<typeof cancelInterviewRequestSchema>;

export const scheduledInterviewParamsSchema = z.object({
  id: idParam(SCHEDULING_MESSAGES.invalidInterviewId),
});

const instant = z.iso.datetime({ offset: true, error: SCHEDULING_MESSAGES.invalidInstant }).transform((text) => new Date(text));

/**
 * GET /api/scheduled-interviews: the interviews that are not over by `from` (default: now) and
 * start before `to` (default: no end), soonest first.
 */
export const scheduledInterviewListQuerySchema = z
  .object({
    page: wholeNumberParam(SCHEDULING_MESSAGES.invalidPage, 0, 100_000_000).default(0),
    size: wholeNumberParam(SCHEDULING_MESSAGES.invalidSize, 1, SCHEDULING_LIMITS.listMaxSize).default(SCHEDULING_LIMITS.listDefaultSize),
    jobId: positiveIdValue(SCHEDULING_MESSAGES.invalidFilterId).optional(),
    interviewerId: positiveIdValue(SCHEDULING_MESSAGES.invalidFilterId).optional(),
    applicationId: positiveIdValue(SCHEDULING_MESSAGES.invalidFilterId).optional(),
    from: instant.optional(),
    to: instant.optional(),
    status: z
      .string()
      .trim()
      .transform((text) => text.toUpperCase())
      .pipe(z.enum(SCHEDULED_INTERVIEW_LIST_STATUSES, { error: SCHEDULING_MESSAGES.invalidListStatus }))
      .default('SCHEDULED'),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from >= query.to) ctx.addIssue({ code: 'custom', message: SCHEDULING_MESSAGES.invalidRange, path: ['from'] });
  });
export type ScheduledInterviewListQuery = z.input<typeof scheduledInterviewListQuerySchema>;
export type ScheduledInterviewFilters = z.output<typeof scheduledInterviewListQuerySchema>;

export const interviewerSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).meta({ id: 'Interviewer' });
export type Interviewer = z.infer<typeof interviewerSchema>;

/** An interview as both screens read it: the instant (UTC) and the wall-clock time in its own zone. */
export const scheduledInterviewSchema = z
  .object({
    id: z.number().int(),
    applicationId: z.number().int(),
    candidateName: z.string(),
    candidateEmail: z.string().nullable(),
    jobId: z.number().int(),
    jobTitle: z.string(),
    status: z.enum(SCHEDULED_INTERVIEW_STATUSES),
    /** ISO 8601 instants. */
    startsAt: z.string(),
    endsAt: z.string(),
    /** The wall-clock start in `timeZone`, as the dialog edits it. */
    date: z.string(),
    time: z.string(),
    timeZone: z.string(),
    durationMinutes: z.number().int(),
    location: z.string().nullable(),
    videoUrl: z.string().nullable(),
    /** For the interviewers: never sent to the candidate. */
    notes: z.string().nullable(),
    interviewers: z.array(interviewerSchema),
    /** The calendar event's UID, kept by every update; SEQUENCE rises with each. */
    uid: z.string(),
    sequence: z.number().int(),
    cancelReason: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    createdBy: z.number().int().nullable(),
    createdByName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ScheduledInterview' });
export type ScheduledInterview = z.infer<typeof scheduledInterviewSchema>;

export const scheduledInterviewPageSchema = z.object(pageFields(scheduledInterviewSchema)).meta({ id: 'ScheduledInterviewPage' });
export type ScheduledInterviewPage = z.infer<typeof scheduledInterviewPageSchema>;
