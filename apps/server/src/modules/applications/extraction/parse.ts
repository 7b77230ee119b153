import { extractText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import type { ResumeFileType } from '../../../lib/file-types.js';
import { readPlainText } from '../../../lib/plain-text.js';
import { normalizeWhitespace } from '../resume-text.js';
import { assertCompoundFileHeaderFits } from './compound-file.js';
import { docxText } from './docx.js';
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
