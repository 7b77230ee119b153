import { describe, expect, it } from 'vitest';
import { contentTerms } from './terms.js';
import { canonicalTitleTerms, expandAlternatives, synonymGroupTitles } from './title-synonyms.js';

const canonical = (text: string) => canonicalTitleTerms(contentTerms(text)).join(' ');

describe('title synonyms', () => {
  it('expands every alternative of a title', () => {
    expect(expandAlternatives('{sales|account} {rep|agent}')).toEqual(['sales rep', 'sales agent', 'account rep', 'account agent']);
    expect(expandAlternatives('recruiter')).toEqual(['recruiter']);
  });

  it('writes titles that name the same job alike, whatever the case, plural or hyphen', () => {
    expect(canonical('Software Developer')).toBe(canonical('software engineer'));
    expect(canonical('CUSTOMER SUPPORT AGENTS')).toBe(canonical('Customer Service Representative'));
    expect(canonical('Front-End Developer')).toBe(canonical('Frontend Engineer'));
    expect(canonical('Human Resources Generalist')).toBe(canonical('HR Generalist'));
    expect(canonical('Staff Nurse, RN')).toBe(`${canonical('Registered Nurse')} ${canonical('Registered Nurse')}`);
    expect(canonical('Account Executive')).toBe(canonical('Sales Representative'));
    expect(canonical('Accounting Clerk')).toBe(canonical('Bookkeeper'));
    expect(canonical('Shipping Coordinator')).toBe(canonical('Logistics Coordinator'));
    expect(canonical('Web Developer')).toBe(canonical('Frontend Developer'));
    expect(canonical('Office Coordinator')).toBe(canonical('Administrative Assistant'));
    expect(canonical('Store Manager')).toBe(canonical('Retail Store Manager'));
    expect(canonical('Site Reliability Engineer')).toBe(canonical('DevOps Engineer'));
    expect(canonical('Business Development Representative')).toBe(canonical('Sales Development Representative'));
    expect(canonical('Warehouse Shift Lead')).toBe(canonical('Warehouse Supervisor'));
    expect(canonical('Emergency Department Nurse')).toBe(canonical('Emergency Room Registered Nurse'));
    expect(canonical('Mechanical Design Engineer')).toBe(canonical('Mechanical Engineer'));
    expect(canonical('Konstrukteur')).toBe(canonical('Mechanical Engineer'));
    expect(canonical('Personalreferentin')).toBe(canonical('HR Business Partner'));
    expect(canonical('Human Resources Generalist')).toBe(canonical('HRBP'));
    expect(canonical('Accounts Payable Clerk')).toBe(canonical('AP Specialist'));
    expect(canonical('1st Line Support Analyst')).toBe(canonical('IT Support Technician'));
    expect(canonical('Personal Assistant to the CEO')).toBe(`${canonical('Executive Assistant')} ${contentTerms('CEO').join(' ')}`);
  });

  it('keeps the words around a title and different jobs apart', () => {
    expect(canonical('Senior Software Developer (Payments)')).toBe(contentTerms('senior software engineer payments').join(' '));
    expect(canonical('Machine Learning Engineer')).not.toBe(canonical('Data Scientist'));
    expect(canonical('Sales Associate')).not.toBe(canonical('Account Executive'));
    expect(canonical('Sales Associate')).toBe(canonical('Retail Sales Associate'));
    expect(canonical('Benefits Administrator')).toBe(contentTerms('Benefits Administrator').join(' '));
    expect(canonical('Software Development Manager')).toBe(contentTerms('Software Development Manager').join(' '));
  });

  it("names the group's first title of each other title a line holds", () => {
    expect(synonymGroupTitles(contentTerms('Senior BI Analyst, Retail Co'))).toEqual(['data analyst']);
    expect(synonymGroupTitles(contentTerms('Visual Designer and Account Executive'))).toEqual(['graphic designer', 'sales representative']);
    // A group's first title is no other title of it.
    expect(synonymGroupTitles(contentTerms('Data Analyst'))).toEqual([]);
  });

  it('answers the same array when no title is replaced', () => {
    const terms = contentTerms('Data Scientist, Acme');
    expect(canonicalTitleTerms(terms)).toBe(terms);
  });
});
