/**
 * The AI Interview Insights modal's view of the two interview answers (spec sections 2, 3, 7 and
 * 9): GET /api/interviews/{id} (the scorecard) and GET /api/interviews/complete-logs/{id} (the
 * interview insight record with its `logDetails`). The server merges every event into both, so
 * the modal reads their fields; the record's win over the scorecard's, except the overall score,
 * which is the scorecard's first (the score the table showed).
 */
import { noticePeriodFromText, type InterviewRecord, type InterviewScorecard } from '@kairox/contract';
import { scoreTone, type ScoreTone } from '../../table-logic';

export interface ScoreAdjustment {
  /** Score before the integrity deduction (`RawOverallScore`). */
  raw: number | null;
  /** Points taken off for suspicious activity (`SuspicionDeduction`). */
  deduction: number | null;
  /** The score after it: the overall score, else raw minus deduction. */
  final: number | null;
  /** `SuspiciousAdjustment`: the breakdown, as text (markdown) or as label/value pairs. */
  breakdown: string | Array<[label: string, value: string]> | null;
  /** `SuspiciousJustification` (markdown). */
  justification: string | null;
}

export interface InterviewInsights {
  /** The overall score 0-10, or null. */
  score: number | null;
  tone: ScoreTone;
  /** Long US date ('November 22, 2026'), '' when unknown. */
  interviewDate: string;
  position: string | null;
  totalQuestions: number | null;
  suspiciousActivity: number | null;
  eyeMovements: number | null;
  faceMismatches: number;
  noFaceDetections: number;
  idVerified: boolean;
  voiceVerified: boolean;
  candidateId: string | null;
  applicantId: string | null;
  noticePeriod: string | null;
  reference: string | null;
  /** Null unless an adjustment or a raw score exists. */
  adjustment: ScoreAdjustment | null;
  /** AI feedback (markdown). */
  feedback: string | null;
  /** The detailed scorecard (markdown), from the 'Scorecard generated' event. */
  scorecard: string | null;
}

/** An ISO 8601 date-time -> 'November 22, 2026' in the browser's time zone; '' when absent. */
export function formatInterviewDate(value: string | null): string {
  const time = value ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(time)) return '';
  return new Date(time).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/* Markdown structure (lists, tables, headings, quotes, code): such a breakdown is rendered as markdown. */
const MARKDOWN_BLOCK = /^\s*(?:[-*+]\s|\d+[.)]\s|\||#{1,6}\s|>|```)/m;

/** A value inside a JSON breakdown, as text. */
function jsonText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'faceMismatchDeduction' / 'no_face' -> 'Face mismatch deduction' / 'No face'. */
function labelOf(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A breakdown the interview service sent as an object or a list (the server keeps it as compact
 * JSON): an object gives a row per key; a list a row per item, an item object reading as its
 * label then its values in the order sent.
 */
function breakdownOfJson(value: object): ScoreAdjustment['breakdown'] {
  const rows = Array.isArray(value)
    ? value.map((item): [string, string] => {
        if (item === null || typeof item !== 'object' || Array.isArray(item)) return [jsonText(item), ''];
        const [label = '', ...rest] = Object.values(item).map(jsonText);
        return [label, rest.join(', ')];
      })
    : Object.entries(value).map(([key, inner]): [string, string] => [labelOf(key), jsonText(inner)]);
  const shown = rows.filter(([label, text]) => label || text);
  return shown.length > 0 ? shown : null;
}

/**
 * The breakdown text: JSON becomes rows; plain lines ('Face mismatch detected: 2 × 0.5 = 1', the
 * server's own rule) become one row each, split at the first ':'; markdown stays markdown.
 */
function breakdownOf(value: string | null): ScoreAdjustment['breakdown'] {
  const text = value?.trim();
  if (!text) return null;
  if (/^[[{]/.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed !== null && typeof parsed === 'object') return breakdownOfJson(parsed);
    } catch {
      // Not JSON after all: read it as text.
    }
  }
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length < 2 || MARKDOWN_BLOCK.test(text)) return text;
  return lines.map((line) => {
    const colon = line.indexOf(':');
    return colon > 0 ? [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] : [line, ''];
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Raw score minus deduction to final; whichever of the deduction and the final is missing is derived. */
function adjustmentOf(
  score: number | null,
  sent: { raw: number | null; deduction: number | null; breakdown: string | null; justification: string | null },
): ScoreAdjustment | null {
  const { raw } = sent;
  const breakdown = breakdownOf(sent.breakdown);
  if (raw === null && breakdown === null) return null;
  let { deduction } = sent;
  let final = score;
  if (final === null && raw !== null && deduction !== null) final = round(raw - deduction);
  if (deduction === null && raw !== null && final !== null) deduction = round(raw - final);
  return { raw, deduction, final, breakdown, justification: sent.justification };
}

/**
 * The notice period the server read from the events, else the first one the events' texts name
 * (the server reads an event's details and scorecard, not its feedback).
 */
function noticePeriodOf(scorecard: InterviewScorecard | null, record: InterviewRecord | null): string | null {
  const stated = record?.noticePeriod ?? scorecard?.noticePeriod;
  if (stated) return stated;
  for (const entry of record?.logDetails ?? []) {
    for (const text of [entry.details, entry.Feedback, entry.scorecard]) {
      const found = noticePeriodFromText(text);
      if (found) return found;
    }
  }
  return null;
}

const countOf = (value: number | null | undefined) => (value && value > 0 ? value : 0);

/** Both answers -> what the modal shows; null when there is neither (the modal then says 'No Data Available'). */
export function buildInsights(scorecard: InterviewScorecard | null, record: InterviewRecord | null): InterviewInsights | null {
  if (!scorecard && !record) return null;
  const score = scorecard?.overallScore ?? record?.OverallScore ?? null;
  const applicantId = record?.applicantId ?? scorecard?.applicantId;
  return {
    score,
    tone: scoreTone(score),
    interviewDate: formatInterviewDate(record?.interviewDate ?? scorecard?.interviewDate ?? null),
    position: record?.position ?? scorecard?.position ?? null,
    totalQuestions: record?.totalQuestions ?? scorecard?.totalQuestions ?? null,
    suspiciousActivity: record?.totalSuspiciousActivity ?? scorecard?.totalSuspiciousActivity ?? null,
    eyeMovements: record?.totalSuspiciousEyeActivity ?? scorecard?.totalSuspiciousEyeActivity ?? null,
    faceMismatches: countOf(record?.TotalFaceMismatchDetected ?? scorecard?.totalFaceMismatchDetected),
    noFaceDetections: countOf(record?.TotalNoFaceDetected ?? scorecard?.totalNoFaceDetected),
    idVerified: record?.idVerified ?? scorecard?.idVerified ?? false,
    voiceVerified: record?.voiceVerified ?? scorecard?.voiceVerified ?? false,
    candidateId: record?.candidateId ?? scorecard?.candidateId ?? null,
    applicantId: applicantId === undefined ? null : String(applicantId),
    noticePeriod: noticePeriodOf(scorecard, record),
    reference: record?.reference ?? scorecard?.reference ?? null,
    adjustment: adjustmentOf(score, {
      raw: record?.RawOverallScore ?? scorecard?.rawOverallScore ?? null,
      deduction: record?.SuspicionDeduction ?? scorecard?.suspicionDeduction ?? null,
      breakdown: record?.SuspiciousAdjustment ?? scorecard?.suspiciousAdjustment ?? null,
      justification: record?.SuspiciousJustification ?? scorecard?.suspiciousJustification ?? null,
    }),
    feedback: record?.Feedback ?? scorecard?.feedback ?? null,
    scorecard: record?.scorecard ?? scorecard?.scorecard ?? null,
  };
}

/** A number for display: whole numbers as they are, others to at most two decimals. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(round(value));
}
