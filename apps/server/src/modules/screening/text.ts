/**
 * Text normalisation and the punctuation-aware tokeniser used for skill matching.
 *
 * Tokens keep the characters that make technical names distinct: `c++`, `c#`, `.net`, `node.js`,
 * `asp.net`, `r&d`. A slash and the usual list punctuation are tokens of their own, so `ci/cd`
 * is the three tokens `ci / cd` in the text and in the vocabulary alike, and `HTML/CSS` still
 * yields `html` and `css`. Hyphens separate words (`front-end` = `front end`). A line break is a
 * separator too, so no phrase is matched across lines.
 */

import { repairDoubleEncodedUtf8 } from '../../lib/plain-text.js';
import { rememberWords } from './memo.js';

export interface Token {
  /** The token as written (case kept), used for case-sensitive vocabulary forms such as `Go`. */
  raw: string;
  /** Lower-cased, possessive removed, lightly singularised: the form used for matching. */
  norm: string;
  /** A list separator (`,` `/` `;` `|` `:` `(` `)` `•` `&` `+`, line break) rather than a word. */
  sep: boolean;
}

const TOKEN_RE = /(?<![\p{L}\p{N}])\.(?=\p{L})[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*[+#]*|[\p{L}\p{N}]+(?:[.&'][\p{L}\p{N}]+)*[+#]*|[,/|;:()•·&+\n]/gu;

const SEPARATORS = new Set([',', '/', '|', ';', ':', '(', ')', '•', '·', '&', '+', '\n']);

/**
 * A word with English's "-s" ending, a verb's third person or a noun's plural: "apply" -> "applies",
 * "coach" -> "coaches", "menu" -> "menus".
 */
export const withEnglishS = (word: string): string =>
  /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(?:s|sh|ch|x|z)$/.test(word) ? `${word}es` : `${word}s`;

/** The text as a literal part of a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Repair double-encoded UTF-8, Unicode-normalise, unify quotes and dashes, drop control characters. */
export function normalizeText(text: string): string {
  return repairDoubleEncodedUtf8(text)
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02BC\u0060\u00B4]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u25AA\u25CF\u25E6\u2022\u2023\u2043\u00B7\u25A0\u25A1\u2219\uF0B7\uF0A7]/g, ' • ')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/g, ' ');
}

/** Words ending in "s" that are not plurals (or whose singular is a different word). */
const NOT_PLURAL = new Set([
  'canvas',
  'atlas',
  'bias',
  'chaos',
  'kudos',
  'news',
  'series',
  'species',
  'lens',
  'alias',
  'always',
  'perhaps',
  'towards',
  'afterwards',
  'whereas',
  'overseas',
  'windows',
  'sales',
]);

/** Matching form of one word token: lower case, no possessive, light plural folding. */
const normalizeWord = rememberWords((word) => {
  let w = word.toLowerCase();
  if (w.endsWith("'s")) w = w.slice(0, -2);
  else if (w.endsWith("'")) w = w.slice(0, -1);
  if (/[+#]$/.test(w) || /\d/.test(w) || w.includes('.')) return w;
  if (w.length < 5 || !w.endsWith('s') || /(?:ss|us|is|ics)$/.test(w) || NOT_PLURAL.has(w)) return w;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  return w.slice(0, -1);
});

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of normalizeText(text).matchAll(TOKEN_RE)) {
    const raw = m[0];
    if (SEPARATORS.has(raw)) out.push({ raw, norm: raw, sep: true });
    else out.push({ raw, norm: normalizeWord(raw), sep: false });
  }
  return out;
}

/** Where each line's tokens start in the tokens of the lines joined (a line break is a token of its own); one entry more, past the end. */
export function lineStarts(tokens: readonly Token[]): number[] {
  const starts = [0];
  tokens.forEach((t, i) => {
    if (t.raw === '\n') starts.push(i + 1);
  });
  starts.push(tokens.length + 1);
  return starts;
}

/** The matching forms of a text's words, separators left out ("scikit-learn" and "scikit learn" alike). */
export const matchingWords = (text: string): string[] =>
  tokenize(text)
    .filter((t) => !t.sep)
    .map((t) => t.norm);

/** A line that ends a sentence (or a label: "Skills:"). */
const SENTENCE_END = /[.!?:;]\s*$/;

/** Whether `above` (trimmed) leaves a sentence open: text extracted from a PDF may go on with it on the next line. */
export function endsNoSentence(above: string | undefined): above is string {
  return Boolean(above) && !SENTENCE_END.test(above!);
}

/** Whether `line` (trimmed) is the rest of a sentence left open above it: it starts in lower case ("on-the-job training."). */
export function continuesSentence(above: string | undefined, line: string): boolean {
  return /^\p{Ll}/u.test(line) && endsNoSentence(above);
}

/** Whether line `index` of `lines` is the rest of a sentence left open on the line above it (`continuesSentence`). */
export function isWrappedTail(lines: readonly string[], index: number): boolean {
  return continuesSentence(lines[index - 1]?.trim(), lines[index]!.trim());
}

/**
 * A clause that says what a job does not need ("No coding needed", "No High School diploma
 * required", "no prior sales experience is necessary", "keine Vorkenntnisse erforderlich"): it
 * asks for nothing. "No less than 3 years required" is an ask.
 */
const NEGATED_ASK =
  /(?<![\p{L}])(?:no|keine?)\s+(?!(?:less|more|fewer|later|sooner|weniger|mehr)(?![\p{L}]))(?:[\p{L}/-]+\s+){0,5}?(?:is\s+|are\s+|ist\s+|sind\s+)?(?:needed|required|necessary|erforderlich|notwendig|nötig)(?![\p{L}])/giu;

/** The text without its negated asks (`NEGATED_ASK`). */
export const withoutNegatedAsks = (text: string): string => text.replace(NEGATED_ASK, ' ');

/** The key under which a vocabulary term is indexed: its tokens' matching forms, space-joined. */
export function termKey(term: string): string {
  return tokenize(term)
    .map((t) => t.norm)
    .join(' ');
}

/**
 * Escape text for safe inclusion in GitHub-flavoured markdown (inline, one line): the characters
 * that open inline markup, links, HTML, entities or table cells anywhere, and a block marker
 * ("#", "-", "+", ">", "1.") only where the text starts. Ordinary punctuation stays as written,
 * so the note reads cleanly as source too ("must-have", "5.5 years").
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .replace(/[\\`*_{}[\]<>|~&]/g, (c) => `\\${c}`)
    .replace(/^([#+\->]|\d+(?=[.)]))/, (start) => (/\d/.test(start) ? `${start}\\` : `\\${start}`));
}
