/**
 * Accuracy of the resume fields parser (issue #10) on real resume files.
 *
 *   npm run bench:resume-fields -- [EVAL_DIR] [--now 2026-11-24] [--workers 1]
 *
 * Every file under EVAL_DIR/resume-files/ (default ../shared/eval) is checked as the server checks
 * an upload (`detectResumeType`), its text extracted as the server extracts it (an isolated
 * ExtractionPool child), and its profile parsed (`parseResumeProfile`, with the file's name as the
 * server passes it). The profiles are compared with bench/resume-fields.expected.json, a list
 * written by reading the files: file -> the candidate's name and email as SHA-256 (null where the file has
 * none) and whether it shows a phone number. Printed: name and email accuracy (exact match, a null
 * expected must come out null: a headline taken for a name is a miss), the phone found-rate and
 * false-phone count, and every miss.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { detectResumeType } from '../apps/server/src/lib/file-types.js';
import { ExtractionPool } from '../apps/server/src/modules/applications/extraction/pool.js';
import { parseResumeProfile } from '../apps/server/src/modules/screening/profile/parse.js';

/**
 * The expected name and email are stored as SHA-256 hex of the exact value (null where the file has
 * none): several files are real people's CVs, and their names do not belong in this repository.
 */
interface Expected {
  /** Path under resume-files/, e.g. "livecareer/CHEF_11444536.pdf". */
  file: string;
  nameSha256: string | null;
  emailSha256: string | null;
  /** Whether the file shows a phone number. */
  phone: boolean;
}

const { values: args, positionals } = parseArgs({
  options: {
    now: { type: 'string', default: '2026-11-24' },
    workers: { type: 'string', default: '1' },
  },
  allowPositionals: true,
});

const here = dirname(fileURLToPath(import.meta.url));
const evalDir = resolve(positionals[0] ?? resolve(here, '../../shared/eval'));
const filesDir = join(evalDir, 'resume-files');
const expected: Expected[] = JSON.parse(readFileSync(join(here, 'resume-fields.expected.json'), 'utf8'));
const now = new Date(`${args.now}T00:00:00Z`);

function resumeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? resumeFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);
const show = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));
const sha256 = (value: string | null) => (value === null ? null : createHash('sha256').update(value).digest('hex'));
const expectedText = (hash: string | null) => (hash === null ? 'null' : 'another value');

async function main() {
  const pool = new ExtractionPool({ logger: pino({ level: 'silent' }), workers: Number(args.workers) });
  const found = new Map<string, ReturnType<typeof parseResumeProfile>>();
  let refused = 0;
  try {
    for (const path of resumeFiles(filesDir)) {
      const bytes = readFileSync(path);
      const detected = detectResumeType(bytes, ['pdf', 'docx', 'doc']);
      if (!detected.ok) {
        refused += 1;
        continue;
      }
      const text = await pool.extract(bytes, detected.type);
      found.set(relative(filesDir, path), parseResumeProfile(text, { now, fileName: basename(path) }));
    }
  } finally {
    await pool.close();
  }

  const misses: string[] = [];
  const tally = { name: 0, email: 0, withName: 0, namesFound: 0, headlineNames: 0, withPhone: 0, phonesFound: 0, falsePhones: 0 };
  const listed = expected.filter((entry) => found.has(entry.file));
  for (const entry of listed) {
    const profile = found.get(entry.file)!;
    const nameRight = sha256(profile.name) === entry.nameSha256;
    if (nameRight) tally.name += 1;
    else misses.push(`${entry.file}: name ${show(profile.name)}, expected ${expectedText(entry.nameSha256)}`);
    if (sha256(profile.email) === entry.emailSha256) tally.email += 1;
    else misses.push(`${entry.file}: email ${show(profile.email)}, expected ${expectedText(entry.emailSha256)}`);
    if (entry.nameSha256 !== null) {
      tally.withName += 1;
      if (nameRight) tally.namesFound += 1;
    } else if (profile.name !== null) tally.headlineNames += 1;
    if (entry.phone) {
      tally.withPhone += 1;
      if (profile.phone) tally.phonesFound += 1;
      else misses.push(`${entry.file}: no phone found`);
    } else if (profile.phone) {
      tally.falsePhones += 1;
      misses.push(`${entry.file}: phone ${show(profile.phone)} in a file without one`);
    }
  }
  const absent = expected.filter((entry) => !found.has(entry.file)).map((entry) => entry.file);

  console.log(`resume fields on ${evalDir}/resume-files: ${found.size} files parsed, ${refused} not resumes, ${listed.length} in the expected list`);
  if (absent.length) console.log(`expected but not found: ${absent.join(', ')}`);
  console.log(`name:  ${tally.name}/${listed.length} = ${percent(tally.name, listed.length)}`);
  console.log(`       files with a name: ${tally.namesFound}/${tally.withName} = ${percent(tally.namesFound, tally.withName)} read right`);
  console.log(`       files without one: ${tally.headlineNames}/${listed.length - tally.withName} given a name anyway (a headline or other line)`);
  console.log(`email: ${tally.email}/${listed.length} = ${percent(tally.email, listed.length)}`);
  console.log(
    `phone: found in ${tally.phonesFound}/${tally.withPhone} files that show one = ${percent(tally.phonesFound, tally.withPhone)}; ${tally.falsePhones} found in files without one`,
  );
  console.log(misses.length ? `\nmisses:\n  ${misses.join('\n  ')}` : '\nno misses');
}

await main();
