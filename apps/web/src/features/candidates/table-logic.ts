/**
 * The candidate table's client-side work on the loaded page (spec section 2): search by name or
 * email, the status filter, the six sorts, and the score colours (spec section 9).
 */

export interface CandidateRow {
  id: number;
  candidateName: string;
  candidateEmail: string | null;
  candidatePhone: string | null;
  status: string;
  score: number | null;
  resumeStatus: string;
  resumeError: string | null;
  noticePeriod: string | null;
  /** From enrichment: the scorecard's overall score, null when there is none. */
  scorecardScore: number | null;
  /** The AI interview rule's open suggestion, until a person accepts or changes it. */
  proposedStatus?: string | null;
  proposedReason?: string | null;
  /** The AI's own score beside an override (`score` is the one in force). */
  aiScore?: number | null;
  scoreOverridden?: boolean;
  /** How many other applications of the organisation match it (email, phone or resume file). */
  duplicateCount?: number;
}

export type CandidateSort = 'default' | 'name-asc' | 'name-desc' | 'score-asc' | 'score-desc' | 'scorecard-asc' | 'scorecard-desc';

export const ALL_STATUSES = 'ALL';

function matchesSearch(row: Pick<CandidateRow, 'candidateName' | 'candidateEmail'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return row.candidateName.toLowerCase().includes(needle) || (row.candidateEmail ?? '').toLowerCase().includes(needle);
}

function matchesStatus(row: Pick<CandidateRow, 'status'>, status: string): boolean {
  return status === ALL_STATUSES || row.status.toUpperCase() === status.toUpperCase();
}

/** Candidates without a value go last in either direction. */
function byNumber(a: number | null, b: number | null, direction: 1 | -1): number {
  const aMissing = a === null || !Number.isFinite(a);
  const bMissing = b === null || !Number.isFinite(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  return (a - b) * direction;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function sortCandidates<T extends CandidateRow>(rows: readonly T[], sort: CandidateSort): T[] {
  const sorted = [...rows];
  switch (sort) {
    case 'name-asc':
      return sorted.sort((a, b) => collator.compare(a.candidateName, b.candidateName));
    case 'name-desc':
      return sorted.sort((a, b) => collator.compare(b.candidateName, a.candidateName));
    case 'score-asc':
      return sorted.sort((a, b) => byNumber(a.score, b.score, 1));
    case 'score-desc':
      return sorted.sort((a, b) => byNumber(a.score, b.score, -1));
    case 'scorecard-asc':
      return sorted.sort((a, b) => byNumber(a.scorecardScore, b.scorecardScore, 1));
    case 'scorecard-desc':
      return sorted.sort((a, b) => byNumber(a.scorecardScore, b.scorecardScore, -1));
    default:
      return sorted;
  }
}

/** Search, then the status filter, then the sort. */
export function visibleCandidates<T extends CandidateRow>(rows: readonly T[], search: string, status: string, sort: CandidateSort): T[] {
  return sortCandidates(
    rows.filter((row) => matchesSearch(row, search) && matchesStatus(row, status)),
    sort,
  );
}

/** 'Showing X to Y of N' for a zero-based page of `count` rows. */
export function showingRange(page: number, size: number, count: number): { from: number; to: number } {
  if (count <= 0) return { from: 0, to: 0 };
  return { from: page * size + 1, to: page * size + count };
}

export type ScoreTone = 'green' | 'yellow' | 'red' | 'grey';

/** Spec section 9: 8 and above green, 6 and above yellow, otherwise red; grey when not numeric. */
export function scoreTone(score: unknown): ScoreTone {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 'grey';
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  return 'red';
}

export const SCORE_TONE_CLASSES: Record<ScoreTone, string> = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  yellow: 'bg-amber-100 text-amber-800 ring-amber-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  grey: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** A score for display: whole numbers as they are, others to one decimal. */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
