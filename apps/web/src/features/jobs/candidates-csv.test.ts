import { describe, expect, it } from 'vitest';
import { makeApplication } from '../../testing/candidates';
import { candidatesCsv, csvFileName } from './candidates-csv';

describe('candidates CSV', () => {
  it('lists one row a candidate under the column names, statuses as the table shows them', () => {
    const csv = candidatesCsv([
      makeApplication(1, {
        candidateName: 'Doe, Jane',
        candidateEmail: 'jane@example.com',
        candidatePhone: '+14155552671',
        status: 'REJECTED_IN_AI_INTERVIEW',
        score: 72,
        noticePeriod: '30 days',
        experience: '5 years',
        skills: 'React, TypeScript',
        createdAt: '2026-11-22T10:00:00.000Z',
      }),
      makeApplication(2, { candidateName: '=cmd()', candidateEmail: null, candidatePhone: null, status: 'AI_BYPASSED' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,Email,Phone,Status,Resume Score,Notice Period,Experience,Skills,Source,Resume Processing,Applied At',
      `"Doe, Jane",jane@example.com,'+14155552671,Rejected In AI Interview,72,30 days,5 years,"React, TypeScript",manual,COMPLETED,2026-11-22T10:00:00.000Z`,
      `'=cmd(),,,AI Bypassed,,,,,manual,COMPLETED,2026-11-22T10:00:00.000Z`,
      '',
    ]);
  });

  it('names the file after the job, without characters file systems refuse', () => {
    expect(csvFileName('Senior Frontend Engineer')).toBe('Senior Frontend Engineer - Candidates.csv');
    expect(csvFileName('R&D / QA: "Lead"?')).toBe('R&D QA Lead - Candidates.csv');
    expect(csvFileName('  ')).toBe('Job - Candidates.csv');
  });
});
