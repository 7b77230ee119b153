/**
 * AI interview insights (spec sections 2, 3, 7; DECISIONS.md, Interviews; docs/interviews.md).
 *
 * The external interview service reports events per application. Each event is appended to
 * `interview_events` and merged into the application's single `interview_records` row, and its rule
 * applied (verification flags, scores, status), all in one transaction per request. A scorecard's
 * verdict is a proposal a recruiter decides on, unless the organisation opted in to automatic
 * moves (issue #10); both, and the score adjustment, go to the AI decision log. The job page reads
 * the record back as a scorecard and as the complete log.
 */
import {
  APPLICATION_MESSAGES,
  INTERVIEW_EVENTS,
  INTERVIEW_MESSAGES,
  INTERVIEW_SCORE_MAX,
  noticePeriodFromText,
  type ApplicationStatus,
  type InterviewEvent,
  type InterviewEventsResponse,
  type InterviewLogEntry,
  type InterviewRecord,
  type InterviewScorecard,
  type StoredApplicationStatus,
} from '@kairox/contract';
import type { DbOrTx } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { appendAiDecision, hashInput } from '../ai-decisions/ai-decisions.service.js';
import { getApplication, setApplicationStatus } from '../applications/applications.service.js';
import { clearProposal, setProposal } from '../applications/proposals.repository.js';
import { computeAdjustment, formatScore, roundTo } from './adjustment.js';
import {
  findAiAutoMoves,
  findApplicationForUpdate,
  findRecord,
  hasEvent,
  insertEvent,
  listEvents,
  setApplicationNoticePeriod,
  upsertRecord,
  type EventRow,
  type RecordRow,
} from './interviews.repository.js';

/** Status targets of the rules. */
const INTERVIEW_STATUS = {
  started: 'INTERVIEW_IN_PROGRESS',
  interrupted: 'INTERVIEW_INTERRUPTED',
  passed: 'SHORTLISTED',
  failed: 'REJECTED_IN_AI_INTERVIEW',
} as const satisfies Record<string, ApplicationStatus>;

/** The rule's version in the AI decision log: the rule itself and the pass mark it applied. */
const interviewRuleVersion = (passScore: number) => `interview-rule-1/pass-${formatScore(passScore)}`;

const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const EVENT = Object.fromEntries(Object.entries(INTERVIEW_EVENTS).map(([key, name]) => [key, normalizeName(name)])) as Record<
  keyof typeof INTERVIEW_EVENTS,
  string
>;

export interface IngestOptions {
  /** A final score at or above it shortlists (config INTERVIEW_PASS_SCORE). */
  passScore: number;
  /** The API key that delivered the events; null for the server's own (demo data). */
  apiKeyId?: number | null;
}

/** The event's fields as stored in `payload`: what was sent, normalised (numbers as numbers, dates ISO). */
function payloadOf(event: InterviewEvent): Record<string, unknown> {
  const { event: _name, details: _details, scorecard: _scorecard, timestamp, interviewDate, applicationId, ...fields } = event;
  const payload: Record<string, unknown> = { applicantId: applicationId };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) payload[key] = value;
  if (timestamp) payload.timestamp = timestamp.toISOString();
  if (interviewDate) payload.interviewDate = interviewDate.toISOString();
  return payload;
}

interface ResolvedScores {
  /** Whether the interview service sent the adjustment or the platform computed it. */
  adjustment: 'sent' | 'computed';
  overallScore: number;
  rawOverallScore: number;
  suspicionDeduction: number;
  suspiciousAdjustment: string | null;
  suspiciousJustification: string | null;
}

/**
 * The scores of a 'Scorecard generated' event. The adjustment counts as sent when the event has
 * SuspicionDeduction, or both RawOverallScore and OverallScore; then the sent values are kept.
 * Otherwise raw = RawOverallScore or OverallScore and the deduction is computed from the counts.
 * Null when the event carries no score at all.
 */
export function resolveScores(
  event: Partial<
    Pick<InterviewEvent, 'OverallScore' | 'RawOverallScore' | 'SuspicionDeduction' | 'SuspiciousAdjustment' | 'SuspiciousJustification'>
  >,
  counts: Parameters<typeof computeAdjustment>[1],
): ResolvedScores | null {
  const { OverallScore: overall, RawOverallScore: raw, SuspicionDeduction: deduction } = event;
  if (deduction !== undefined && (raw !== undefined || overall !== undefined)) {
    const rawScore = raw ?? Math.min(INTERVIEW_SCORE_MAX, roundTo(overall! + deduction, 2));
    return {
      adjustment: 'sent',
      overallScore: overall ?? roundTo(Math.max(0, rawScore - deduction), 2),
      rawOverallScore: rawScore,
      suspicionDeduction: deduction,
      suspiciousAdjustment: event.SuspiciousAdjustment ?? null,
      suspiciousJustification: event.SuspiciousJustification ?? null,
    };
  }
  if (raw !== undefined && overall !== undefined) {
    return {
      adjustment: 'sent',
      overallScore: overall,
      rawOverallScore: raw,
      suspicionDeduction: roundTo(Math.max(0, raw - overall), 2),
      suspiciousAdjustment: event.SuspiciousAdjustment ?? null,
      suspiciousJustification: event.SuspiciousJustification ?? null,
    };
  }
  const rawScore = raw ?? overall;
  if (rawScore === undefined) return null;
  const computed = computeAdjustment(rawScore, counts);
  return {
    adjustment: 'computed',
    overallScore: computed.final,
    rawOverallScore: computed.raw,
    suspicionDeduction: computed.deduction,
    suspiciousAdjustment: event.SuspiciousAdjustment ?? computed.breakdown,
    suspiciousJustification: event.SuspiciousJustification ?? computed.justification,
  };
}

/** What a scorecard means for the application: the status the rule arrives at, and why. */
interface Verdict {
  scores: ResolvedScores;
  passScore: number;
  target: ApplicationStatus;
  /** Without the outcome word: a proposal and an automatic move end it differently. */
  because: string;
  outcome: string;
}

function verdictOf(scores: ResolvedScores, passScore: number): Verdict {
  const passed = scores.overallScore >= passScore;
  const adjusted =
    scores.suspicionDeduction > 0
      ? ` (raw ${formatScore(scores.rawOverallScore)} − ${formatScore(scores.suspicionDeduction)} for suspicious activity)`
      : '';
  return {
    scores,
    passScore,
    target: passed ? INTERVIEW_STATUS.passed : INTERVIEW_STATUS.failed,
    because: `AI interview: final score ${formatScore(scores.overallScore)}/10${adjusted} ${passed ? 'meets' : 'is below'} the pass mark ${formatScore(passScore)}`,
    outcome: passed ? 'shortlisted' : 'rejected',
  };
}

/**
 * Logs the score adjustment, then either moves the application (the organisation opted in:
 * STATUS_MOVE) or proposes the move for a person to decide (STATUS_PROPOSAL, the default). A new
 * verdict replaces an open proposal; one that agrees with the status proposes nothing. Answers the
 * application's status afterwards.
 */
async function applyVerdict(
  tx: DbOrTx,
  orgId: number,
  application: { id: number; status: StoredApplicationStatus },
  verdict: Verdict,
  inputHash: string,
): Promise<StoredApplicationStatus> {
  const { scores, passScore, target } = verdict;
  const entry = { orgId, applicationId: application.id, inputHash, engineVersion: interviewRuleVersion(passScore) };
  await appendAiDecision(tx, {
    ...entry,
    kind: 'INTERVIEW_ADJUSTMENT',
    output: {
      raw: scores.rawOverallScore,
      deduction: scores.suspicionDeduction,
      final: scores.overallScore,
      passScore,
      adjustment: scores.adjustment,
    },
  });
  if (target === application.status) {
    await clearProposal(tx, orgId, application.id);
    return application.status;
  }
  const decided = { fromStatus: application.status, finalScore: scores.overallScore, passScore };
  if (await findAiAutoMoves(tx, orgId)) {
    const reason = `${verdict.because}; ${verdict.outcome}.`;
    await clearProposal(tx, orgId, application.id);
    const moved = await setApplicationStatus(tx, orgId, application.id, null, target, reason);
    await appendAiDecision(tx, { ...entry, kind: 'STATUS_MOVE', output: { ...decided, toStatus: target }, reason });
    return moved.status;
  }
  const reason = `${verdict.because}.`;
  await setProposal(tx, orgId, application.id, target, reason);
  await appendAiDecision(tx, { ...entry, kind: 'STATUS_PROPOSAL', output: { ...decided, proposedStatus: target }, reason });
  return application.status;
}

interface AppliedEvent {
  applicationId: number;
  event: string;
  duplicate: boolean;
  status: string;
  overallScore: number | null;
  noticePeriod: string | null;
}

async function applyEvent(tx: DbOrTx, orgId: number, event: InterviewEvent, options: IngestOptions): Promise<AppliedEvent> {
  const application = await findApplicationForUpdate(tx, orgId, event.applicationId);
  if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
  const record = await findRecord(tx, orgId, application.id);

  const occurredAt = event.timestamp ?? event.interviewDate ?? new Date();
  const payload = payloadOf(event);
  const name = normalizeName(event.event);

  // A re-delivered event (same name, same explicit timestamp, same fields) changes nothing.
  if (record && event.timestamp) {
    const identity = {
      recordId: record.id,
      event: event.event,
      occurredAt,
      payload,
      details: event.details ?? null,
      scorecard: event.scorecard ?? null,
    };
    if (await hasEvent(tx, identity)) {
      return {
        applicationId: application.id,
        event: event.event,
        duplicate: true,
        status: application.status,
        overallScore: record.overallScore,
        noticePeriod: record.noticePeriod,
      };
    }
  }

  const eventNotice = event.noticePeriod ?? noticePeriodFromText(event.details) ?? noticePeriodFromText(event.scorecard) ?? null;
  const merged = {
    candidateId: event.candidateId ?? record?.candidateId ?? null,
    applicantId: String(application.id),
    position: event.position ?? record?.position ?? null,
    totalQuestions: event.totalQuestions ?? record?.totalQuestions ?? null,
    totalSuspiciousActivity: event.totalSuspiciousActivity ?? record?.totalSuspiciousActivity ?? null,
    totalSuspiciousEyeActivity: event.totalSuspiciousEyeActivity ?? record?.totalSuspiciousEyeActivity ?? null,
    totalFaceMismatchDetected: event.TotalFaceMismatchDetected ?? record?.totalFaceMismatchDetected ?? null,
    totalNoFaceDetected: event.TotalNoFaceDetected ?? record?.totalNoFaceDetected ?? null,
    noticePeriod: eventNotice ?? record?.noticePeriod ?? null,
    reference: event.reference ?? record?.reference ?? null,
    interviewDate: event.interviewDate ?? record?.interviewDate ?? occurredAt,
    idVerified: (record?.idVerified ?? false) || name === EVENT.idVerified || name === EVENT.verified,
    voiceVerified: (record?.voiceVerified ?? false) || name === EVENT.voiceVerified,
    overallScore: record?.overallScore ?? null,
    rawOverallScore: record?.rawOverallScore ?? null,
    suspicionDeduction: record?.suspicionDeduction ?? null,
    suspiciousAdjustment: record?.suspiciousAdjustment ?? null,
    suspiciousJustification: record?.suspiciousJustification ?? null,
    feedback: record?.feedback ?? null,
    scorecard: record?.scorecard ?? null,
  };

  let target: ApplicationStatus | null = null;
  let reason = '';
  let verdict: Verdict | null = null;
  const hadScorecard = record?.overallScore !== null && record?.overallScore !== undefined;
  if (name === EVENT.scorecardGenerated) {
    const scores = resolveScores(event, {
      faceMismatch: merged.totalFaceMismatchDetected,
      noFace: merged.totalNoFaceDetected,
      suspiciousActivity: merged.totalSuspiciousActivity,
      suspiciousEyeActivity: merged.totalSuspiciousEyeActivity,
    });
    if (scores) {
      const { adjustment: _source, ...fields } = scores;
      Object.assign(merged, fields);
      verdict = verdictOf(scores, options.passScore);
    }
    merged.feedback = event.Feedback ?? merged.feedback;
    merged.scorecard = event.scorecard ?? merged.scorecard;
  } else if (name === EVENT.started && !hadScorecard) {
    target = INTERVIEW_STATUS.started;
    reason = 'AI interview: interview started.';
  } else if (name === EVENT.interrupted && !hadScorecard) {
    target = INTERVIEW_STATUS.interrupted;
    reason = 'AI interview: interview interrupted.';
  }

  const saved = await upsertRecord(tx, orgId, application.id, merged);
  await insertEvent(tx, {
    orgId,
    recordId: saved.id,
    event: event.event,
    details: event.details ?? null,
    scorecard: event.scorecard ?? null,
    noticePeriod: eventNotice,
    payload,
    occurredAt,
    apiKeyId: options.apiKeyId ?? null,
  });

  let status = application.status;
  if (verdict) {
    status = await applyVerdict(tx, orgId, application, verdict, hashInput(event.event, JSON.stringify(payload)));
  } else if (target && target !== application.status) {
    status = (await setApplicationStatus(tx, orgId, application.id, null, target, reason)).status;
  }
  if (merged.noticePeriod && merged.noticePeriod !== application.noticePeriod) {
    await setApplicationNoticePeriod(tx, orgId, application.id, merged.noticePeriod);
  }
  return {
    applicationId: application.id,
    event: event.event,
    duplicate: false,
    status,
    overallScore: saved.overallScore,
    noticePeriod: saved.noticePeriod,
  };
}

/**
 * Applies the events in order, all in one transaction: an application that is not the
 * organisation's (404), or any other failure, leaves nothing written.
 */
export async function ingestInterviewEvents(
  db: DbOrTx,
  orgId: number,
  events: InterviewEvent[],
  options: IngestOptions,
): Promise<InterviewEventsResponse> {
  return db.transaction(async (tx) => {
    const results: AppliedEvent[] = [];
    for (const event of events) results.push(await applyEvent(tx, orgId, event, options));
    return { accepted: results.filter((result) => !result.duplicate).length, results };
  });
}

// ---------------------------------------------------------------------------------------------
// Reading back
// ---------------------------------------------------------------------------------------------

async function ownRecord(db: DbOrTx, orgId: number, applicationId: number): Promise<RecordRow | undefined> {
  await getApplication(db, orgId, applicationId); // another tenant's application: 404 like a missing one
  return findRecord(db, orgId, applicationId);
}

/** GET /api/interviews/{id}: 404 until a 'Scorecard generated' event with a score has arrived. */
export async function getInterviewScorecard(db: DbOrTx, orgId: number, applicationId: number): Promise<InterviewScorecard> {
  const record = await ownRecord(db, orgId, applicationId);
  if (!record || record.overallScore === null) throw notFound(INTERVIEW_MESSAGES.noScorecard);
  return {
    applicationId: record.applicationId,
    candidateId: record.candidateId,
    applicantId: record.applicationId,
    position: record.position,
    overallScore: record.overallScore,
    rawOverallScore: record.rawOverallScore,
    suspicionDeduction: record.suspicionDeduction,
    suspiciousAdjustment: record.suspiciousAdjustment,
    suspiciousJustification: record.suspiciousJustification,
    interviewDate: record.interviewDate?.toISOString() ?? null,
    feedback: record.feedback,
    scorecard: record.scorecard,
    noticePeriod: record.noticePeriod,
    reference: record.reference,
    totalQuestions: record.totalQuestions,
    totalSuspiciousActivity: record.totalSuspiciousActivity,
    totalSuspiciousEyeActivity: record.totalSuspiciousEyeActivity,
    totalFaceMismatchDetected: record.totalFaceMismatchDetected,
    totalNoFaceDetected: record.totalNoFaceDetected,
    idVerified: record.idVerified,
    voiceVerified: record.voiceVerified,
    updatedAt: record.updatedAt.toISOString(),
  };
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function toLogEntry(row: EventRow, applicationId: number): InterviewLogEntry {
  const p = row.payload ?? {};
  return {
    event: row.event,
    scorecard: row.scorecard,
    details: row.details,
    noticePeriod: row.noticePeriod,
    timestamp: row.occurredAt.toISOString(),
    candidateId: textOrNull(p.candidateId),
    applicantId: applicationId,
    position: textOrNull(p.position),
    totalQuestions: numberOrNull(p.totalQuestions),
    totalSuspiciousActivity: numberOrNull(p.totalSuspiciousActivity),
    totalSuspiciousEyeActivity: numberOrNull(p.totalSuspiciousEyeActivity),
    TotalFaceMismatchDetected: numberOrNull(p.TotalFaceMismatchDetected),
    TotalNoFaceDetected: numberOrNull(p.TotalNoFaceDetected),
    reference: textOrNull(p.reference),
    OverallScore: numberOrNull(p.OverallScore),
    Feedback: textOrNull(p.Feedback),
    interviewDate: textOrNull(p.interviewDate),
    RawOverallScore: numberOrNull(p.RawOverallScore),
    SuspicionDeduction: numberOrNull(p.SuspicionDeduction),
    SuspiciousAdjustment: textOrNull(p.SuspiciousAdjustment),
    SuspiciousJustification: textOrNull(p.SuspiciousJustification),
  };
}

/** GET /api/interviews/complete-logs/{id}: the record with every event, oldest first; 404 when none. */
export async function getInterviewRecord(db: DbOrTx, orgId: number, applicationId: number): Promise<InterviewRecord> {
  const record = await ownRecord(db, orgId, applicationId);
  if (!record) throw notFound(INTERVIEW_MESSAGES.noRecord);
  const events = await listEvents(db, orgId, record.id);
  const interviewDate = record.interviewDate?.toISOString() ?? null;
  return {
    candidateId: record.candidateId,
    applicantId: record.applicationId,
    position: record.position,
    totalQuestions: record.totalQuestions,
    totalSuspiciousActivity: record.totalSuspiciousActivity,
    totalSuspiciousEyeActivity: record.totalSuspiciousEyeActivity,
    TotalFaceMismatchDetected: record.totalFaceMismatchDetected,
    TotalNoFaceDetected: record.totalNoFaceDetected,
    noticePeriod: record.noticePeriod,
    reference: record.reference,
    OverallScore: record.overallScore,
    Feedback: record.feedback,
    interviewDate,
    timestamp: interviewDate,
    RawOverallScore: record.rawOverallScore,
    SuspicionDeduction: record.suspicionDeduction,
    SuspiciousAdjustment: record.suspiciousAdjustment,
    SuspiciousJustification: record.suspiciousJustification,
    scorecard: record.scorecard,
    idVerified: record.idVerified,
    voiceVerified: record.voiceVerified,
    logDetails: events.map((row) => toLogEntry(row, record.applicationId)),
  };
}
