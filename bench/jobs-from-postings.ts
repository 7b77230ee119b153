/**
 * Write a jobs CSV for eval-screening from real job postings: for each category of a resume
 * set, the first posting (in file order) whose title names the category or its role (title or
 * alias from the role taxonomy). Categories without such a posting are left out (the evaluation
 * then synthesises their job).
 *
 *   node --import tsx bench/jobs-from-postings.ts --data <resumes.csv> --postings <monster_jobs.csv> --out <jobs.csv>
 *
 * Postings CSV: job_title, job_description (the Monster sample in shared/eval/job-descriptions).
 * The output is written where --out says; keep it outside the repository.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { findRole, normalizeRoleName } from '../apps/server/src/modules/screening/roles.js';
import { parseCsvRecords } from './csv.js';

const { values: args } = parseArgs({ options: { data: { type: 'string' }, postings: { type: 'string' }, out: { type: 'string' } } });
if (!args.data || !args.postings || !args.out) {
  console.error('usage: node --import tsx bench/jobs-from-postings.ts --data <resumes.csv> --postings <postings.csv> --out <jobs.csv>');
  process.exit(2);
}

const { records: resumes } = parseCsvRecords(readFileSync(args.data, 'utf8'));
const categories = [...new Set(resumes.map((r) => (r.category ?? r.Category ?? '').trim()).filter(Boolean))].sort();
const { records: postings } = parseCsvRecords(readFileSync(args.postings, 'utf8'));

const hasWords = (title: string, name: string) => {
  const t = ` ${normalizeRoleName(title)} `;
  return ` ${t} `.includes(` ${normalizeRoleName(name)} `);
};

const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
const lines = ['category,title,description,requirements'];
for (const c of categories) {
  const role = findRole(c);
  const names = [c, ...(role ? [role.title, ...role.aliases] : [])].filter((n) => normalizeRoleName(n).length >= 3);
  const posting = postings.find((p) => names.some((n) => hasWords(p.job_title ?? '', n)));
  if (!posting) {
    console.log(`${c}: no posting`);
    continue;
  }
  const title = (posting.job_title ?? '')
    .replace(/\s*\|\s*Monster\.com.*$/s, '')
    .replace(/^.*Job Application for\s+/, '')
    .replace(/\s+Job in .*$/, '')
    .trim();
  console.log(`${c}: ${title}`);
  lines.push([c, title, posting.job_description ?? '', ''].map(q).join(','));
}
writeFileSync(args.out, `${lines.join('\n')}\n`);
console.log(`wrote ${lines.length - 1} jobs to ${args.out}`);
