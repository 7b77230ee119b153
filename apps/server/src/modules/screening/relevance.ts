/**
 * Relevance of the whole resume text to the whole job text: BM25 term saturation over stems.
 *
 * Text -> content terms (`terms.ts`: words of either English or German, function words left out,
 * stemmed). The job is the query. Each query term has a weight
 *   w(t) = (1 + ln qtf(t)) * g(t)
 * where qtf counts the term in the title (x3), the requirements (x2) and the description (x1),
 * and g(t) is 0.2 for the generic recruiting words of `data/generic-terms.json`, 1.5 for words
 * that occur in the skill vocabulary, otherwise 1. A single resume has no corpus, so there is no
 * IDF; g(t) stands in for it.
 *
 * The resume is the document. Its term frequency is saturated as in BM25 with b = 0 (no length
 * normalisation), scaled to [0, 1):  s(tf) = tf / (tf + k1), k1 = 1.2.
 *
 *   raw = sum_t w(t) * s(tf_resume(t)) / sum_t w(t)
 *
 * and raw is put on 0..1 against the job's own score (the job text read as a document), through a
 * saturating curve that never ties two different resumes:
 *
 *   ratio = raw / self,   relevance = 1 - exp(-ratio / RELEVANCE_TAU),  RELEVANCE_TAU = 0.4
 *
 * so a resume matching the job's weighted vocabulary 30 % as well as the posting itself scores
 * 0.53, 60 % scores 0.78, 100 % scores 0.92. b = 0 keeps the part monotonic: adding words to a
 * resume never lowers it.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { contentTerms } from './terms.js';
import { getVocabulary } from './vocabulary.js';

export const BM25_K1 = 1.2;
const RELEVANCE_TAU = 0.4;
const SKILL_TERM_WEIGHT = 1.5;
const SECTION_WEIGHTS = { title: 3, requirements: 2, description: 1 } as const;

const GenericTermsSchema = z.object({
  description: z.string(),
  weight: z.number().min(0).max(1),
  terms: z.array(z.string().min(1)).min(1),
});

let weightCache: { generic: number; genericTerms: Set<string>; skillTerms: Set<string> } | undefined;
function termClasses() {
  if (!weightCache) {
    const raw = JSON.parse(readFileSync(new URL('./data/generic-terms.json', import.meta.url), 'utf8'));
    const parsed = GenericTermsSchema.parse(raw);
    weightCache = {
      generic: parsed.weight,
      genericTerms: new Set(contentTerms(parsed.terms.join(' '))),
      skillTerms: new Set(contentTerms([...getVocabulary().termWords].join(' '))),
    };
  }
  return weightCache;
}

export function termFrequencies(terms: string[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
  return tf;
}

/** Weight of a query term (a stem from `contentTerms`) before the query-frequency factor. */
export function termWeight(term: string): number {
  const classes = termClasses();
  if (classes.genericTerms.has(term)) return classes.generic;
  if (classes.skillTerms.has(term)) return SKILL_TERM_WEIGHT;
  return 1;
}

export interface RelevanceQuery {
  /** Term -> query weight w(t). */
  weights: Map<string, number>;
  totalWeight: number;
  /** The job text's own raw score (the normaliser). */
  selfScore: number;
}

export function saturate(tf: number, k1: number = BM25_K1): number {
  return tf <= 0 ? 0 : tf / (tf + k1);
}

/** Weighted mean of the saturated frequencies of the weighted terms in a document. */
function weightedCoverage(weights: Map<string, number>, total: number, tf: Map<string, number>): number {
  if (total <= 0) return 0;
  let sum = 0;
  for (const [term, w] of weights) sum += w * saturate(tf.get(term) ?? 0);
  return sum / total;
}

export function buildRelevanceQuery(sections: { title: string; requirements: string; description: string }): RelevanceQuery {
  const qtf = new Map<string, number>();
  const docTf = new Map<string, number>();
  for (const key of ['title', 'requirements', 'description'] as const) {
    for (const term of contentTerms(sections[key])) {
      qtf.set(term, (qtf.get(term) ?? 0) + SECTION_WEIGHTS[key]);
      docTf.set(term, (docTf.get(term) ?? 0) + 1);
    }
  }
  const weights = new Map<string, number>();
  let totalWeight = 0;
  for (const [term, f] of qtf) {
    const w = (1 + Math.log(f)) * termWeight(term);
    weights.set(term, w);
    totalWeight += w;
  }
  return { weights, totalWeight, selfScore: weightedCoverage(weights, totalWeight, docTf) };
}

/** Relevance in [0, 1] of a resume (its term frequencies) to a prepared job query. */
export function relevanceScore(query: RelevanceQuery, resumeTf: Map<string, number>): number {
  if (query.totalWeight <= 0 || query.selfScore <= 0) return 0;
  const ratio = weightedCoverage(query.weights, query.totalWeight, resumeTf) / query.selfScore;
  return 1 - Math.exp(-ratio / RELEVANCE_TAU);
}
