import type { Job } from '@kairox/contract';

/**
 * SLOT for the candidates issue: the job page's Application Funnel Summary (8 stat tiles) and the
 * candidate table (spec section 2) render here, below the Job Information card. Until that issue
 * lands it renders nothing: no placeholder figures, no fake rows.
 */
export function JobCandidatesSection(_props: { job: Job }) {
  return null;
}
