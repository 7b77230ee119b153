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

/** The byte each of Windows-1252's characters for 0x80-0x9F stands for. */
const WINDOWS_1252_BYTE = new Map([...WINDOWS_1252_80_TO_9F].map((char, index) => [char, 0x80 + index]));
/** What a conversion that lost a byte wrote in its place (the LiveCareer resumes' "ï¼\u200b" for "："). */
const LOST_BYTE = '\u200b';
/**
 * One UTF-8 character's bytes read one character a byte: a lead byte (as ISO-8859-1 and
 * Windows-1252 have it) and its continuation bytes, each a character `continuation` matches.
 */
const utf8Character = (continuation: string): string =>
  `[\\u00c2-\\u00df]${continuation}|[\\u00e0-\\u00ef]${continuation}{2}|[\\u00f0-\\u00f4]${continuation}{3}`;
/** A character that stands for a UTF-8 continuation byte (0x80-0xBF) in text decoded as Windows-1252. */
const CONTINUATION = `[\\u0080-\\u00bf${[...WINDOWS_1252_80_TO_9F, LOST_BYTE].map((char) => `\\u{${char.codePointAt(0)!.toString(16)}}`).join('')}]`;
/** One UTF-8 character's bytes read as Windows-1252 characters: "â€“" for "–", "Ã¤" for "ä", "Â\u00a0" for a no-break space. */
const DOUBLE_ENCODED = new RegExp(utf8Character(CONTINUATION), 'gu');

/** The first byte of a no-break space whose second became a plain space or was lost ("Navy.Â In-depth", "skillsÂ"). */
const NO_BREAK_SPACE_LEAD = /\u00c2(?![\p{L}\p{N}])/gu;

/** The character whose UTF-8 bytes a double-encoded sequence holds; U+FFFD when a byte was lost, the sequence itself when the bytes are no UTF-8. */
function decodedSequence(sequence: string): string {
  const bytes = [...sequence].map((char) => (char === LOST_BYTE ? undefined : (WINDOWS_1252_BYTE.get(char) ?? char.charCodeAt(0))));
  if (bytes.includes(undefined)) return '\ufffd';
  return decodeStrictly(Uint8Array.from(bytes as number[]), 'utf-8') ?? sequence;
}

/**
 * Text whose UTF-8 was once decoded as Windows-1252 and saved again, as resumes copied through old
 * tools come ("Company Name ï¼ City", "2010 â€“ 2014", "skillsÂ "), with each such sequence read
 * back as the character it stands for. Real text never holds these sequences: a capital A with a
 * circumflex or a tilde before a symbol or another such letter.
 */
export function repairDoubleEncodedUtf8(text: string): string {
  return text.replace(DOUBLE_ENCODED, decodedSequence).replace(NO_BREAK_SPACE_LEAD, ' ');
}

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
const UTF8_SEQUENCE = new RegExp(utf8Character('[\\u0080-\\u00bf]'));

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
