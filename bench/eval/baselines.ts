/**
 * Classical baselines computed in the same run as the engine, with corpus statistics from the
 * set itself (which the engine, scoring one resume at a time, does not have):
 *
 * - TF-IDF cosine: raw term counts times smoothed IDF `ln((1 + N) / (1 + df)) + 1` over all the
 *   set's documents (resumes and jobs), L2-normalised, cosine of job and resume.
 * - BM25 (Okapi, k1 = 1.2, b = 0.75): the job's distinct terms as the query, the set's resumes as
 *   the collection (IDF `ln(1 + (N - df + 0.5) / (df + 0.5))`, average length).
 * - Keyword overlap: the share of the job's distinct terms that occur in the resume.
 *
 * Terms: lower-cased words (letters, digits, `+`, `#`), English and German stop words removed.
 */

const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each ' +
    'etc few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off ' +
    'on once only or other our ours ourselves out over own per same she should so some such than that the their theirs them themselves then there these they this those through ' +
    'to too under until up upon us very via was we were what when where which while who whom why will with within without would you your yours yourself yourselves ' +
    'aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch auf aus bei bin bis bist da damit dann das dass dein deine dem den der des ' +
    'dessen dich die dies diese diesem diesen dieser dieses dir doch dort du durch ein eine einem einen einer eines er es euch euer eure für hab habe haben hat hatte hier hin ' +
    'hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im in ins ist jede jedem jeden jeder jedes jene kann kein keine mein meine mit muss nach nicht nichts noch nun nur ob ' +
    'oder ohne sehr sein seine sich sie sind so solche soll sollte sondern sowie um und uns unser unsere unter vom von vor war waren was weil welche wenn werde werden wie wir ' +
    'wird wo zu zum zur zwischen über'
  ).split(' '),
);

const TERM_RE = /[\p{L}\p{N}][\p{L}\p{N}+#]*/gu;

function baselineTerms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(TERM_RE)) {
    const t = m[0];
    if (t.length >= 2 && !STOP_WORDS.has(t) && /\p{L}/u.test(t)) out.push(t);
  }
  return out;
}

function counts(terms: string[]): Map<string, number> {
  const c = new Map<string, number>();
  for (const t of terms) c.set(t, (c.get(t) ?? 0) + 1);
  return c;
}

function documentFrequencies(docs: Map<string, number>[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  return df;
}

export interface BaselineScorer {
  score(jobId: string, resumeId: string): { tfidf: number; bm25: number; overlap: number };
}

export const BASELINE_NAMES = ['tfidf', 'bm25', 'overlap'] as const;

/** Baselines fitted on one set's jobs and resumes (texts by id). */
export function fitBaselines(jobs: Map<string, string>, resumes: Map<string, string>): BaselineScorer {
  const jobCounts = new Map([...jobs].map(([id, text]) => [id, counts(baselineTerms(text))]));
  const resumeCounts = new Map([...resumes].map(([id, text]) => [id, counts(baselineTerms(text))]));

  const allDocs = [...jobCounts.values(), ...resumeCounts.values()];
  const tfidfDf = documentFrequencies(allDocs);
  const idf = (t: string) => Math.log((1 + allDocs.length) / (1 + (tfidfDf.get(t) ?? 0))) + 1;
  const unitVector = (c: Map<string, number>) => {
    const v = new Map([...c].map(([t, n]) => [t, n * idf(t)]));
    const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
    for (const [t, x] of v) v.set(t, x / norm);
    return v;
  };
  const jobVectors = new Map([...jobCounts].map(([id, c]) => [id, unitVector(c)]));
  const resumeVectors = new Map([...resumeCounts].map(([id, c]) => [id, unitVector(c)]));

  const resumeDocs = [...resumeCounts.values()];
  const bm25Df = documentFrequencies(resumeDocs);
  const n = resumeDocs.length;
  const lengths = new Map([...resumeCounts].map(([id, c]) => [id, [...c.values()].reduce((s, x) => s + x, 0)]));
  const avgLength = [...lengths.values()].reduce((s, x) => s + x, 0) / Math.max(1, n);
  const k1 = 1.2;
  const b = 0.75;

  return {
    score(jobId, resumeId) {
      const jv = jobVectors.get(jobId)!;
      const rv = resumeVectors.get(resumeId)!;
      let tfidf = 0;
      for (const [t, x] of jv) tfidf += x * (rv.get(t) ?? 0);

      const query = jobCounts.get(jobId)!;
      const doc = resumeCounts.get(resumeId)!;
      const norm = k1 * (1 - b + (b * lengths.get(resumeId)!) / avgLength);
      let bm25 = 0;
      let shared = 0;
      for (const t of query.keys()) {
        const tf = doc.get(t) ?? 0;
        if (tf === 0) continue;
        shared++;
        const df = bm25Df.get(t) ?? 0;
        bm25 += Math.log(1 + (n - df + 0.5) / (df + 0.5)) * ((tf * (k1 + 1)) / (tf + norm));
      }
      return { tfidf, bm25, overlap: query.size === 0 ? 0 : shared / query.size };
    },
  };
}
