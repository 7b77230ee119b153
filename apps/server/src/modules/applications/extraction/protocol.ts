import type { ResumeFileType } from '../../../lib/file-types.js';

/** Messages between the extraction pool (pool.ts) and its child processes (child.ts). */

export interface ExtractionRequest {
  id: number;
  type: ResumeFileType;
  bytes: Uint8Array;
}

/** 'limits': the file passed a parsing limit; 'docx': a refused DOCX zip; 'parse': the parser failed. */
export type ExtractionFailure = 'limits' | 'docx' | 'parse';

export type ExtractionReply = { id: number; ok: true; text: string } | { id: number; ok: false; failure: ExtractionFailure; message: string };

/** Sent once by a child when its parsers are loaded. */
export const CHILD_READY = 'extraction-child-ready';
