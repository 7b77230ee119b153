import { DOCX_MAX_UNCOMPRESSED_BYTES } from '@kairox/contract';

/**
 * Limits on parsing one resume file in an extraction child process (see pool.ts). A file that
 * passes any of them fails with "The resume could not be read within the limits".
 */
export const EXTRACTION_LIMITS = {
  /** V8 heap of each child (`--max-old-space-size`); past it V8 aborts the child. */
  heapMegabytes: 256,
  /** Resident memory of a child, checked by the parent while it works; past it the child is killed. */
  residentBytes: 640 * 1024 * 1024,
  /** Bytes all of a PDF's Flate streams may inflate to together (as much as a DOCX may unpack to). */
  pdfInflatedBytes: DOCX_MAX_UNCOMPRESSED_BYTES,
  /** Time for a child to load its parsers and report ready. */
  startMs: 60_000,
} as const;

export const EXTRACTION_DEFAULTS = {
  workers: 2,
  /** Wall-clock time one file may take; past it the child is killed. */
  timeoutMs: 30_000,
} as const;
