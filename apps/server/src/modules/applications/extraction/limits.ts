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
  /**
   * CPU time a child may spend loading its parsers (and the screening engine) before it reports
   * ready, about 1.5-3 s when it starts normally. CPU rather than wall-clock time: on two busy
   * cores a niced server's child got so small a share that 60 s of waiting were not enough to
   * start, and the file failed for no fault of its own.
   */
  startCpuMs: 20_000,
  /** Wall-clock time to report ready, for a child that neither works nor answers. */
  startMs: 300_000,
} as const;

export const EXTRACTION_DEFAULTS = {
  workers: 2,
  /** Wall-clock time one file may take; past it the child is killed. */
  timeoutMs: 30_000,
} as const;
