import type { Note, NoteType } from '@kairox/contract';

/** The screening's explanation is stored as a note of this type (DECISIONS.md "Screening"). */
const RESUME_FEEDBACK_NOTE_TYPE: NoteType = 'resume-feedback';

const time = (note: Pick<Note, 'createdAt'>) => {
  const value = Date.parse(note.createdAt);
  return Number.isFinite(value) ? value : 0;
};

/** Newest first (by createdAt, then id). */
function newestFirst<T extends Pick<Note, 'createdAt' | 'id'>>(notes: readonly T[]): T[] {
  return [...notes].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** The user's notes: the AI resume feedback ('resume-feedback') is hidden from the list (spec section 3). */
export function visibleNotes<T extends Pick<Note, 'createdAt' | 'id' | 'noteType'>>(notes: readonly T[]): T[] {
  return newestFirst(notes.filter((note) => note.noteType !== RESUME_FEEDBACK_NOTE_TYPE));
}

/** The newest AI resume feedback note, or null. */
export function latestFeedback<T extends Pick<Note, 'createdAt' | 'id' | 'noteType' | 'note'>>(notes: readonly T[]): T | null {
  return newestFirst(notes.filter((note) => note.noteType === RESUME_FEEDBACK_NOTE_TYPE && note.note.trim()))[0] ?? null;
}

/** '2026-11-22T09:05:00Z' -> 'November 22, 2026, 9:05 AM' in the browser's time zone; '' when unreadable. */
export function formatDateTime(iso: string): string {
  const value = Date.parse(iso);
  if (!Number.isFinite(value)) return '';
  return new Date(value).toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
