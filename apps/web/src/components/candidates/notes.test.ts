import { describe, expect, it } from 'vitest';
import { latestFeedback, visibleNotes } from './notes';

const note = (id: number, noteType: string, createdAt: string, text = `note ${id}`) => ({ id, noteType, createdAt, note: text });

describe('notes', () => {
  const notes = [
    note(1, 'note', '2026-01-01T10:00:00Z'),
    note(2, 'resume-feedback', '2026-01-02T10:00:00Z', 'old feedback'),
    note(3, 'note', '2026-01-03T10:00:00Z'),
    note(4, 'resume-feedback', '2026-01-04T10:00:00Z', 'new feedback'),
  ];

  it('hides the AI resume feedback from the notes list, newest first', () => {
    expect(visibleNotes(notes).map((item) => item.id)).toEqual([3, 1]);
  });

  it('picks the newest resume feedback', () => {
    expect(latestFeedback(notes)?.note).toBe('new feedback');
    expect(latestFeedback([note(1, 'note', '2026-01-01T10:00:00Z')])).toBeNull();
  });
});
