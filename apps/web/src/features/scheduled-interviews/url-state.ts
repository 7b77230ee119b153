/** The page's view in its address, so a reload or a shared link shows the same interviews. */
import { isDay } from './week';

export type Layout = 'list' | 'week';

export interface InterviewsView {
  layout: Layout;
  /** Filter ids as typed in the address ('' = all). */
  jobId: string;
  interviewerId: string;
  /** The week view's Monday ('YYYY-MM-DD'); '' = this week. */
  week: string;
  /** The list's zero-based page. */
  page: number;
}

const anId = (text: string | null) => (text && /^\d{1,10}$/.test(text) ? text : '');

export function readView(params: URLSearchParams): InterviewsView {
  const week = params.get('week') ?? '';
  const page = Number(params.get('page'));
  return {
    layout: params.get('view') === 'week' ? 'week' : 'list',
    jobId: anId(params.get('jobId')),
    interviewerId: anId(params.get('interviewerId')),
    week: isDay(week) ? week : '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

export function writeView(view: InterviewsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.layout === 'week') params.set('view', 'week');
  if (view.jobId) params.set('jobId', view.jobId);
  if (view.interviewerId) params.set('interviewerId', view.interviewerId);
  if (view.layout === 'week' && view.week) params.set('week', view.week);
  if (view.layout === 'list' && view.page > 0) params.set('page', String(view.page));
  return params;
}

/** The list call's filters. */
export function filtersOf(view: InterviewsView) {
  return { ...(view.jobId ? { jobId: view.jobId } : {}), ...(view.interviewerId ? { interviewerId: view.interviewerId } : {}) };
}
