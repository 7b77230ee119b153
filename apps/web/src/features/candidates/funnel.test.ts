import { describe, expect, it } from 'vitest';
import { computeFunnel, conversionRate } from './funnel';

const row = (status: string, score: number | null = null, candidateName = status) => ({ status, score, candidateName });

describe('computeFunnel', () => {
  it('counts each funnel status, sums both rejections and treats the rest (QUALIFIED too) as unknown', () => {
    const summary = computeFunnel({
      totalElements: 40,
      content: [
        row('PENDING'),
        row('PENDING_SCREENING'),
        row('INVITED_FOR_AI_SCREENING'),
        row('INTERVIEW_IN_PROGRESS'),
        row('INTERVIEW_IN_PROGRESS'),
        row('SHORTLISTED'),
        row('SHORTLISTED'),
        row('SHORTLISTED'),
        row('REJECTED'),
        row('REJECTED_IN_AI_INTERVIEW'),
        row('REJECTED_IN_AI_INTERVIEW'),
        row('QUALIFIED'),
        row('APPLIED'),
        row('NO_SHOW'),
      ],
    });
    expect(summary).toMatchObject({
      total: 40,
      pending: 2,
      invited: 1,
      inInterview: 2,
      shortlisted: 3,
      rejected: 3,
      unknown: 3,
      conversionRate: '7.5',
    });
  });

  it('takes the total from the server, not from the page', () => {
    expect(computeFunnel({ totalElements: 137, content: [row('SHORTLISTED')] }).total).toBe(137);
  });

  it('rounds the conversion rate to one decimal and is 0.0 without candidates', () => {
    expect(conversionRate(1, 3)).toBe('33.3');
    expect(conversionRate(2, 3)).toBe('66.7');
    expect(conversionRate(5, 5)).toBe('100.0');
    expect(conversionRate(0, 12)).toBe('0.0');
    expect(conversionRate(0, 0)).toBe('0.0');
    expect(computeFunnel({ totalElements: 0, content: [] })).toMatchObject({ total: 0, conversionRate: '0.0', topScorer: null });
  });

  it('names the top scorer of the page and ignores unscored candidates', () => {
    const summary = computeFunnel({
      totalElements: 3,
      content: [row('QUALIFIED', 71, 'Asha'), row('QUALIFIED', null, 'Ben'), row('SHORTLISTED', 88, 'Chen'), row('QUALIFIED', 88, 'Dana')],
    });
    expect(summary.topScorer).toEqual({ name: 'Chen', score: 88 });
    expect(computeFunnel({ totalElements: 1, content: [row('QUALIFIED', null)] }).topScorer).toBeNull();
  });
});
