import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResumeFileType } from '../../../lib/file-types.js';
import { isProcessRunning } from '../../../lib/process-usage.js';
import { makeDocx, makeDocxWithLineBreaks, makeDocxWithPageParts, makeLyingDocx } from '../../../testing/fixtures.js';
import { loopingOleDoc, pdfDeflateBomb, validDoc, validDocx, validPdf, validTxt } from '../../../testing/hostile-files.js';
import { testBundleFile } from '../../../testing/test-bundle.js';
import { ExtractionError, ExtractionPool, type ExtractionPoolOptions } from './pool.js';

/**
 * The pool on its own, with real child processes. A looping Word 97 file (its OLE sector chain
 * goes 1 -> 2 -> 1) makes word-extractor allocate without end: in the server it took 2 GB and
 * the process down; here only its child dies or is killed.
 */
const silent = pino({ level: 'silent' });
const pools: ExtractionPool[] = [];

function createPool(options: Partial<ExtractionPoolOptions> = {}): ExtractionPool {
  const pool = new ExtractionPool({ logger: silent, childEntry: testBundleFile('child.js'), ...options });
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

async function failureOf(work: Promise<unknown>): Promise<ExtractionError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ExtractionError)) throw new Error(`expected an ExtractionError, got ${String(error)}`);
  return error;
}

const looping = () => loopingOleDoc().bytes;

describe('the extraction pool', () => {
  it('extracts PDF, DOCX, DOC and TXT text in a child process', async () => {
    const pool = createPool();
    const files: Array<[ResumeFileType, Uint8Array]> = [
      ['pdf', (await validPdf()).bytes],
      ['docx', validDocx().bytes],
      ['doc', validDoc().bytes],
      ['txt', validTxt().bytes],
    ];
    for (const [type, bytes] of files) {
      const text = await pool.extract(bytes, type);
      expect(text, type).toContain('Jordan Rivera');
      expect(text, type).toContain('Built the shipment tracking API in Fastify and PostgreSQL');
    }
    expect(pool.pids).toHaveLength(1);
    expect(pool.pids[0]).not.toBe(process.pid);
  }, 120_000);

  it('reads a DOCX paragraph as one line, with a blank line only where a paragraph is empty', async () => {
    const pool = createPool();
    // Title above its dates, as the screening reads roles: mammoth's raw text puts a blank line after every paragraph.
    const resume = [
      'Jordan Rivera',
      'Senior Backend Engineer',
      'Acme Logistics | 2019 - Present',
      '',
      'Education',
      'B.Sc. Computer Science, 2014',
    ].join('\n');
    expect(await pool.extract(makeDocx(resume), 'docx')).toBe(resume);
  }, 120_000);

  it('reads the lines of a DOCX paragraph that line breaks set apart as lines, not run together', async () => {
    const pool = createPool();
    const docx = makeDocxWithLineBreaks([
      ['Jana Müller', 'Senior Backend Engineer', 'Berlin, Germany'],
      ['Deep knowledge of', 'C#, SQL & PHP'],
    ]);
    expect(await pool.extract(docx, 'docx')).toBe('Jana Müller\nSenior Backend Engineer\nBerlin, Germany\nDeep knowledge of\nC#, SQL & PHP');
  }, 120_000);

  it('reads a DOCX page header above the body and its footer below, a text box in the header once', async () => {
    const pool = createPool();
    const docx = makeDocxWithPageParts(
      ['Jana Müller', 'jana.mueller@example.de | +49 30 1234567'],
      'Berufserfahrung\nEntwicklerin & Architektin',
      'Seite 1',
    );
    expect(await pool.extract(docx, 'docx')).toBe(
      'Jana Müller\njana.mueller@example.de | +49 30 1234567\nBerufserfahrung\nEntwicklerin & Architektin\nSeite 1',
    );
  }, 120_000);

  it('reads the text in the child when asked: the resume fields and the screening analysis, null for a text too short to screen', async () => {
    const pool = createPool({ reading: true });
    const options = { fileName: 'jordan-rivera.pdf', analysisNow: new Date('2025-06-01'), candidateName: null };
    const { text, reading } = await pool.extractAndRead((await validPdf()).bytes, 'pdf', options);
    expect(text).toContain('Jordan Rivera');
    expect(reading!.profile.name).toBe('Jordan Rivera');
    expect(reading!.profile.skills).toEqual(expect.arrayContaining(['PostgreSQL']));
    // Maps and sets survive the IPC channel as such.
    expect(reading!.analysis!.skills.all).toBeInstanceOf(Set);
    expect(reading!.analysis!.skills.all.size).toBeGreaterThan(0);
    expect(reading!.analysis!.termFrequencies).toBeInstanceOf(Map);
    expect((await pool.extractAndRead(validTxt('See attached scan.').bytes, 'txt', options)).reading).toEqual({
      profile: expect.any(Object),
      analysis: null,
    });
  }, 120_000);

  it('kills a child whose file takes longer than the time limit, and carries on with a new one', async () => {
    const pool = createPool({ timeoutMs: 1000, heapMegabytes: 4096, residentBytes: 8 * 1024 ** 3 });
    await pool.extract(validTxt().bytes, 'txt');
    const [first] = pool.pids;
    const error = await failureOf(pool.extract(looping(), 'doc'));
    expect(error).toMatchObject({ kind: 'limits', message: 'the extraction process took too long' });
    expect(isProcessRunning(first!)).toBe(false);
    expect(await pool.extract(validTxt('Still working').bytes, 'txt')).toBe('Still working');
    expect(pool.pids).toHaveLength(1);
    expect(pool.pids[0]).not.toBe(first);
  }, 120_000);

  it('kills a child whose resident memory passes the cap', async () => {
    const pool = createPool({ heapMegabytes: 4096, residentBytes: 300 * 1024 * 1024, timeoutMs: 60_000 });
    const error = await failureOf(pool.extract(looping(), 'doc'));
    expect(error).toMatchObject({ kind: 'limits', message: 'the extraction process used too much memory' });
  }, 120_000);

  it('fails a file whose child runs out of heap (the looping .doc) as over the limits', async () => {
    // A time limit far away: the heap cap alone must stop it, however slow the machine.
    const pool = createPool({ timeoutMs: 200_000 });
    const error = await failureOf(pool.extract(looping(), 'doc'));
    expect(error).toMatchObject({ kind: 'limits', message: 'the extraction process crashed' });
    expect(await pool.extract(validTxt('After the crash').bytes, 'txt')).toBe('After the crash');
  }, 300_000);

  it('refuses a PDF deflate bomb and a lying DOCX inside the child, which stays alive', async () => {
    const pool = createPool();
    const bomb = await failureOf(pool.extract(pdfDeflateBomb(1024 ** 3).bytes, 'pdf'));
    expect(bomb.kind).toBe('limits');
    const [child] = pool.pids;
    const docx = await failureOf(pool.extract(makeLyingDocx(), 'docx'));
    expect(docx.kind).toBe('docx');
    const broken = await failureOf(pool.extract(Buffer.from('%PDF-1.7\nnothing else'), 'pdf'));
    expect(broken.kind).toBe('parse');
    expect(pool.pids).toEqual([child]);
  }, 120_000);

  it('stops a child that uses more CPU time than the start limit before it reports ready, and says so', async () => {
    // Loading the parsers and the screening engine takes far more than 50 ms of CPU.
    const pool = createPool({ reading: true, startCpuMs: 50 });
    const error = await failureOf(pool.extract(validTxt().bytes, 'txt'));
    expect(error).toMatchObject({ kind: 'unavailable', message: 'the extraction process did not start: it passed the start limit' });
    expect(pool.pids).toEqual([]);
  }, 120_000);

  it('parses files side by side up to its size and queues the rest', async () => {
    const pool = createPool({ workers: 2 });
    const texts = await Promise.all(['One', 'Two', 'Three', 'Four'].map((word) => pool.extract(validTxt(word).bytes, 'txt')));
    expect(texts).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(pool.pids).toHaveLength(2);
  }, 120_000);

  it('kills its children on close, failing the file in progress as unavailable, not as over the limits', async () => {
    const pool = createPool({ timeoutMs: 60_000 });
    await pool.extract(validTxt().bytes, 'txt');
    const inProgress = failureOf(pool.extract(looping(), 'doc'));
    const pids = pool.pids;
    await pool.close();
    expect((await inProgress).kind).toBe('unavailable');
    expect(pids.filter(isProcessRunning)).toEqual([]);
    expect(pool.pids).toEqual([]);
    expect((await failureOf(pool.extract(validTxt().bytes, 'txt'))).kind).toBe('unavailable');
  }, 120_000);

  it('stops the files in progress when one app sharing it closes, keeping the idle child for the next', async () => {
    const pool = createPool({ workers: 2, timeoutMs: 60_000 });
    await Promise.all([pool.extract(validTxt('One').bytes, 'txt'), pool.extract(validTxt('Two').bytes, 'txt')]);
    const [idle, busy] = pool.pids;
    const inProgress = failureOf(pool.extract(looping(), 'doc'));
    await pool.stopFilesInProgress();
    expect((await inProgress).kind).toBe('unavailable');
    expect(pool.pids).toHaveLength(1);
    expect([idle, busy]).toContain(pool.pids[0]);
    expect(await pool.extract(validTxt('Next app').bytes, 'txt')).toBe('Next app');
  }, 120_000);
});
