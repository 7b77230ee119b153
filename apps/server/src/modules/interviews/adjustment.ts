/**
 * The suspicion adjustment of an interview score (DECISIONS.md, Interviews; docs/interviews.md).
 *
 * When the interview service does not send its own adjustment, the platform computes it from the
 * suspicious-activity counts with the weights of SUSPICION_DEDUCTION_WEIGHTS (contract):
 *
 *   deduction = round1( min(raw, 0.5 x face mismatches + 0.5 x no face + 0.25 x suspicious activity + 0.1 x eye activity) )
 *   final     = max(0, raw - deduction)
 */
import { INTERVIEW_SCORE_MAX, SUSPICION_DEDUCTION_WEIGHTS } from '@kairox/contract';

export interface SuspicionCounts {
  faceMismatch: number | null | undefined;
  noFace: number | null | undefined;
  suspiciousActivity: number | null | undefined;
  suspiciousEyeActivity: number | null | undefined;
}

export interface Adjustment {
  raw: number;
  deduction: number;
  final: number;
  /** One line per non-zero count with its weight, then the total (the "breakdown"). */
  breakdown: string;
  /** Plain-language reason for the deduction. */
  justification: string;
}

/** Rounds to `digits` decimals, half away from zero, tolerant of binary fractions (0.45 -> 0.5). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor + Math.sign(value) * 1e-9) / factor;
}

const clampScore = (value: number) => Math.min(INTERVIEW_SCORE_MAX, Math.max(0, value));

/** "7.5", "8", "0.25": at most two decimals, no trailing zeros. */
export const formatScore = (value: number) => String(roundTo(value, 2));

const PARTS = [
  {
    key: 'faceMismatch',
    label: 'Face mismatch detected',
    weight: SUSPICION_DEDUCTION_WEIGHTS.faceMismatch,
    one: 'face mismatch',
    many: 'face mismatches',
  },
  {
    key: 'noFace',
    label: 'No face detected',
    weight: SUSPICION_DEDUCTION_WEIGHTS.noFace,
    one: 'moment with no face in view',
    many: 'moments with no face in view',
  },
  {
    key: 'suspiciousActivity',
    label: 'Suspicious activity',
    weight: SUSPICION_DEDUCTION_WEIGHTS.suspiciousActivity,
    one: 'suspicious activity',
    many: 'suspicious activities',
  },
  {
    key: 'suspiciousEyeActivity',
    label: 'Suspicious eye movement',
    weight: SUSPICION_DEDUCTION_WEIGHTS.suspiciousEyeActivity,
    one: 'suspicious eye movement',
    many: 'suspicious eye movements',
  },
] as const;

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The documented rule: deduction from the counts, capped at the raw score, one decimal. */
export function computeAdjustment(rawScore: number, counts: SuspicionCounts): Adjustment {
  const raw = clampScore(rawScore);
  const present = PARTS.map((part) => ({ ...part, count: Math.max(0, counts[part.key] ?? 0) })).filter((part) => part.count > 0);
  const sum = present.reduce((total, part) => total + part.count * part.weight, 0);
  const capped = sum > raw;
  const deduction = roundTo(Math.min(raw, sum), 1);
  const final = roundTo(Math.max(0, raw - deduction), 2);
  if (present.length === 0) {
    return {
      raw,
      deduction: 0,
      final: roundTo(raw, 2),
      breakdown: 'No suspicious activity recorded: no deduction.',
      justification: 'No suspicious activity was recorded during the interview, so the raw score stands.',
    };
  }
  const lines = present.map((part) => `${part.label}: ${part.count} × ${part.weight} = ${formatScore(part.count * part.weight)}`);
  const breakdown = [
    ...lines,
    `Total deduction: ${formatScore(deduction)}${capped ? ' (capped at the raw score)' : ''}`,
    `Final score: ${formatScore(raw)} − ${formatScore(deduction)} = ${formatScore(final)}`,
  ].join('\n');
  const findings = listJoin(present.map((part) => `${part.count} ${part.count === 1 ? part.one : part.many}`));
  const identity = present.some((part) => part.key === 'faceMismatch' || part.key === 'noFace');
  const justification =
    `The score was reduced by ${formatScore(deduction)} point${deduction === 1 ? '' : 's'} (from ${formatScore(raw)} to ${formatScore(final)}) ` +
    `because the proctoring recorded ${findings}.` +
    (identity
      ? ' Face mismatches and moments with no face in view weigh most, as they may mean that someone else took part or the candidate left the camera; a manual review of the recording is recommended.'
      : ' These signals are weak on their own and only lower the score slightly.');
  return { raw, deduction, final, breakdown, justification };
}
