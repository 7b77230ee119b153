/**
 * Focus: how much of the resume is about the job's work, the share of the resume's weighted words
 * that are the job's words:
 *
 *   share = sum_{t in job} m(t) * tf(t)  /  sum_{t in resume} m(t) * tf(t),   m(t) = g(t) * idf(t)
 *   focus = min(1, sqrt(share) / FOCUS_CAP)
 *
 * g(t) is the relevance part's class weight (generic recruiting words 0.2, skill words 1.5, others
 * 1) and idf(t) = ln(1 + (N - df + 0.5) / (df + 0.5)) from a table of document frequencies of
 * stems written by the training script (`data/focus-terms.json`: numbers per stem, no text of any
 * document); a stem not in the table counts as unseen (df 0). A word of the job raises the share,
 * another word lowers it, so focus is what TF-IDF cosine's length normalisation rewards; it is
 * capped (full once a quarter of the resume's weight is the job's), so a long resume on the job
 * keeps full marks when lines are added to it.
 *
 * Focus never stands alone in the score (`engine.ts`): it scales the skills part (the job's skills,
 * counted in full when the resume is about the job) and lifts relevance only as far as the resume
 * is long enough to show the work (`lengthShare`), so a short resume that repeats the posting's
 * words is not a strong match for it.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { termWeight } from './relevance.js';

const FOCUS_CAP = 0.5;
/** From this many words on a resume's focus counts in full in the relevance part. */
export const FOCUS_FULL_LENGTH_WORDS = 250;

const TermTableSchema = z.object({
  description: z.string(),
  documents: z.number().int().positive(),
  minDf: z.number().int().positive(),
  df: z.record(z.string(), z.number().int().positive()),
});
export type FocusTermTable = z.infer<typeof TermTableSchema>;

export const FOCUS_TERMS_URL = new URL('./data/focus-terms.json', import.meta.url);

export function parseFocusTerms(json: unknown): FocusTermTable {
  return TermTableSchema.parse(json);
}

let idfCache: { idf: Map<string, number>; unseen: number } | undefined;

function idfTable() {
  if (!idfCache) {
    const table = parseFocusTerms(JSON.parse(readFileSync(FOCUS_TERMS_URL, 'utf8')));
    const idf = (df: number) => Math.log(1 + (table.documents - df + 0.5) / (df + 0.5));
    idfCache = { idf: new Map(Object.entries(table.df).map(([t, df]) => [t, idf(df)])), unseen: idf(0) };
  }
  return idfCache;
}

/** The weight m(t) of one occurrence of a stem in the share. */
function termMass(term: string): number {
  const { idf, unseen } = idfTable();
  return termWeight(term) * (idf.get(term) ?? unseen);
}

/** The denominator of the share: the resume's total weighted words (computed once per resume). */
export function resumeTermMass(tf: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const [term, f] of tf) total += termMass(term) * f;
  return total;
}

/** Focus in [0, 1] of a resume (its term frequencies and their total mass) on the job's terms. */
export function focusScore(jobTerms: ReadonlyMap<string, unknown>, tf: ReadonlyMap<string, number>, resumeMass: number): number {
  if (resumeMass <= 0) return 0;
  let onJob = 0;
  for (const term of jobTerms.keys()) {
    const f = tf.get(term);
    if (f) onJob += termMass(term) * f;
  }
  return Math.min(1, Math.sqrt(onJob / resumeMass) / FOCUS_CAP);
}

/** How far a resume's length lets focus count: words / FOCUS_FULL_LENGTH_WORDS, at most 1 (more words never lower it). */
export function lengthShare(wordCount: number): number {
  return Math.min(1, wordCount / FOCUS_FULL_LENGTH_WORDS);
}
