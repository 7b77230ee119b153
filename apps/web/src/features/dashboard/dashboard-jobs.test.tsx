import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../testing/jwt';
import { renderApp, renderWithProviders } from '../../testing/render';
import { deferred, mockApi, type RecordedCall } from '../../testing/mock-api';
import { makeListItem } from '../../testing/jobs';
import type { CandidateDialogs } from './components/candidate-dialogs';
import { DashboardPage } from './dashboard-page';

const STATS = { totalItems: 12, statusCounts: { ACTIVE: 5, CLOSED: 3, DRAFT: 2, COMPLETED: 2 } };
const QUICK_COUNTS = { pendingApplications: 1204, awaitingInterview: 7, openProposals: 3, integrityAlerts: 0 };

/** Three pages of jobs: page n holds jobs n*9+1 .. (first two only, to keep the DOM small). */
function jobsPage(call: RecordedCall) {
  const page = Number(call.query.get('page'));
  return { body: { jobs: [makeListItem(page * 9 + 1), makeListItem(page * 9 + 2)], totalPages: 3, totalItems: 20 } };
}

/** Here the job cards' dialogs render nothing; the last test opens the real ones through the app's /dashboard route. */
const NO_DIALOGS: CandidateDialogs = { addCandidate: () => null, massResume: () => null };

function render() {
  return renderWithProviders(<DashboardPage candidateDialogs={NO_DIALOGS} />, { token: makeToken(), path: '/dashboard' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardPage jobs', () => {
  it('shows the five stat cards, the job grid, Process Efficiency and the Quick Actions', async () => {
    const api = mockApi({
      'GET /functions/V1/job-stats': { body: STATS },
      'GET /api/dashboard/quick-actions': { body: QUICK_COUNTS },
      'GET /functions/V1/jobs': {
        body: {
          jobs: [
            makeListItem(1, { title: 'Senior Frontend Engineer', status: 'ACTIVE', location: 'Bengaluru, India', applicationCount: 7 }),
            makeListItem(2, { title: 'Data Analyst', status: 'DRAFT', department: 'analytics', description: 'Own the hiring funnel reports.' }),
          ],
          totalPages: 1,
          totalItems: 2,
        },
      },
    });
    render();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    const card = (label: string) => screen.getByText(label, { selector: 'p' }).closest('li')!;
    await screen.findByText('Total Jobs');
    expect(within(card('Total Jobs')).getByText('12')).toBeInTheDocument();
    expect(within(card('Active')).getByText('5')).toBeInTheDocument();
    expect(within(card('Closed')).getByText('3')).toBeInTheDocument();
    expect(within(card('Draft')).getByText('2')).toBeInTheDocument();
    expect(within(card('Completed')).getByText('2')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Job Management & Candidate Addition' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Job' })).toHaveAttribute('href', '/job-posting');

    const first = screen.getByRole('article', { name: 'Senior Frontend Engineer' });
    expect(within(first).getByText('#1')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('Engineering')).toBeInTheDocument();
    expect(within(first).getByText('Bengaluru, India')).toBeInTheDocument();
    expect(within(first).getByText('Posted November 22, 2026')).toBeInTheDocument();
    expect(await within(first).findByText('7 applications')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/jobs/1');
    expect(within(first).getByRole('button', { name: 'Add Candidate' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Mass Resume' })).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Data Analyst' });
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(within(second).getByText('Analytics')).toBeInTheDocument();
    expect(within(second).getByText('Own the hiring funnel reports.')).toHaveClass('line-clamp-3');
    expect(within(second).getByText('0 applications')).toBeInTheDocument();

    // The counts come with the job list: no call per card.
    expect(api.calls.filter((call) => call.path.startsWith('/api/applications/'))).toHaveLength(0);
    expect(api.callsTo('GET /functions/V1/jobs')[0]!.query.get('page')).toBe('0');

    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Job pages' })).not.toBeInTheDocument();

    for (const text of ['Process Efficiency', 'AI Resume Screening', 'Teams Integration', 'Fraud Detection', 'Quick Actions']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('98% Automated')).toBeInTheDocument();
    expect(screen.getByText('100% Automated')).toBeInTheDocument();
    expect(screen.getByText('95% Automated')).toBeInTheDocument();
    // The spec's entries, each with the organisation's real count, open the Applications view they count.
    const quick = screen.getByRole('heading', { name: 'Quick Actions' }).closest('section')!;
    expect(await within(quick).findByRole('link', { name: 'Process Pending Applications 1,204' })).toHaveAttribute(
      'href',
      '/applications?status=APPLIED,QUALIFIED',
    );
    expect(within(quick).getByRole('link', { name: 'Schedule Interviews 7' })).toHaveAttribute(
      'href',
      '/applications?status=INVITED_FOR_AI_SCREENING,REINVITED_FOR_AI_SCREENING',
    );
    expect(within(quick).getByRole('link', { name: 'Review AI Assessments 3' })).toHaveAttribute('href', '/applications?proposal=open');
    expect(within(quick).getByRole('link', { name: 'Check Fraud Alerts 0' })).toHaveAttribute('href', '/applications?integrity=alert');
  });

  it('shows Quick Actions placeholders while the counts load, and the entries without counts when they fail', async () => {
    const counts = deferred<void>();
    mockApi({
      'GET /functions/V1/job-stats': { body: STATS },
      'GET /functions/V1/jobs': { body: { jobs: [], totalPages: 1, totalItems: 0 } },
      'GET /api/dashboard/quick-actions': { wait: counts.promise, status: 500, body: { message: 'Boom', error: 'INTERNAL_SERVER_ERROR' } },
    });
    render();
    const quick = screen.getByRole('heading', { name: 'Quick Actions' }).closest('section')!;
    const list = within(quick).getByRole('list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(quick).getByRole('link', { name: 'Process Pending Applications' })).toBeInTheDocument();

    counts.resolve();
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    // The dashboard itself stays: only the counts are missing, never a made-up number.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    for (const name of ['Process Pending Applications', 'Schedule Interviews', 'Review AI Assessments', 'Check Fraud Alerts']) {
      expect(within(quick).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(quick.querySelector('.animate-pulse')).toBeNull();
  });

  it('shows card outlines, never a count, while the job list loads', async () => {
    let answer!: () => void;
    const jobsAnswered = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      'GET /functions/V1/job-stats': { body: STATS },
      'GET /functions/V1/jobs': { wait: jobsAnswered, body: { jobs: [makeListItem(1, { applicationCount: 3 })], totalPages: 1, totalItems: 1 } },
    });
    render();
    const grid = screen.getByRole('region', { name: 'Job Management & Candidate Addition' });
    expect(within(grid).getByRole('status')).toHaveTextContent('Loading...');
    // The stats arrive first; the cards are still outlines, with no '0 applications'.
    await screen.findByText('Total Jobs');
    expect(within(grid).queryByRole('article')).not.toBeInTheDocument();
    expect(within(grid).queryByText(/applications?$/)).not.toBeInTheDocument();

    answer();
    const card = await within(grid).findByRole('article', { name: 'Job number 1' });
    expect(within(card).getByText('3 applications')).toBeInTheDocument();
    expect(within(grid).queryByRole('status')).not.toBeInTheDocument();
  });

  it('pages with Prev, numbers and Next, remembering the zero-based page in dashboard_jobs', async () => {
    const api = mockApi({ 'GET /functions/V1/job-stats': { body: STATS }, 'GET /functions/V1/jobs': jobsPage });
    const { user, unmount } = render();
    const pages = await screen.findByRole('navigation', { name: 'Job pages' });
    expect(within(pages).getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Job number 10' })).toBeInTheDocument();
    expect(localStorage.getItem('dashboard_jobs')).toBe('1');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Job number 19' })).toBeInTheDocument();
    expect(localStorage.getItem('dashboard_jobs')).toBe('2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Prev' }));
    expect(await screen.findByRole('article', { name: 'Job number 10' })).toBeInTheDocument();
    expect(api.callsTo('GET /functions/V1/jobs').map((call) => call.query.get('page'))).toEqual(['0', '1', '2', '1']);

    // Coming back (a reload) opens the remembered page first.
    unmount();
    api.calls.length = 0;
    render();
    expect(await screen.findByRole('article', { name: 'Job number 10' })).toBeInTheDocument();
    expect(api.callsTo('GET /functions/V1/jobs')[0]!.query.get('page')).toBe('1');
  });

  it('falls back to the last page when the remembered one no longer exists', async () => {
    localStorage.setItem('dashboard_jobs', '7');
    mockApi({
      'GET /functions/V1/job-stats': { body: STATS },
      'GET /functions/V1/jobs': (call) =>
        Number(call.query.get('page')) < 3 ? jobsPage(call) : { body: { jobs: [], totalPages: 3, totalItems: 20 } },
    });
    render();
    expect(await screen.findByRole('article', { name: 'Job number 19' })).toBeInTheDocument();
    expect(localStorage.getItem('dashboard_jobs')).toBe('2');
  });

  it.each([
    ['the stats', { 'GET /functions/V1/job-stats': { status: 500, body: { message: 'boom' } }, 'GET /functions/V1/jobs': jobsPage }],
    [
      'the job list',
      { 'GET /functions/V1/job-stats': { body: STATS }, 'GET /functions/V1/jobs': { status: 401, body: { message: 'Unauthorized' } } },
    ],
  ] as const)('shows the session text when %s fail to load', async (_what, routes) => {
    mockApi(routes);
    render();
    // A server failure is retried once (about a second) before the error shows.
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired, please log in again.');
    expect(screen.queryByText('Total Jobs')).not.toBeInTheDocument();
  });

  it('opens the Add Candidate and Mass Resume dialogs for the chosen job', async () => {
    mockApi({
      'GET /functions/V1/job-stats': { body: STATS },
      'GET /functions/V1/jobs': { body: { jobs: [makeListItem(5, { title: 'QA Engineer' })], totalPages: 1, totalItems: 1 } },
    });
    const { user } = renderApp('/dashboard', { token: makeToken() });
    const card = await screen.findByRole('article', { name: 'QA Engineer' });
    await user.click(within(card).getByRole('button', { name: 'Add Candidate' }));
    const addDialog = await screen.findByRole('dialog', { name: 'Add Candidate' });
    expect(addDialog).toHaveTextContent('#5 · QA Engineer');
    await user.click(within(addDialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Mass Resume' }));
    expect(screen.getByRole('dialog', { name: 'Mass Resume' })).toHaveTextContent('#5 · QA Engineer');
  });
});
