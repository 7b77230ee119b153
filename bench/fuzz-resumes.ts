/**
 * Fuzz the resume text extraction with mutated PDF, DOCX and DOC files.
 *
 *   npm run bench:fuzz -- [--iterations 200] [--seed 1] [--timeout-ms 10000] [--workers 2] [--json out.json]
 *
 * Each iteration takes a valid resume (a pdf-lib PDF, a hand-written PDF, a DOCX, a Word 97 DOC),
 * applies one to three mutations (bit flips, truncation, byte insertion, chunk duplication; for a
 * DOCX also a zip entry lying about its size and damage inside word/document.xml), runs the upload
 * check the server runs (`detectResumeType`) and, when the file would be accepted, extracts its
 * text the way the server does: in an isolated child process (ExtractionPool) with the time and
 * memory limits. Printed: outcomes per format, crashes (a child that died), hangs (time limit),
 * memory kills, the slowest file and the memory peaks of the extraction children and of this
 * process. A run is reproducible from its seed.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { unzipSync, zipSync } from 'fflate';
import pino from 'pino';
import { detectResumeType, type ResumeFileType } from '../apps/server/src/lib/file-types.js';
import { ExtractionError, ExtractionPool } from '../apps/server/src/modules/applications/extraction/pool.js';
import { residentBytesOf } from '../apps/server/src/lib/process-usage.js';
import { toMebibytes } from '../apps/server/src/testing/health-watch.js';
// The generators share fixtures with the server tests, whose vitest `inject` is typed by the global setup.
import type {} from '../apps/server/src/testing/global-setup.js';
import { declareZipEntrySize, plainPdf, validDoc, validDocx, validPdf } from '../apps/server/src/testing/hostile-files.js';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    'timeout-ms': { type: 'string', default: '10000' },
    workers: { type: 'string', default: '2' },
    json: { type: 'string' },
  },
});
const iterations = Number(args.iterations);
const timeoutMs = Number(args['timeout-ms']);
const workers = Number(args.workers);
if (![iterations, timeoutMs, workers].every((value) => Number.isInteger(value) && value > 0)) {
  console.error('--iterations, --timeout-ms and --workers take positive whole numbers');
  process.exit(1);
}

/** mulberry32: a small seeded generator, so a run can be repeated. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(Number(args.seed));
const below = (limit: number) => Math.floor(random() * limit);
const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;

interface Seed {
  name: string;
  bytes: Uint8Array;
}

type Mutation = (bytes: Uint8Array) => { bytes: Uint8Array; description: string };

const flipBits: Mutation = (bytes) => {
  const copy = Uint8Array.from(bytes);
  const flips = 1 + below(16);
  for (let index = 0; index < flips; index += 1) copy[below(copy.length)]! ^= 1 << below(8);
  return { bytes: copy, description: `flip ${flips} bits` };
};

const truncate: Mutation = (bytes) => {
  const length = below(bytes.length);
  return { bytes: bytes.subarray(0, length), description: `truncate to ${length}` };
};

const insertBytes: Mutation = (bytes) => {
  const at = below(bytes.length);
  const inserted = Uint8Array.from({ length: 1 + below(64) }, () => below(256));
  const result = new Uint8Array(bytes.length + inserted.length);
  result.set(bytes.subarray(0, at));
  result.set(inserted, at);
  result.set(bytes.subarray(at), at + inserted.length);
  return { bytes: result, description: `insert ${inserted.length} bytes at ${at}` };
};

const duplicateChunk: Mutation = (bytes) => {
  const start = below(bytes.length);
  const chunk = bytes.subarray(start, start + 1 + below(512));
  const at = below(bytes.length);
  const copies = 1 + below(8);
  const result = new Uint8Array(bytes.length + chunk.length * copies);
  result.set(bytes.subarray(0, at));
  for (let copy = 0; copy < copies; copy += 1) result.set(chunk, at + copy * chunk.length);
  result.set(bytes.subarray(at), at + chunk.length * copies);
  return { bytes: result, description: `duplicate ${chunk.length} bytes from ${start} ${copies}x at ${at}` };
};

const DOCX_ENTRIES = ['word/document.xml', '[Content_Types].xml', '_rels/.rels'];
const lieAboutZipSize: Mutation = (bytes) => {
  const entry = pick(DOCX_ENTRIES);
  const declared = pick([0, 1, below(4096), below(50 * 1024 * 1024), 0xffffffff]);
  const where = pick(['local', 'central', 'both'] as const);
  return { bytes: declareZipEntrySize(bytes, entry, declared, where), description: `${entry} declares ${declared} (${where})` };
};

/** Mutates word/document.xml inside the zip and packs it again, so the XML parser sees the damage, not the zip check. */
const mutateDocumentXml: Mutation = (bytes) => {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    return flipBits(bytes);
  }
  const xml = entries['word/document.xml'];
  if (!xml) return flipBits(bytes);
  const [name, mutate] = pick(BYTE_MUTATIONS);
  const mutated = mutate(xml);
  entries['word/document.xml'] = mutated.bytes;
  return { bytes: zipSync(entries), description: `document.xml ${name}: ${mutated.description}` };
};

const BYTE_MUTATIONS: Array<[string, Mutation]> = [
  ['bit flips', flipBits],
  ['truncation', truncate],
  ['byte insertion', insertBytes],
  ['chunk duplication', duplicateChunk],
];
const DOCX_MUTATIONS: Array<[string, Mutation]> = [...BYTE_MUTATIONS, ['zip size lie', lieAboutZipSize], ['xml damage', mutateDocumentXml]];

type Outcome = 'refused at upload' | 'text' | 'no text' | 'parse error' | 'docx refused' | 'hang' | 'memory' | 'crash' | 'unavailable';

interface Result {
  iteration: number;
  seed: string;
  mutations: string[];
  type: ResumeFileType | null;
  outcome: Outcome;
  ms: number;
  peakChildBytes: number;
  detail?: string;
}

function outcomeOf(error: unknown): { outcome: Outcome; detail: string } {
  const detail = error instanceof Error ? error.message.slice(0, 160) : String(error);
  if (!(error instanceof ExtractionError)) return { outcome: 'crash', detail: `not an ExtractionError: ${detail}` };
  if (error.kind === 'parse') return { outcome: 'parse error', detail };
  if (error.kind === 'docx') return { outcome: 'docx refused', detail };
  if (error.kind === 'unavailable') return { outcome: 'unavailable', detail };
  if (/too long/.test(detail)) return { outcome: 'hang', detail };
  if (/too much memory|inflate/i.test(detail)) return { outcome: 'memory', detail };
  return { outcome: 'crash', detail };
}

async function main() {
  const seeds: Seed[] = [
    { name: 'pdf (pdf-lib)', bytes: (await validPdf()).bytes },
    { name: 'pdf (hand-written)', bytes: plainPdf() },
    { name: 'docx', bytes: validDocx().bytes },
    { name: 'doc', bytes: validDoc().bytes },
  ];
  const pool = new ExtractionPool({ logger: pino({ level: 'silent' }), workers, timeoutMs });
  let peakParent = 0;
  let peakChild = 0;
  let iterationPeak = 0;
  const sampler = setInterval(() => {
    void (async () => {
      peakParent = Math.max(peakParent, process.memoryUsage().rss);
      for (const pid of pool.pids) {
        const bytes = (await residentBytesOf(pid)) ?? 0;
        iterationPeak = Math.max(iterationPeak, bytes);
        peakChild = Math.max(peakChild, bytes);
      }
    })();
  }, 50);

  // Children start on first use: start them all before the clock runs.
  await Promise.all(Array.from({ length: workers }, () => pool.extract(Buffer.from('warm up'), 'txt')));
  const results: Result[] = [];
  const started = Date.now();
  try {
    for (let iteration = 0; iteration < iterations; iteration += 1) {
      const seed = pick(seeds);
      let bytes = seed.bytes;
      const mutations: string[] = [];
      for (let count = 1 + below(3); count > 0; count -= 1) {
        const [name, mutate] = pick(seed.name === 'docx' ? DOCX_MUTATIONS : BYTE_MUTATIONS);
        const mutated = mutate(bytes);
        bytes = mutated.bytes;
        mutations.push(`${name}: ${mutated.description}`);
      }
      const detected = detectResumeType(bytes, ['pdf', 'docx', 'doc', 'txt']);
      const base = { iteration, seed: seed.name, mutations, type: detected.ok ? detected.type : null };
      if (!detected.ok) {
        results.push({ ...base, outcome: 'refused at upload', ms: 0, peakChildBytes: 0, detail: detected.reason });
        continue;
      }
      iterationPeak = 0;
      const start = Date.now();
      try {
        const text = await pool.extract(bytes, detected.type);
        results.push({ ...base, outcome: text ? 'text' : 'no text', ms: Date.now() - start, peakChildBytes: iterationPeak });
      } catch (error) {
        results.push({ ...base, ...outcomeOf(error), ms: Date.now() - start, peakChildBytes: iterationPeak });
      }
      if ((iteration + 1) % 25 === 0) console.error(`${iteration + 1}/${iterations} files`);
    }
  } finally {
    clearInterval(sampler);
    await pool.close();
  }
  report(results, Date.now() - started, peakChild, peakParent);
}

function report(results: Result[], elapsedMs: number, peakChild: number, peakParent: number) {
  const outcomes: Outcome[] = ['refused at upload', 'text', 'no text', 'parse error', 'docx refused', 'hang', 'memory', 'crash', 'unavailable'];
  const seedNames = [...new Set(results.map((result) => result.seed))].sort();
  console.log(`\n${results.length} mutated files in ${(elapsedMs / 1000).toFixed(1)} s (seed ${args.seed}, time limit ${timeoutMs} ms)\n`);
  console.log(['format'.padEnd(20), ...outcomes.map((outcome) => outcome.padStart(outcome.length + 2))].join(''));
  for (const seedName of seedNames) {
    const row = outcomes.map((outcome) =>
      String(results.filter((result) => result.seed === seedName && result.outcome === outcome).length).padStart(outcome.length + 2),
    );
    console.log([seedName.padEnd(20), ...row].join(''));
  }
  const extracted = results.filter((result) => result.outcome !== 'refused at upload');
  const slowest = extracted.reduce<Result | null>((worst, result) => (!worst || result.ms > worst.ms ? result : worst), null);
  console.log(`\npeak resident memory: extraction child ${toMebibytes(peakChild)} MiB, this process ${toMebibytes(peakParent)} MiB`);
  if (slowest)
    console.log(`slowest file: ${slowest.ms} ms (#${slowest.iteration} ${slowest.seed}: ${slowest.mutations.join('; ')} -> ${slowest.outcome})`);
  const notable = results.filter((result) => ['hang', 'memory', 'crash', 'unavailable'].includes(result.outcome));
  console.log(notable.length ? '\ncrashes, hangs and memory kills:' : '\nno crashes, hangs or memory kills');
  for (const result of notable) {
    console.log(
      `  #${result.iteration} ${result.seed} [${result.mutations.join('; ')}] -> ${result.outcome} after ${result.ms} ms, ${toMebibytes(result.peakChildBytes)} MiB: ${result.detail}`,
    );
  }
  if (args.json) writeFileSync(args.json, JSON.stringify({ seed: args.seed, timeoutMs, elapsedMs, peakChild, peakParent, results }, null, 2));
}

await main();
