import { inflateInSlices } from '../../../lib/inflate-slices.js';

/**
 * A PDF deflate bomb (a 1 MB content stream of 1 GiB of spaces) would make pdf.js allocate
 * everything it inflates. Before pdf.js sees a file, every stream that starts like zlib data is
 * inflated here in small slices, counted and thrown away, and the file is refused as soon as the
 * total passes the limit. Streams are recognised by their data rather than by a `/FlateDecode`
 * name, which a file can spell with `#xx` escapes; the header checks are those of pdf.js (which
 * accepts more than fflate's own zlib reader). Streams behind another filter first (e.g.
 * ASCIIHexDecode) are not measured: the child's memory cap is the backstop for them.
 */
export class PdfInflationLimitError extends Error {
  constructor(limit: number) {
    super(`the PDF's compressed streams inflate to more than ${limit} bytes`);
    this.name = 'PdfInflationLimitError';
  }
}

const STREAM_KEYWORD = Buffer.from('stream');
const END_KEYWORD = Buffer.from('end');
const CR = 0x0d;
const LF = 0x0a;

/** Where a stream's data starts after the `stream` keyword at `at`, or -1 when no line end follows. */
function streamDataStart(pdf: Buffer, at: number): number {
  const after = at + STREAM_KEYWORD.length;
  if (pdf[after] === CR) return pdf[after + 1] === LF ? after + 2 : after + 1;
  if (pdf[after] === LF) return after + 1;
  return -1;
}

/** The checks pdf.js's FlateStream makes on the two zlib header bytes. */
function hasZlibHeader(pdf: Buffer, at: number): boolean {
  if (at + 2 > pdf.length) return false;
  const method = pdf[at]!;
  const flags = pdf[at + 1]!;
  return (method & 0x0f) === 8 && ((method << 8) + flags) % 31 === 0 && (flags & 0x20) === 0;
}

/** Bytes the deflate data at `start` inflates to, counting at most `budget` (then it throws). */
function inflatedSize(pdf: Buffer, start: number, budget: number, limit: number): number {
  let produced = 0;
  try {
    inflateInSlices(pdf.subarray(start), (chunk) => {
      produced += chunk.length;
      if (produced > budget) throw new PdfInflationLimitError(limit);
    });
  } catch (error) {
    if (error instanceof PdfInflationLimitError) throw error;
    // Corrupt deflate data: pdf.js stops where the data breaks, after what was counted.
  }
  return produced;
}

/** Throws PdfInflationLimitError when the PDF's zlib streams together inflate to more than `limit` bytes. */
export function assertPdfInflationWithin(bytes: Uint8Array, limit: number): void {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (let at = pdf.indexOf(STREAM_KEYWORD); at >= 0; at = pdf.indexOf(STREAM_KEYWORD, at + 1)) {
    const isEndKeyword = at >= END_KEYWORD.length && pdf.subarray(at - END_KEYWORD.length, at).equals(END_KEYWORD);
    const start = isEndKeyword ? -1 : streamDataStart(pdf, at);
    if (start < 0 || !hasZlibHeader(pdf, start)) continue;
    total += inflatedSize(pdf, start + 2, limit - total, limit);
  }
}
