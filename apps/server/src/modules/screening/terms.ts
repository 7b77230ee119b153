/**
 * Content terms of a text for the relevance and title parts, for English and German alike:
 * words (letters, digits, `+`, `#`), lower-cased, accents and umlauts folded, the usual spellings
 * of one technical name made one (".NET", "DotNet" and "Dot Net"; "React", "ReactJS" and
 * "React.js"; "Full Stack", "full-stack" and "Fullstack"), function words of either language left
 * out, then reduced to a stem by `stem`.
 *
 * One stemmer serves both languages, so a German posting and an English resume (or the English
 * technical words inside a German text) meet on the same keys. Stems are matching keys only and
 * never shown to anyone.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { rememberWords } from './memo.js';

const StopWordsSchema = z.object({ description: z.string(), en: z.array(z.string().min(1)), de: z.array(z.string().min(1)) });

let stopWordCache: { en: Set<string>; de: Set<string>; all: Set<string> } | undefined;

export function stopWords(): { en: Set<string>; de: Set<string>; all: Set<string> } {
  if (!stopWordCache) {
    const parsed = StopWordsSchema.parse(JSON.parse(readFileSync(new URL('./data/stopwords.json', import.meta.url), 'utf8')));
    const en = new Set(parsed.en.map(foldWord));
    const de = new Set(parsed.de.map(foldWord));
    stopWordCache = { en, de, all: new Set([...en, ...de]) };
  }
  return stopWordCache;
}

/** Lower case without accents: `Qualitätssicherung` -> `qualitatssicherung`, `ß` -> `ss`. */
export const foldWord = rememberWords((word) =>
  word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, ''),
);

/** The feminine suffix of a German agent noun ("-erin", "-istin", "-entin", "-antin", "-eurin", "-orin", and their plurals). */
const GERMAN_FEMININE = /(er|ist|ent|ant|eur|or)in(?:nen)?$/;

/**
 * A light suffix stripper for English and German (after CISTEM, Weissweiler & Fraser 2017, with
 * the English inflections -ing, -ed, -ies added): `managing`, `managed`, `manager` -> `manag`;
 * `Datenbanken`, `Datenbank` -> `datenbank`; `services`, `service` -> `servic`; a German title's
 * feminine form as the title (`Erzieherin` -> `erzieh`). Words with digits or `+ # .` and words of
 * four letters or fewer are kept whole.
 */
export function stem(folded: string): string {
  let w = folded;
  if (w.length <= 4 || /[\d+#.]/.test(w)) return w;
  // A German job title's feminine form is the title: "Erzieherin", "Entwicklerinnen", "Studentin".
  if (w.length >= 7) w = w.replace(GERMAN_FEMININE, '$1');
  if (w.endsWith('ies') && w.length > 5) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ied') && w.length > 5) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length >= 7) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length >= 6) w = w.slice(0, -2);
  while (w.length > 4) {
    if (w.length > 5 && /(?:e[mr]|nd)$/.test(w)) w = w.slice(0, -2);
    else if (/[esnt]$/.test(w)) w = w.slice(0, -1);
    else break;
  }
  return w;
}

const WORD_RE =
  /(?<![\p{L}\p{N}])(?:\.net|dot ?net|full[- ]?stack|front[- ]?end|back[- ]?end|e-?commerce)\b|\p{L}[\p{L}\p{N}]*(?:[+#]+|\.(?:js|net)\b)?/giu;
/** A name written as one word, two or hyphenated ("Full Stack", "full-stack", "Fullstack"; "Dot Net"). */
const COMPOUND_SEPARATOR = /[- ]/g;
/** A JavaScript library with or without its suffix ("ReactJS", "React.js"). */
const JS_SUFFIX = /^(\p{L}[\p{L}\p{N}]*?)\.?js$/u;

/** The stemmed content terms of a text, in order. */
export function contentTerms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    const term = contentTerm(m[0]);
    if (term) out.push(term);
  }
  return out;
}

/** The stemmed content terms of each line of a text, in one pass (a word never spans lines). */
export function contentTermsByLine(text: string): string[][] {
  const lines: string[][] = [[]];
  let nextBreak = text.indexOf('\n');
  for (const m of text.matchAll(WORD_RE)) {
    for (; nextBreak !== -1 && nextBreak < m.index; nextBreak = text.indexOf('\n', nextBreak + 1)) lines.push([]);
    const term = contentTerm(m[0]);
    if (term) lines[lines.length - 1]!.push(term);
  }
  for (; nextBreak !== -1; nextBreak = text.indexOf('\n', nextBreak + 1)) lines.push([]);
  return lines;
}

/** A word's stem, or '' for a function word or a single letter. Spellings of one name share a stem (`canonicalSpelling`). */
const contentTerm = rememberWords((word) => {
  const folded = canonicalSpelling(foldWord(word));
  return folded.length < 2 || stopWords().all.has(folded) ? '' : stem(folded);
});

/**
 * "dotnet" and "dot net" -> ".net"; "full stack" and "full-stack" -> "fullstack"; "reactjs" and "react.js" -> "react" (kept whole
 * when the name without its suffix is a function word).
 */
function canonicalSpelling(folded: string): string {
  const word = folded.replace(COMPOUND_SEPARATOR, '');
  if (word === 'dotnet') return '.net';
  const library = JS_SUFFIX.exec(word)?.[1];
  return library && library.length >= 2 && !stopWords().all.has(library) ? library : word;
}

export type Language = 'en' | 'de';

/** English or German, by which language's function words are more frequent (English on a tie). */
export function detectLanguage(text: string): Language {
  const { en, de } = stopWords();
  let enHits = 0;
  let deHits = 0;
  for (const m of text.matchAll(WORD_RE)) {
    const w = foldWord(m[0]);
    // Words in both lists ("am", "in", "so") say nothing about the language.
    const isEn = en.has(w);
    const isDe = de.has(w);
    if (isEn && !isDe) enHits++;
    else if (isDe && !isEn) deHits++;
  }
  return deHits > enHits ? 'de' : 'en';
}
