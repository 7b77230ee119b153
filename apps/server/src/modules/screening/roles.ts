/**
 * A small taxonomy of job roles (`data/roles.json`): title, alternative names and the
 * vocabulary skills such a role typically needs. Used to write a job description from a bare
 * role or category name (the evaluation's "job for category X", or a job whose text is empty).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ScreeningJob } from './types.js';
import { getVocabulary } from './vocabulary.js';

const RoleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: z.string().min(1),
    aliases: z.array(z.string().min(1)),
    skills: z.array(z.string().min(1)).min(3),
  })
  .strict();
export type Role = z.infer<typeof RoleSchema>;

let cached: Role[] | undefined;

/** The roles, validated; every skill id must exist in the vocabulary. */
export function getRoles(): Role[] {
  if (!cached) {
    const roles = z.array(RoleSchema).parse(JSON.parse(readFileSync(new URL('./data/roles.json', import.meta.url), 'utf8')));
    const vocabulary = getVocabulary();
    for (const r of roles) {
      for (const id of r.skills) if (!vocabulary.byId.has(id)) throw new Error(`Role ${r.id} names unknown skill ${id}`);
    }
    cached = roles;
  }
  return cached;
}

function normalizeRoleName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[_\-/]+/g, ' ')
    .replace(/[^\p{L}\p{N}.#+& ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const stem = (w: string) => w.replace(/(?:ing|ers|er|s)$/, '');

/**
 * The role a name refers to: an exact title or alias match, otherwise the role sharing the most
 * (stemmed) words with it; null when nothing overlaps.
 */
export function findRole(name: string): Role | null {
  const wanted = normalizeRoleName(name);
  if (!wanted) return null;
  const roles = getRoles();
  for (const r of roles) {
    if ([r.title, ...r.aliases].some((n) => normalizeRoleName(n) === wanted)) return r;
  }
  const words = new Set(wanted.split(' ').map(stem));
  let best: { role: Role; overlap: number } | null = null;
  for (const r of roles) {
    for (const n of [r.title, ...r.aliases]) {
      const nWords = normalizeRoleName(n).split(' ').map(stem);
      const common = nWords.filter((w) => words.has(w)).length;
      const overlap = common / Math.max(words.size, nWords.length);
      if (common > 0 && (!best || overlap > best.overlap)) best = { role: r, overlap };
    }
  }
  return best?.role ?? null;
}

const SHORT_WORDS = new Set(['and', 'art', 'for', 'law', 'of', 'the', 'web', 'tax', 'it']);

/** "BUSINESS-DEVELOPMENT" -> "Business Development"; short acronyms stay upper-case ("HR", "PMO"). */
function humanize(name: string): string {
  return normalizeRoleName(name)
    .split(' ')
    .map((w) => (w.length <= 3 && !SHORT_WORDS.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/**
 * A plain job posting for a role or category name: the name as the title, the matching role's
 * title in the description, a one-paragraph
 * description and one requirement line per typical skill. No years, no degree: those parts of
 * the score then do not apply.
 */
export function synthesizeJob(name: string): ScreeningJob & { roleId: string | null } {
  const role = findRole(name);
  const title = humanize(name);
  const vocabulary = getVocabulary();
  const skills = (role?.skills ?? []).map((id) => vocabulary.byId.get(id)!.name);
  const roleTitle = role && normalizeRoleName(role.title) !== normalizeRoleName(name) ? ` (${role.title})` : '';
  const description =
    `We are hiring for a ${title}${roleTitle} position.` + (skills.length > 0 ? ` The work involves ${skills.slice(0, 5).join(', ')}.` : '');
  const requirements = [`- Proven experience in ${title}${roleTitle} or a similar role`, ...skills.map((s) => `- ${s}`)].join('\n');
  return { title, description, requirements, department: null, experienceLevel: null, roleId: role?.id ?? null };
}
