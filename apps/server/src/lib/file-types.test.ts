import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { RESUME_TEXT, makeDocx, makeImagePdf, makeLyingDocx, makeOleWordHeader, makePdf, makePng, makeZipBomb } from '../testing/fixtures.js';
import {
  DOCX_LIMITS,
  ZipLimitError,
  checkResumeUpload,
  cleanFileName,
  detectResumeType,
  displayFileName,
  fileTypeOfName,
  inspectZip,
  safeFileName,
  safeUnzip,
} from './file-types.js';

const ALL = ['pdf', 'docx', 'doc', 'txt'] as const;

describe('detectResumeType', () => {
  it('tells PDF, DOCX, DOC and TXT by their bytes', async () => {
    expect(detectResumeType(await makePdf(RESUME_TEXT), ALL)).toEqual({ ok: true, type: 'pdf' });
    expect(detectResumeType(await makeImagePdf(), ALL)).toEqual({ ok: true, type: 'pdf' });
    expect(detectResumeType(Buffer.concat([Buffer.from('\uFEFF'), Buffer.from('%PDF-1.7\n')]), ALL)).toEqual({ ok: true, type: 'pdf' });
    expect(detectResumeType(makeDocx(RESUME_TEXT), ALL)).toEqual({ ok: true, type: 'docx' });
    expect(detectResumeType(makeOleWordHeader(), ALL)).toEqual({ ok: true, type: 'doc' });
    expect(detectResumeType(Buffer.from('Jane Doe\nÉlodie — résumé ✓'), ALL)).toEqual({ ok: true, type: 'txt' });
    // Notepad's "ANSI" (Windows-1252) and "Unicode" (UTF-16 with a byte order mark).
    expect(detectResumeType(Buffer.from('J\u00fcrgen M\u00fcller', 'latin1'), ALL)).toEqual({ ok: true, type: 'txt' });
    expect(detectResumeType(Buffer.from('\uFEFFJürgen Müller', 'utf16le'), ALL)).toEqual({ ok: true, type: 'txt' });
    expect(detectResumeType(Buffer.from('\uFEFF \r\n', 'utf16le'), ALL)).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses images, other zips and OLE files, binary, text in no encoding read, empty files', () => {
    expect(detectResumeType(makePng(), ALL)).toEqual({ ok: false, reason: 'unsupported' });
    expect(detectResumeType(zipSync({ 'a.txt': strToU8('hello') }), ALL)).toEqual({ ok: false, reason: 'unsupported' });
    expect(detectResumeType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2]), ALL)).toEqual({ ok: false, reason: 'unsupported' });
    expect(detectResumeType(Buffer.from('text with a \u0000 NUL'), ALL)).toEqual({ ok: false, reason: 'unsupported' });
    // Not UTF-8, and 0x81 is no Windows-1252 character.
    expect(detectResumeType(Buffer.from([0x61, 0x81, 0x28]), ALL)).toEqual({ ok: false, reason: 'unsupported' });
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

describe('file names', () => {
  it('drops directories, control and invisible formatting characters, reserved characters and trailing dots', () => {
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf');
    expect(cleanFileName('line\n/../x.pdf')).toBe('x.pdf');
    expect(cleanFileName('cv\u202Efdp.exe')).toBe('cvfdp.exe');
    expect(cleanFileName('a\u0000b\u001Fc\u007F\u200B\u2066d.pdf')).toBe('abcd.pdf');
    expect(cleanFileName('"<my>" cv?.pdf')).toBe('my cv.pdf');
    expect(cleanFileName('  spaced   out .pdf . . ')).toBe('spaced out .pdf');
    expect(cleanFileName(undefined)).toBe('');
    expect(displayFileName('\u202E')).toBe('unnamed file');
  });

  it('cuts long names to 200 characters and keeps the extension', () => {
    const long = cleanFileName(`${'é'.repeat(500)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('é.docx')).toBe(true);
    expect(safeFileName(`${'x'.repeat(500)}.PDF`, 'pdf')).toBe(`${'x'.repeat(196)}.pdf`);
    expect(safeFileName('../.pdf', 'pdf')).toBe('resume.pdf');
  });

  it('reads the promised type from the extension in any letter case', () => {
    expect(fileTypeOfName('CV.PDF')).toBe('pdf');
    expect(fileTypeOfName('cv.Docx')).toBe('docx');
    expect(fileTypeOfName('cv.doc')).toBe('doc');
    expect(fileTypeOfName('notes.txt')).toBe('txt');
    for (const name of ['cv', 'cv.', 'cv.exe', 'cv.pdf.exe', 'pdf', '', undefined]) expect(fileTypeOfName(name), String(name)).toBeNull();
  });
});

describe('checkResumeUpload', () => {
  it('accepts content of the format its extension promises, when the path accepts that format', async () => {
    const pdf = await makePdf(RESUME_TEXT);
    expect(checkResumeUpload(pdf, 'cv.pdf', ALL)).toEqual({ ok: true, type: 'pdf' });
    expect(checkResumeUpload(pdf, 'CV.PDF', ['pdf'])).toEqual({ ok: true, type: 'pdf' });
    expect(checkResumeUpload(makeDocx(RESUME_TEXT), 'cv.docx', ALL)).toEqual({ ok: true, type: 'docx' });
    expect(checkResumeUpload(makeOleWordHeader(), 'cv.doc', ALL)).toEqual({ ok: true, type: 'doc' });
    expect(checkResumeUpload(Buffer.from(RESUME_TEXT), 'cv.txt', ALL)).toEqual({ ok: true, type: 'txt' });
  });

  it('refuses with a message naming the file and the problem', async () => {
    const pdf = await makePdf(RESUME_TEXT);
    const refusal = (message: string) => ({ ok: false, message });
    expect(checkResumeUpload(Buffer.from(RESUME_TEXT), 'fake.pdf', ALL)).toEqual(
      refusal('The file fake.pdf is not a PDF: its content is plain text.'),
    );
    expect(checkResumeUpload(pdf, 'cv.docx', ALL)).toEqual(refusal('The file cv.docx is not a DOCX document: its content is a PDF.'));
    expect(checkResumeUpload(makeDocx(RESUME_TEXT), 'cv.doc', ALL)).toEqual(
      refusal('The file cv.doc is not a DOC document: its content is a DOCX document.'),
    );
    expect(checkResumeUpload(makePng(), 'cv.txt', ALL)).toEqual(
      refusal('The file cv.txt is not a text file: its content is of an unsupported type.'),
    );
    expect(checkResumeUpload(pdf, 'photo.png', ALL)).toEqual(
      refusal('The file photo.png is not a PDF, DOC, DOCX or TXT file: its name must end in .pdf, .doc, .docx or .txt.'),
    );
    expect(checkResumeUpload(pdf, 'cv', ['pdf'])).toEqual(refusal('The file cv is not a PDF file: its name must end in .pdf.'));
    expect(checkResumeUpload(makeDocx(RESUME_TEXT), 'cv.docx', ['pdf'])).toEqual(
      refusal('The file cv.docx is not a PDF file: its name must end in .pdf.'),
    );
    expect(checkResumeUpload(new Uint8Array(0), 'cv.pdf', ALL)).toEqual(refusal('The resume file is empty.'));
    expect(checkResumeUpload(makeZipBomb('total'), 'cv.docx', ALL)).toEqual(refusal('The DOCX file is malformed or too large when unpacked.'));
    expect(checkResumeUpload(makeZipBomb('total'), 'cv.pdf', ALL)).toEqual(
      refusal('The file cv.pdf is not a PDF: its content is of an unsupported type.'),
    );
  });
});
