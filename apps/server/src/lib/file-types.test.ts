import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { RESUME_TEXT, makeDocx, makeImagePdf, makeLyingDocx, makeOleWordHeader, makePdf, makePng, makeZipBomb } from '../testing/fixtures.js';
import { DOCX_LIMITS, ZipLimitError, detectResumeType, inspectZip, safeUnzip } from './file-types.js';

const ALL = ['pdf', 'docx', 'doc', 'txt'] as const;

describe('detectResumeType', () => {
  it('tells PDF, DOCX, DOC and TXT by their bytes', async () => {
    expect(detectResumeType(await makePdf(RESUME_TEXT), ALL)).toEqual({ ok: true, type: 'pdf' });
    expect(detectResumeType(await makeImagePdf(), ALL)).toEqual({ ok: true, type: 'pdf' });
    expect(detectResumeType(Buffer.concat([Buffer.from('\uFEFF'), Buffer.from('%PDF-1.7\n')]), ALL)).toEqual({ ok: true, type: 'pdf' });
    expect(detectResumeType(makeDocx(RESUME_TEXT), ALL)).toEqual({ ok: true, type: 'docx' });
    expect(detectResumeType(makeOleWordHeader(), ALL)).toEqual({ ok: true, type: 'doc' });
    expect(detectResumeType(Buffer.from('Jane Doe\nÉlodie — résumé ✓'), ALL)).toEqual({ ok: true, type: 'txt' });
  });

  it('refuses images, other zips and OLE files, binary and invalid UTF-8, empty files', () => {
    expect(detectResumeType(makePng(), ALL)).toEqual({ ok: false, reason: 'unsupported' });
    expect(detectResumeType(zipSync({ 'a.txt': strToU8('hello') }), ALL)).toEqual({ ok: false, reason: 'unsupported' });
    expect(detectResumeType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2]), ALL)).toEqual({ ok: false, reason: 'unsupported' });
    expect(detectResumeType(Buffer.from('text with a \u0000 NUL'), ALL)).toEqual({ ok: false, reason: 'unsupported' });
    expect(detectResumeType(Buffer.from([0x61, 0xc3, 0x28]), ALL)).toEqual({ ok: false, reason: 'unsupported' });
    expect(detectResumeType(new Uint8Array(0), ALL)).toEqual({ ok: false, reason: 'empty' });
    expect(detectResumeType(Buffer.from(' \r\n\t'), ALL)).toEqual({ ok: false, reason: 'empty' });
  });

  it('honours the allowed types (the dashboard takes PDF only)', () => {
    expect(detectResumeType(makeDocx(RESUME_TEXT), ['pdf'])).toEqual({ ok: false, reason: 'unsupported' });
    expect(detectResumeType(Buffer.from('plain text'), ['pdf'])).toEqual({ ok: false, reason: 'unsupported' });
  });
});

describe('zip inspection and capped inflation', () => {
  it('refuses zip bombs from the central directory, before inflating', () => {
    expect(inspectZip(makeZipBomb('total'), DOCX_LIMITS)).toEqual({ ok: false, problem: 'too large when unpacked' });
    expect(inspectZip(makeZipBomb('ratio'), DOCX_LIMITS)).toEqual({ ok: false, problem: 'compression ratio too high' });
    expect(inspectZip(makeZipBomb('entries'), DOCX_LIMITS)).toEqual({ ok: false, problem: 'more than 2000 entries' });
    for (const kind of ['total', 'ratio', 'entries'] as const) {
      expect(detectResumeType(makeZipBomb(kind), ALL), kind).toEqual({ ok: false, reason: 'docx-malformed' });
    }
  });

  it('refuses truncated and malformed zips', () => {
    const docx = makeDocx(RESUME_TEXT);
    expect(inspectZip(docx.subarray(0, docx.length - 10), DOCX_LIMITS).ok).toBe(false);
    expect(inspectZip(docx.subarray(0, 100), DOCX_LIMITS).ok).toBe(false);
    expect(inspectZip(Buffer.from('PK\u0003\u0004'), DOCX_LIMITS).ok).toBe(false);
  });

  it('unpacks a real DOCX and stops a zip that lies about its sizes', () => {
    const files = safeUnzip(makeDocx(RESUME_TEXT));
    expect(Object.keys(files).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(Buffer.from(files['word/document.xml']!).toString('utf8')).toContain('Jordan Rivera');
    const liar = makeLyingDocx();
    expect(detectResumeType(liar, ALL)).toEqual({ ok: true, type: 'docx' });
    expect(() => safeUnzip(liar)).toThrow(ZipLimitError);
  });
});
