/**
 * The emails an interview change sends: one to the candidate and one to each interviewer, each with
 * the event as invite.ics. Everyone gets the same UID and SEQUENCE; the candidate's copy leaves out
 * the interviewers' notes.
 */
import type { CandidateEmailTemplate, EmailCallerVariable, EmailLanguage } from '@kairox/contract';
import { buildCalendar, type CalendarEvent, type CalendarPerson } from './ics.js';
import type { InterviewRow, MemberRow } from './scheduling.repository.js';
import { wallTimeAt } from './zoned-time.js';

export type InterviewChange =
  | { kind: 'SCHEDULED' }
  /** `before`: the interviewers invited until now (one taken off gets a cancellation, one added an invitation). */
  | { kind: 'RESCHEDULED'; before: MemberRow[] }
  | { kind: 'CANCELLED' };

export interface InvitationFacts {
  interview: InterviewRow;
  candidate: { name: string; email: string | null };
  jobTitle: string;
  company: string;
  /** The interviewers after the change. */
  interviewers: MemberRow[];
  organizer: CalendarPerson;
  stamp: Date;
  /** The language of the candidate's emails (the job posting's). */
  language: EmailLanguage;
}

type InterviewTemplate = Extract<CandidateEmailTemplate, 'INTERVIEW_SCHEDULED' | 'INTERVIEW_RESCHEDULED' | 'INTERVIEW_CANCELLED'>;

interface CalendarAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * One email of an interview change: the candidate's is the organisation's template filled with
 * `variables`; an interviewer's is staff text of its own (never the candidate's template, nor the
 * candidate's data-rights link).
 */
export type Invitation =
  | { audience: 'candidate'; template: InterviewTemplate; variables: Partial<Record<EmailCallerVariable, string>>; attachment: CalendarAttachment }
  | { audience: 'interviewer'; template: InterviewTemplate; to: string; subject: string; body: string; attachment: CalendarAttachment };

const TEMPLATES = { SCHEDULED: 'INTERVIEW_SCHEDULED', RESCHEDULED: 'INTERVIEW_RESCHEDULED', CANCELLED: 'INTERVIEW_CANCELLED' } as const;

export const memberName = (member: Pick<MemberRow, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`.trim();

const asPerson = (member: MemberRow): CalendarPerson => ({ name: memberName(member), email: member.email });

/** '2026-05-04 10:00 (Europe/Berlin)': the time as planned, readable in any template language. */
export function plannedTime(interview: Pick<InterviewRow, 'startsAt' | 'timeZone'>): string {
  const { date, time } = wallTimeAt(interview.startsAt, interview.timeZone);
  return `${date} ${time} (${interview.timeZone})`;
}

const LOCALES: Record<EmailLanguage, string> = { en: 'en-GB', de: 'de-DE' };

/** 'Monday, 4 May 2026 at 10:00 (Europe/Berlin)' in the email's language, for the templates' {{interviewTime}}. */
function spokenTime(interview: Pick<InterviewRow, 'startsAt' | 'timeZone'>, language: EmailLanguage): string {
  const format = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: interview.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${format.format(interview.startsAt)} (${interview.timeZone})`;
}

function variablesOf(facts: InvitationFacts): Partial<Record<EmailCallerVariable, string>> {
  const { interview } = facts;
  return {
    interviewTime: spokenTime(interview, facts.language),
    interviewDuration: `${interview.durationMinutes} min`,
    interviewPlace: interview.location ?? '',
    interviewLink: interview.videoUrl ?? '',
    interviewers: facts.interviewers.map(memberName).join(', '),
    ...(interview.cancelReason ? { reason: interview.cancelReason } : {}),
  };
}

/** The event's description: what, when, where, with whom, and for the interviewers the notes. */
function describe(facts: InvitationFacts, forInterviewers: boolean): string {
  const { interview } = facts;
  return [
    forInterviewers ? `Interview with ${facts.candidate.name} for ${facts.jobTitle}.` : `Interview for ${facts.jobTitle} at ${facts.company}.`,
    `Time: ${plannedTime(interview)}, ${interview.durationMinutes} min.`,
    interview.location && `Place: ${interview.location}`,
    interview.videoUrl && `Video link: ${interview.videoUrl}`,
    `Interviewers: ${facts.interviewers.map(memberName).join(', ')}`,
    interview.status === 'CANCELLED' && `Cancelled${interview.cancelReason ? `: ${interview.cancelReason}` : '.'}`,
    forInterviewers && interview.notes && `Notes: ${interview.notes}`,
  ]
    .filter(Boolean)
    .join('\n');
}

const INTERVIEWER_SUBJECTS: Record<InterviewTemplate, string> = {
  INTERVIEW_SCHEDULED: 'Interview',
  INTERVIEW_RESCHEDULED: 'Interview moved',
  INTERVIEW_CANCELLED: 'Interview cancelled',
};

/** An interviewer's email: what changed, then the event as the calendar file describes it. */
function interviewerEmail(facts: InvitationFacts, template: InterviewTemplate, to: string, attachment: CalendarAttachment): Invitation {
  const subject = `${INTERVIEWER_SUBJECTS[template]}: ${facts.candidate.name} (${facts.jobTitle}), ${plannedTime(facts.interview)}`;
  return { audience: 'interviewer', template, to, subject, body: describe(facts, true), attachment };
}

function calendarFile(facts: InvitationFacts, method: CalendarEvent['method'], attendees: CalendarPerson[], forInterviewers: boolean) {
  const { interview } = facts;
  const content = buildCalendar({
    method,
    uid: interview.uid,
    sequence: interview.sequence,
    stamp: facts.stamp,
    start: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    summary: forInterviewers ? `Interview: ${facts.candidate.name} (${facts.jobTitle})` : `Interview: ${facts.jobTitle} at ${facts.company}`,
    description: describe(facts, forInterviewers),
    location: interview.location,
    url: interview.videoUrl,
    organizer: facts.organizer,
    attendees,
  });
  return { filename: 'invite.ics', content, contentType: `text/calendar; method=${method}; charset=UTF-8` };
}

/** Every email the change sends: the candidate's first (when he has an address), then the interviewers'. */
export function invitationsFor(facts: InvitationFacts, change: InterviewChange): Invitation[] {
  const method = change.kind === 'CANCELLED' ? 'CANCEL' : 'REQUEST';
  const candidate = facts.candidate.email ? [{ name: facts.candidate.name, email: facts.candidate.email }] : [];
  const attendees = [...candidate, ...facts.interviewers.map(asPerson)];
  const template = TEMPLATES[change.kind];
  const invited = new Set(change.kind === 'RESCHEDULED' ? change.before.map((member) => member.id) : facts.interviewers.map((member) => member.id));
  const forCandidate: Invitation[] = candidate.length
    ? [{ audience: 'candidate', template, variables: variablesOf(facts), attachment: calendarFile(facts, method, attendees, false) }]
    : [];
  const interviewersFile = calendarFile(facts, method, attendees, true);
  const forInterviewers = facts.interviewers.map((member) =>
    // Someone added by a reschedule hears of the interview for the first time.
    interviewerEmail(facts, invited.has(member.id) ? template : TEMPLATES.SCHEDULED, member.email, interviewersFile),
  );
  const kept = new Set(facts.interviewers.map((member) => member.id));
  const removed = change.kind === 'RESCHEDULED' ? change.before.filter((member) => !kept.has(member.id)) : [];
  const forRemoved = removed.map((member) =>
    // RFC 5546: an attendee taken off an event gets a CANCEL naming him alone.
    interviewerEmail(facts, TEMPLATES.CANCELLED, member.email, calendarFile(facts, 'CANCEL', [asPerson(member)], true)),
  );
  return [...forCandidate, ...forInterviewers, ...forRemoved];
}
