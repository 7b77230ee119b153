import type { ResumeFileType } from '../../../lib/file-types.js';
import type { ResumeReading, ResumeReadingOptions } from '../../screening/resume-reading.js';

/**
 * Messages between the extraction pool (pool.ts) and its child processes (child.ts), cloned by
 * Node's 'advanced' IPC serialization (maps, sets and dates arrive as such).
 */

export interface ExtractionRequest {
  id: number;
  type: ResumeFileType;
  bytes: Uint8Array;
  /** Present when the text is also to be read (screening/resume-reading.ts). */
  reading?: ResumeReadingOptions;
}

/** 'limits': the file passed a parsing limit; 'docx': a refused DOCX zip; 'parse': the parser failed. */
export type ExtractionFailure = 'limits' | 'docx' | 'parse';

export type ExtractionReply =
  /** `reading` is null when reading the text failed (the server then reads it itself, and meets the same error). */
  { id: number; ok: true; text: string; reading?: ResumeReading | null } | { id: number; ok: false; failure: ExtractionFailure; message: string };

/** Sent once by a child when its parsers are loaded. */
export const CHILD_READY = 'extraction-child-ready';

/** The child's argument asking it to load the resume reading before it reports ready. */
export const PRELOAD_READING = '--preload-reading';
