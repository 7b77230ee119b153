import { createHash } from 'node:crypto';
import { constants as zlibConstants, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { RESUME_MAX_BYTES } from '@kairox/contract';
import { docxEntries, makeDocx, makePdf } from '../demo/documents.js';
import { RESUME_TEXT, makeImagePdf, makeLyingDocx, makeOleWordHeader, makePng, makeZipBomb } from './fixtures.js';

/**
 * Resume files made in code, valid and hostile, for the upload, crash-recovery and fuzz tests
 * (no binary fixtures in the repository). Each generator returns a file name, its bytes and what
 * a path accepting PDF, DOCX, DOC and TXT must do with it:
 *   - 'refused':   4xx JSON at upload, nothing stored;
 *   - 'completed': accepted, text extracted;
 *   - 'failed':    accepted, then FAILED by resume processing (unreadable, or over the limits).
 * `expect` lists every acceptable outcome (several when the format lets a reader either recover
 * or give up).
 */
export type UploadOutcome = 'refused' | 'completed' | 'failed';

export interface GeneratedFile {
  /** What the file is, for test titles and reports. */
  label: string;
  name: string;
  bytes: Uint8Array;
  expect: readonly UploadOutcome[];
  /** Text that must never appear in the extracted resume (what an XML external entity would pull in). */
  mustNotExtract?: string;
  /** Built to exhaust memory or time: it must fail with the extraction-limits reason. */
  exceedsLimits?: boolean;
}

const REFUSED = ['refused'] as const;
const COMPLETED = ['completed'] as const;
const FAILED = ['failed'] as const;
/** Accepted and ends in either final state: a reader may recover the text or give up. */
const SETTLED = ['completed', 'failed'] as const;

const file = (label: string, name: string, bytes: Uint8Array, expect: readonly UploadOutcome[]): GeneratedFile => ({
  label,
  name,
  bytes,
  expect,
});

const overLimits = (generated: GeneratedFile): GeneratedFile => ({ ...generated, exceedsLimits: true });

/** Deterministic filler bytes (hostile files must be the same on every run). */
function pseudoRandomBytes(seed: string, length: number): Buffer {
  const chunks: Buffer[] = [];
  for (let counter = 0; chunks.length * 32 < length; counter += 1) {
    chunks.push(createHash('sha256').update(`${seed}:${counter}`).digest());
  }
  return Buffer.concat(chunks).subarray(0, length);
}

// ---------------------------------------------------------------------------------------------
// Valid resumes
// ---------------------------------------------------------------------------------------------

export async function validPdf(text = RESUME_TEXT, name = 'resume.pdf'): Promise<GeneratedFile> {
  return file('valid PDF', name, await makePdf(text), COMPLETED);
}

export function validDocx(text = RESUME_TEXT, name = 'resume.docx'): GeneratedFile {
  return file('valid DOCX', name, makeDocx(text), COMPLETED);
}

export function validDoc(text = RESUME_TEXT, name = 'resume.doc'): GeneratedFile {
  return file('valid Word 97 DOC', name, wordDocument(text), COMPLETED);
}

export function validTxt(text = RESUME_TEXT, name = 'resume.txt'): GeneratedFile {
  return file('valid UTF-8 text', name, Buffer.from(text, 'utf8'), COMPLETED);
}

// ---------------------------------------------------------------------------------------------
// OLE compound files (Word 97-2003 .doc): version 3, 512-byte sectors, no mini stream
// ---------------------------------------------------------------------------------------------

const SECTOR = 512;
const FREE_SECTOR = -1;
const END_OF_CHAIN = -2;
const FAT_SECTOR = -3;
const NO_STREAM = -1;
/** Streams shorter than this live in the mini stream; ours are padded to it so they do not. */
const MINI_STREAM_CUTOFF = 4096;

interface OleStream {
  name: string;
  bytes: Uint8Array;
}

interface OleLayout {
  bytes: Buffer;
  /** Sector holding the directory (one sector: up to four entries). */
  directorySector: number;
  /** First sector of each stream, by name. */
  streamStart: Record<string, number>;
  /** Writes FAT entry `index` (the next sector after `index` in its chain). */
  setFatEntry(index: number, next: number): void;
  /** Byte offset of directory entry `index`. */
  directoryEntryOffset(index: number): number;
}

function directoryEntry(
  name: string,
  type: 1 | 2 | 5,
  fields: { left?: number; right?: number; child?: number; start: number; size: number; red?: boolean },
): Buffer {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(fields.red ? 0 : 1, 67);
  entry.writeInt32LE(fields.left ?? NO_STREAM, 68);
  entry.writeInt32LE(fields.right ?? NO_STREAM, 72);
  entry.writeInt32LE(fields.child ?? NO_STREAM, 76);
  entry.writeInt32LE(fields.start, 116);
  entry.writeUInt32LE(fields.size, 120);
  return entry;
}

/**
 * A compound file holding up to three streams under the root: FAT in sector 0 (one FAT sector:
 * at most 126 data sectors), the directory in sector 1, then each stream padded to whole sectors
 * and to at least the mini-stream cut-off. The returned layout lets hostile generators corrupt it.
 */
function oleCompoundFile(streams: OleStream[]): OleLayout {
  if (streams.length > 3) throw new Error('at most three streams fit the one directory sector');
  const padded = streams.map((stream) => {
    const size = Math.max(MINI_STREAM_CUTOFF, Math.ceil(stream.bytes.length / SECTOR) * SECTOR);
    const bytes = Buffer.alloc(size);
    bytes.set(stream.bytes);
    return { name: stream.name, bytes };
  });
  const dataSectors = padded.reduce((sum, stream) => sum + stream.bytes.length / SECTOR, 0);
  if (2 + dataSectors > SECTOR / 4) throw new Error('streams too large for one FAT sector');

  const fat = Buffer.alloc(SECTOR, 0xff);
  const setFat = (index: number, next: number) => fat.writeInt32LE(next, index * 4);
  setFat(0, FAT_SECTOR);
  setFat(1, END_OF_CHAIN);
  const streamStart: Record<string, number> = {};
  let sector = 2;
  for (const stream of padded) {
    streamStart[stream.name] = sector;
    const count = stream.bytes.length / SECTOR;
    for (let index = 0; index < count; index += 1) setFat(sector + index, index === count - 1 ? END_OF_CHAIN : sector + index + 1);
    sector += count;
  }

  // The root's children as a chain of right siblings: any binary tree is accepted by readers.
  const directory = Buffer.alloc(SECTOR);
  directoryEntry('Root Entry', 5, { child: padded.length ? 1 : NO_STREAM, start: END_OF_CHAIN, size: 0 }).copy(directory, 0);
  padded.forEach((stream, index) => {
    const right = index + 1 < padded.length ? index + 2 : NO_STREAM;
    directoryEntry(stream.name, 2, { right, start: streamStart[stream.name]!, size: stream.bytes.length }).copy(directory, (index + 1) * 128);
  });
  for (let index = padded.length + 1; index < 4; index += 1) {
    const empty = directory.subarray(index * 128, (index + 1) * 128);
    empty.writeInt32LE(NO_STREAM, 68);
    empty.writeInt32LE(NO_STREAM, 72);
    empty.writeInt32LE(NO_STREAM, 76);
  }

  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30); // 2^9 = 512-byte sectors
  header.writeUInt16LE(6, 32); // 2^6 = 64-byte mini sectors
  header.writeInt32LE(1, 44); // one FAT sector
  header.writeInt32LE(1, 48); // directory in sector 1
  header.writeUInt32LE(MINI_STREAM_CUTOFF, 56);
  header.writeInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  header.writeInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  for (let index = 1; index < 109; index += 1) header.writeInt32LE(FREE_SECTOR, 76 + index * 4);

  const bytes = Buffer.concat([header, fat, directory, ...padded.map((stream) => stream.bytes)]);
  const offsetOfSector = (index: number) => SECTOR * (index + 1);
  return {
    bytes,
    directorySector: 1,
    streamStart,
    setFatEntry: (index, next) => bytes.writeInt32LE(next, offsetOfSector(0) + index * 4),
    directoryEntryOffset: (index) => offsetOfSector(1) + index * 128,
  };
}

/** Where the document's characters start in the WordDocument stream (after the FIB). */
const WORD_TEXT_OFFSET = 0x800;

/**
 * The WordDocument and 1Table streams of a Word 97 file holding `text`: a FIB (nFib 0xC1) whose
 * main text is one Unicode piece, described by a one-entry piece table in 1Table.
 */
function wordStreams(text: string): OleStream[] {
  const characters = `${text.replace(/\r?\n/g, '\r')}\r`;
  const encoded = Buffer.from(characters, 'utf16le');
  const word = Buffer.alloc(WORD_TEXT_OFFSET + encoded.length);
  word.writeUInt16LE(0xa5ec, 0x00); // wIdent
  word.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  word.writeUInt16LE(14, 0x20); // csw
  word.writeUInt16LE(22, 0x3e); // cslw
  word.writeUInt32LE(word.length, 0x40); // cbMac
  word.writeUInt32LE(characters.length, 0x4c); // ccpText
  word.writeUInt16LE(93, 0x98); // cbRgFcLcb
  encoded.copy(word, WORD_TEXT_OFFSET);

  // Clx: one Pcdt (0x02, size, PlcPcd of two CPs and one Pcd pointing at the Unicode text).
  const plcPcd = Buffer.alloc(16);
  plcPcd.writeUInt32LE(0, 0);
  plcPcd.writeUInt32LE(characters.length, 4);
  plcPcd.writeUInt32LE(WORD_TEXT_OFFSET, 10); // Pcd.fc, bit 30 clear: 16-bit characters
  const clx = Buffer.concat([Buffer.from([0x02]), Buffer.alloc(4), plcPcd]);
  clx.writeUInt32LE(plcPcd.length, 1);
  word.writeUInt32LE(0, 0x1a2); // fcClx
  word.writeUInt32LE(clx.length, 0x1a6); // lcbClx
  return [
    { name: 'WordDocument', bytes: word },
    { name: '1Table', bytes: clx },
  ];
}

function wordDocument(text: string): Buffer {
  return oleCompoundFile(wordStreams(text)).bytes;
}

/** A Word 97 layout to corrupt: WordDocument (entry 1) and 1Table (entry 2). */
function wordLayout(): OleLayout {
  return oleCompoundFile(wordStreams(RESUME_TEXT));
}

/**
 * The 2.5 KB-class killer of issue #9: a Word 97 file whose directory's sector chain loops
 * (1 -> 2 -> 1). It has a WordDocument entry, so it is detected as .doc; a reader that follows
 * the chain without a visited set grows its sector list until memory runs out.
 */
export function loopingOleDoc(name = 'looping.doc'): GeneratedFile {
  const layout = wordLayout();
  layout.setFatEntry(layout.directorySector, 2);
  layout.setFatEntry(2, layout.directorySector);
  return overLimits(file('OLE .doc whose directory sector chain loops (1 -> 2 -> 1)', name, layout.bytes, FAILED));
}

/** The same loop inside the WordDocument stream's chain (reached after the directory is read). */
function loopingStreamOleDoc(): GeneratedFile {
  const layout = wordLayout();
  const start = layout.streamStart.WordDocument!;
  layout.setFatEntry(start + 1, start);
  return overLimits(file('OLE .doc whose WordDocument chain loops', 'looping-stream.doc', layout.bytes, FAILED));
}

function selfLoopingOleDoc(): GeneratedFile {
  const layout = wordLayout();
  const start = layout.streamStart.WordDocument!;
  layout.setFatEntry(start, start);
  return file('OLE .doc whose WordDocument chain points at itself', 'self-loop.doc', layout.bytes, FAILED);
}

function outOfFileOleDoc(): GeneratedFile {
  const layout = wordLayout();
  layout.setFatEntry(layout.streamStart.WordDocument!, 0x7fff_fff0);
  return file('OLE .doc whose chain points far past the end of the file', 'out-of-file.doc', layout.bytes, FAILED);
}

/**
 * A DIFAT chain that points at itself and claims 2^31 - 1 sectors: an endless read loop, until the
 * header check (extraction/compound-file.ts) refused counts the file cannot hold.
 */
function endlessDifatOleDoc(): GeneratedFile {
  const layout = wordLayout();
  layout.bytes.writeInt32LE(200, 44); // more FAT sectors than the header's 109 DIFAT slots
  layout.bytes.writeInt32LE(1, 68); // first DIFAT sector: sector 1, whose last slot is...
  layout.bytes.writeInt32LE(0x7fff_ffff, 72);
  layout.bytes.writeInt32LE(1, SECTOR * 2 + SECTOR - 4); // ...sector 1 again
  return file('OLE .doc with an endless DIFAT chain', 'endless-difat.doc', layout.bytes, FAILED);
}

/** Sector shift 30: every sector read asks for 1 GiB. */
function hugeSectorOleDoc(): GeneratedFile {
  const layout = wordLayout();
  layout.bytes.writeUInt16LE(30, 30);
  return file('OLE .doc declaring 1 GiB sectors', 'huge-sectors.doc', layout.bytes, FAILED);
}

/** The directory tree's sibling links form a cycle (WordDocument's right sibling is itself). */
function cyclicDirectoryOleDoc(): GeneratedFile {
  const layout = wordLayout();
  layout.bytes.writeInt32LE(1, layout.directoryEntryOffset(1) + 72);
  return file('OLE .doc whose directory tree is a cycle', 'cyclic-directory.doc', layout.bytes, FAILED);
}

/** A FIB whose piece table claims a billion characters far outside the streams. */
function lyingPieceTableOleDoc(): GeneratedFile {
  const layout = wordLayout();
  const table = SECTOR * (layout.streamStart['1Table']! + 1);
  layout.bytes.writeUInt32LE(1_000_000_000, table + 5 + 4);
  const word = SECTOR * (layout.streamStart.WordDocument! + 1);
  layout.bytes.writeUInt32LE(1_000_000_000, word + 0x4c);
  return file('OLE .doc whose piece table claims a billion characters', 'lying-pieces.doc', layout.bytes, SETTLED);
}

function truncatedOleDocs(): GeneratedFile[] {
  const whole = wordDocument(RESUME_TEXT);
  // Cut before the directory, the WordDocument name is gone and the file is no longer a Word document.
  const cuts: Array<[number, readonly UploadOutcome[]]> = [
    [600, REFUSED],
    [SECTOR * 3 + 100, FAILED],
    [Math.floor(whole.length / 2), FAILED],
  ];
  return cuts.map(([length, expect]) => file(`OLE .doc truncated to ${length} bytes`, `truncated-${length}.doc`, whole.subarray(0, length), expect));
}

/** An encrypted Office document: an OLE file with EncryptedPackage, no WordDocument stream. */
function encryptedOfficeDocx(): GeneratedFile {
  const layout = oleCompoundFile([
    { name: 'EncryptionInfo', bytes: pseudoRandomBytes('encryption-info', 256) },
    { name: 'EncryptedPackage', bytes: pseudoRandomBytes('encrypted-package', 4096) },
  ]);
  return file('password-protected DOCX (OLE EncryptedPackage)', 'protected.docx', layout.bytes, REFUSED);
}

// ---------------------------------------------------------------------------------------------
// PDF: a small writer for hand-made (hostile) documents
// ---------------------------------------------------------------------------------------------

type PdfObject = string | Buffer;

function pdfStream(dictionary: string, data: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

/** A PDF of the objects (object n is objects[n - 1]; the catalog is object 1), with a correct xref. */
export function pdfFromObjects(objects: PdfObject[], trailerEntries = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const body = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      Buffer.from(object as string | Buffer),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(body);
    length += body.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerEntries} >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

const escapePdfString = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');

/** Content-stream operators that show the lines of `text` in Helvetica. */
function textOperators(text: string): string {
  const lines = text.split('\n').filter((line) => line.trim());
  return `BT /F1 11 Tf 14 TL 56 740 Td ${lines.map((line) => `(${escapePdfString(line)}) Tj T*`).join(' ')} ET\n`;
}

interface PageExtras {
  /** Objects numbered from 6 on. */
  objects?: PdfObject[];
  catalogEntries?: string;
  trailerEntries?: string;
}

/** Catalog, page tree, one page with the content stream (object 4) and Helvetica (object 5). */
function onePagePdf(content: PdfObject, extras: PageExtras = {}): Buffer {
  return pdfFromObjects(
    [
      `<< /Type /Catalog /Pages 2 0 R ${extras.catalogEntries ?? ''} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      content,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      ...(extras.objects ?? []),
    ],
    extras.trailerEntries,
  );
}

const ADLER_MODULO = 65521;

/** Adler-32 of `count` bytes all equal to `byte`, continuing from `adler` (closed form, no loop over the bytes). */
function adler32OfRun(adler: number, byte: number, count: number): number {
  const n = BigInt(count);
  const c = BigInt(byte);
  const mod = BigInt(ADLER_MODULO);
  const a = BigInt(adler & 0xffff);
  const b = BigInt(adler >>> 16);
  const newA = (a + n * c) % mod;
  const newB = (b + n * a + (c * n * (n + 1n)) / 2n) % mod;
  return Number((newB << 16n) | newA) >>> 0;
}

function adler32(bytes: Uint8Array, adler = 1): number {
  let a = adler & 0xffff;
  let b = adler >>> 16;
  for (const byte of bytes) {
    a = (a + byte) % ADLER_MODULO;
    b = (b + a) % ADLER_MODULO;
  }
  return ((b << 16) | a) >>> 0;
}

/** Raw deflate blocks that are not final and end on a byte boundary, so they can be concatenated. */
const deflateOpenBlocks = (data: Uint8Array) => deflateRawSync(data, { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH });

const BOMB_CHUNK = 1024 * 1024;

/**
 * A zlib stream of `prefix` followed by `spaces` space characters, built from one compressed
 * 1 MiB run of spaces repeated (deflate's ~1000:1 ceiling: 1 GiB costs about 1 MB), without ever
 * holding the inflated bytes.
 */
function zlibOfPrefixAndSpaces(prefix: Uint8Array, spaces: number): Buffer {
  const parts: Buffer[] = [Buffer.from([0x78, 0xda]), deflateOpenBlocks(prefix)];
  const fullChunk = deflateOpenBlocks(Buffer.alloc(BOMB_CHUNK, 0x20));
  for (let remaining = spaces; remaining > 0; remaining -= BOMB_CHUNK) {
    parts.push(remaining >= BOMB_CHUNK ? fullChunk : deflateOpenBlocks(Buffer.alloc(remaining, 0x20)));
  }
  parts.push(deflateRawSync(Buffer.alloc(0))); // the final (empty) block
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32OfRun(adler32(prefix), 0x20, spaces));
  parts.push(checksum);
  return Buffer.concat(parts);
}

/**
 * A one-page PDF whose FlateDecode content stream shows a real resume's first lines and then
 * inflates to `inflatedBytes` of spaces (1 GiB in about 1 MB). Read without a decompression,
 * memory or time limit it either succeeds (so 'failed' proves the limit) or takes the reader down.
 */
export function pdfDeflateBomb(inflatedBytes = 1024 ** 3, name = 'deflate-bomb.pdf'): GeneratedFile {
  const prefix = Buffer.from(textOperators(RESUME_TEXT), 'latin1');
  const content = pdfStream('/Filter /FlateDecode', zlibOfPrefixAndSpaces(prefix, Math.max(0, inflatedBytes - prefix.length)));
  const mebibytes = Math.round(inflatedBytes / 1024 / 1024);
  return overLimits(file(`PDF deflate bomb (${mebibytes} MiB of spaces)`, name, onePagePdf(content), FAILED));
}

/** A valid hand-made one-page PDF (uncompressed content) whose text layer holds `text`. */
export function plainPdf(text = RESUME_TEXT): Buffer {
  return onePagePdf(pdfStream('', Buffer.from(textOperators(text), 'latin1')));
}

/** Standard security handlers whose password check fails for the empty user password. */
const ENCRYPTIONS = {
  'RC4 40-bit': '/Filter /Standard /V 1 /R 2',
  'RC4 128-bit': '/Filter /Standard /V 2 /R 3 /Length 128',
  'AES-128': '/Filter /Standard /V 4 /R 4 /Length 128 /CF << /StdCF << /CFM /AESV2 /AuthEvent /DocOpen /Length 16 >> >> /StmF /StdCF /StrF /StdCF',
  'AES-256': '/Filter /Standard /V 5 /R 6 /Length 256 /CF << /StdCF << /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF',
} as const;

function encryptedPdfs(): GeneratedFile[] {
  return Object.entries(ENCRYPTIONS).map(([cipher, handler], index) => {
    const hex = (label: string, length: number) => `<${pseudoRandomBytes(`${cipher}:${label}`, length).toString('hex')}>`;
    const aes256 = cipher === 'AES-256';
    const keys = aes256
      ? `/O ${hex('O', 48)} /U ${hex('U', 48)} /OE ${hex('OE', 32)} /UE ${hex('UE', 32)} /Perms ${hex('P', 16)}`
      : `/O ${hex('O', 32)} /U ${hex('U', 32)}`;
    const content = pdfStream('', pseudoRandomBytes(`${cipher}:content`, 400));
    const bytes = onePagePdf(content, {
      objects: [`<< ${handler} ${keys} /P -3904 >>`],
      trailerEntries: `/Encrypt 6 0 R /ID [${hex('id', 16)} ${hex('id', 16)}]`,
    });
    return file(`password-protected PDF (${cipher})`, `encrypted-${index + 1}.pdf`, bytes, FAILED);
  });
}

function truncatedPdfs(pdf: Uint8Array): GeneratedFile[] {
  return [
    file('PDF cut after its header', 'truncated-header.pdf', pdf.subarray(0, 40), FAILED),
    file('PDF cut in half', 'truncated-half.pdf', pdf.subarray(0, Math.floor(pdf.length / 2)), SETTLED),
    file('PDF missing its cross-reference table', 'truncated-xref.pdf', pdf.subarray(0, pdf.length - 200), SETTLED),
  ];
}

function structurallyHostilePdfs(): GeneratedFile[] {
  const text = Buffer.from(textOperators(RESUME_TEXT), 'latin1');
  const circularTree = pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>',
  ]);
  const depth = 100_000;
  const deepArray = Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`, 'latin1');
  const deeplyNested = onePagePdf(pdfStream('', text), { trailerEntries: `/Info ${deepArray.toString('latin1')}` });
  const hugeCount = pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 3 0 R 3 0 R 3 0 R] /Count 2147483647 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ]);
  const valid = plainPdf();
  const brokenXref = Buffer.from(valid.toString('latin1').replace(/startxref\n\d+/, 'startxref\n999999'), 'latin1');
  const withScript = onePagePdf(pdfStream('', text), {
    objects: ["<< /Type /Action /S /JavaScript /JS (app.alert\\('pwned'\\)) >>"],
    catalogEntries: '/OpenAction 6 0 R',
  });
  return [
    file('PDF whose page tree is a cycle', 'circular-pages.pdf', circularTree, FAILED),
    file('PDF with a 100,000-deep nested array', 'deep-nesting.pdf', deeplyNested, SETTLED),
    file('PDF declaring 2^31 pages', 'huge-page-count.pdf', hugeCount, SETTLED),
    file('PDF whose startxref points past the end', 'broken-xref.pdf', brokenXref, SETTLED),
    file('PDF with a JavaScript open action', 'open-action.pdf', withScript, COMPLETED),
  ];
}

// ---------------------------------------------------------------------------------------------
// DOCX (zip) hostile variants
// ---------------------------------------------------------------------------------------------

/** A DOCX with `count` entries in all (tiny parts added to a valid document). */
function docxWithEntries(count: number): Uint8Array {
  const entries = docxEntries(RESUME_TEXT);
  for (let index = Object.keys(entries).length; index < count; index += 1) entries[`customXml/item${index}.xml`] = strToU8('<x/>');
  return zipSync(entries, { level: 1 });
}

/**
 * Rewrites the uncompressed size declared for `entryName` in the zip's local header, central
 * directory header, or both (a zip that lies about what it inflates to).
 */
export function declareZipEntrySize(
  zip: Uint8Array,
  entryName: string,
  declaredSize: number,
  where: 'local' | 'central' | 'both' = 'both',
): Uint8Array {
  const bytes = Buffer.from(zip);
  const name = Buffer.from(entryName, 'utf8');
  for (let at = bytes.indexOf(name); at >= 0; at = bytes.indexOf(name, at + 1)) {
    const local = at - 30;
    const central = at - 46;
    if (where !== 'central' && local >= 0 && bytes.readUInt32LE(local) === 0x04034b50 && bytes.readUInt16LE(local + 26) === name.length) {
      bytes.writeUInt32LE(declaredSize, local + 22);
    }
    if (where !== 'local' && central >= 0 && bytes.readUInt32LE(central) === 0x02014b50 && bytes.readUInt16LE(central + 28) === name.length) {
      bytes.writeUInt32LE(declaredSize, central + 24);
    }
  }
  return bytes;
}

/** Sets a 16-bit field of every central directory header (flags at 8, method at 10). */
function patchCentralHeaders(zip: Uint8Array, fieldOffset: number, value: number): Uint8Array {
  const bytes = Buffer.from(zip);
  for (let at = bytes.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0; at = bytes.indexOf('PK\x01\x02', at + 4, 'latin1')) {
    bytes.writeUInt16LE(value, at + fieldOffset);
  }
  return bytes;
}

function docxWithDocumentXml(documentXml: string): Uint8Array {
  return zipSync({ ...docxEntries(''), 'word/document.xml': strToU8(documentXml) }, { level: 9 });
}

const WORD_NAMESPACE = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const wordBody = (doctype: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>${doctype}<w:document ${WORD_NAMESPACE}><w:body><w:p><w:r><w:t>Jordan Rivera ${body}</w:t></w:r></w:p></w:body></w:document>`;

function entityExpansionDocx(): GeneratedFile[] {
  const laughs = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= 9; level += 1) laughs.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  const billionLaughs = wordBody(`<!DOCTYPE w:document [${laughs.join('')}]>`, '&lol9;');
  const quadratic = wordBody(`<!DOCTYPE w:document [<!ENTITY big "${'a'.repeat(50_000)}">]>`, '&big;'.repeat(20_000));
  const external = wordBody('<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', '&xxe;');
  return [
    file('DOCX with billion-laughs entity expansion', 'billion-laughs.docx', docxWithDocumentXml(billionLaughs), SETTLED),
    file('DOCX with quadratic entity blow-up', 'quadratic-blowup.docx', docxWithDocumentXml(quadratic), SETTLED),
    { ...file('DOCX with an external entity (XXE) on /etc/passwd', 'xxe.docx', docxWithDocumentXml(external), SETTLED), mustNotExtract: 'root:' },
  ];
}

function hostileDocxFiles(): GeneratedFile[] {
  const valid = makeDocx(RESUME_TEXT);
  const bigDocument = zipSync(docxEntries(`${RESUME_TEXT}\n${'Experience with distributed systems. '.repeat(30_000)}`), { level: 9 });
  const nesting = 20_000;
  const deepXml = `<?xml version="1.0"?><w:document ${WORD_NAMESPACE}><w:body>${'<w:sdt><w:sdtContent>'.repeat(nesting)}<w:p><w:r><w:t>Jordan Rivera</w:t></w:r></w:p>${'</w:sdtContent></w:sdt>'.repeat(nesting)}</w:body></w:document>`;
  const withoutDocument = docxEntries(RESUME_TEXT);
  delete withoutDocument['word/document.xml'];
  return [
    file('zip-bomb DOCX, honest sizes (60 MB declared)', 'bomb-total.docx', makeZipBomb('total'), REFUSED),
    file('zip-bomb DOCX, honest sizes (1000:1 entry)', 'bomb-ratio.docx', makeZipBomb('ratio'), REFUSED),
    file('DOCX with 2,001 entries', 'entries-2001.docx', makeZipBomb('entries'), REFUSED),
    file('DOCX with 10,000 entries', 'entries-10000.docx', docxWithEntries(10_000), REFUSED),
    file('zip-bomb DOCX lying about sizes (20 MB declared as 1 KB)', 'lying-sizes.docx', makeLyingDocx(), FAILED),
    file(
      'DOCX whose document.xml declares 100 bytes (central directory only)',
      'lying-central.docx',
      declareZipEntrySize(bigDocument, 'word/document.xml', 100, 'central'),
      FAILED,
    ),
    file('DOCX whose document.xml declares 0 bytes', 'lying-zero.docx', declareZipEntrySize(bigDocument, 'word/document.xml', 0), FAILED),
    ...entityExpansionDocx(),
    file('DOCX with 20,000 nested XML elements', 'deep-xml.docx', docxWithDocumentXml(deepXml), SETTLED),
    file(
      'DOCX whose document.xml is binary garbage',
      'garbage-xml.docx',
      zipSync({ ...docxEntries(''), 'word/document.xml': pseudoRandomBytes('garbage', 4096) }),
      FAILED,
    ),
    file(
      'DOCX carrying a zip bomb as an embedded part',
      'nested-bomb.docx',
      zipSync({ ...docxEntries(RESUME_TEXT), 'word/embeddings/inner.zip': makeZipBomb('total') }, { level: 0 }),
      COMPLETED,
    ),
    file('zip without word/document.xml named .docx', 'no-document.docx', zipSync(withoutDocument), REFUSED),
    file('DOCX with encrypted entries', 'encrypted-entries.docx', patchCentralHeaders(valid, 8, 0x0001), REFUSED),
    file('DOCX with an unsupported compression method (bzip2)', 'bzip2.docx', patchCentralHeaders(valid, 10, 12), REFUSED),
    file('DOCX with ZIP64 size markers', 'zip64.docx', declareZipEntrySize(valid, 'word/document.xml', 0xffffffff), REFUSED),
    file('DOCX cut in half', 'truncated.docx', valid.subarray(0, Math.floor(valid.length / 2)), REFUSED),
    encryptedOfficeDocx(),
  ];
}

function hostileDocFiles(): GeneratedFile[] {
  return [
    loopingOleDoc(),
    loopingStreamOleDoc(),
    selfLoopingOleDoc(),
    outOfFileOleDoc(),
    endlessDifatOleDoc(),
    hugeSectorOleDoc(),
    cyclicDirectoryOleDoc(),
    lyingPieceTableOleDoc(),
    ...truncatedOleDocs(),
    file('OLE header and a WordDocument name, nothing else', 'header-only.doc', makeOleWordHeader(), FAILED),
  ];
}

// ---------------------------------------------------------------------------------------------
// Types that disagree with names, polyglots, text encodings, sizes and names
// ---------------------------------------------------------------------------------------------

function mislabelledFiles(pdf: Uint8Array, docx: Uint8Array, doc: Uint8Array): GeneratedFile[] {
  return [
    file('PDF named .docx', 'resume-pdf.docx', pdf, REFUSED),
    file('DOCX named .pdf', 'resume-docx.pdf', docx, REFUSED),
    file('DOC named .docx', 'resume-doc.docx', doc, REFUSED),
    file('DOCX named .doc', 'resume-docx.doc', docx, REFUSED),
    file('PDF named .txt', 'resume-pdf.txt', pdf, REFUSED),
    file('text named .pdf (issue #9 finding 3)', 'fake.pdf', Buffer.from(RESUME_TEXT, 'utf8'), REFUSED),
    file('PDF without an extension', 'resume', pdf, REFUSED),
    file('PDF named .pdf.exe', 'resume.pdf.exe', pdf, REFUSED),
  ];
}

function polyglots(pdf: Uint8Array, docx: Uint8Array): GeneratedFile[] {
  const pdfThenZip = Buffer.concat([pdf, docx]);
  // A stored first entry puts '%PDF-' within the zip's first KiB.
  const zipWithPdfHeader = zipSync({ 'a.txt': strToU8('%PDF-1.7 not really'), ...docxEntries(RESUME_TEXT) }, { level: 0 });
  const textWithPdfHeader = Buffer.from(`%PDF-1.4\n${RESUME_TEXT}`, 'utf8');
  const html = Buffer.from(`<html><body><script>alert(document.cookie)</script>${RESUME_TEXT}</body></html>`, 'utf8');
  return [
    file('polyglot PDF + zip named .pdf', 'polyglot.pdf', pdfThenZip, SETTLED),
    file('polyglot PDF + zip named .docx', 'polyglot.docx', pdfThenZip, REFUSED),
    file("DOCX with '%PDF-' in its first KiB named .docx", 'pdf-header-zip.docx', zipWithPdfHeader, REFUSED),
    file("DOCX with '%PDF-' in its first KiB named .pdf", 'pdf-header-zip.pdf', zipWithPdfHeader, FAILED),
    file("text starting with '%PDF-' named .pdf", 'pdf-header-text.pdf', textWithPdfHeader, FAILED),
    file("text starting with '%PDF-' named .txt", 'pdf-header-text.txt', textWithPdfHeader, REFUSED),
    file('PNG image named .pdf', 'scan.pdf', makePng(), REFUSED),
    file('HTML with a script named .pdf', 'page.pdf', html, REFUSED),
    file('HTML with a script named .txt', 'page.txt', html, COMPLETED),
    file("text starting with 'PK\\x03\\x04' named .txt", 'zip-header.txt', Buffer.from(`PK\x03\x04${RESUME_TEXT}`, 'latin1'), REFUSED),
  ];
}

function emptyFiles(): GeneratedFile[] {
  return [
    ...['pdf', 'docx', 'doc', 'txt'].map((extension) => file(`empty .${extension}`, `empty.${extension}`, new Uint8Array(0), REFUSED)),
    file('whitespace-only text', 'blank.txt', Buffer.from(' \n\t\r\n  \uFEFF', 'utf8'), REFUSED),
  ];
}

/** Files at and one byte over the upload limit (over it, the parser must stop reading, not buffer them). */
function oversizedFiles(pdf: Uint8Array): GeneratedFile[] {
  const tooLarge = RESUME_MAX_BYTES + 1;
  const paddedPdf = Buffer.alloc(tooLarge, 0x20);
  paddedPdf.set(pdf);
  const text = Buffer.alloc(tooLarge, 'Experience with TypeScript. ');
  return [
    file('PDF of 10 MB + 1 byte', 'oversized.pdf', paddedPdf, REFUSED),
    file('text of 10 MB + 1 byte', 'oversized.txt', text, REFUSED),
    // Just under the limit: read like the resume it is (measuring its streams once took 17 s, see pdf-inflation.ts).
    file('PDF padded with spaces to the 10 MB limit', 'padded.pdf', paddedPdf.subarray(0, RESUME_MAX_BYTES), COMPLETED),
  ];
}

function textEncodings(): GeneratedFile[] {
  const invalidUtf8 = Buffer.concat([Buffer.from(RESUME_TEXT, 'utf8'), Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xfe, 0xed, 0xa0, 0x80])]);
  const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(RESUME_TEXT, 'utf16le')]);
  const utf16be = Buffer.from(utf16le);
  utf16be.swap16();
  const withNul = Buffer.from(`${RESUME_TEXT}\u0000\u0000hidden`, 'utf8');
  const controls = Buffer.from(`${RESUME_TEXT}\n\u001b[31mred\u001b[0m \u0007\u0008 \u202Eevil\u202C \uFEFF \u200B`, 'utf8');
  return [
    file('invalid UTF-8 text', 'invalid-utf8.txt', invalidUtf8, REFUSED),
    file('UTF-16LE text with a BOM', 'utf16le.txt', utf16le, COMPLETED),
    file('UTF-16BE text with a BOM', 'utf16be.txt', utf16be, COMPLETED),
    file('Windows-1252 text', 'ansi.txt', Buffer.from(`${RESUME_TEXT.replace(/[–•]/g, '-')}\nJürgen Müller, Köln`, 'latin1'), COMPLETED),
    file('text with NUL bytes', 'nul.txt', withNul, REFUSED),
    file('UTF-8 text with a BOM', 'bom.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(RESUME_TEXT, 'utf8')]), COMPLETED),
    file('text with terminal escapes and bidi controls', 'controls.txt', controls, COMPLETED),
    file('text with one 5 MB line', 'long-line.txt', Buffer.from(`${RESUME_TEXT} ${'TypeScript '.repeat(450_000)}`, 'utf8'), COMPLETED),
  ];
}

/** Hostile names on valid content: the name is shown, never used as a path. */
function hostileNames(pdf: Uint8Array): GeneratedFile[] {
  // A name is either refused or accepted as a label; both are fine, a 500 or a path is not.
  const either = ['refused', 'completed'] as const;
  return [
    file('path traversal name', '../../../../etc/passwd.pdf', pdf, either),
    file('Windows path traversal name', '..\\..\\Windows\\System32\\resume.pdf', pdf, either),
    file('absolute path name', '/var/lib/kairox/files/org-1/resume.pdf', pdf, either),
    file('right-to-left override hiding .exe', 'resume\u202Efdp.exe', pdf, REFUSED),
    file('right-to-left override in a .pdf name', 'cv\u202Excod.pdf', pdf, either),
    file('terminal escape in the name', 'cv\u001b[2J\u001b[31m.pdf', pdf, either),
    file('NUL and CR LF in the name', 'cv\u0000\r\nX-Injected: 1.pdf', pdf, either),
    file('a 5,000-character name', `${'a'.repeat(5000)}.pdf`, pdf, either),
    file('a name that is only an extension', '.pdf', pdf, either),
    file('accented name with upper-case extension', 'Jürgen Müller – CV.PDF', pdf, COMPLETED),
    file('.exe.pdf double extension', 'resume.exe.pdf', pdf, COMPLETED),
  ];
}

/**
 * The whole corpus (about 100 files): valid resumes, then every hostile family. `bombBytes` sets
 * the inflated size of the large PDF deflate bomb.
 */
export async function hostileCorpus(options: { bombBytes?: number } = {}): Promise<GeneratedFile[]> {
  const pdf = await makePdf(RESUME_TEXT);
  const docx = makeDocx(RESUME_TEXT);
  const doc = wordDocument(RESUME_TEXT);
  return [
    await validPdf(),
    validDocx(),
    validDoc(),
    validTxt(),
    file('hand-written PDF', 'plain.pdf', plainPdf(), COMPLETED),
    file('image-only PDF (a scan: no text)', 'scan-only.pdf', await makeImagePdf(), FAILED),
    ...hostileDocxFiles(),
    ...hostileDocFiles(),
    ...encryptedPdfs(),
    ...truncatedPdfs(pdf),
    pdfDeflateBomb(options.bombBytes),
    pdfDeflateBomb(200 * 1024 * 1024, 'deflate-bomb-200mb.pdf'),
    ...structurallyHostilePdfs(),
    ...mislabelledFiles(pdf, docx, doc),
    ...polyglots(pdf, docx),
    ...emptyFiles(),
    ...oversizedFiles(pdf),
    ...textEncodings(),
    ...hostileNames(pdf),
  ];
}
