import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../../testing/fixtures.js';
import { pdfDeflateBomb, pdfFromObjects } from '../../../testing/hostile-files.js';
import { PdfInflationLimitError, assertPdfInflationWithin } from './pdf-inflation.js';

const MB = 1024 * 1024;

/** A PDF whose object 2.. are streams with these dictionaries and data. */
function pdfWithStreams(streams: Array<{ dictionary: string; data: Uint8Array }>): Buffer {
  return pdfFromObjects([
    '<< /Type /Catalog >>',
    ...streams.map(({ dictionary, data }) =>
      Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\r\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]),
    ),
  ]);
}

/** zlib data that fflate's own reader refuses (window size field over 7) and pdf.js accepts. */
function withLargeWindowHeader(zlib: Buffer): Buffer {
  const method = 0xf8; // deflate, "window" 15
  const level = 0xc0;
  const flags = level + ((31 - (((method << 8) + level) % 31)) % 31);
  return Buffer.concat([Buffer.from([method, flags]), zlib.subarray(2)]);
}

describe('the PDF inflation limit', () => {
  it('lets an ordinary resume through', async () => {
    const resume = await makePdf('Jordan Rivera\nBackend engineer');
    expect(() => assertPdfInflationWithin(resume, 50 * MB)).not.toThrow();
  });

  it('refuses a 1 MB deflate bomb (1 GiB of spaces) without inflating it all', () => {
    const bomb = pdfDeflateBomb(1024 ** 3).bytes;
    expect(bomb.length).toBeLessThan(2 * MB);
    const before = process.memoryUsage().rss;
    expect(() => assertPdfInflationWithin(bomb, 50 * MB)).toThrow(PdfInflationLimitError);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
  });

  it('counts every stream of the file together, whatever its filter is called', () => {
    const thirtyMegabytes = deflateSync(Buffer.alloc(30 * MB, 0x20));
    const one = pdfWithStreams([{ dictionary: '/Filter /FlateDecode', data: thirtyMegabytes }]);
    expect(() => assertPdfInflationWithin(one, 50 * MB)).not.toThrow();
    const two = pdfWithStreams([
      { dictionary: '/Filter /FlateDecode', data: thirtyMegabytes },
      { dictionary: '/Filter /Fl#61teDecode', data: thirtyMegabytes },
    ]);
    expect(() => assertPdfInflationWithin(two, 50 * MB)).toThrow(PdfInflationLimitError);
    const unusualHeader = pdfWithStreams([
      { dictionary: '/Filter /FlateDecode', data: thirtyMegabytes },
      { dictionary: '/Filter /FlateDecode', data: withLargeWindowHeader(thirtyMegabytes) },
    ]);
    expect(() => assertPdfInflationWithin(unusualHeader, 50 * MB)).toThrow(PdfInflationLimitError);
  });

  it('measures each stream to its end, not to the end of the file, and goes on to the next', () => {
    const padding = Buffer.alloc(10 * MB, 0x20);
    const resume = pdfWithStreams([{ dictionary: '/Filter /FlateDecode', data: Buffer.concat([deflateSync('BT (Jordan Rivera) Tj ET'), padding]) }]);
    expect(() => assertPdfInflationWithin(resume, 50 * MB)).not.toThrow();
    const paddedThenBomb = pdfWithStreams([
      { dictionary: '/Filter /FlateDecode', data: Buffer.concat([deflateSync('BT (Jordan Rivera) Tj ET'), padding]) },
      { dictionary: '/Filter /FlateDecode', data: deflateSync(Buffer.alloc(60 * MB, 0x20)) },
    ]);
    expect(() => assertPdfInflationWithin(paddedThenBomb, 50 * MB)).toThrow(PdfInflationLimitError);
  });

  it('leaves corrupt and uncompressed streams to the PDF reader', () => {
    const corrupt = Buffer.concat([Buffer.from([0x78, 0xda]), Buffer.from('not deflate data at all', 'latin1')]);
    const truncated = deflateSync(Buffer.alloc(MB, 0x41)).subarray(0, 200);
    const pdf = pdfWithStreams([
      { dictionary: '/Filter /FlateDecode', data: corrupt },
      { dictionary: '/Filter /FlateDecode', data: truncated },
      { dictionary: '', data: Buffer.from('BT (stream) Tj ET', 'latin1') },
    ]);
    expect(() => assertPdfInflationWithin(pdf, 50 * MB)).not.toThrow();
  });
});
