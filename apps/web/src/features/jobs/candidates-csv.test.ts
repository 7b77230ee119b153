import { describe, expect, it } from 'vitest';
import { makeApplication } from '../../testing/candidates';
import { candidatesCsv, csvCell, csvFileName, toCsv } from './candidates-csv';

describe('candidates CSV', () => {
  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('Plain text')).toBe('Plain text');
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(87.5)).toBe('87.5');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('+1 415 555 2671')).toBe("'+1 415 555 2671");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    // Only a leading sign is a formula: inside a cell it is plain text.
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c, d', null],
      ]),
    ).toBe('a,b\r\n"c, d",\r\n');
  });

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
