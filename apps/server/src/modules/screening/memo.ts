/**
 * A word function's answers kept for the words seen lately: resumes repeat their words, and
 * folding or normalising one word costs more than looking it up. At most `max` words are kept;
 * past that the memory starts again empty, so a text of only new words costs one look-up more
 * per word and no more memory.
 */
export function rememberWords(answer: (word: string) => string, max = 20_000): (word: string) => string {
  const answers = new Map<string, string>();
  return (word) => {
    let known = answers.get(word);
    if (known === undefined) {
      known = answer(word);
      if (answers.size >= max) answers.clear();
      answers.set(word, known);
    }
    return known;
  };
}
