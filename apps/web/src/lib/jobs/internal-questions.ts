import { MAX_INTERNAL_QUESTIONS, MAX_INTERNAL_TOPICS, joinInternalQuestions, splitInternalQuestions } from '@kairox/contract';

/**
 * The Internal Questions & Topics editors (spec section 5): one entry per line, blank lines
 * dropped, at most 6 of each kept (extras ignored), '?' appended to a question that lacks it,
 * questions then topics joined by newlines and trimmed. The joining itself is the contract's.
 */

/** The non-blank lines of an editor, trimmed. */
export function editorLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface EditorCount {
  /** Entries that will be saved (at most `max`). */
  kept: number;
  /** Entries beyond `max`, which are ignored. */
  ignored: number;
  max: number;
  /** The counter shown under the editor: 'n/6'. */
  label: string;
}

function countEditorLines(text: string | null | undefined, max: number): EditorCount {
  const total = editorLines(text).length;
  const kept = Math.min(total, max);
  return { kept, ignored: total - kept, max, label: `${kept}/${max}` };
}

export const countQuestions = (text: string | null | undefined) => countEditorLines(text, MAX_INTERNAL_QUESTIONS);
export const countTopics = (text: string | null | undefined) => countEditorLines(text, MAX_INTERNAL_TOPICS);

/** The one newline-joined text that is sent as `internalQuestions`. */
export function combineInternalQuestions(questionsText: string, topicsText: string): string {
  return joinInternalQuestions(editorLines(questionsText), editorLines(topicsText));
}

/** A stored internal-questions text back into the two editors (lines ending in '?' are questions). */
export function splitIntoEditors(text: string | null | undefined): { questions: string; topics: string } {
  const { questions, topics } = splitInternalQuestions(text);
  return { questions: questions.join('\n'), topics: topics.join('\n') };
}
