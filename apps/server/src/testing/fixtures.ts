import { deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { PRIVACY_NOTICE_VERSION } from '@kairox/contract';
import { PDFDocument, rgb } from 'pdf-lib';
import { docxEntries, docxEntriesWithBody, makeDocx, makePdf, xmlEscape } from '../demo/documents.js';
import type { JsonAnswer } from './api.js';
import type { TestApp } from './test-app.js';

/** Files for upload tests: real documents, and hostile ones (renamed, bombs, images). */
export { makeDocx, makePdf };

export const RESUME_TEXT = [
  'Jordan Rivera',
  'jordan.rivera@example.com | +1 415 555 0199 | Oakland, CA',
  '',
  'SUMMARY',
  'Backend engineer with seven years of Node.js, TypeScript and PostgreSQL experience.',
  '',
  'EXPERIENCE',
  'Senior Engineer, Quantum Freight',
  'Jan 2019 – Present',
  '• Built the shipment tracking API in Fastify and PostgreSQL',
  '',
  'SKILLS',
  'Node.js, TypeScript, PostgreSQL, Redis, Docker',
  '',
  'EDUCATION',
  'B.S. Computer Science, San Jose State University, 2016',
].join('\n');

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid grey PNG image (a "scanned page"). */
export function makePng(width = 64, height = 64): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0;
    for (let x = 0; x < width; x += 1) raw[y * (width + 1) + 1 + x] = (x * 7 + y * 13) % 256;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** A PDF whose only page is an image and a drawn box: no text to extract (a scanned resume). */
export async function makeImagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const image = await pdf.embedPng(makePng());
  page.drawImage(image, { x: 56, y: 400, width: 300, height: 300 });
  page.drawRectangle({ x: 56, y: 100, width: 500, height: 200, borderColor: rgb(0, 0, 0), borderWidth: 1 });
  return pdf.save();
}

/**
 * DOCX-shaped zips that must be refused before inflating: one entry declaring 60 MB (total over
 * 50 MB), one 20 MB entry at a ~1000x ratio, and one with 2001 entries.
 */
export function makeZipBomb(kind: 'total' | 'ratio' | 'entries' = 'total'): Uint8Array {
  const entries = docxEntries('Bomb');
  if (kind === 'entries') {
    for (let index = 0; index < 2001; index += 1) entries[`word/media/part${index}.xml`] = strToU8('<x/>');
    return zipSync(entries, { level: 6 });
  }
  const size = kind === 'total' ? 60 * 1024 * 1024 : 20 * 1024 * 1024;
  entries['word/media/padding.xml'] = new Uint8Array(size).fill(0x20);
  return zipSync(entries, { level: 9 });
}

/**
 * A zip that lies: its headers declare a small entry, but the data inflates to 20 MB. It passes
 * the central-directory inspection and must be stopped by the capped inflation.
 */
export function makeLyingDocx(): Uint8Array {
  const entries = docxEntries('Liar');
  entries['word/media/padding.xml'] = new Uint8Array(20 * 1024 * 1024).fill(0x20);
  const zip = zipSync(entries, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // Rewrite the declared uncompressed size of the padding entry, in its local and central headers.
  const name = Buffer.from('word/media/padding.xml');
  const buffer = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = buffer.indexOf(name); at >= 0; at = buffer.indexOf(name, at + 1)) {
    const local = at - 30;
    const central = at - 46;
    if (local >= 0 && view.getUint32(local, true) === 0x04034b50) view.setUint32(local + 22, 1024, true);
    if (central >= 0 && view.getUint32(central, true) === 0x02014b50) view.setUint32(central + 24, 1024, true);
  }
  return zip;
}

/**
 * A DOCX as Word writes lines set apart by Shift+Enter: one paragraph per entry of `paragraphs`,
 * its lines joined by line breaks (`<w:br/>`) in the runs, the first as a carriage return (`<w:cr/>`).
 */
export function makeDocxWithLineBreaks(paragraphs: string[][]): Uint8Array {
  const body = paragraphs
    .map((lines) => {
      const runs = lines.map((line, index) => {
        const text = `<w:t xml:space="preserve">${xmlEscape(line)}</w:t>`;
        if (index === 0) return `<w:r>${text}</w:r>`;
        return `<w:r>${index === 1 ? '<w:cr/>' : '<w:br w:type="textWrapping"/>'}${text}</w:r>`;
      });
      return `<w:p>${runs.join('')}</w:p>`;
    })
    .join('');
  return zipSync(docxEntriesWithBody(body), { level: 6 });
}

/**
 * A DOCX whose page header and footer hold text, as many resume templates set the name and
 * contacts: the header's lines set apart by line breaks in a text box, with its `mc:Fallback` copy
 * for older readers, as Word writes it.
 */
export function makeDocxWithPageParts(header: string[], body: string, footer: string): Uint8Array {
  const entries = docxEntries(body);
  const headerRuns = header.map((line, index) => `<w:r>${index > 0 ? '<w:br/>' : ''}<w:t>${xmlEscape(line)}</w:t></w:r>`);
  const textBox = `<w:txbxContent><w:p>${headerRuns.join('')}</w:p></w:txbxContent>`;
  const namespaces =
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"';
  entries['word/header1.xml'] = strToU8(
    `<w:hdr ${namespaces}><w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps">${textBox}</mc:Choice><mc:Fallback>${textBox}</mc:Fallback></mc:AlternateContent></w:r></w:p></w:hdr>`,
  );
  entries['word/footer1.xml'] = strToU8(`<w:ftr ${namespaces}><w:p><w:r><w:t>${xmlEscape(footer)}</w:t></w:r></w:p></w:ftr>`);
  return zipSync(entries, { level: 6 });
}

/** The first bytes of a Word 97-2003 file: OLE header and a 'WordDocument' stream name (not a parsable document). */
export function makeOleWordHeader(): Uint8Array {
  const bytes = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from('WordDocument', 'utf16le').copy(bytes, 1024);
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// Multipart requests through the app
// ---------------------------------------------------------------------------------------------

export interface FilePart {
  name: string;
  bytes: Uint8Array;
  fileName: string;
  type?: string;
}

export type FormEntry = { name: string; value: string; type?: string } | FilePart;

/** Encodes entries as a browser would (FormData, through the fetch Response encoder). */
export async function encodeMultipart(entries: FormEntry[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const entry of entries) {
    if ('bytes' in entry) {
      form.append(entry.name, new Blob([entry.bytes], { type: entry.type ?? 'application/octet-stream' }), entry.fileName);
    } else if (entry.type) {
      form.append(entry.name, new Blob([entry.value], { type: entry.type }));
    } else {
      form.append(entry.name, entry.value);
    }
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

/** Posts a multipart form through the real app and parses the JSON answer. */
export async function upload(
  app: TestApp,
  url: string,
  entries: FormEntry[],
  options: { token?: string; remoteAddress?: string } = {},
): Promise<{ status: number; body: JsonAnswer }> {
  const { payload, contentType } = await encodeMultipart(entries);
  const response = await app.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.remoteAddress,
    headers: { 'content-type': contentType, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  });
  let body: unknown = response.body;
  try {
    body = JSON.parse(response.body);
  } catch {
    // not JSON
  }
  return { status: response.statusCode, body };
}

/**
 * The `applicant` part as the dashboard and the assistant send it (spec section 3), with the
 * assistant's agreement to the privacy notice (which staff calls ignore).
 */
export function applicantJson(jobId: number, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    candidateName: 'Jordan Rivera',
    candidateEmail: 'jordan.rivera@example.com',
    candidatePhone: '+1 415 555 0199',
    status: 'qualified',
    score: 0,
    sourceChannel: 'manual',
    resumeUrl: null,
    experience: '7 years',
    skills: 'Node.js, PostgreSQL',
    motivation: 'I like the product.',
    jobId,
    privacyConsent: true,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    ...overrides,
  });
}
