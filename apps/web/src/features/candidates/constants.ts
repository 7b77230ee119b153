/**
 * Business constants of the candidate screens (spec sections 4, 7 and 9) that the contract does
 * not carry because only the browser uses them.
 */

/** Spec sections 4 and 9: the upload overlay shows at least 3.5 s before the result toast. */
export const UPLOAD_OVERLAY_MIN_MS = 3500;

/** Spec section 9: each scorecard / log call times out after 8 s; at most 5 candidates at once. */
export const ENRICHMENT_TIMEOUT_MS = 8000;
export const ENRICHMENT_CONCURRENCY = 5;

/** Spec sections 7 and 9: candidate table page size, and the funnel reads page 0 of this size. */
export const CANDIDATE_PAGE_SIZE = 20;
export const FUNNEL_PAGE_SIZE = 20;

/** While a candidate's resume is PENDING or PROCESSING, the page is polled this often. */
export const PROCESSING_POLL_MS = 4000;

/** Resume states during which the table polls and shows a progress text instead of feedback. */
export const IN_FLIGHT_RESUME_STATUSES: readonly string[] = ['PENDING', 'PROCESSING'];

/** Local-storage key of a job's candidate table page (one key per list, zero-based; spec section 2). */
export const candidatePageStorageKey = (jobId: number) => `job_${jobId}_candidates`;

/** Local-storage key of a job's candidate view, 'table' or 'board' (issue #12), beside its table page. */
export const candidateViewStorageKey = (jobId: number) => `job_${jobId}_candidates_view`;

/** The board shows this many cards a column at first and adds as many per 'Show more', so 1,000 candidates stay quick. */
export const BOARD_COLUMN_PAGE = 50;
