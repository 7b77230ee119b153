import { Worker } from 'node:worker_threads';
import { ZipLimitError } from '../../../lib/file-types.js';
import type { ResumeReading, ResumeReadingOptions } from '../../screening/resume-reading.js';
import { extractResumeText } from './parse.js';
import { PdfInflationLimitError } from './pdf-inflation.js';
import { CHILD_READY, PRELOAD_READING, type ExtractionFailure, type ExtractionReply, type ExtractionRequest } from './protocol.js';

/**
 * Entry point of an extraction child process (forked by pool.ts): parses one file at a time and
 * answers over IPC, with what the resume pipeline reads from the text when it asks
 * (screening/resume-reading.ts). The parent enforces the time and memory limits by killing this
 * process.
 */

/**
 * If the server dies without closing the pool (SIGKILL, crash), the IPC channel closes, but a
 * parser stuck in a synchronous loop would never see it. A watchdog thread checks that the parent
 * is alive and kills this process otherwise.
 */
const PARENT_WATCHDOG = `
const parent = ${process.ppid};
setInterval(() => {
  try { process.kill(parent, 0); } catch { process.kill(process.pid, 'SIGKILL'); }
}, 500);
`;

function failureOf(error: unknown): ExtractionFailure {
  if (error instanceof PdfInflationLimitError) return 'limits';
  if (error instanceof ZipLimitError) return 'docx';
  return 'parse';
}

/**
 * The resume reading module (the screening engine), loaded on first use: before the child reports
 * ready when the pool asks (PRELOAD_READING), so a child that only extracts (the benchmarks' raw
 * extraction) carries none of it.
 */
let readingModule: Promise<typeof import('../../screening/resume-reading.js')> | null = null;
function loadReading(): Promise<typeof import('../../screening/resume-reading.js')> {
  readingModule ??= import('../../screening/resume-reading.js');
  return readingModule;
}

/** Loads and warms the reading before the first file; a failure shows again, as null, on each file's reading. */
async function preloadReading(): Promise<void> {
  try {
    (await loadReading()).warmUpReading();
  } catch {
    // each file's reading meets the same error and answers null
  }
}

/** The text's fields and analysis; null when reading fails, which is no fault of the file. */
async function readingOf(text: string, options: ResumeReadingOptions): Promise<ResumeReading | null> {
  try {
    const { readResumeText } = await loadReading();
    return readResumeText(text, options);
  } catch {
    return null;
  }
}

async function handle(request: ExtractionRequest): Promise<ExtractionReply> {
  try {
    const text = await extractResumeText(request.bytes, request.type);
    if (!request.reading) return { id: request.id, ok: true, text };
    return { id: request.id, ok: true, text, reading: await readingOf(text, request.reading) };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    return { id: request.id, ok: false, failure: failureOf(error), message };
  }
}

async function main(): Promise<void> {
  const watchdog = new Worker(PARENT_WATCHDOG, { eval: true, execArgv: [] });
  // Online before any parsing starts: a busy parser would delay the thread's start.
  await new Promise((resolve) => watchdog.once('online', resolve));
  process.on('message', (request: ExtractionRequest) => {
    void handle(request).then((reply) => process.send!(reply));
  });
  process.on('disconnect', () => process.exit(0));
  if (process.argv.includes(PRELOAD_READING)) await preloadReading();
  process.send!(CHILD_READY);
}

void main();
