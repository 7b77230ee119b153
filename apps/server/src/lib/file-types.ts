import { APPLICATION_MESSAGES, DOCX_MAX_ENTRIES, DOCX_MAX_UNCOMPRESSED_BYTES, RESUME_FORMATS } from '@kairox/contract';
import { startsWithBytes } from './bytes.js';
import { inflateInSlices } from './inflate-slices.js';
import { plainTextAsUtf8, readPlainText } from './plain-text.js';

/**
 * Resume file types, told by their content (magic bytes), never by the file name or the declared
 * MIME type. A DOCX is a zip: its central directory is inspected (entry count, declared sizes,
 * compression ratios) before anything is inflated, and `safeUnzip` inflates with hard caps, so a
 * zip bomb costs neither memory nor time.
 */
export type ResumeFileType = 'pdf' | 'docx' | 'doc' | 'txt';
export const ALL_RESUME_TYPES: readonly ResumeFileType[] = RESUME_FORMATS;

export const FILE_TYPE_INFO: Record<ResumeFileType, { mime: string; extension: string }> = {
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  doc: { mime: 'application/msword', extension: 'doc' },
  txt: { mime: 'text/plain; charset=utf-8', extension: 'txt' },
};

export function fileTypeOfMime(mime: string): ResumeFileType | null {
  const entry = Object.entries(FILE_TYPE_INFO).find(([, info]) => info.mime === mime);
  return entry ? (entry[0] as ResumeFileType) : null;
}

type DetectionFailure = 'empty' | 'unsupported' | 'docx-malformed';
export type Detection = { ok: true; type: ResumeFileType } | { ok: false; reason: DetectionFailure };

export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
  /** An entry larger than `ratioFloorBytes` may not expand more than this many times. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const DOCX_LIMITS: ZipLimits = {
  maxEntries: DOCX_MAX_ENTRIES,
  maxTotalUncompressed: DOCX_MAX_UNCOMPRESSED_BYTES,
  // Word XML compresses 5-30x, very repetitive tables up to ~100x; bombs reach ~1000x.
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** 'WordDocument' in UTF-16LE: the stream every Word 97-2003 file has in its OLE directory. */
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');

/** '%PDF-' at the start, or within the first KiB after junk such as a BOM (as readers allow). */
function isPdf(bytes: Uint8Array): boolean {
  if (startsWithBytes(bytes, PDF_SIGNATURE)) return true;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024));
  return head.indexOf('%PDF-') >= 0;
}

function isOleWordDocument(bytes: Uint8Array): boolean {
  return startsWithBytes(bytes, OLE_SIGNATURE) && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf(WORD_DOCUMENT_STREAM) >= 0;
}

/**
 * The type of a resume, among `allowed`, judged by its bytes. A zip that is not a Word document,
 * or an OLE file that is not a Word document, is 'unsupported'; a Word zip over the limits is
 * 'docx-malformed'.
 */
export function detectResumeType(bytes: Uint8Array, allowed: readonly ResumeFileType[]): Detection {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  const permit = (type: ResumeFileType): Detection => (allowed.includes(type) ? { ok: true, type } : { ok: false, reason: 'unsupported' });

  if (isPdf(bytes)) return permit('pdf');
  if (startsWithBytes(bytes, ZIP_SIGNATURE)) {
    if (!allowed.includes('docx')) return { ok: false, reason: 'unsupported' };
    const inspection = inspectZip(bytes, DOCX_LIMITS);
    if (!inspection.ok) return { ok: false, reason: 'docx-malformed' };
    const names = new Set(inspection.entries.map((entry) => entry.name));
    if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return { ok: false, reason: 'unsupported' };
    return { ok: true, type: 'docx' };
  }
  if (startsWithBytes(bytes, OLE_SIGNATURE)) return isOleWordDocument(bytes) ? permit('doc') : { ok: false, reason: 'unsupported' };
  const plainText = readPlainText(bytes);
  if (!plainText) return { ok: false, reason: 'unsupported' };
  // Whitespace only is as good as empty.
  return plainText.text.trim() ? permit('txt') : { ok: false, reason: 'empty' };
}

// ---------------------------------------------------------------------------------------------
// File names and the upload rule
// ---------------------------------------------------------------------------------------------

/** Longest file name kept (display and storage), extension included. */
const FILE_NAME_MAX_LENGTH = 200;
const EXTENSION_PATTERN = /\.([^.\s]{1,8})$/;

/**
 * A client's file name made harmless: no directories (`../../etc/passwd.pdf` is `passwd.pdf`), no
 * control or invisible formatting characters (U+202E would show `cv\u202Efdp.exe` as `cvexe.pdf`),
 * none of the characters file systems and headers reserve, no trailing dots or spaces, and at most
 * FILE_NAME_MAX_LENGTH characters with the extension kept. '' when nothing usable is left.
 */
export function cleanFileName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .normalize('NFC')
    .replace(/^[\s\S]*[\\/]/, '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"<>:|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  if (cleaned.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const extension = EXTENSION_PATTERN.exec(cleaned)?.[0] ?? '';
  return `${cleaned.slice(0, FILE_NAME_MAX_LENGTH - extension.length).trimEnd()}${extension}`;
}

/** The name to show in messages and logs. */
export const displayFileName = (name: string | undefined) => cleanFileName(name) || 'unnamed file';

/** The name a stored resume keeps: the cleaned name with its type's extension in lower case ('resume' when nothing is left). */
export function safeFileName(name: string | undefined, type: ResumeFileType): string {
  const extension = FILE_TYPE_INFO[type].extension;
  const stem = cleanFileName(name).replace(EXTENSION_PATTERN, '').trim() || 'resume';
  return `${stem.slice(0, FILE_NAME_MAX_LENGTH - extension.length - 1)}.${extension}`;
}

/** The resume type a file name promises by its extension (any letter case), if any. */
export function fileTypeOfName(name: string | undefined): ResumeFileType | null {
  const extension = EXTENSION_PATTERN.exec(cleanFileName(name))?.[1]?.toLowerCase();
  const entry = Object.entries(FILE_TYPE_INFO).find(([, info]) => info.extension === extension);
  return entry ? (entry[0] as ResumeFileType) : null;
}

/** The bytes a checked resume is stored as: plain text as UTF-8 (`plainTextAsUtf8`), the other types as uploaded. */
export function storedResumeBytes(bytes: Uint8Array, type: ResumeFileType): Uint8Array {
  return (type === 'txt' && plainTextAsUtf8(bytes)) || bytes;
}

export type UploadVerdict = { ok: true; type: ResumeFileType } | { ok: false; message: string };

/**
 * The one upload rule of every path (dashboard candidate, public assistant, mass upload): the
 * name must end in the extension of a format the path accepts (a name without one is refused),
 * the content must not be empty, and the content's detected type must be the one the extension
 * promises. The refusal names the file and the problem.
 */
export function checkResumeUpload(bytes: Uint8Array, fileName: string | undefined, accepted: readonly ResumeFileType[]): UploadVerdict {
  const shownName = displayFileName(fileName);
  const promised = fileTypeOfName(fileName);
  if (!promised || !accepted.includes(promised)) {
    return { ok: false, message: APPLICATION_MESSAGES.resumeExtension(shownName, accepted) };
  }
  const detection = detectResumeType(bytes, ALL_RESUME_TYPES);
  if (detection.ok && detection.type === promised) return { ok: true, type: promised };
  if (!detection.ok && detection.reason === 'empty') return { ok: false, message: APPLICATION_MESSAGES.resumeEmpty };
  if (!detection.ok && detection.reason === 'docx-malformed' && promised === 'docx') {
    return { ok: false, message: APPLICATION_MESSAGES.docxMalformed };
  }
  const content = detection.ok ? detection.type : null;
  return { ok: false, message: APPLICATION_MESSAGES.resumeContentMismatch(shownName, promised, content) };
}

// ---------------------------------------------------------------------------------------------
// Zip (central directory) inspection and capped inflation
// ---------------------------------------------------------------------------------------------

interface ZipEntryInfo {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export type ZipInspection = { ok: true; entries: ZipEntryInfo[]; totalUncompressed: number } | { ok: false; problem: string };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/**
 * Reads the zip's central directory only (nothing is inflated) and checks it against the limits:
 * entry count, total declared uncompressed size, each entry's compression ratio, supported
 * methods (stored, deflate), no encryption, no ZIP64, no multi-disk, offsets inside the file.
 */
export function inspectZip(bytes: Uint8Array, limits: ZipLimits): ZipInspection {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fail = (problem: string): ZipInspection => ({ ok: false, problem });
  if (bytes.length < 22) return fail('too short for a zip');

  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 0xffff); offset -= 1) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) return fail('no end of central directory');
  const disk = view.getUint16(eocd + 4, true);
  const centralDisk = view.getUint16(eocd + 6, true);
  const entriesOnDisk = view.getUint16(eocd + 8, true);
  const totalEntries = view.getUint16(eocd + 10, true);
  const centralSize = view.getUint32(eocd + 12, true);
  const centralOffset = view.getUint32(eocd + 16, true);
  if (disk !== 0 || centralDisk !== 0 || entriesOnDisk !== totalEntries) return fail('multi-disk zip');
  if (totalEntries === 0xffff || centralOffset === 0xffffffff || centralSize === 0xffffffff) return fail('zip64');
  if (totalEntries > limits.maxEntries) return fail(`more than ${limits.maxEntries} entries`);
  if (centralOffset + centralSize > eocd) return fail('central directory outside the file');

  const entries: ZipEntryInfo[] = [];
  let totalUncompressed = 0;
  let offset = centralOffset;
  const end = centralOffset + centralSize;
  while (offset < end) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) return fail('bad central directory entry');
    if (entries.length >= limits.maxEntries) return fail(`more than ${limits.maxEntries} entries`);
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const uncompressedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localHeaderOffset = view.getUint32(offset + 42, true);
    if (offset + 46 + nameLength > end) return fail('bad entry name');
    const name = Buffer.from(bytes.buffer, bytes.byteOffset + offset + 46, nameLength).toString('utf8');
    if (flags & 0x1) return fail('encrypted entry');
    if (method !== 0 && method !== 8) return fail(`unsupported compression method ${method}`);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) return fail('zip64');
    if (localHeaderOffset + 30 > centralOffset || localHeaderOffset + compressedSize > centralOffset) return fail('entry outside the file');
    if (method === 0 && compressedSize !== uncompressedSize) return fail('stored entry with mismatched sizes');
    totalUncompressed += uncompressedSize;
    if (totalUncompressed > limits.maxTotalUncompressed) return fail('too large when unpacked');
    if (uncompressedSize > limits.ratioFloorBytes && uncompressedSize / Math.max(compressedSize, 1) > limits.maxRatio) {
      return fail('compression ratio too high');
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  if (entries.length !== totalEntries) return fail('entry count mismatch');
  return { ok: true, entries, totalUncompressed };
}

export class ZipLimitError extends Error {
  constructor(problem: string) {
    super(`zip refused: ${problem}`);
    this.name = 'ZipLimitError';
  }
}

/**
 * Unpacks a zip that passed `inspectZip`, inflating in small slices and stopping as soon as an
 * entry yields more than it declared or the total passes the limit (a zip may lie about sizes).
 */
export function safeUnzip(bytes: Uint8Array, limits: ZipLimits = DOCX_LIMITS): Record<string, Uint8Array> {
  const inspection = inspectZip(bytes, limits);
  if (!inspection.ok) throw new ZipLimitError(inspection.problem);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files: Record<string, Uint8Array> = {};
  let total = 0;
  for (const entry of inspection.entries) {
    const at = entry.localHeaderOffset;
    if (view.getUint32(at, true) !== LOCAL_SIGNATURE) throw new ZipLimitError('bad local header');
    const dataStart = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const compressed = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    if (compressed.length !== entry.compressedSize) throw new ZipLimitError('truncated entry');
    if (entry.name.endsWith('/')) continue;
    let data: Uint8Array;
    if (entry.method === 0) {
      data = compressed;
    } else {
      const chunks: Uint8Array[] = [];
      let produced = 0;
      inflateInSlices(compressed, (chunk) => {
        produced += chunk.length;
        if (produced > entry.uncompressedSize) throw new ZipLimitError('entry larger than declared');
        chunks.push(chunk);
      });
      data = new Uint8Array(produced);
      let position = 0;
      for (const chunk of chunks) {
        data.set(chunk, position);
        position += chunk.length;
      }
    }
    if (data.length !== entry.uncompressedSize) throw new ZipLimitError('entry size differs from its header');
    total += data.length;
    if (total > limits.maxTotalUncompressed) throw new ZipLimitError('too large when unpacked');
    files[entry.name] = data;
  }
  return files;
}
