/**
 * How specific a word is to a job posting: the inverse document frequency of each content term
 * (`terms.ts` stems) over a corpus of public job postings, as a statistics table of numbers per
 * term in `data/posting-idf.json` (written by `npm run train:screening` from the postings under
 * the shared eval folder; no posting text is kept).
 *
 *   idf(t) = ln(1 + (N - df(t) + 0.5) / (df(t) + 0.5))
 *
 * Words most postings use ("specialist", "manager", "assistant", "experience") weigh little; the
 * words that name the field ("phlebotomist", "payroll", "kubernetes") weigh a lot. The table keeps
 * terms found in at least MIN_DOCUMENT_FREQUENCY postings; rarer and unseen terms have df = 0.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { contentTerms } from './terms.js';

export const MIN_DOCUMENT_FREQUENCY = 2;

const PostingIdfSchema = z.object({
  description: z.string(),
  documents: z.number().int().positive(),
  documentFrequency: z.record(z.string(), z.number().int().min(MIN_DOCUMENT_FREQUENCY)),
});
export type PostingIdfTable = z.infer<typeof PostingIdfSchema>;

export const POSTING_IDF_URL = new URL('./data/posting-idf.json', import.meta.url);

/** Count, for each content term, the postings that contain it. */
export function buildPostingIdf(postings: string[], description: string): PostingIdfTable {
  const df = new Map<string, number>();
  for (const text of postings) for (const term of new Set(contentTerms(text))) df.set(term, (df.get(term) ?? 0) + 1);
  const kept = [...df].filter(([, n]) => n >= MIN_DOCUMENT_FREQUENCY).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { description, documents: postings.length, documentFrequency: Object.fromEntries(kept) };
}

/** A table ready for look-ups (a Map, so a term such as "constructor" is never an object key). */
export function idfFunction(table: PostingIdfTable): (term: string) => number {
  const parsed = PostingIdfSchema.parse(table);
  const df = new Map(Object.entries(parsed.documentFrequency));
  return (term) => {
    const n = df.get(term) ?? 0;
    return Math.log(1 + (parsed.documents - n + 0.5) / (n + 0.5));
  };
}

// Read on first use, so `npm run train:screening` can write a fresh table before anything scores.
let cache: ((term: string) => number) | undefined;

export function postingIdf(term: string): number {
  cache ??= idfFunction(JSON.parse(readFileSync(POSTING_IDF_URL, 'utf8')));
  return cache(term);
}
