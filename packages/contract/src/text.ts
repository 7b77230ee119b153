/**
 * The shared rule for text: what the server refuses in any request value and what the forms
 * refuse before sending. PostgreSQL cannot store NUL in text, and no other C0 control character
 * or DEL is ever typed into a form; tab, line feed and carriage return are ordinary text.
 */
import { z } from 'zod';

export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const TEXT_MESSAGES = {
  controlCharacters: 'Text must not contain control characters.',
  controlCharactersIn: (field: string) => `${field} must not contain control characters.`,
} as const;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER_PATTERN.test(text);
}

/**
 * `z.string()` that refuses control characters; chain `.trim()`, `.min()`, `.max()` after it as
 * usual (the rule sees the text as sent, so a leading vertical tab is refused, not trimmed away).
 */
export const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((text) => !hasControlCharacters(text), TEXT_MESSAGES.controlCharacters);

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path to the first string (value or object key) holding a control character anywhere in a
 * parsed request value, or null. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findControlCharacter(value: unknown): Array<string | number> | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacters(key)) return [...pathOf(visit), key];
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}
