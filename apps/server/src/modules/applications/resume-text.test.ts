import { describe, expect, it } from 'vitest';
import { normalizeWhitespace } from './resume-text.js';

describe('resume text helpers', () => {
  it('normalises whitespace and drops control characters', () => {
    expect(normalizeWhitespace('  Jane\u00a0\u00a0Doe \r\n\r\n\r\n\r\nSKILLS\t\tSQL\u0000 ')).toBe('Jane Doe\n\nSKILLS SQL');
  });
});
