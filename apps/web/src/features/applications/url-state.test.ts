import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, isFiltered, parseView, toSearchQuery, viewToParams } from './url-state';

const parse = (search: string) => parseView(new URLSearchParams(search));

describe('Applications page URL state', () => {
  it('reads every filter, the sort and the one-based page, and writes them back unchanged', () => {
    const search =
      'q=ada+lovelace&jobId=7&status=SHORTLISTED%2CREJECTED&scoreMin=40&scoreMax=90&source=LinkedIn&createdFrom=2026-03-01&createdTo=2026-03-31&resume=FAILED&proposal=open&integrity=alert&sort=score&page=3';
    const view = parse(search);
    expect(view).toEqual({
      q: 'ada lovelace',
      jobId: 7,
      statuses: ['SHORTLISTED', 'REJECTED'],
      scoreMin: 40,
      scoreMax: 90,
      sourceChannel: 'LinkedIn',
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
      resumeStatus: 'FAILED',
      openProposal: true,
      integrityAlert: true,
      sort: 'score',
      page: 2,
    });
    expect(viewToParams(view).toString()).toBe(search);
  });

  it('opens the default view for an empty URL and writes nothing for it', () => {
    expect(parse('')).toEqual(DEFAULT_VIEW);
    expect(viewToParams(DEFAULT_VIEW).toString()).toBe('');
    expect(isFiltered(DEFAULT_VIEW)).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, sort: 'name', page: 4 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, scoreMin: 0 })).toBe(true);
  });

  it('drops what the server would refuse, so a hand-edited link still opens a working page', () => {
    expect(parse('status=shortlisted,HIRED&resume=done&sort=oldest&jobId=0&page=0')).toEqual({ ...DEFAULT_VIEW, statuses: ['SHORTLISTED'] });
    expect(parse('scoreMin=101&scoreMax=-3')).toEqual(DEFAULT_VIEW);
    expect(parse('scoreMin=80&scoreMax=20')).toEqual(DEFAULT_VIEW);
    expect(parse('createdFrom=2026-02-30&createdTo=2026-13-01')).toEqual(DEFAULT_VIEW);
    expect(parse('createdFrom=2026-03-09&createdTo=2026-03-01')).toEqual(DEFAULT_VIEW);
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
    expect(parse('proposal=closed&integrity=yes')).toEqual(DEFAULT_VIEW);
  });

  it('asks the API with its own parameter names, without page or empty filters', () => {
    expect(toSearchQuery(DEFAULT_VIEW)).toEqual({ sort: 'newest' });
    expect(toSearchQuery(parse('q=%20rust%20&status=APPLIED,NO_SHOW&source=referral&resume=PENDING&scoreMin=0&page=2'))).toEqual({
      sort: 'newest',
      q: 'rust',
      status: 'APPLIED,NO_SHOW',
      sourceChannel: 'referral',
      resumeStatus: 'PENDING',
      scoreMin: '0',
    });
    expect(toSearchQuery(parse('proposal=open&integrity=alert'))).toEqual({ sort: 'newest', proposal: 'open', integrity: 'alert' });
  });
});
