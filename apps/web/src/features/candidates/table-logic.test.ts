import { describe, expect, it } from 'vitest';
import { ALL_STATUSES, scoreTone, showingRange, sortCandidates, visibleCandidates, type CandidateRow } from './table-logic';

function row(
  id: number,
  candidateName: string,
  score: number | null,
  scorecardScore: number | null,
  extra: Partial<CandidateRow> = {},
): CandidateRow {
  return {
    id,
    candidateName,
    candidateEmail: `${candidateName.toLowerCase()}@example.com`,
    candidatePhone: null,
    status: 'QUALIFIED',
    score,
    resumeStatus: 'COMPLETED',
    resumeError: null,
    noticePeriod: null,
    scorecardScore,
    ...extra,
  };
}

const ROWS = [row(1, 'charlie', 60, 7), row(2, 'Alice', 90, null), row(3, 'bob', null, 9.5), row(4, 'Dana', 75, 4)];
const names = (rows: CandidateRow[]) => rows.map((candidate) => candidate.candidateName);

describe('candidate table logic', () => {
  it('sorts by name either way, case-insensitively', () => {
    expect(names(sortCandidates(ROWS, 'name-asc'))).toEqual(['Alice', 'bob', 'charlie', 'Dana']);
    expect(names(sortCandidates(ROWS, 'name-desc'))).toEqual(['Dana', 'charlie', 'bob', 'Alice']);
  });

  it('sorts by resume score and by scorecard either way, unscored last', () => {
    expect(names(sortCandidates(ROWS, 'score-asc'))).toEqual(['charlie', 'Dana', 'Alice', 'bob']);
    expect(names(sortCandidates(ROWS, 'score-desc'))).toEqual(['Alice', 'Dana', 'charlie', 'bob']);
    expect(names(sortCandidates(ROWS, 'scorecard-asc'))).toEqual(['Dana', 'charlie', 'bob', 'Alice']);
    expect(names(sortCandidates(ROWS, 'scorecard-desc'))).toEqual(['bob', 'charlie', 'Dana', 'Alice']);
    expect(names(sortCandidates(ROWS, 'default'))).toEqual(['charlie', 'Alice', 'bob', 'Dana']);
  });

  it('searches name or email and filters by status', () => {
    const rows = [...ROWS, row(5, 'Eve', 50, null, { candidateEmail: 'eve@acme.io', status: 'SHORTLISTED' })];
    expect(names(visibleCandidates(rows, '  ALI ', ALL_STATUSES, 'default'))).toEqual(['Alice']);
    expect(names(visibleCandidates(rows, 'acme.io', ALL_STATUSES, 'default'))).toEqual(['Eve']);
    expect(names(visibleCandidates(rows, '', 'SHORTLISTED', 'default'))).toEqual(['Eve']);
    expect(names(visibleCandidates(rows, 'alice', 'SHORTLISTED', 'default'))).toEqual([]);
  });

  it('colours scores green from 8, yellow from 6, red below and grey when not numeric', () => {
    expect([8, 9.9, 6, 7.99, 5.9, 0].map(scoreTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
    expect(scoreTone(null)).toBe('grey');
    expect(scoreTone('8')).toBe('grey');
    expect(scoreTone(Number.NaN)).toBe('grey');
  });

  it('computes the showing range of a zero-based page', () => {
    expect(showingRange(0, 20, 20)).toEqual({ from: 1, to: 20 });
    expect(showingRange(2, 20, 5)).toEqual({ from: 41, to: 45 });
    expect(showingRange(0, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
