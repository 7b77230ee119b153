import { zipSync } from 'fflate';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import { DOCX_LIMITS, safeUnzip, type ResumeFileType } from '../../../lib/file-types.js';
import { readPlainText } from '../../../lib/plain-text.js';
import { normalizeWhitespace } from '../resume-text.js';
import { assertCompoundFileHeaderFits } from './compound-file.js';
import { EXTRACTION_LIMITS } from './limits.js';
import { assertPdfInflationWithin } from './pdf-inflation.js';

/**
 * The parsers of untrusted resume files. They run only inside an extraction child process
 * (child.ts), never in the server: a hostile file may make them loop or allocate without end.
 */

async function pdfText(bytes: Uint8Array): Promise<string> {
  assertPdfInflationWithin(bytes, EXTRACTION_LIMITS.pdfInflatedBytes);
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  // Inflate ourselves with hard caps, then hand mammoth an uncompressed (stored) zip: whatever the
  // upload claims, mammoth never inflates more than the limits allow.
  const entries = withLineBreaksAsText(safeUnzip(bytes, DOCX_LIMITS));
  const stored = zipSync(entries, { level: 0 });
  const result = await mammoth.extractRawText({ buffer: Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength) });
  return paragraphLines(result.value).replaceAll(LINE_BREAK_MARK, '\n');
}

/** A break inside a paragraph: a line break (Shift+Enter), a carriage return, a page or column break. */
const WORD_BREAK = /<w:(br|cr)\b[^<>]*?(?:\/>|>\s*<\/w:\1>)/g;
/** Stands for a break in mammoth's text until its paragraphs are lines (a character no resume holds). */
const LINE_BREAK_MARK = '\u2028';
const WORD_PART = /^word\/[^/]+\.xml$/;

/**
 * mammoth's raw text drops every break inside a paragraph, so a name, headline and address set on
 * lines of one paragraph ran together ("Jane DoeSoftware Engineer"). Each break becomes a text run
 * of LINE_BREAK_MARK, which mammoth keeps. A part in another encoding than UTF-8 holds no
 * `<w:br` as UTF-8 and is left as it is.
 */
function withLineBreaksAsText(entries: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const parts = { ...entries };
  for (const [name, bytes] of Object.entries(entries)) {
    if (!WORD_PART.test(name)) continue;
    const xml = new TextDecoder().decode(bytes);
    if (!xml.includes('<w:br') && !xml.includes('<w:cr')) continue;
    parts[name] = new TextEncoder().encode(xml.replace(WORD_BREAK, `<w:t xml:space="preserve">${LINE_BREAK_MARK}</w:t>`));
  }
  return parts;
}

/**
 * mammoth ends every paragraph with a blank line. A paragraph is a line of the resume, so it is one
 * line here, and only an empty paragraph leaves a blank line: otherwise every title would sit a
 * blank line away from its dates, and a section's end would look like any other line break.
 */
function paragraphLines(rawText: string): string {
  return rawText.split('\n\n').join('\n');
}

async function docText(bytes: Uint8Array): Promise<string> {
  assertCompoundFileHeaderFits(bytes);
  const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return [document.getBody(), document.getTextboxes({ includeHeadersAndFooters: false, includeBody: false })].filter(Boolean).join('\n');
}

function txtText(bytes: Uint8Array): string {
  return readPlainText(bytes)?.text ?? '';
}

/** The plain text of a resume of a detected type, whitespace normalised ('' when it has none). */
export async function extractResumeText(bytes: Uint8Array, type: ResumeFileType): Promise<string> {
  switch (type) {
    case 'pdf':
      return normalizeWhitespace(await pdfText(bytes));
    case 'docx':
      return normalizeWhitespace(await docxText(bytes));
    case 'doc':
      return normalizeWhitespace(await docText(bytes));
    case 'txt':
      return normalizeWhitespace(txtText(bytes));
  }
}
