import type { InterviewScorecard } from '@kairox/contract';
import { describe, expect, it } from 'vitest';
import { buildInsights, formatInterviewDate, formatNumber } from './insights-model';
import { makeLogEntry, makeRecord, makeScorecard } from './interview-fixtures';

describe('buildInsights', () => {
  it('is null when there is neither answer', () => {
    expect(buildInsights(null, null)).toBeNull();
    expect(buildInsights(null, makeRecord())).not.toBeNull();
    expect(buildInsights(makeScorecard(), null)).not.toBeNull();
  });

  it("reads the record's fields before the scorecard's, and the scorecard's score first", () => {
    const insights = buildInsights(
      makeScorecard({ overallScore: 8.25, position: 'Scorecard title', reference: 'From the scorecard', totalNoFaceDetected: 3 }),
      makeRecord({
        candidateId: 'C-1',
        applicantId: 42,
        position: 'Record title',
        totalQuestions: 10,
        totalSuspiciousActivity: 2,
        totalSuspiciousEyeActivity: 1,
        TotalFaceMismatchDetected: 0,
        OverallScore: 5,
        interviewDate: '2026-11-22T12:00:00.000Z',
      }),
    )!;
    expect(insights).toMatchObject({
      score: 8.25,
      tone: 'green',
      candidateId: 'C-1',
      applicantId: '42',
      position: 'Record title',
      totalQuestions: 10,
      suspiciousActivity: 2,
      eyeMovements: 1,
      faceMismatches: 0,
      noFaceDetections: 3,
      interviewDate: 'November 22, 2026',
      reference: 'From the scorecard',
    });
  });

  it('takes the record score without a scorecard, and the verification flags as the server set them', () => {
    const insights = buildInsights(null, makeRecord({ OverallScore: 5.5, idVerified: false, voiceVerified: true }))!;
    expect(insights).toMatchObject({ score: 5.5, tone: 'red', idVerified: false, voiceVerified: true });
  });

  it('computes the final score from raw minus deduction when no overall score exists', () => {
    const insights = buildInsights(null, makeRecord({ RawOverallScore: 8, SuspicionDeduction: 0.75 }))!;
    expect(insights.adjustment).toEqual({ raw: 8, deduction: 0.75, final: 7.25, breakdown: null, justification: null });
    expect(insights.tone).toBe('grey');
  });

  it('reads a breakdown list the service sent as JSON, each item as its label and value', () => {
    const breakdown = JSON.stringify([{ reason: 'Face mismatch', deduction: -1 }, 'Tab switch']);
    const insights = buildInsights(makeScorecard({ overallScore: 7 }), makeRecord({ SuspiciousAdjustment: breakdown }))!;
    expect(insights.adjustment?.breakdown).toEqual([
      ['Face mismatch', '-1'],
      ['Tab switch', ''],
    ]);
  });

  it('finds the notice period in the feedback of an event when the server read none', () => {
    const entry = makeLogEntry('Scorecard generated', { Feedback: 'My notice period is 3 months.' });
    const insights = buildInsights(makeScorecard({ overallScore: 7 }), makeRecord({ logDetails: [entry] }))!;
    expect(insights.noticePeriod).toBe('3 months');
  });
});

describe('buildInsights with the contract shapes (packages/contract/src/schemas/interviews.ts)', () => {
  const scorecard = {
    applicationId: 12,
    candidateId: 'CAND-12',
    applicantId: 12,
    position: 'Backend Engineer',
    overallScore: 6.5,
    rawOverallScore: 8,
    suspicionDeduction: 1.5,
    suspiciousAdjustment: 'Face mismatch detected: 2 × 0.5 = 1\nNo face detected: 1 × 0.5 = 0.5\nTotal deduction: 1.5\nFinal score: 8 − 1.5 = 6.5',
    suspiciousJustification: 'The score was reduced by 1.5 points (from 8 to 6.5) because the proctoring recorded 2 face mismatches.',
    interviewDate: '2026-11-20T15:30:00.000Z',
    feedback: '## Summary\nSolid.',
    scorecard: '| Area | Score |\n| --- | --- |\n| APIs | 8 |',
    noticePeriod: '30 days',
    reference: 'LinkedIn',
    totalQuestions: 10,
    totalSuspiciousActivity: 0,
    totalSuspiciousEyeActivity: 4,
    totalFaceMismatchDetected: 2,
    totalNoFaceDetected: 1,
    idVerified: true,
    voiceVerified: false,
    updatedAt: '2026-11-20T15:31:00.000Z',
  } satisfies InterviewScorecard;
  const record = makeRecord({
    candidateId: 'CAND-12',
    applicantId: 12,
    position: 'Backend Engineer',
    totalQuestions: 10,
    totalSuspiciousActivity: 0,
    totalSuspiciousEyeActivity: 4,
    TotalFaceMismatchDetected: 2,
    TotalNoFaceDetected: 1,
    noticePeriod: '30 days',
    reference: 'LinkedIn',
    OverallScore: 6.5,
    Feedback: '## Summary\nSolid.',
    interviewDate: '2026-11-20T15:30:00.000Z',
    RawOverallScore: 8,
    SuspicionDeduction: 1.5,
    SuspiciousAdjustment: scorecard.suspiciousAdjustment,
    SuspiciousJustification: scorecard.suspiciousJustification,
    timestamp: '2026-11-20T15:30:00.000Z',
    scorecard: scorecard.scorecard,
    idVerified: true,
    voiceVerified: false,
    logDetails: [
      makeLogEntry('ID verification successful', { applicantId: 12, timestamp: '2026-11-20T15:00:00.000Z' }),
      makeLogEntry('Scorecard generated', {
        applicantId: 12,
        OverallScore: 6.5,
        scorecard: scorecard.scorecard,
        details: 'Notice period is 30 days.',
        noticePeriod: '30 days',
        timestamp: '2026-11-20T15:30:00.000Z',
      }),
    ],
  });

  it('reads every part from the two answers', () => {
    const insights = buildInsights(scorecard, record)!;
    expect(insights).toEqual({
      score: 6.5,
      tone: 'yellow',
      interviewDate: 'November 20, 2026',
      position: 'Backend Engineer',
      totalQuestions: 10,
      suspiciousActivity: 0,
      eyeMovements: 4,
      faceMismatches: 2,
      noFaceDetections: 1,
      idVerified: true,
      voiceVerified: false,
      candidateId: 'CAND-12',
      applicantId: '12',
      noticePeriod: '30 days',
      reference: 'LinkedIn',
      adjustment: {
        raw: 8,
        deduction: 1.5,
        final: 6.5,
        breakdown: [
          ['Face mismatch detected', '2 × 0.5 = 1'],
          ['No face detected', '1 × 0.5 = 0.5'],
          ['Total deduction', '1.5'],
          ['Final score', '8 − 1.5 = 6.5'],
        ],
        justification: scorecard.suspiciousJustification,
      },
      feedback: '## Summary\nSolid.',
      scorecard: scorecard.scorecard,
    });
  });

  it('reads the scorecard answer alone, and the record alone', () => {
    expect(buildInsights(scorecard, null)).toMatchObject({ score: 6.5, faceMismatches: 2, idVerified: true, scorecard: scorecard.scorecard });
    expect(buildInsights(null, record)).toMatchObject({ score: 6.5, faceMismatches: 2, idVerified: true, scorecard: scorecard.scorecard });
  });

  it('turns a JSON breakdown into rows', () => {
    const insights = buildInsights({ ...scorecard, suspiciousAdjustment: '{"faceMismatch":-1,"tabSwitch":"-0.5"}' }, null)!;
    expect(insights.adjustment?.breakdown).toEqual([
      ['Face mismatch', '-1'],
      ['Tab switch', '-0.5'],
    ]);
  });
});

describe('formatInterviewDate', () => {
  it.each([
    ['2026-11-22T12:00:00.000Z', 'November 22, 2026'],
    ['not a date', ''],
    [null, ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatInterviewDate(value)).toBe(expected);
  });
});

it('formats numbers to at most two decimals', () => {
  expect(formatNumber(7)).toBe('7');
  expect(formatNumber(7.125)).toBe('7.13');
  expect(formatNumber(1 / 3)).toBe('0.33');
});
