/**
 * The AI Interview Insights modal's view of the two interview answers (spec sections 2, 3, 7 and
 * 9): GET /api/interviews/{id} (the scorecard, `overallScore`, ...) and
 * GET /api/interviews/complete-logs/{id} (the interview insight record with `logDetails`, or the
 * bare array of log events). Field names are read tolerantly, ignoring case, '_' and '-'
 * (`OverallScore` / `overallScore`, `applicantId` / `applicant_id`, ...), because the record comes
 * from an external interview service.
 */
import { formatLongDate } from '../../../../lib/dates';
import { logEntriesOf, noticePeriodFromLogs } from '../../enrichment';
import { scoreTone, type ScoreTone } from '../../table-logic';

type Json = Record<string, unknown>;

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
  /** Numeric overall score, or null. */
  score: number | null;
  /** What to show when the score is there but not a number ('N/A', 'pending', ...). */
  scoreText: string | null;
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

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const normalizeKey = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');

/** The first present (non-null, non-blank) value under any of `names` in any of `sources`, in order. */
function pick(sources: readonly Json[], names: readonly string[], accept: (value: unknown) => boolean = () => true): unknown {
  const wanted = names.map(normalizeKey);
  for (const source of sources) {
    for (const name of wanted) {
      for (const [key, value] of Object.entries(source)) {
        if (normalizeKey(key) !== name) continue;
        if (value === null || value === undefined) continue;
        if (typeof value === 'string' && value.trim() === '') continue;
        if (!accept(value)) continue;
        return value;
      }
    }
  }
  return undefined;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return null;
}

function asCount(value: unknown): number {
  const number = asNumber(value);
  return number !== null && number > 0 ? number : 0;
}

function asBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (['true', 'yes', 'verified', 'success', 'successful'].includes(text)) return true;
    if (['false', 'no', 'not verified', 'failed', 'unverified'].includes(text)) return false;
  }
  return null;
}

/** 'YYYY-MM-DD', an ISO date-time, [y, m, d], or epoch seconds / milliseconds -> 'November 22, 2026'. */
export function formatInterviewDate(value: unknown): string {
  if (Array.isArray(value)) return formatLongDate(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return formatLongDate(value.trim());
  let time: number;
  if (typeof value === 'number' && Number.isFinite(value)) time = value < 1e12 ? value * 1000 : value;
  else if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) {
    const number = Number(value.trim());
    time = number < 1e12 ? number * 1000 : number;
  } else if (typeof value === 'string') time = Date.parse(value);
  else return '';
  if (!Number.isFinite(time)) return '';
  return new Date(time).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

const EVENT_NAME = ['event', 'eventName', 'eventType', 'name', 'type', 'action'];
const SCORECARD_TEXT = ['scorecard', 'scorecardText', 'scorecardMarkdown', 'scoreCard', 'detailedScorecard'];

const ID_VERIFIED_EVENTS = new Set(['id verification successful', 'verification successful']);
const VOICE_VERIFIED_EVENTS = new Set(['voice verification successful']);
const SCORECARD_EVENT = 'scorecard generated';

function eventName(entry: Json): string {
  const value = pick([entry], EVENT_NAME);
  return typeof value === 'string' ? value.trim().toLowerCase().replace(/[.!]+$/, '') : '';
}

/* Markdown structure (lists, tables, headings, quotes, code): such a breakdown is rendered as markdown. */
const MARKDOWN_BLOCK = /^\s*(?:[-*+]\s|\d+[.)]\s|\||#{1,6}\s|>|```)/m;

/**
 * A breakdown sent as text: JSON (the server keeps an object breakdown as compact JSON) becomes
 * rows; plain lines ('Face mismatch detected: 2 × 0.5 = 1', the server's own rule) become one row
 * each, split at the first ':'; markdown stays markdown.
 */
function breakdownOfText(value: string): ScoreAdjustment['breakdown'] {
  const text = value.trim();
  if (!text) return null;
  if (/^[[{]/.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed !== null && typeof parsed === 'object') return breakdownOf(parsed);
    } catch {
      // Not JSON after all: read it as text.
    }
  }
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  if (lines.length < 2 || MARKDOWN_BLOCK.test(text)) return text;
  return lines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    return colon > 0 ? [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] : [line, ''];
  });
}

function breakdownOf(value: unknown): ScoreAdjustment['breakdown'] {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return breakdownOfText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const rows = value
      .map((item, index): [string, string] | null => {
        if (isRecord(item)) {
          const label = asText(pick([item], ['label', 'reason', 'type', 'name', 'event', 'description'])) ?? `Item ${index + 1}`;
          const amount = asText(pick([item], ['deduction', 'points', 'value', 'amount', 'count', 'penalty']));
          return [label, amount ?? ''];
        }
        const text = asText(item);
        return text ? [text, ''] : null;
      })
      .filter((row): row is [string, string] => row !== null);
    return rows.length > 0 ? rows : null;
  }
  if (isRecord(value)) {
    const rows = Object.entries(value)
      .map(([key, inner]): [string, string] | null => {
        const text = asText(inner) ?? (inner !== null && typeof inner === 'object' ? JSON.stringify(inner) : null);
        return text === null ? null : [labelOf(key), text];
      })
      .filter((row): row is [string, string] => row !== null);
    return rows.length > 0 ? rows : null;
  }
  return null;
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

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Both answers -> what the modal shows; null when neither holds anything (the modal then says
 * 'No Data Available'). The record's own fields win over the scorecard answer's, which win over
 * the newest log event carrying the field; the overall score comes from the scorecard answer
 * first (that is the score the table showed).
 */
export function buildInsights(scorecardAnswer: unknown, logsAnswer: unknown): InterviewInsights | null {
  const scorecard = isRecord(scorecardAnswer) ? scorecardAnswer : null;
  const record = isRecord(logsAnswer) ? logsAnswer : null;
  const events = logEntriesOf(logsAnswer);
  if (!scorecard && !record && events.length === 0) return null;
  if (scorecard && Object.keys(scorecard).length === 0 && !record && events.length === 0) return null;

  const newestFirst = [...events].reverse();
  const sources = [record, scorecard, ...newestFirst].filter((source): source is Json => source !== null);
  const scoreSources = [scorecard, record, ...newestFirst].filter((source): source is Json => source !== null);
  const get = (...names: string[]) => pick(sources, names);

  const scoreValue = pick(scoreSources, ['overallScore']);
  const score = asNumber(scoreValue);
  const scoreText = score === null ? asText(scoreValue) : null;

  const names = events.map(eventName);
  const idFlag = asBoolean(get('idVerified', 'idVerification', 'isIdVerified'));
  const voiceFlag = asBoolean(get('voiceVerified', 'voiceVerification', 'isVoiceVerified'));

  const scorecardEvents = newestFirst.filter((entry) => eventName(entry) === SCORECARD_EVENT);
  const scorecardText = pick(
    [...scorecardEvents, ...(record ? [record] : []), ...(scorecard ? [scorecard] : []), ...newestFirst],
    SCORECARD_TEXT,
    (value) => typeof value === 'string',
  );

  const raw = asNumber(get('RawOverallScore', 'rawScore', 'rawOverallScore'));
  let deduction = asNumber(get('SuspicionDeduction', 'suspiciousDeduction', 'deduction', 'scoreDeduction'));
  const breakdownValue = get('SuspiciousAdjustment', 'suspicionAdjustment', 'scoreAdjustment', 'adjustment');
  const breakdown = breakdownOf(breakdownValue);
  let adjustment: ScoreAdjustment | null = null;
  if (raw !== null || breakdown !== null) {
    let final = score;
    if (final === null && raw !== null && deduction !== null) final = round(raw - deduction);
    if (deduction === null && raw !== null && final !== null) deduction = round(raw - final);
    adjustment = {
      raw,
      deduction,
      final,
      breakdown,
      justification: asText(get('SuspiciousJustification', 'suspicionJustification', 'justification')),
    };
  }

  const directNotice = asText(get('noticePeriod'));

  return {
    score,
    scoreText,
    tone: scoreTone(score),
    interviewDate: formatInterviewDate(get('interviewDate', 'timestamp', 'date', 'completedAt', 'createdAt')),
    position: asText(get('position', 'jobTitle')),
    totalQuestions: asNumber(get('totalQuestions')),
    suspiciousActivity: asNumber(get('totalSuspiciousActivity', 'suspiciousActivity')),
    eyeMovements: asNumber(get('totalSuspiciousEyeActivity', 'suspiciousEyeActivity', 'eyeMovements')),
    faceMismatches: asCount(get('TotalFaceMismatchDetected', 'faceMismatchDetected', 'faceMismatches')),
    noFaceDetections: asCount(get('TotalNoFaceDetected', 'noFaceDetected', 'noFaceDetections')),
    idVerified: idFlag ?? names.some((name) => ID_VERIFIED_EVENTS.has(name)),
    voiceVerified: voiceFlag ?? names.some((name) => VOICE_VERIFIED_EVENTS.has(name)),
    candidateId: asText(get('candidateId')),
    applicantId: asText(get('applicantId', 'applicationId')),
    noticePeriod: directNotice ?? noticePeriodFromLogs(logsAnswer),
    reference: asText(get('reference', 'referenceId', 'ref')),
    adjustment,
    feedback: asText(pick(sources, ['Feedback', 'aiFeedback', 'feedbackMarkdown'], (value) => typeof value === 'string')),
    scorecard: typeof scorecardText === 'string' ? scorecardText.trim() || null : null,
  };
}

/** A number for display: whole numbers as they are, others to at most two decimals. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(round(value));
}
