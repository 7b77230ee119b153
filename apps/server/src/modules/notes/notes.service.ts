import { APPLICATION_MESSAGES, type Note, type NoteType } from '@kairox/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { notes, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { getApplication } from '../applications/applications.service.js';

type NoteRow = typeof notes.$inferSelect;

function toNote(row: NoteRow, author?: { firstName: string | null; lastName: string | null } | null): Note {
  return {
    id: row.id,
    note: row.note,
    noteType: row.noteType,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    createdByName: author?.firstName ? `${author.firstName} ${author.lastName ?? ''}`.trim() : null,
  };
}

/** Adds a recruiter's note to an application of the organisation. */
export async function addNote(db: DbOrTx, orgId: number, applicationId: number, userId: number, content: string): Promise<Note> {
  await getApplication(db, orgId, applicationId);
  const [row] = await db
    .insert(notes)
    .values({ orgId, applicationId, note: content, noteType: 'note' satisfies NoteType, createdBy: userId })
    .returning();
  const [author] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return toNote(row!, author);
}

/** Every note of the application, oldest first, resume feedback included (the web hides it). */
export async function listNotes(db: DbOrTx, orgId: number, applicationId: number): Promise<Note[]> {
  await getApplication(db, orgId, applicationId);
  const rows = await db
    .select({ note: notes, firstName: users.firstName, lastName: users.lastName })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.createdBy))
    .where(and(eq(notes.applicationId, applicationId), eq(notes.orgId, orgId)))
    .orderBy(asc(notes.createdAt), asc(notes.id));
  return rows.map((row) => toNote(row.note, row));
}

export async function deleteNote(db: DbOrTx, orgId: number, noteId: number): Promise<void> {
  const [row] = await db
    .delete(notes)
    .where(and(eq(notes.id, noteId), eq(notes.orgId, orgId)))
    .returning({ id: notes.id });
  if (!row) throw notFound(APPLICATION_MESSAGES.noteNotFound);
}

/**
 * Writes the application's AI resume feedback: one 'resume-feedback' note per application
 * (a unique index enforces it), replaced when screening runs again. For the screening step.
 */
export async function upsertResumeFeedbackNote(db: DbOrTx, orgId: number, applicationId: number, markdown: string): Promise<void> {
  await db
    .insert(notes)
    .values({ orgId, applicationId, note: markdown, noteType: 'resume-feedback' satisfies NoteType, createdBy: null })
    .onConflictDoUpdate({
      target: notes.applicationId,
      targetWhere: sql`${notes.noteType} = 'resume-feedback'`,
      set: { note: markdown, createdAt: sql`now()` },
    });
}
