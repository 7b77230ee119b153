/**
 * The upload path's view of a set: each resume made into a file (a PDF with wrapped lines, or a
 * DOCX with a paragraph per line, as the demo data's documents are made) and its text extracted by
 * the server's isolated extraction pool, so the evaluation reads what a real upload gives the engine.
 */
import pino from 'pino';
import { ExtractionPool } from '../../apps/server/src/modules/applications/extraction/pool.js';
import { makeDocx, makePdf } from '../../apps/server/src/demo/documents.js';
import type { EvalSet } from './datasets.js';

export type ResumeForm = 'text' | 'pdf' | 'docx';
export const RESUME_FORMS: readonly ResumeForm[] = ['text', 'pdf', 'docx'];

/** The set with every resume's text as extracted from its file; a file that fails to extract gives '' (unreadable). */
export async function throughFiles(set: EvalSet, form: Exclude<ResumeForm, 'text'>): Promise<EvalSet> {
  const pool = new ExtractionPool({ logger: pino({ level: 'silent' }) });
  try {
    const resumes = await Promise.all(
      set.resumes.map(async (resume) => {
        const bytes = form === 'pdf' ? await makePdf(resume.text) : makeDocx(resume.text);
        const text = await pool.extract(bytes, form).catch(() => '');
        return { ...resume, text };
      }),
    );
    return { ...set, resumes };
  } finally {
    await pool.close();
  }
}
