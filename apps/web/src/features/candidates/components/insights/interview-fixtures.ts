/** Test-only interview answers, valid for the contract's response schemas (not imported by app code). */
import type { InterviewLogEntry, InterviewRecord, InterviewScorecard } from '@kairox/contract';

const noInsightFields = {
  candidateId: null,
  position: null,
  totalQuestions: null,
  totalSuspiciousActivity: null,
  totalSuspiciousEyeActivity: null,
  TotalFaceMismatchDetected: null,
  TotalNoFaceDetected: null,
  noticePeriod: null,
  reference: null,
  OverallScore: null,
  Feedback: null,
  interviewDate: null,
  RawOverallScore: null,
  SuspicionDeduction: null,
  SuspiciousAdjustment: null,
  SuspiciousJustification: null,
};

/** GET /api/interviews/{id}: a scorecard with nothing but its score and flags. */
export function makeScorecard(overrides: Partial<InterviewScorecard> = {}): InterviewScorecard {
  return {
    applicationId: 7,
    candidateId: null,
    applicantId: 7,
    position: null,
    overallScore: 7.5,
    rawOverallScore: null,
    suspicionDeduction: null,
    suspiciousAdjustment: null,
    suspiciousJustification: null,
    interviewDate: null,
    feedback: null,
    scorecard: null,
    noticePeriod: null,
    reference: null,
    totalQuestions: null,
    totalSuspiciousActivity: null,
    totalSuspiciousEyeActivity: null,
    totalFaceMismatchDetected: null,
    totalNoFaceDetected: null,
    idVerified: false,
    voiceVerified: false,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** One entry of `logDetails`. */
export function makeLogEntry(event: string, overrides: Partial<InterviewLogEntry> = {}): InterviewLogEntry {
  return { ...noInsightFields, applicantId: 7, event, scorecard: null, details: null, timestamp: '2026-11-22T10:00:00.000Z', ...overrides };
}

/** GET /api/interviews/complete-logs/{id}: a record with no fields and no events. */
export function makeRecord(overrides: Partial<InterviewRecord> = {}): InterviewRecord {
  return {
    ...noInsightFields,
    applicantId: 7,
    timestamp: null,
    scorecard: null,
    idVerified: false,
    voiceVerified: false,
    logDetails: [],
    ...overrides,
  };
}
