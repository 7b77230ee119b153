import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../testing/candidates';
import { makeToken } from '../../testing/jwt';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';

const DUE = {
  applicationId: 41,
  candidateName: 'Nora Quill',
  jobId: 7,
  jobTitle: 'Data Engineer',
  status: 'REJECTED',
  lastActivityAt: '2025-01-10T09:00:00.000Z',
  dueAt: '2026-01-17T09:00:00.000Z',
};
const REQUEST = {
  id: 5,
  kind: 'EXPORT',
  status: 'PENDING',
  createdAt: '2026-01-12T09:00:00.000Z',
  decidedAt: null,
  decidedByName: null,
  applicationId: 42,
  candidateName: 'Omar Vale',
  jobTitle: 'Data Engineer',
};
const EMPTY_PAGE = { content: [], totalPages: 0, totalElements: 0, last: true, first: true, number: 0, size: 20 };

function pageApi(overrides = {}) {
  return mockApi({
    'GET /api/data-rights/retention': { body: { retentionMonths: 12, noticeDays: 7 } },
    'GET /api/data-rights/due': { body: [DUE] },
    'GET /api/data-rights/requests': { body: [REQUEST] },
    'GET /api/data-rights/erasures': { body: EMPTY_PAGE },
    ...overrides,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/privacy: Data & privacy', () => {
  it("lists candidates due for erasure and keeps one; an admin confirms a candidate's request", async () => {
    const api = pageApi({
      'POST /api/data-rights/applications/41/keep': { body: { message: 'kept' } },
      'POST /api/data-rights/requests/5/confirm': {
        body: { ...REQUEST, status: 'COMPLETED', decidedByName: 'Alex Morgan', decidedAt: REQUEST.createdAt },
      },
    });
    const { user } = renderApp('/dashboard', { token: makeToken({ role: 'ROLE_ADMIN' }) });
    await user.click(within(await screen.findByRole('navigation', { name: 'Organization' })).getByRole('link', { name: 'Data & privacy' }));
    expect(await screen.findByText(/erased 12 months after their last activity/)).toBeInTheDocument();
    const due = screen.getByRole('region', { name: 'Due for erasure' });
    expect(await within(due).findByRole('link', { name: 'Nora Quill' })).toHaveAttribute('href', '/applications/41');
    expect(within(due).getByText('Jan 17, 2026')).toBeInTheDocument();
    await user.click(within(due).getByRole('button', { name: 'Keep: Nora Quill' }));
    await expectToast('Nora Quill is kept: the retention period starts again today.', 'Candidate kept');
    expect(api.callsTo('POST /api/data-rights/applications/41/keep')).toHaveLength(1);

    const requests = screen.getByRole('region', { name: "Candidates' requests" });
    expect(within(requests).getByText('Copy of their data')).toBeInTheDocument();
    await user.click(within(requests).getByRole('button', { name: 'Confirm: Omar Vale' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send a copy of the data' })).getByRole('button', { name: 'Confirm' }));
    await expectToast('The copy was emailed to the candidate.', 'Request decided');
    expect(api.callsTo('POST /api/data-rights/requests/5/confirm')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Erasure log' })).toHaveTextContent('Nothing has been erased yet.');
  });

  it('shows requests without the decision buttons to a recruiter, and the empty lists', async () => {
    pageApi({ 'GET /api/data-rights/due': { body: [] }, 'GET /api/data-rights/retention': { body: { retentionMonths: null, noticeDays: 7 } } });
    renderApp('/privacy', { token: makeToken({ role: 'ROLE_USER' }) });
    expect(await screen.findByText('No candidate is due for erasure.')).toBeInTheDocument();
    expect(screen.getByText(/No retention period is set/)).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: "Candidates' requests" });
    expect(await within(requests).findByRole('link', { name: 'Omar Vale' })).toBeInTheDocument();
    expect(within(requests).getByText('Only organization admins confirm or reject requests.')).toBeInTheDocument();
    expect(within(requests).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    pageApi({ 'GET /api/data-rights/erasures': { status: 500, body: { message: 'Server down' } } });
    renderApp('/privacy', { token: makeToken({ role: 'ROLE_USER' }) });
    const log = screen.getByRole('region', { name: 'Erasure log' });
    expect(await within(log).findByRole('alert')).toHaveTextContent('Server down');
    expect(within(log).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
