import {
  APPLICANT_LIST_DEFAULT_SIZE,
  APPLICATION_SEARCH_SORTS,
  RESUME_STATUSES,
  STORED_APPLICATION_STATUSES,
  type ApplicationSearchQuery,
  type ApplicationSearchSort,
  type BulkDeleteRequest,
  type ResumeStatus,
  type StoredApplicationStatus,
} from '@kairox/contract';

/** The Applications page's view: every filter, the sort and the page, as the URL holds them. */
export interface ApplicationsView {
  q: string;
  jobId: number | null;
  statuses: StoredApplicationStatus[];
  scoreMin: number | null;
  scoreMax: number | null;
  sourceChannel: string;
  createdFrom: string;
  createdTo: string;
  resumeStatus: ResumeStatus | null;
  /** Only applications with an AI status proposal waiting for a recruiter. */
  openProposal: boolean;
  /** Only applications whose AI interview raised an integrity alert. */
  integrityAlert: boolean;
  sort: ApplicationSearchSort;
  /** Zero-based. */
  page: number;
}

export const DEFAULT_VIEW: ApplicationsView = {
  q: '',
  jobId: null,
  statuses: [],
  scoreMin: null,
  scoreMax: null,
  sourceChannel: '',
  createdFrom: '',
  createdTo: '',
  resumeStatus: null,
  openProposal: false,
  integrityAlert: false,
  sort: 'newest',
  page: 0,
};

export const PAGE_SIZE = APPLICANT_LIST_DEFAULT_SIZE;

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  text !== null && (values as readonly string[]).includes(text) ? (text as T) : null;

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function calendarDate(text: string | null): string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return '';
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : '';
}

/**
 * Reads the view from the URL's search params. A value the server would refuse (a hand-edited or
 * stale link) is dropped rather than shown as an error, so any link opens a working page.
 */
export function parseView(params: URLSearchParams): ApplicationsView {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .map((status) => oneOf(STORED_APPLICATION_STATUSES, status.trim().toUpperCase()))
    .filter((status): status is StoredApplicationStatus => status !== null);
  let scoreMin = wholeNumber(params.get('scoreMin'), 0, 100);
  let scoreMax = wholeNumber(params.get('scoreMax'), 0, 100);
  if (scoreMin !== null && scoreMax !== null && scoreMin > scoreMax) [scoreMin, scoreMax] = [null, null];
  let createdFrom = calendarDate(params.get('createdFrom'));
  let createdTo = calendarDate(params.get('createdTo'));
  if (createdFrom && createdTo && createdFrom > createdTo) [createdFrom, createdTo] = ['', ''];
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    jobId: wholeNumber(params.get('jobId'), 1, 2_147_483_647),
    statuses: [...new Set(statuses)],
    scoreMin,
    scoreMax,
    sourceChannel: (params.get('source') ?? '').slice(0, 100),
    createdFrom,
    createdTo,
    resumeStatus: oneOf(RESUME_STATUSES, (params.get('resume') ?? '').toUpperCase()),
    openProposal: params.get('proposal') === 'open',
    integrityAlert: params.get('integrity') === 'alert',
    sort: oneOf(APPLICATION_SEARCH_SORTS, params.get('sort')) ?? 'newest',
    page: wholeNumber(params.get('page'), 1, 100_000_000) === null ? 0 : Number(params.get('page')) - 1,
  };
}

/** The view as search params: only what differs from the default, the page one-based for people reading the URL. */
export function viewToParams(view: ApplicationsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q);
  if (view.jobId !== null) params.set('jobId', String(view.jobId));
  if (view.statuses.length) params.set('status', view.statuses.join(','));
  if (view.scoreMin !== null) params.set('scoreMin', String(view.scoreMin));
  if (view.scoreMax !== null) params.set('scoreMax', String(view.scoreMax));
  if (view.sourceChannel.trim()) params.set('source', view.sourceChannel);
  if (view.createdFrom) params.set('createdFrom', view.createdFrom);
  if (view.createdTo) params.set('createdTo', view.createdTo);
  if (view.resumeStatus) params.set('resume', view.resumeStatus);
  if (view.openProposal) params.set('proposal', 'open');
  if (view.integrityAlert) params.set('integrity', 'alert');
  if (view.sort !== 'newest') params.set('sort', view.sort);
  if (view.page > 0) params.set('page', String(view.page + 1));
  return params;
}

/** Whether any filter (not the sort or page) narrows the list. */
export function isFiltered(view: ApplicationsView): boolean {
  const { sort: _sort, page: _page, ...filters } = view;
  const { sort: _s, page: _p, ...defaults } = DEFAULT_VIEW;
  return JSON.stringify(filters) !== JSON.stringify(defaults);
}

/** The filters and sort as GET /api/applications (and its export) read them. */
export function toSearchQuery(view: ApplicationsView): Omit<ApplicationSearchQuery, 'page' | 'size'> {
  const query: Record<string, string> = { sort: view.sort };
  if (view.q.trim()) query.q = view.q.trim();
  if (view.jobId !== null) query.jobId = String(view.jobId);
  if (view.statuses.length) query.status = view.statuses.join(',');
  if (view.scoreMin !== null) query.scoreMin = String(view.scoreMin);
  if (view.scoreMax !== null) query.scoreMax = String(view.scoreMax);
  if (view.sourceChannel.trim()) query.sourceChannel = view.sourceChannel.trim();
  if (view.createdFrom) query.createdFrom = view.createdFrom;
  if (view.createdTo) query.createdTo = view.createdTo;
  if (view.resumeStatus) query.resumeStatus = view.resumeStatus;
  if (view.openProposal) query.proposal = 'open';
  if (view.integrityAlert) query.integrity = 'alert';
  return query;
}

/** A bulk action's `filter`: the view's filters without the sort, to act on every matching application. */
export function toBulkFilter(view: ApplicationsView): NonNullable<BulkDeleteRequest['filter']> {
  const { sort: _sort, ...filter } = toSearchQuery(view);
  return filter;
}
