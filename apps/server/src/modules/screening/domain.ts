/**
 * Domain match: whether the resume works in the same fields as the job, even where it names
 * other skills than the posting (a pastry chef's resume and a bakery job share "hospitality"
 * skills; a Java developer and a SAP job share few).
 *
 * Fields are the vocabulary's categories (programming, web, finance, healthcare, ...), except
 * soft skills and languages, which every kind of job mentions. The job's fields weigh as much as
 * its skills in them; the resume covers a field by the number of distinct skills it names there,
 * saturated: one skill 0.33, three 0.6, six 0.75.
 *
 *   domain = sum_f job(f) * n(f) / (n(f) + 2)  /  sum_f job(f)
 *
 * Non-decreasing in the resume's content: a further skill never lowers it.
 */
import type { RequiredSkill } from './skills.js';

const FIELD_K = 2;
/** 'custom' holds a recruiter's skills the vocabulary does not know: they belong to no field. */
const NOT_A_FIELD = new Set(['soft-skills', 'languages', 'custom']);

function isField(category: string): boolean {
  return !NOT_A_FIELD.has(category);
}

/** Field -> summed weight of the job's skills in it. */
export function jobFields(required: RequiredSkill[]): Map<string, number> {
  const fields = new Map<string, number>();
  for (const s of required) if (isField(s.category)) fields.set(s.category, (fields.get(s.category) ?? 0) + s.weight);
  return fields;
}

export function domainScore(fields: Map<string, number>, resumeFieldCounts: Map<string, number>): number {
  let total = 0;
  let covered = 0;
  for (const [field, w] of fields) {
    total += w;
    const n = resumeFieldCounts.get(field) ?? 0;
    covered += (w * n) / (n + FIELD_K);
  }
  return total > 0 ? covered / total : 0;
}
