import { describe, expect, it } from 'vitest';
import { analyzeJob, analyzeResume, scoreParts } from './engine.js';
import { backendJob, NOW, partialBackendResume, strongBackendResume } from './fixtures.test-data.js';
import { buildRoleQuery, HEADLINE_TERMS, resumeRoleTerms, roleTermShare } from './role.js';
import { contentTerms } from './terms.js';

const query = buildRoleQuery({ title: 'Staff Accountant', description: '', requirements: '' });
const range = (start: number, end: number) => ({ start, end });

describe('role titles and headline', () => {
  it("reads the title's words in the titles of dated roles, the recent ones apart", () => {
    const roles = [
      { role: { title: 'Staff Accountant' }, range: range(2018 * 12, 2023 * 12) },
      { role: { title: 'Bookkeeper' }, range: range(2012 * 12, 2017 * 12) },
      { role: { title: 'Accounting Intern' }, range: null },
    ];
    const terms = resumeRoleTerms([], roles);
    expect(roleTermShare(query, terms.titles)).toBe(1);
    expect(roleTermShare(query, terms.recentTitles)).toBe(1);
    // Recency is relative to the resume's latest role: the bookkeeper role ended more than 24 months before it.
    const older = resumeRoleTerms([], [roles[1]!, { role: { title: 'Staff Accountant' }, range: range(2005 * 12, 2010 * 12) }]);
    expect(roleTermShare(query, older.titles)).toBe(1);
    expect(roleTermShare(query, older.recentTitles)).toBe(0);
    // A role without dates gives no title.
    expect(resumeRoleTerms([], [roles[2]!]).titles.size).toBe(0);
  });

  it('reads the headline from the first content words only', () => {
    const words = contentTerms(`Staff accountant. ${'Managed invoices and payroll. '.repeat(40)}`);
    expect(roleTermShare(query, resumeRoleTerms(words, []).headline)).toBe(1);
    const late = contentTerms(`${'Managed invoices and payroll. '.repeat(40)} Staff accountant.`);
    expect(late.length).toBeGreaterThan(HEADLINE_TERMS);
    expect(roleTermShare(query, resumeRoleTerms(late, []).headline)).toBe(0);
  });

  it('keeps the role part in [0, 1] and ranks the title held above the title hoped for', () => {
    const job = analyzeJob(backendJob);
    const strong = scoreParts(analyzeResume(strongBackendResume, { now: NOW }), job);
    const junior = scoreParts(analyzeResume(partialBackendResume, { now: NOW }), job);
    for (const p of [strong, junior]) {
      expect(p.role.score).toBeGreaterThanOrEqual(0);
      expect(p.role.score).toBeLessThanOrEqual(1);
    }
    expect(strong.signals.recentRoleTitles).toBeGreaterThan(junior.signals.recentRoleTitles);
    expect(junior.signals.roleTitles).toBe(0);
  });
});
