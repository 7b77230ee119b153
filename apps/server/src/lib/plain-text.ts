/**
 * Plain-text resumes as people save them: UTF-8 (most editors, with or without a byte order mark),
 * UTF-16 with a byte order mark (Windows Notepad's "Unicode") or Windows-1252 (Notepad's "ANSI" in
 * Western Europe; ISO-8859-1's printable characters are the same bytes). A file is stored and read
 * as UTF-8 whichever it came in, so the recruiter's download shows the umlauts it was written with.
 */

import { startsWithBytes } from './bytes.js';

const UTF16_LE_BOM = [0xff, 0xfe];
const UTF16_BE_BOM = [0xfe, 0xff];

/**
 * Control characters no text file holds: C0 but tab, line feed, vertical tab, form feed, carriage
 * return and DOS's end-of-file mark (0x1A), and DEL. Checked where bytes could be decoded either way
 * (UTF-16, Windows-1252); valid UTF-8 without NUL is text as it always was.
 */
const NOT_TEXT = /[\u0000-\u0008\u000e-\u0019\u001b-\u001f\u007f]/;
/**
 * Windows-1252's characters for the bytes 0x80-0x9F, where it differs from ISO-8859-1 (WHATWG's
 * index), in byte order; the five bytes it leaves undefined stand for themselves. Node 20's
 * TextDecoder('windows-1252') decodes all 32 as ISO-8859-1's control characters (nodejs/node#56542).
 */
const WINDOWS_1252_80_TO_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** The bytes decoded (a leading byte order mark dropped), or null when they are not valid in that encoding. */
function decodeStrictly(bytes: Uint8Array, encoding: 'utf-8' | 'utf-16le' | 'utf-16be'): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A byte sequence UTF-8 would read as one character (what Windows-1252 text almost never holds: a
 * letter such as "ß" followed by a typographic quote). Found in a file that is not valid UTF-8, it
 * means damaged UTF-8, which is refused rather than read as Windows-1252's "â€“".
 */
const UTF8_SEQUENCE = /[\u00c2-\u00df][\u0080-\u00bf]|[\u00e0-\u00ef][\u0080-\u00bf]{2}|[\u00f0-\u00f4][\u0080-\u00bf]{3}/;

/** The bytes as Windows-1252, or null when one of them is a byte it leaves undefined or they hold UTF-8. */
function windows1252(bytes: Uint8Array): string | null {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (UTF8_SEQUENCE.test(latin1)) return null;
  let undefinedByte = false;
  const text = latin1.replace(/[\u0080-\u009f]/g, (control) => {
    const char = WINDOWS_1252_80_TO_9F[control.charCodeAt(0) - 0x80]!;
    undefinedByte ||= char === control;
    return char;
  });
  return undefinedByte ? null : text;
}

type PlainTextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
interface PlainText {
  /** The text, a leading byte order mark dropped. */
  text: string;
  encoding: PlainTextEncoding;
}

function textOnly(text: string | null, encoding: PlainTextEncoding): PlainText | null {
  return text === null || NOT_TEXT.test(text) ? null : { text, encoding };
}

/** The text of a plain-text file and the encoding it was read in, or null when its bytes are not text. */
export function readPlainText(bytes: Uint8Array): PlainText | null {
  if (startsWithBytes(bytes, UTF16_LE_BOM)) return textOnly(decodeStrictly(bytes, 'utf-16le'), 'utf-16le');
  if (startsWithBytes(bytes, UTF16_BE_BOM)) return textOnly(decodeStrictly(bytes, 'utf-16be'), 'utf-16be');
  if (bytes.includes(0)) return null;
  // Valid UTF-8 is almost never meant as anything else; text that is not is in an 8-bit code page.
  const utf8 = decodeStrictly(bytes, 'utf-8');
  return utf8 === null ? textOnly(windows1252(bytes), 'windows-1252') : { text: utf8, encoding: 'utf-8' };
}

/** A plain-text file as it is stored: UTF-8 as it came, any other encoding converted to UTF-8 (null when it is not text). */
export function plainTextAsUtf8(bytes: Uint8Array): Uint8Array | null {
  const read = readPlainText(bytes);
  if (!read) return null;
  return read.encoding === 'utf-8' ? bytes : new TextEncoder().encode(read.text);
}
