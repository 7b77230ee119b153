import { APPLICATION_STATUSES } from '@kairox/contract';
import { describe, expect, it } from 'vitest';
import { groupByStage, moveChoices, moveTarget, stageOf } from './pipeline';

describe('pipeline stages', () => {
  it('puts every status of the spec into a stage, and unknown ones into Other', () => {
    expect(Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, stageOf(status)]))).toEqual({
      APPLIED: 'new',
      REJECTED: 'rejected',
      REJECTED_IN_AI_INTERVIEW: 'rejected',
      INVITED_FOR_AI_SCREENING: 'screening',
      REINVITED_FOR_AI_SCREENING: 'screening',
      SHORTLISTED: 'shortlisted',
      NO_SHOW: 'interview',
      INTERVIEW_IN_PROGRESS: 'interview',
      AI_BYPASSED: 'interview',
      INTERVIEW_INTERRUPTED: 'interview',
      IN_PROGRESS: 'interview',
      DUPLICATE: 'other',
    });
    expect(stageOf('QUALIFIED')).toBe('new');
    expect(stageOf('PENDING_SCREENING')).toBe('new');
    expect(stageOf('qualified')).toBe('new');
    expect(stageOf('SOMETHING_NEW')).toBe('other');
  });

  it('groups rows by stage in their order, with every stage present', () => {
    const rows = [
      { id: 1, status: 'SHORTLISTED' },
      { id: 2, status: 'APPLIED' },
      { id: 3, status: 'QUALIFIED' },
      { id: 4, status: 'DUPLICATE' },
    ];
    const groups = groupByStage(rows);
    expect(groups.new.map((row) => row.id)).toEqual([2, 3]);
    expect(groups.shortlisted.map((row) => row.id)).toEqual([1]);
    expect(groups.other.map((row) => row.id)).toEqual([4]);
    expect(groups.screening).toEqual([]);
    expect(groups.interview).toEqual([]);
    expect(groups.rejected).toEqual([]);
  });

  it("sets each stage's target status and ignores Other and the card's own stage", () => {
    const applied = { status: 'APPLIED' };
    expect(moveTarget(applied, 'screening')).toBe('INVITED_FOR_AI_SCREENING');
    expect(moveTarget(applied, 'interview')).toBe('IN_PROGRESS');
    expect(moveTarget(applied, 'shortlisted')).toBe('SHORTLISTED');
    expect(moveTarget(applied, 'rejected')).toBe('REJECTED');
    expect(moveTarget({ status: 'SHORTLISTED' }, 'new')).toBe('APPLIED');
    expect(moveTarget(applied, 'new')).toBeNull();
    expect(moveTarget(applied, 'other')).toBeNull();
    expect(moveChoices(applied)).toEqual(['screening', 'interview', 'shortlisted', 'rejected']);
  });

  it('makes a move back into AI screening a reinvite once the candidate was invited or interviewed', () => {
    for (const status of ['NO_SHOW', 'INTERVIEW_INTERRUPTED', 'REJECTED_IN_AI_INTERVIEW']) {
      expect(moveTarget({ status }, 'screening'), status).toBe('REINVITED_FOR_AI_SCREENING');
    }
    expect(moveTarget({ status: 'SHORTLISTED', hasScorecard: true }, 'screening')).toBe('REINVITED_FOR_AI_SCREENING');
    expect(moveTarget({ status: 'REJECTED', hasScorecard: false }, 'screening')).toBe('INVITED_FOR_AI_SCREENING');
    expect(moveTarget({ status: 'INVITED_FOR_AI_SCREENING' }, 'screening')).toBeNull();
  });
});
