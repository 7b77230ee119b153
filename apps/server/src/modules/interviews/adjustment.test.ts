import { interviewEventsRequestSchema, interviewScoreTone, noticePeriodFromText } from '@kairox/contract';
import { describe, expect, it } from 'vitest';
import { computeAdjustment, roundTo } from './adjustment.js';
import { resolveScores } from './interviews.service.js';

const none = { faceMismatch: 0, noFace: 0, suspiciousActivity: 0, suspiciousEyeActivity: 0 };

describe('computeAdjustment', () => {
  it('deducts 0.5 per face mismatch and no-face, 0.25 per suspicious activity, 0.1 per eye movement, to one decimal', () => {
    const adjustment = computeAdjustment(7.2, { faceMismatch: 2, noFace: 1, suspiciousActivity: 3, suspiciousEyeActivity: 4 });
    // 1 + 0.5 + 0.75 + 0.4 = 2.65 -> 2.7
    expect(adjustment).toMatchObject({ raw: 7.2, deduction: 2.7, final: 4.5 });
    expect(adjustment.breakdown).toContain('Face mismatch detected: 2 × 0.5 = 1');
    expect(adjustment.breakdown).toContain('Suspicious eye movement: 4 × 0.1 = 0.4');
    expect(adjustment.breakdown).toContain('Final score: 7.2 − 2.7 = 4.5');
    expect(adjustment.justification).toContain(
      '2 face mismatches, 1 moment with no face in view, 3 suspicious activities and 4 suspicious eye movements',
    );
    expect(adjustment.justification).toContain('manual review');
  });

  it('rounds half up despite binary fractions, never below zero, and says so when nothing was seen', () => {
    expect(computeAdjustment(7, { ...none, suspiciousActivity: 1, suspiciousEyeActivity: 2 })).toMatchObject({ deduction: 0.5, final: 6.5 });
    expect(computeAdjustment(1, { ...none, faceMismatch: 10 })).toMatchObject({ deduction: 1, final: 0 });
    expect(computeAdjustment(1, { ...none, faceMismatch: 10 }).breakdown).toContain('capped at the raw score');
    const clean = computeAdjustment(8.25, { faceMismatch: null, noFace: undefined, suspiciousActivity: 0, suspiciousEyeActivity: 0 });
    expect(clean).toMatchObject({ raw: 8.25, deduction: 0, final: 8.25 });
    expect(clean.justification).toContain('raw score stands');
    expect(roundTo(0.45, 1)).toBe(0.5);
    expect(roundTo(2.65, 1)).toBe(2.7);
  });
});

describe('resolveScores', () => {
  const counts = { faceMismatch: 1, noFace: 0, suspiciousActivity: 0, suspiciousEyeActivity: 0 };

  it('computes the adjustment from OverallScore or RawOverallScore when none is sent', () => {
    expect(resolveScores({ OverallScore: 8 }, counts)).toMatchObject({
      adjustment: 'computed',
      rawOverallScore: 8,
      suspicionDeduction: 0.5,
      overallScore: 7.5,
    });
    expect(resolveScores({ RawOverallScore: 8 }, counts)).toMatchObject({ rawOverallScore: 8, suspicionDeduction: 0.5, overallScore: 7.5 });
    expect(resolveScores({}, counts)).toBeNull();
  });

  it('keeps an adjustment the service sent', () => {
    expect(resolveScores({ RawOverallScore: 8, SuspicionDeduction: 1.5, OverallScore: 6.5, SuspiciousJustification: 'vendor' }, counts)).toEqual({
      adjustment: 'sent',
      overallScore: 6.5,
      rawOverallScore: 8,
      suspicionDeduction: 1.5,
      suspiciousAdjustment: null,
      suspiciousJustification: 'vendor',
    });
    expect(resolveScores({ RawOverallScore: 8, SuspicionDeduction: 1.5 }, counts)).toMatchObject({ overallScore: 6.5 });
    expect(resolveScores({ OverallScore: 6.5, SuspicionDeduction: 1.5 }, counts)).toMatchObject({ rawOverallScore: 8, overallScore: 6.5 });
    expect(resolveScores({ RawOverallScore: 9, OverallScore: 7 }, counts)).toMatchObject({
      adjustment: 'sent',
      suspicionDeduction: 2,
      overallScore: 7,
    });
  });
});

describe('notice period from text (spec section 9)', () => {
  it.each([
    ['The candidate has a notice period of 30 days.', '30 days'],
    ['Notice period: immediate', 'immediate'],
    ["Candidate's notice period is 2 months and she can relocate.", '2 months'],
    ['**Notice period:** 4 weeks', '4 weeks'],
    ['| Notice period | 2.5 months |', '2.5 months'],
    ['Confirmed a notice period of one month with the current employer.', 'one month'],
    ['notice period - 60 working days', '60 working days'],
    ['notice period was not discussed', null],
    ['We asked about the notice period.', null],
    ['No mention of it.', null],
    [null, null],
  ])('%s -> %s', (text, expected) => {
    expect(noticePeriodFromText(text)).toBe(expected);
  });
});

describe('the ingestion body', () => {
  it('takes one event or a batch, numbers as numeric strings, applicant_id as an alias, dates as ISO or epoch seconds', () => {
    const single = interviewEventsRequestSchema.parse({
      event: 'Scorecard generated',
      applicant_id: '42',
      OverallScore: '7.5',
      totalQuestions: '10',
      timestamp: 1767225600,
    });
    expect(single).toEqual([
      expect.objectContaining({
        applicationId: 42,
        event: 'Scorecard generated',
        OverallScore: 7.5,
        totalQuestions: 10,
        timestamp: new Date('2026-01-01T00:00:00Z'),
      }),
    ]);
    const batch = interviewEventsRequestSchema.parse({ events: [{ event: 'Interview started', applicantId: 7, interviewDate: '2026-03-01 10:00' }] });
    expect(batch[0]).toMatchObject({ applicationId: 7, interviewDate: new Date('2026-03-01T10:00:00Z') });
  });

  it('refuses bad values with clear messages', () => {
    const message = (body: unknown) => interviewEventsRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ event: 'Scorecard generated', applicantId: 1, OverallScore: 11 })).toBe('OverallScore must be between 0 and 10.');
    expect(message({ event: 'Scorecard generated', applicantId: 1, OverallScore: 'high' })).toBe('OverallScore must be a number.');
    expect(message({ event: 'x', applicantId: 1, TotalNoFaceDetected: 1.5 })).toBe('TotalNoFaceDetected must be a whole number of 0 or more.');
    expect(message({ event: 'x', applicantId: 1, timestamp: 'yesterday' })).toBe('timestamp must be an ISO 8601 date-time or epoch seconds.');
    expect(message({ event: 'x' })).toBe('applicantId (or applicant_id) is required: the id of the application.');
    expect(message({ event: 'x', applicantId: 1, applicant_id: 2 })).toBe('applicantId and applicant_id differ.');
    expect(message({ applicantId: 1 })).toBe('event is required: the name of the event.');
    expect(message({ events: [] })).toBe('events must hold at least one event.');
  });
});

describe('score colours (spec section 9)', () => {
  it('is green from 8, yellow from 6, red below, grey when not a number', () => {
    expect([8, 9.5, 6, 7.99, 5.99, 0, '8.5', null, 'n/a'].map(interviewScoreTone)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
      'green',
      'grey',
      'grey',
    ]);
  });
});
