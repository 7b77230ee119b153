import {
  cancelInterviewRequestSchema,
  rescheduleInterviewRequestSchema,
  scheduledInterviewListQuerySchema,
  scheduledInterviewPageSchema,
  scheduledInterviewParamsSchema,
  scheduledInterviewSchema,
  scheduleInterviewRequestSchema,
} from '../schemas/scheduling.js';
import { defineEndpoint } from './endpoint.js';

const tags = ['Scheduled interviews'];

const INVITATIONS =
  'The candidate and each interviewer get an email with an iCalendar invitation (invite.ics, METHOD:REQUEST), sent by ' +
  'the candidate email queue once the change is committed. The event keeps its UID for good; every update raises its SEQUENCE.';

const PLAN =
  '`date` (YYYY-MM-DD) and `time` (HH:MM) are the wall-clock start in `timeZone` (an IANA name such as Europe/Berlin); ' +
  'the start must be in the future (400). `durationMinutes` 15-480; a `location`, a `videoUrl` (http or https) or both; ' +
  '`interviewerIds`: 1-10 active users of the organization (any other id: 400).';

/** Interviews booked with candidates (issue #13, point 4; docs/scheduling.md). Not the AI interview (interviews.ts). */
export const schedulingEndpoints = {
  scheduleInterview: defineEndpoint({
    method: 'POST',
    path: '/api/scheduled-interviews',
    auth: 'staff',
    tags,
    summary: 'Schedule an interview for an application',
    description:
      `${PLAN} An application of another organization answers 404 like a missing one. ${INVITATIONS} ` +
      'An application still in an early status (APPLIED, QUALIFIED, PENDING, PENDING_SCREENING, (RE)INVITED_FOR_AI_SCREENING) ' +
      'moves to IN_PROGRESS; any other status stays. The status history records the interview either way.',
    body: scheduleInterviewRequestSchema,
    responses: { 201: scheduledInterviewSchema },
    errors: [400, 401, 404],
  }),
  listScheduledInterviews: defineEndpoint({
    method: 'GET',
    path: '/api/scheduled-interviews',
    auth: 'staff',
    tags,
    summary: "The organization's interviews, soonest first",
    description:
      'Zero-based `page` (default 0) and `size` (default 20, at most 100). The interviews not over by `from` (ISO date-time, ' +
      'default now) that start before `to` (optional). Filters, all optional: `jobId`, `interviewerId`, `applicationId`, ' +
      '`status` (SCHEDULED by default, CANCELLED or ALL).',
    query: scheduledInterviewListQuerySchema,
    responses: { 200: scheduledInterviewPageSchema },
    errors: [400, 401],
  }),
  getScheduledInterview: defineEndpoint({
    method: 'GET',
    path: '/api/scheduled-interviews/:id',
    auth: 'staff',
    tags,
    summary: 'One interview',
    params: scheduledInterviewParamsSchema,
    responses: { 200: scheduledInterviewSchema },
    errors: [400, 401, 404],
  }),
  rescheduleInterview: defineEndpoint({
    method: 'PUT',
    path: '/api/scheduled-interviews/:id',
    auth: 'staff',
    tags,
    summary: 'Change the time, duration, place, interviewers or notes of an interview',
    description:
      `${PLAN} The whole plan is sent. A cancelled interview answers 409. The candidate and the interviewers get the updated ` +
      'invitation (same UID, higher SEQUENCE); an interviewer taken off it gets a cancellation, one added gets an invitation.',
    params: scheduledInterviewParamsSchema,
    body: rescheduleInterviewRequestSchema,
    responses: { 200: scheduledInterviewSchema },
    errors: [400, 401, 404, 409],
  }),
  cancelInterview: defineEndpoint({
    method: 'POST',
    path: '/api/scheduled-interviews/:id/cancel',
    auth: 'staff',
    tags,
    summary: 'Cancel an interview',
    description:
      'With an optional `reason` (told to the candidate and the interviewers). Everyone invited gets a cancellation ' +
      '(METHOD:CANCEL, STATUS:CANCELLED, same UID, higher SEQUENCE). An interview already cancelled or already over answers 409. ' +
      "The application's status stays.",
    params: scheduledInterviewParamsSchema,
    body: cancelInterviewRequestSchema,
    responses: { 200: scheduledInterviewSchema },
    errors: [400, 401, 404, 409],
  }),
};
