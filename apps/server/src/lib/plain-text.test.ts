import { describe, expect, it } from 'vitest';
import { plainTextAsUtf8, readPlainText, repairDoubleEncodedUtf8 } from './plain-text.js';

const GERMAN = 'Jürgen Müller\r\nSoftwareentwickler – Köln, 5 € Trinkgeld\r\n';
/** GERMAN as Windows Notepad's "ANSI" saves it in Western Europe: one byte per character, the dash 0x96, the euro 0x80. */
const windows1252 = (text: string) => Buffer.from([...text].map((char) => ({ '–': 0x96, '€': 0x80 })[char] ?? char.charCodeAt(0)));
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

describe('readPlainText', () => {
  it('reads UTF-8 as it is, with or without a byte order mark', () => {
    expect(readPlainText(Buffer.from(GERMAN))).toEqual({ text: GERMAN, encoding: 'utf-8' });
    expect(readPlainText(Buffer.from(`\uFEFF${GERMAN}`))).toEqual({ text: GERMAN, encoding: 'utf-8' });
  });

  it('reads UTF-16 with a byte order mark, either byte order', () => {
    expect(readPlainText(Buffer.from(`\uFEFF${GERMAN}`, 'utf16le'))).toEqual({ text: GERMAN, encoding: 'utf-16le' });
    expect(readPlainText(utf16be(`\uFEFF${GERMAN}`))).toEqual({ text: GERMAN, encoding: 'utf-16be' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252', () => {
    expect(readPlainText(windows1252(GERMAN))).toEqual({ text: GERMAN, encoding: 'windows-1252' });
    // A DOS end-of-file mark after the text is still text.
    expect(readPlainText(Buffer.concat([windows1252('Zoë Weiß'), Buffer.from([0x1a])]))?.text).toBe('Zoë Weiß\u001a');
  });

  it('refuses binary: NUL bytes, control characters, bytes Windows-1252 does not define, broken UTF-16', () => {
    expect(readPlainText(Buffer.from('text with a \u0000 NUL'))).toBeNull();
    expect(readPlainText(Buffer.from([0x4d, 0xfc, 0x02, 0x6c]))).toBeNull();
    expect(readPlainText(Buffer.from([0x4d, 0xfc, 0x81, 0x6c]))).toBeNull();
    // UTF-8 with a damaged byte is not Windows-1252 ("Ã¼" for "ü").
    expect(readPlainText(Buffer.concat([Buffer.from('Jürgen Müller '), Buffer.from([0xfc])]))).toBeNull();
    expect(readPlainText(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBeNull();
    expect(readPlainText(Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]))).toBeNull();
    expect(readPlainText(Buffer.from(`\uFEFFa\u0001b`, 'utf16le'))).toBeNull();
    // UTF-16 without a byte order mark holds NUL bytes for every ASCII letter: not taken for text.
    expect(readPlainText(Buffer.from(GERMAN, 'utf16le'))).toBeNull();
  });
});

describe('plainTextAsUtf8', () => {
  it('keeps UTF-8 bytes as they came and converts the other encodings to UTF-8', () => {
    const utf8 = Buffer.from(`\uFEFF${GERMAN}`);
    expect(plainTextAsUtf8(utf8)).toBe(utf8);
    for (const bytes of [windows1252(GERMAN), Buffer.from(`\uFEFF${GERMAN}`, 'utf16le'), utf16be(`\uFEFF${GERMAN}`)]) {
      expect(Buffer.from(plainTextAsUtf8(bytes)!).toString('utf8')).toBe(GERMAN);
    }
    expect(plainTextAsUtf8(Buffer.from([0x00, 0x01]))).toBeNull();
  });
});

/** UTF-8 text whose bytes were once read as Windows-1252: what a resume copied through an old tool holds. */
const doubleEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'[byte - 0x80] : String.fromCharCode(byte),
    )
    .join('');

describe('repairDoubleEncodedUtf8', () => {
  it('reads each double-encoded character back as the one it stands for', () => {
    const text = 'Staff Accountant – Jürgen’s team • 2010 – 2014 ： Köln';
    expect(doubleEncoded(text)).toContain('â€“');
    expect(repairDoubleEncodedUtf8(doubleEncoded(text))).toBe(text);
  });

  it('reads a sequence that lost a byte as an unknown character, and a no-break space that lost its second byte as a space', () => {
    expect(repairDoubleEncodedUtf8('Company Name ï¼\u200b City')).toBe('Company Name \ufffd City');
    expect(repairDoubleEncodedUtf8('Excel, QuickBooksÂ \nNavy.Â In-depth')).toBe('Excel, QuickBooks  \nNavy.  In-depth');
  });

  it('leaves real text alone', () => {
    const text = 'Âge: 30 – “Über” ÂME, São Paulo, Straße, naïve, ÉTÉ, 5 € ©';
    expect(repairDoubleEncodedUtf8(text)).toBe(text);
  });
});
