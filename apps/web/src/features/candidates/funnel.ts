/**
 * The job page's 'Application Funnel Summary' (spec sections 2, 4 and 9), computed from page 0 of
 * the job's applications (size 20):
 *
 * - Total: the server's totalElements (every application, not only the 20 read);
 * - Pending: PENDING + PENDING_SCREENING; Invited: INVITED_FOR_AI_SCREENING; In Interview:
 *   INTERVIEW_IN_PROGRESS; Shortlisted: SHORTLISTED; Rejected: REJECTED + REJECTED_IN_AI_INTERVIEW;
 *   every other status (QUALIFIED included, DECISIONS.md) counts as unknown and has no tile;
 * - Conversion Rate: shortlisted / total x 100 to one decimal (0.0 when there is none);
 * - Top Scorer: the highest resume score on that page, with the candidate's name.
 *
 * The eight tiles are Total, Pending, Invited, In Interview, Shortlisted, Rejected, Conversion
 * Rate and Top Scorer.
 */

export interface FunnelInput {
  content: ReadonlyArray<{ status: string; score: number | null; candidateName: string }>;
  totalElements: number;
}

export interface FunnelSummary {
  total: number;
  pending: number;
  invited: number;
  inInterview: number;
  shortlisted: number;
  rejected: number;
  unknown: number;
  /** Percent to one decimal, as text: '12.5'. */
  conversionRate: string;
  topScorer: { name: string; score: number } | null;
}

type Bucket = 'pending' | 'invited' | 'inInterview' | 'shortlisted' | 'rejected';

const BUCKETS: Record<string, Bucket> = {
  PENDING: 'pending',
  PENDING_SCREENING: 'pending',
  INVITED_FOR_AI_SCREENING: 'invited',
  INTERVIEW_IN_PROGRESS: 'inInterview',
  SHORTLISTED: 'shortlisted',
  REJECTED: 'rejected',
  REJECTED_IN_AI_INTERVIEW: 'rejected',
};

export function conversionRate(shortlisted: number, total: number): string {
  if (!(total > 0)) return '0.0';
  return ((shortlisted / total) * 100).toFixed(1);
}

export function computeFunnel({ content, totalElements }: FunnelInput): FunnelSummary {
  const summary: FunnelSummary = {
    total: Number.isFinite(totalElements) && totalElements > 0 ? totalElements : 0,
    pending: 0,
    invited: 0,
    inInterview: 0,
    shortlisted: 0,
    rejected: 0,
    unknown: 0,
    conversionRate: '0.0',
    topScorer: null,
  };
  for (const application of content) {
    const bucket = BUCKETS[String(application.status ?? '').toUpperCase()];
    if (bucket) summary[bucket] += 1;
    else summary.unknown += 1;
    const score = application.score;
    if (typeof score === 'number' && Number.isFinite(score) && (summary.topScorer === null || score > summary.topScorer.score)) {
      summary.topScorer = { name: application.candidateName, score };
    }
  }
  summary.conversionRate = conversionRate(summary.shortlisted, summary.total);
  return summary;
}
