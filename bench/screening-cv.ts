/**
 * Feature study: job-level 5-fold cross-validation inside the TRAIN split (VALIDATION jobs are
 * never read), comparing candidate feature sets for the learned ranker.
 *
 *   node --import tsx bench/screening-cv.ts [EVAL_DIR]
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeJob, analyzeResume, isUnreadableResumeError, type JobAnalysis, type ResumeAnalysis } from '../apps/server/src/modules/screening/index.js';
import { scoreParts } from '../apps/server/src/modules/screening/engine.js';
import { saturate, termWeight } from '../apps/server/src/modules/screening/relevance.js';
import { extractResumeSkills } from '../apps/server/src/modules/screening/skills.js';
import { contentTerms } from '../apps/server/src/modules/screening/terms.js';
import { type EvalSet, loadPostings, loadSet, SET_NAMES } from './eval/datasets.js';
import { evaluateSplit, pairsByJob } from './eval/evaluate.js';
import { dot, fitRanker, groupsOf, type RankExample } from './eval/ranker.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const evalDir = resolve(process.argv[2] ?? resolve(repoRoot, '../shared/eval'));
const now = new Date('2025-06-01T00:00:00Z');

const postings = loadPostings(evalDir);
const df = new Map<string, number>();
for (const p of postings) for (const t of new Set(contentTerms(p))) df.set(t, (df.get(t) ?? 0) + 1);
const N = postings.length;
const idf = (t: string) => Math.log(1 + (N - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));

const postingSkills = postings.map((p) => extractResumeSkills(p).explicit);
const skillDf = new Map<string, number>();
const pairDf = new Map<string, number>();
for (const set of postingSkills) {
  const ids = [...set];
  for (const a of ids) {
    skillDf.set(a, (skillDf.get(a) ?? 0) + 1);
    for (const b of ids) if (a !== b) pairDf.set(`${a}|${b}`, (pairDf.get(`${a}|${b}`) ?? 0) + 1);
  }
}
const skillIdf = (id: string) => Math.log(1 + (N - (skillDf.get(id) ?? 0) + 0.5) / ((skillDf.get(id) ?? 0) + 0.5));
/** P(required skill | resume skill) in postings, smoothed: how much a resume skill stands in for a missing one. */
function relatedCredit(required: string, resumeSkills: Set<string>): number {
  let best = 0;
  for (const r of resumeSkills) {
    const both = pairDf.get(`${r}|${required}`) ?? 0;
    if (both < 3) continue;
    best = Math.max(best, both / ((skillDf.get(r) ?? 0) + 5));
  }
  return Math.min(0.5, best);
}
const FEATURES = ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'idfRel', 'idfCover', 'skillHits', 'resumeSkills', 'years', 'roleIdf', 'cover', 'roleHead', 'skillsIdf', 'domBreadth', 'domYears', 'skillBreadth', 'skillYears', 'relYears', 'relBreadth', 'skillsRelated', 'skillsIdfRel', 'roleIdfG'] as const;
type Feature = (typeof FEATURES)[number];

function features(r: ResumeAnalysis, j: JobAnalysis, head: Map<string, number>): Record<Feature, number> {
  const p = scoreParts(r, j);
  let idfSum = 0;
  let idfHit = 0;
  let relSum = 0;
  let relHit = 0;
  let coverSum = 0;
  let coverHit = 0;
  for (const [t, w] of j.query.weights) {
    const tf = r.termFrequencies.get(t) ?? 0;
    const i = idf(t);
    const qw = (w / termWeight(t)) * i;
    relSum += qw;
    relHit += qw * saturate(tf);
    idfSum += i;
    if (tf > 0) idfHit += i;
    coverSum += w;
    if (tf > 0) coverHit += w;
  }
  let roleGSum = 0;
  let roleGHit = 0;
  for (const t of j.role.weights.keys()) {
    const tf = r.termFrequencies.get(t) ?? 0;
    const w = idf(t) * termWeight(t);
    roleGSum += w;
    roleGHit += (w * tf) / (tf + 0.5);
  }
  let roleSum = 0;
  let roleHit = 0;
  for (const t of j.role.weights.keys()) {
    const tf = r.termFrequencies.get(t) ?? 0;
    roleSum += idf(t);
    roleHit += (idf(t) * tf) / (tf + 0.5);
  }
  let headSum = 0;
  let headHit = 0;
  for (const [t, w] of j.role.weights) {
    const tf = head.get(t) ?? 0;
    headSum += w;
    headHit += (w * tf) / (tf + 0.5);
  }
  let sIdfSum = 0;
  let sIdfHit = 0;
  let relSkillHit = 0;
  let relSkillIdfHit = 0;
  let wSum = 0;
  for (const s of j.requiredSkills) {
    const i = skillIdf(s.id) * s.weight;
    sIdfSum += i;
    wSum += s.weight;
    const shown = s.phrase ? 0 : r.skills.all.has(s.id) ? 1 : relatedCredit(s.id, r.skills.all);
    if (s.phrase ? r.skills.words.includes(` ${s.phrase.join(' ')} `) : r.skills.all.has(s.id)) sIdfHit += i;
    relSkillHit += s.weight * shown;
    relSkillIdfHit += i * shown;
  }
  let found = 0;
  for (const s of p.skills.matched) found += s.weight;
  const y = r.experience.years ?? 0;
  return {
    skills: p.skills.applies ? p.skills.score : 0,
    relevance: p.relevance.applies ? p.relevance.score : 0,
    role: p.role.applies ? p.role.score : 0,
    domain: p.domain.applies ? p.domain.score : 0,
    experience: p.experience.applies ? p.experience.score : 0,
    education: p.education.applies ? p.education.score : 0,
    idfRel: relSum > 0 ? relHit / relSum : 0,
    idfCover: idfSum > 0 ? idfHit / idfSum : 0,
    skillHits: found / (found + 2),
    resumeSkills: r.skills.explicit.size / (r.skills.explicit.size + 20),
    years: y / (y + 5),
    roleIdf: roleSum > 0 ? roleHit / roleSum : 0,
    cover: coverSum > 0 ? coverHit / coverSum : 0,
    roleIdfG: roleGSum > 0 ? roleGHit / roleGSum : 0,
    roleHead: headSum > 0 ? headHit / headSum : 0,
    skillsIdf: sIdfSum > 0 ? sIdfHit / sIdfSum : 0,
    skillsRelated: wSum > 0 ? relSkillHit / wSum : 0,
    skillsIdfRel: sIdfSum > 0 ? relSkillIdfHit / sIdfSum : 0,
    domBreadth: 0,
    domYears: 0,
    skillBreadth: 0,
    skillYears: 0,
    relYears: 0,
    relBreadth: 0,
  };
}

interface Row extends RankExample {
  f: Record<Feature, number>;
}

function withInteractions(f: Record<Feature, number>): Record<Feature, number> {
  f.domBreadth = f.domain * f.resumeSkills;
  f.domYears = f.domain * f.years;
  f.skillBreadth = f.skills * f.resumeSkills;
  f.skillYears = f.skills * f.years;
  f.relYears = f.relevance * f.years;
  f.relBreadth = f.relevance * f.resumeSkills;
  return f;
}

function rowsOf(set: EvalSet): Row[] {
  const jobs = new Map(set.jobs.filter((j) => j.split === 'train').map((j) => [j.id, analyzeJob(j.job)]));
  const resumes = new Map<string, ResumeAnalysis | null>();
  const heads = new Map<string, Map<string, number>>();
  for (const r of set.resumes) {
    const hm = new Map<string, number>();
    for (const t of contentTerms(r.text).slice(0, 30)) hm.set(t, (hm.get(t) ?? 0) + 1);
    heads.set(r.id, hm);
    try {
      resumes.set(r.id, analyzeResume(r.text, { now }));
    } catch (e) {
      if (!isUnreadableResumeError(e)) throw e;
      resumes.set(r.id, null);
    }
  }
  const out: Row[] = [];
  for (const p of set.pairs) {
    const j = jobs.get(p.jobId);
    const r = resumes.get(p.resumeId);
    if (!j || !r) continue;
    out.push({ set: set.name, jobId: p.jobId, resumeId: p.resumeId, grade: p.grade, x: [], f: withInteractions(features(r, j, heads.get(p.resumeId)!)) });
  }
  return out;
}

const fold = (setName: string, jobId: string) => {
  let h = 2166136261;
  for (const c of `cv/${setName}/${jobId}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h % 5;
};

const t0 = performance.now();
const sets = SET_NAMES.map((n) => loadSet(evalDir, n));
const kinds = new Map(sets.map((s) => [s.name, s.kind]));
const rows = sets.flatMap(rowsOf);
console.log(`rows ${rows.length} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const SET_WEIGHTS = new Map(Object.entries(JSON.parse(process.env.SET_WEIGHTS ?? '{}') as Record<string, number>));

function crossValidate(names: Feature[]): Record<string, number> {
  const ex = rows.map((r) => ({ ...r, x: names.map((n) => r.f[n]) }));
  const cvScore = new Map<string, number>();
  for (let k = 0; k < 5; k++) {
    const w = fitRanker(groupsOf(ex.filter((e) => fold(e.set, e.jobId) !== k), kinds, SET_WEIGHTS), names.length);
    if (k === 0) console.log(`  w ${names.map((n, i) => `${n}:${w[i]!.toFixed(2)}`).join(' ')}`);
    for (const e of ex) if (fold(e.set, e.jobId) === k) cvScore.set(`${e.set}\u0000${e.jobId}\u0000${e.resumeId}`, dot(w, e.x));
  }
  const out: Record<string, number> = {};
  for (const set of sets) {
    const r = evaluateSplit(set, 'train', (j, res) => cvScore.get(`${set.name}\u0000${j}\u0000${res}`) ?? -1, pairsByJob(set));
    const key = set.kind === 'category' ? 'P@10' : 'per-job ρ';
    out[set.name] = r.figures[key]!;
  }
  return out;
}

const CONFIGS: Record<string, Feature[]> = {
  base: ['skills', 'relevance', 'role', 'domain', 'experience', 'education'],
  '+idfRel': ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'idfRel'],
  '+idfCover': ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'idfCover'],
  '+cover': ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'cover'],
  '+skillHits': ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'skillHits'],
  '+resumeSkills': ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'resumeSkills'],
  '+years': ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'years'],
  '+roleIdf': ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'roleIdf'],
  all: [...FEATURES],
  roleIdfGOnly: ['skills', 'relevance', 'roleIdfG', 'domain', 'experience', 'education'],
  roleIdfOnly: ['skills', 'relevance', 'roleIdf', 'domain', 'experience', 'education'],
  roleBoth: ['skills', 'relevance', 'role', 'roleIdf', 'domain', 'experience', 'education'],
  roleBothRel: ['skills', 'skillsRelated', 'relevance', 'role', 'roleIdf', 'domain', 'experience', 'education'],
  roleBothRelYears: ['skills', 'skillsRelated', 'relevance', 'role', 'roleIdf', 'domain', 'experience', 'education', 'relYears', 'skillYears'],
  skillsIdf: ['skillsIdf', 'relevance', 'role', 'domain', 'experience', 'education'],
  skillsRelated: ['skillsRelated', 'relevance', 'role', 'domain', 'experience', 'education'],
  skillsIdfRel: ['skillsIdfRel', 'relevance', 'role', 'domain', 'experience', 'education'],
  inter: ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'domBreadth', 'domYears', 'skillBreadth', 'skillYears', 'relYears', 'relBreadth'],
  interRole: ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'roleIdf', 'domBreadth', 'domYears', 'skillBreadth', 'skillYears', 'relYears', 'relBreadth'],
  profile: ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'resumeSkills', 'years'],
  profileRole: ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'resumeSkills', 'years', 'roleIdf'],
  profileRoleHead: ['skills', 'relevance', 'role', 'domain', 'experience', 'education', 'resumeSkills', 'years', 'roleIdf', 'roleHead', 'idfRel'],
  noRoleOld: ['skills', 'relevance', 'domain', 'experience', 'education', 'resumeSkills', 'years', 'roleIdf'],
};
const only = process.argv[3]?.split(",");
for (const [name, names] of Object.entries(CONFIGS)) {
  if (only && !only.includes(name)) continue;
  const r = crossValidate(names);
  const avg = Object.values(r).reduce((s, x) => s + x, 0) / Object.values(r).length;
  console.log(`${name.padEnd(16)} ${Object.entries(r).map(([k, v]) => `${k} ${v.toFixed(3)}`).join('  ')}  mean ${avg.toFixed(3)}`);
}

if (process.argv.includes('--single')) {
  for (const name of FEATURES) {
    const out: string[] = [];
    for (const set of sets) {
      const byKey = new Map(rows.filter((r) => r.set === set.name).map((r) => [`${r.jobId}\u0000${r.resumeId}`, r.f[name]]));
      const r = evaluateSplit(set, 'train', (j, res) => byKey.get(`${j}\u0000${res}`) ?? -1, pairsByJob(set));
      out.push(`${set.name} ${(r.figures[set.kind === 'category' ? 'P@10' : 'per-job ρ'] ?? NaN).toFixed(3)}`);
    }
    console.log(`single ${name.padEnd(14)} ${out.join('  ')}`);
  }
}

if (process.argv.includes('--per-set')) {
  const names = (process.argv[process.argv.indexOf('--per-set') + 1] ?? 'base').split('+').flatMap((c) => CONFIGS[c] ?? [c as Feature]);
  for (const set of sets) {
    const ex = rows.filter((r) => r.set === set.name).map((r) => ({ ...r, x: names.map((n) => r.f[n]) }));
    const cvScore = new Map<string, number>();
    let wAll: number[] = [];
    for (let k = 0; k < 5; k++) {
      const w = fitRanker(groupsOf(ex.filter((e) => fold(e.set, e.jobId) !== k), kinds), names.length);
      wAll = w;
      for (const e of ex) if (fold(e.set, e.jobId) === k) cvScore.set(`${e.jobId}\u0000${e.resumeId}`, dot(w, e.x));
    }
    const r = evaluateSplit(set, 'train', (j, res) => cvScore.get(`${j}\u0000${res}`) ?? -1, pairsByJob(set));
    console.log(`per-set ${set.name} ${JSON.stringify(r.figures)} w ${names.map((n, i) => `${n}:${wAll[i]!.toFixed(2)}`).join(' ')}`);
  }
}
