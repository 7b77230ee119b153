import { describe, expect, it } from 'vitest';
import { buildPostingIdf, idfFunction, postingIdf } from './posting-idf.js';
import { buildRoleQuery, roleScore } from './role.js';
import { termFrequencies } from './relevance.js';
import { contentTerms } from './terms.js';

const postings = [
  'Customer service specialist. Answer calls and help customers.',
  'Payroll specialist: run the monthly payroll and reconcile accounts.',
  'Marketing specialist for our brand team, payroll experience a plus.',
  'IT support specialist, Windows and printers.',
  'Phlebotomist: draw blood in our clinic. Constructor of the weekly schedule.',
  'Sales specialist with a constructor mindset.',
];

describe('posting IDF', () => {
  const table = buildPostingIdf(postings, 'test');
  const byStem = idfFunction(table);
  const idf = (word: string) => byStem(contentTerms(word)[0]!);

  it('weighs a word most postings use below one that names the field', () => {
    expect(idf('specialist')).toBeLessThan(idf('payroll'));
    expect(idf('payroll')).toBeLessThan(idf('phlebotomist'));
  });

  it('keeps only terms found in at least two postings, and only counts, never text', () => {
    expect(Object.keys(table.documentFrequency)).toEqual(['constructor', 'payroll', 'speciali']);
    expect(table.documentFrequency.speciali).toBe(5);
    expect(table.documents).toBe(6);
  });

  it('treats words that are also object keys like any other word', () => {
    expect(idf('constructor')).toBeCloseTo(idf('payroll'));
    expect(Number.isFinite(postingIdf('constructor'))).toBe(true);
    expect(Number.isFinite(postingIdf('__proto__'))).toBe(true);
  });
});

describe('role part', () => {
  const resume = (text: string) => termFrequencies(contentTerms(text));

  it('counts the specific word of the title for more than the common one', () => {
    const query = buildRoleQuery({ title: 'Payroll Specialist', description: '', requirements: '' });
    expect(roleScore(query, resume('Payroll clerk, ran the payroll for 300 staff'))).toBeGreaterThan(
      roleScore(query, resume('Marketing specialist, ran campaigns as a specialist')),
    );
  });

  it('never falls when the resume names more of the title', () => {
    const query = buildRoleQuery({ title: 'ICU Registered Nurse', description: '', requirements: '' });
    const some = roleScore(query, resume('Registered nurse on a surgical ward'));
    const more = roleScore(query, resume('Registered nurse on a surgical ward, then ICU nurse'));
    expect(more).toBeGreaterThan(some);
  });
});
