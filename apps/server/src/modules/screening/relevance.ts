/**
 * Relevance of the whole resume text to the whole job text: BM25 term saturation over lemmas.
 *
 * Text -> lemmas with wink-nlp (wink-eng-lite-web-model, bundled in the npm package; no
 * download): word tokens only, stop words removed, acronyms kept as written, lower-cased (the
 * lemmatiser would turn `CD` into `could`).
 *
 * The job is the query. Each query lemma has a weight
 *   w(t) = (1 + ln qtf(t)) * g(t)
 * where qtf counts the lemma in the title (x3), the requirements (x2) and the description (x1),
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
import winkNLP, { type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { z } from 'zod';
import { getVocabulary } from './vocabulary.js';

export const BM25_K1 = 1.2;
export const RELEVANCE_TAU = 0.4;
const SKILL_TERM_WEIGHT = 1.5;
const SECTION_WEIGHTS = { title: 3, requirements: 2, description: 1 } as const;

const GenericTermsSchema = z.object({
  description: z.string(),
  weight: z.number().min(0).max(1),
  terms: z.array(z.string().min(1)).min(1),
});

let nlpInstance: ReturnType<typeof winkNLP> | undefined;
function nlp() {
  nlpInstance ??= winkNLP(model, ['pos']);
  return nlpInstance;
}

let genericCache: { weight: number; terms: Set<string> } | undefined;
function genericTerms() {
  if (!genericCache) {
    const raw = JSON.parse(readFileSync(new URL('./data/generic-terms.json', import.meta.url), 'utf8'));
    const parsed = GenericTermsSchema.parse(raw);
    genericCache = { weight: parsed.weight, terms: new Set(parsed.terms) };
  }
  return genericCache;
}

const ACRONYM_RE = /^[A-Z][A-Z0-9]{1,5}$/;
/** Upper-case words that are still just stop words ("AND", "OR" in all-caps headings). */
const ACRONYM_STOP = new Set(['a', 'an', 'and', 'or', 'the', 'to', 'of', 'in', 'on', 'at', 'as', 'by', 'for', 'is', 'be', 'we', 'us', 'our', 'me', 'my', 'he', 'she', 'his', 'her', 'if', 'so', 'no', 'not', 'do', 'am', 'are', 'was', 'with', 'from', 'this', 'that', 'up']);
const WORDISH_RE = /^[\p{L}][\p{L}\p{N}+#.&'-]*$/u;

/** Content lemmas of a text, in order (stop words, punctuation, numbers dropped). */
export function lemmatize(text: string): string[] {
  if (!text.trim()) return [];
  const its = nlp().its;
  const tokens = nlp().readDoc(text).tokens();
  // wink-nlp's typings do not accept every `its` helper (lemma) although the runtime does.
  const read = <T>(f: unknown) => tokens.out(f as ItsFunction<T>) as unknown as T[];
  const types = read<string>(its.type);
  const stops = read<boolean>(its.stopWordFlag);
  const values = tokens.out() as string[];
  const normals = read<string>(its.normal);
  const lemmas = read<string>(its.lemma);
  const out: string[] = [];
  for (let i = 0; i < types.length; i++) {
    if (types[i] !== 'word') continue;
    const value = values[i]!;
    const lower = value.toLowerCase();
    const acronym = ACRONYM_RE.test(value) && !ACRONYM_STOP.has(lower);
    if (stops[i] && !acronym) continue;
    let lemma = acronym ? lower : (lemmas[i] ?? normals[i]!).toLowerCase();
    if (lemma.length < 2 || !WORDISH_RE.test(lemma)) continue;
    lemma = lemma.replace(/'s$/, '');
    out.push(lemma);
  }
  return out;
}

export function termFrequencies(lemmas: string[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const l of lemmas) tf.set(l, (tf.get(l) ?? 0) + 1);
  return tf;
}

let skillWordLemmas: Set<string> | undefined;
function skillWords(): Set<string> {
  // The vocabulary's words, lemmatised the same way as the texts (one document, once).
  skillWordLemmas ??= new Set(lemmatize([...getVocabulary().termWords].join(' . ')));
  return skillWordLemmas;
}

/** Weight of a query lemma before the query-frequency factor. */
export function termWeight(lemma: string): number {
  const generic = genericTerms();
  if (generic.terms.has(lemma)) return generic.weight;
  if (skillWords().has(lemma)) return SKILL_TERM_WEIGHT;
  return 1;
}

export interface RelevanceQuery {
  /** Lemma -> query weight w(t). */
  weights: Map<string, number>;
  totalWeight: number;
  /** The job text's own raw score (the normaliser). */
  selfScore: number;
}

export function saturate(tf: number, k1: number = BM25_K1): number {
  return tf <= 0 ? 0 : tf / (tf + k1);
}

function rawScore(query: Map<string, number>, total: number, tf: Map<string, number>): number {
  if (total <= 0) return 0;
  let sum = 0;
  for (const [lemma, w] of query) sum += w * saturate(tf.get(lemma) ?? 0);
  return sum / total;
}

export function buildRelevanceQuery(sections: { title: string; requirements: string; description: string }): RelevanceQuery {
  const qtf = new Map<string, number>();
  const docTf = new Map<string, number>();
  for (const key of ['title', 'requirements', 'description'] as const) {
    for (const lemma of lemmatize(sections[key])) {
      qtf.set(lemma, (qtf.get(lemma) ?? 0) + SECTION_WEIGHTS[key]);
      docTf.set(lemma, (docTf.get(lemma) ?? 0) + 1);
    }
  }
  const weights = new Map<string, number>();
  let totalWeight = 0;
  for (const [lemma, f] of qtf) {
    const w = (1 + Math.log(f)) * termWeight(lemma);
    weights.set(lemma, w);
    totalWeight += w;
  }
  return { weights, totalWeight, selfScore: rawScore(weights, totalWeight, docTf) };
}

/** Relevance in [0, 1] of a resume (its lemma frequencies) to a prepared job query. */
export function relevanceScore(query: RelevanceQuery, resumeTf: Map<string, number>): number {
  if (query.totalWeight <= 0 || query.selfScore <= 0) return 0;
  const ratio = rawScore(query.weights, query.totalWeight, resumeTf) / query.selfScore;
  return 1 - Math.exp(-ratio / RELEVANCE_TAU);
}

/** Query terms the resume lacks, heaviest first (used for feedback). */
export function missingQueryTerms(query: RelevanceQuery, resumeTf: Map<string, number>, limit = 20): string[] {
  return [...query.weights.entries()]
    .filter(([lemma, w]) => w >= 1 && !resumeTf.has(lemma))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([lemma]) => lemma);
}
