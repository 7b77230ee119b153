import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('CSV cells and lines', () => {
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

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 'b']) + csvLine(['c, d', null])).toBe('a,b\r\n"c, d",\r\n');
  });
});
