import { describe, expect, it } from 'vitest';
import { candidateNameFromFileName, findContactDetails, normalizeWhitespace, plausibleName } from './resume-text.js';

describe('resume text helpers', () => {
  it('normalises whitespace and drops control characters', () => {
    expect(normalizeWhitespace('  Jane\u00a0\u00a0Doe \r\n\r\n\r\n\r\nSKILLS\t\tSQL\u0000 ')).toBe('Jane Doe\n\nSKILLS SQL');
  });

  it('finds name, email and phone near the top of a resume', () => {
    expect(findContactDetails('JANE Q DOE\nJane.Doe@Example.com • (415) 555-0134\nSUMMARY')).toEqual({
      name: 'Jane Q Doe',
      email: 'jane.doe@example.com',
      phone: '(415) 555-0134',
    });
    expect(findContactDetails('Curriculum Vitae\nExperience 2019-2021\n01.02.2019')).toEqual({ name: null, email: null, phone: null });
    expect(findContactDetails('Maria García-López\n+34 612 345 678')).toMatchObject({ name: 'Maria García-López', phone: '+34 612 345 678' });
  });

  it('accepts only plausible names', () => {
    expect(plausibleName("Sean O'Neil")).toBe("Sean O'Neil");
    for (const line of ['Resume', 'John', 'jane doe', 'Senior Engineer at ACME Corp, 2019', 'a@b.io Jane Doe', 'One Two Three Four Five']) {
      expect(plausibleName(line), line).toBeNull();
    }
  });

  it('makes a first name from a file name', () => {
    expect(candidateNameFromFileName('jane_doe-Resume (2).pdf')).toBe('Jane Doe');
    expect(candidateNameFromFileName('CV_MARIA-GARCIA_2024.pdf')).toBe('Maria Garcia');
    expect(candidateNameFromFileName('McDonald Final CV.pdf')).toBe('McDonald');
    expect(candidateNameFromFileName('12345.pdf')).toBe('Unnamed Candidate');
  });
});
