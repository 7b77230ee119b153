import { INTERVIEW_MESSAGES } from '@kairox/contract';
import { CANDIDATE_TEXT } from '../../messages';

/** Texts of the AI Interview Insights modal (spec section 2); the spec's own texts come from CANDIDATE_TEXT. */
export const INSIGHTS_TEXT = {
  title: CANDIDATE_TEXT.insightsTitle,
  loading: CANDIDATE_TEXT.insightsLoading,
  empty: CANDIDATE_TEXT.insightsEmpty,
  emptyHint: 'No interview results have been received for this candidate yet.',
  failed: CANDIDATE_TEXT.insightsFailed,
  close: CANDIDATE_TEXT.close,
  notAvailable: CANDIDATE_TEXT.notAvailable,

  overallScore: CANDIDATE_TEXT.overallScore,
  outOfTen: '/ 10',
  interviewDate: 'Interview Date',
  position: 'Position',

  alertsTitle: INTERVIEW_MESSAGES.criticalAlerts,
  faceMismatch: (count: number) => `Face mismatch detected ${count} ${count === 1 ? 'time' : 'times'} during the interview.`,
  noFace: (count: number) => `No face detected ${count} ${count === 1 ? 'time' : 'times'} during the interview.`,
  manualReview: 'Manual review of the interview is recommended before making a decision.',

  statisticsTitle: 'Interview Statistics',
  totalQuestions: 'Total Questions',
  suspiciousActivity: 'Suspicious Activity',
  eyeMovements: 'Eye Movements',

  verificationTitle: 'Verification Status',
  idVerification: 'ID Verification',
  voiceVerification: 'Voice Verification',
  verified: 'Verified',
  notVerified: 'Not Verified',

  candidateInfoTitle: 'Candidate Information',
  candidateId: 'Candidate ID',
  applicantId: 'Applicant ID',
  noticePeriod: 'Notice Period',
  reference: 'Reference',

  adjustmentTitle: 'Score Adjustment Details',
  breakdown: 'Adjustment Breakdown',
  justification: 'Justification',
  calculation: 'Calculation',
  rawScore: 'Raw Score',
  deduction: 'Deduction',
  finalScore: 'Final Score',

  feedbackTitle: 'AI Feedback',
  noFeedback: 'No AI feedback was provided for this interview.',

  scorecardTitle: 'Detailed Scorecard',
  showScorecard: 'Show Detailed Scorecard',
  hideScorecard: 'Hide Detailed Scorecard',
  partialData: 'Some interview data could not be loaded; what is shown may be incomplete.',
} as const;
