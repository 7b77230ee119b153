/**
 * The language a resume or posting is written in: English or German (the languages the engine
 * reads). Decided per document by which language's common function words are more frequent;
 * ties, and texts with neither, are English.
 */
export type ScreeningLanguage = 'en' | 'de';

const FUNCTION_WORDS: Record<ScreeningLanguage, ReadonlySet<string>> = {
  en: new Set('the and of to in for with on is are was were be been as at by from this that will you your our we have has an or not'.split(' ')),
  de: new Set(
    'der die das und in im für mit von zu zur zum ist sind war waren wird werden sie ihr ihre wir unser unsere ein eine einer einen auf bei als auch nicht oder des dem den über nach'.split(
      ' ',
    ),
  ),
};
/** Words both languages share ("in"), which decide nothing. */
const SHARED = new Set([...FUNCTION_WORDS.en].filter((w) => FUNCTION_WORDS.de.has(w)));

export function detectLanguage(text: string): ScreeningLanguage {
  let en = 0;
  let de = 0;
  for (const match of text.toLowerCase().matchAll(/\p{L}+/gu)) {
    const word = match[0];
    if (SHARED.has(word)) continue;
    if (FUNCTION_WORDS.en.has(word)) en += 1;
    else if (FUNCTION_WORDS.de.has(word)) de += 1;
  }
  return de > en ? 'de' : 'en';
}
