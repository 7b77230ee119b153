import type { ApplicationSearchRow } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationPage, expectToast, makeApplication } from '../../testing/candidates';
import { makeListItem } from '../../testing/jobs';
import { makeToken } from '../../testing/jwt';
import { mockApi, type MockHandler, type RecordedCall } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (id: number, overrides: Partial<ApplicationSearchRow> = {}): ApplicationSearchRow => ({
  ...makeApplication(id),
  jobTitle: 'Senior Frontend Engineer',
  ...overrides,
});

const ada = row(1, { candidateName: 'Ada Lovelace', status: 'SHORTLISTED', score: 91, sourceChannel: 'LinkedIn', jobId: 42 });
const grace = row(2, {
  candidateName: 'Grace Hopper',
  status: 'REINVITED_FOR_AI_SCREENING',
  resumeStatus: 'FAILED',
  jobTitle: 'Data Engineer',
  jobId: 43,
});

function setup(path: string, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /functions/V1/jobs': {
      body: {
        jobs: [makeListItem(42, { title: 'Senior Frontend Engineer' }), makeListItem(43, { title: 'Data Engineer' })],
        totalPages: 1,
        totalItems: 2,
      },
    },
    'GET /api/applications': { body: applicationPage([ada, grace]) },
    ...routes,
  });
  return { api, ...renderApp(path, { token: makeToken() }) };
}

const lastSearch = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/applications').at(-1)!.query;

describe('/applications', () => {
  it('lists the applications across jobs with their job, status label, score, source, resume status and date', async () => {
    setup('/applications');
    const table = await screen.findByRole('table', { name: 'Applications' });
    const adaRow = (await within(table).findByRole('link', { name: 'Ada Lovelace' })).closest('tr')!;
    expect(within(adaRow).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/applications/1');
    expect(adaRow).toHaveTextContent('Senior Frontend Engineer');
    expect(adaRow).toHaveTextContent('Shortlisted');
    expect(adaRow).toHaveTextContent('91');
    expect(adaRow).toHaveTextContent('LinkedIn');
    expect(adaRow).toHaveTextContent('Nov 22, 2026');
    const graceRow = within(table).getByRole('link', { name: 'Grace Hopper' }).closest('tr')!;
    expect(graceRow).toHaveTextContent('Reinvited For AI Screening');
    expect(graceRow).toHaveTextContent('Failed');
    expect(graceRow).toHaveTextContent('Data Engineer');
    expect(screen.getByText('2 applications')).toBeInTheDocument();
  });

  it('opens the view the URL names and puts each change of filter back into the URL, from the first page', async () => {
    const { api, user, router } = setup('/applications?status=SHORTLISTED&sort=score&page=2', {
      'GET /api/applications': { body: applicationPage([ada], { page: 1, size: 20, totalElements: 21 }) },
    });
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(lastSearch(api.calls).toString()).toBe('sort=score&status=SHORTLISTED&page=1&size=20');
    expect(screen.getByLabelText('Status')).toHaveValue('SHORTLISTED');
    expect(screen.getByLabelText('Sort by')).toHaveValue('score');

    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'ada');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ada&status=SHORTLISTED&sort=score'));
    await waitFor(() => expect(lastSearch(api.calls).get('q')).toBe('ada'));
    expect(lastSearch(api.calls).get('page')).toBe('0');

    await user.selectOptions(screen.getByLabelText('Job'), 'Data Engineer');
    await user.selectOptions(screen.getByLabelText('Min score'), '50');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ada&jobId=43&status=SHORTLISTED&scoreMin=50&sort=score'));
    await waitFor(() => expect(lastSearch(api.calls).get('scoreMin')).toBe('50'));
    expect(lastSearch(api.calls).get('jobId')).toBe('43');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=score'));
    expect(screen.getByRole('searchbox', { name: 'Search applications' })).toHaveValue('');
  });

  it('exports the current filters and sort as CSV with the token, and says when the export fails', async () => {
    // Object URLs stubbed for this test only: the test checks what the page turns into one.
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:applications');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let fail = false;
    const { api, user } = setup('/applications?q=ada&status=SHORTLISTED&sort=name&page=2', {
      'GET /api/applications/export': () => (fail ? { status: 500, body: { message: 'Export broke' } } : { body: 'ID,Candidate Name' }),
    });
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const exported = api.callsTo('GET /api/applications/export')[0]!;
    expect(exported.query.toString()).toBe('sort=name&q=ada&status=SHORTLISTED');
    expect(exported.headers.Authorization).toMatch(/^Bearer /);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await expectToast('Export broke');
    click.mockRestore();
    Object.assign(URL, saved);
  });

  it('says when nothing matches, and shows a failure with a retry', async () => {
    let fail = true;
    const { user } = setup('/applications?q=nobody', {
      'GET /api/applications': () => (fail ? { status: 500, body: { message: 'Boom' } } : { body: applicationPage([]) }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Boom');
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No applications match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 applications')).toBeInTheDocument();
  });

  it('changes the status of the selected rows, asking for the reason a reinvite needs', async () => {
    const { api, user } = setup('/applications', {
      'POST /api/applications/bulk-status': (call) => ({ body: { count: (call.body as { ids: number[] }).ids.length } }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all applications on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    await user.selectOptions(within(dialog).getByLabelText(/New status/), 'REINVITED_FOR_AI_SCREENING');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('A reason is required to reinvite a candidate.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/applications/bulk-status')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Second round');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expectToast('Status updated for 2 applications.');
    expect(api.callsTo('POST /api/applications/bulk-status')[0]!.body).toEqual({
      ids: [1, 2],
      status: 'REINVITED_FOR_AI_SCREENING',
      reason: 'Second round',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('emails the selected candidates and clears the selection', async () => {
    const { api, user } = setup('/applications', { 'POST /api/applications/bulk-email': { body: { sent: 1, skipped: 0 } } });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email candidates' });
    await user.type(within(dialog).getByLabelText(/Subject/), 'Interview');
    await user.type(within(dialog).getByLabelText(/Message/), 'See you soon.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expectToast('Email sent to 1 candidate.');
    expect(api.callsTo('POST /api/applications/bulk-email')[0]!.body).toEqual({ ids: [1], subject: 'Interview', message: 'See you soon.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
  });

  it('deletes the selected rows after confirmation', async () => {
    const { api, user } = setup('/applications', { 'POST /api/applications/bulk-delete': { body: { count: 1 } } });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Grace Hopper' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete applications' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete 1 selected application? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Deleted 1 application.');
    expect(api.callsTo('POST /api/applications/bulk-delete')[0]!.body).toEqual({ ids: [2] });
  });

  describe('all applications matching the filters', () => {
    const many = { 'GET /api/applications': { body: applicationPage([ada, grace], { totalElements: 137 }) } };
    const selectAllMatching = async (user: ReturnType<typeof setup>['user']) => {
      await user.click(await screen.findByRole('checkbox', { name: 'Select all applications on this page' }));
      expect(screen.getByText('All 2 on this page are selected.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Select all 137 matching applications' }));
      expect(screen.getByText('All 137 matching applications are selected.')).toBeInTheDocument();
      expect(screen.getByText('137 selected')).toBeInTheDocument();
    };

    it('are offered once the whole page is selected, and left on clearing, unticking a row or changing a filter', async () => {
      const { user } = setup('/applications?status=SHORTLISTED', many);
      await selectAllMatching(user);
      // The bar's own "Clear selection" (the toolbar has one too).
      await user.click(screen.getAllByRole('button', { name: 'Clear selection' }).at(-1)!);
      expect(screen.queryByText(/selected/)).not.toBeInTheDocument();

      await selectAllMatching(user);
      await user.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
      expect(screen.getByText('1 selected')).toBeInTheDocument();
      expect(screen.queryByText(/matching applications/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
      expect(screen.getByText('2 selected')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Select all 137 matching applications' }));
      await user.selectOptions(screen.getByLabelText('Job'), 'Data Engineer');
      await waitFor(() => expect(screen.queryByText(/selected/)).not.toBeInTheDocument());
    });

    it('send the filters instead of ids, and their confirmations say how many will change', async () => {
      const { api, user } = setup('/applications?q=ada&status=SHORTLISTED&sort=score', {
        ...many,
        'POST /api/applications/bulk-status': { body: { count: 137 } },
        'POST /api/applications/bulk-email': { body: { sent: 130, skipped: 7 } },
        'POST /api/applications/bulk-delete': { body: { count: 137 } },
      });
      const filter = { q: 'ada', status: 'SHORTLISTED' };

      await selectAllMatching(user);
      await user.click(screen.getByRole('button', { name: 'Change status' }));
      const statusDialog = await screen.findByRole('dialog', { name: 'Change status' });
      expect(statusDialog).toHaveTextContent('Set the status of 137 selected applications.');
      await user.selectOptions(within(statusDialog).getByLabelText(/New status/), 'REJECTED');
      await user.click(within(statusDialog).getByRole('button', { name: 'Apply' }));
      await expectToast('Status updated for 137 applications.');
      expect(api.callsTo('POST /api/applications/bulk-status')[0]!.body).toEqual({ filter, status: 'REJECTED', reason: null });
      await waitFor(() => expect(screen.queryByText('137 selected')).not.toBeInTheDocument());

      await selectAllMatching(user);
      await user.click(screen.getByRole('button', { name: 'Email' }));
      const emailDialog = await screen.findByRole('dialog', { name: 'Email candidates' });
      expect(emailDialog).toHaveTextContent('Send a plain-text email to the 137 candidates selected.');
      await user.type(within(emailDialog).getByLabelText(/Subject/), 'Update');
      await user.type(within(emailDialog).getByLabelText(/Message/), 'Thanks.');
      await user.click(within(emailDialog).getByRole('button', { name: 'Send' }));
      await expectToast('Email sent to 130 candidates; 7 without an email were skipped.');
      expect(api.callsTo('POST /api/applications/bulk-email')[0]!.body).toEqual({ filter, subject: 'Update', message: 'Thanks.' });
      await waitFor(() => expect(screen.queryByText('137 selected')).not.toBeInTheDocument());

      await selectAllMatching(user);
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      const deleteDialog = await screen.findByRole('dialog', { name: 'Delete applications' });
      expect(deleteDialog).toHaveTextContent('Are you sure you want to delete 137 selected applications? This action cannot be undone.');
      await user.click(within(deleteDialog).getByRole('button', { name: 'Delete' }));
      await expectToast('Deleted 137 applications.');
      expect(api.callsTo('POST /api/applications/bulk-delete')[0]!.body).toEqual({ filter });
    });
  });
});
