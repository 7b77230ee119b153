/**
 * The text of a DOCX (Office Open XML) resume: mammoth reads the body; the line breaks inside a
 * paragraph and the page headers and footers, which mammoth's raw text leaves out, are read here.
 * Runs only in an extraction child (see parse.ts).
 */
import { zipSync } from 'fflate';
import mammoth from 'mammoth';
import { DOCX_LIMITS, safeUnzip } from '../../../lib/file-types.js';

export async function docxText(bytes: Uint8Array): Promise<string> {
  // Inflate ourselves with hard caps, then hand mammoth an uncompressed (stored) zip: whatever the
  // upload claims, mammoth never inflates more than the limits allow.
  const entries = withLineBreaksAsText(safeUnzip(bytes, DOCX_LIMITS));
  const stored = zipSync(entries, { level: 0 });
  const result = await mammoth.extractRawText({ buffer: Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength) });
  const body = paragraphLines(result.value).replaceAll(LINE_BREAK_MARK, '\n').trim();
  return [pagePartsText(entries, 'header'), body, pagePartsText(entries, 'footer')].filter(Boolean).join('\n');
}

/** A break inside a paragraph: a line break (Shift+Enter), a carriage return, a page or column break. */
const WORD_BREAK = /<w:(br|cr)\b[^<>]*?(?:\/>|>\s*<\/w:\1>)/g;
/** Stands for a break in mammoth's text until its paragraphs are lines (a character no resume holds). */
const LINE_BREAK_MARK = '\u2028';
/** The parts mammoth reads (not the page headers and footers, whose breaks `pagePartText` reads itself). */
const WORD_PART = /^word\/(?!header|footer)[^/]+\.xml$/;

/**
 * mammoth's raw text drops every break inside a paragraph, so a name, headline and address set on
 * lines of one paragraph ran together ("Jane DoeSoftware Engineer"). Each break becomes a text run
 * of LINE_BREAK_MARK, which mammoth keeps. A part in another encoding than UTF-8 holds no
 * `<w:br` as UTF-8 and is left as it is.
 */
function withLineBreaksAsText(entries: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const parts = { ...entries };
  for (const [name, bytes] of Object.entries(entries)) {
    if (!WORD_PART.test(name)) continue;
    const xml = new TextDecoder().decode(bytes);
    if (!xml.includes('<w:br') && !xml.includes('<w:cr')) continue;
    parts[name] = new TextEncoder().encode(xml.replace(WORD_BREAK, `<w:t xml:space="preserve">${LINE_BREAK_MARK}</w:t>`));
  }
  return parts;
}

/**
 * mammoth ends every paragraph with a blank line. A paragraph is a line of the resume, so it is one
 * line here, and only an empty paragraph leaves a blank line: otherwise every title would sit a
 * blank line away from its dates, and a section's end would look like any other line break.
 */
function paragraphLines(rawText: string): string {
  return rawText.split('\n\n').join('\n');
}

const PAGE_PARTS = { header: /^word\/header(\d*)\.xml$/, footer: /^word\/footer(\d*)\.xml$/ };
/** In a header or footer part: a run's text, a break or tab, or a paragraph's end. */
const PAGE_PART_TOKEN = /<w:t(?:\s[^<>]*)?>([^<]*)<\/w:t>|<w:(?:br|cr|tab)\b[^<>]*>|<\/w:p>/g;
const XML_ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([\da-f]{1,6}));/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeEntities = (text: string) =>
  text.replace(XML_ENTITY, (_, name: string | undefined, decimal: string | undefined, hex: string | undefined) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()]!;
    const code = decimal ? Number(decimal) : parseInt(hex!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  });

const FALLBACK_OPEN = '<mc:Fallback';
const FALLBACK_CLOSE = '</mc:Fallback>';

/** A part without its drawings' fallback copies (`mc:Fallback` repeats a text box for older readers). */
function withoutFallbacks(xml: string): string {
  let kept = '';
  let from = 0;
  for (let open = xml.indexOf(FALLBACK_OPEN); open >= 0; open = xml.indexOf(FALLBACK_OPEN, from)) {
    const close = xml.indexOf(FALLBACK_CLOSE, open);
    if (close < 0) break;
    kept += xml.slice(from, open);
    from = close + FALLBACK_CLOSE.length;
  }
  return kept + xml.slice(from);
}

/** The text of one header or footer part: a line per paragraph or break. */
function pagePartText(xml: string): string {
  let text = '';
  for (const token of withoutFallbacks(xml).matchAll(PAGE_PART_TOKEN)) {
    if (token[1] !== undefined) text += decodeEntities(token[1]);
    else text += token[0].startsWith('<w:tab') ? '\t' : '\n';
  }
  return text.trim();
}

/**
 * The page headers' or footers' text, each distinct text once (a first page's header often repeats
 * the others'). Many resume templates set the name and contacts in the header.
 */
function pagePartsText(entries: Record<string, Uint8Array>, kind: keyof typeof PAGE_PARTS): string {
  const texts = Object.keys(entries)
    .map((name) => ({ name, number: PAGE_PARTS[kind].exec(name)?.[1] }))
    .filter((part): part is { name: string; number: string } => part.number !== undefined)
    .sort((a, b) => Number(a.number || 0) - Number(b.number || 0))
    .map((part) => pagePartText(new TextDecoder().decode(entries[part.name])));
  return [...new Set(texts.filter(Boolean))].join('\n');
}
