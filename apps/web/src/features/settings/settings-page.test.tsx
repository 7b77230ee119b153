import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../testing/jwt';
import { deferred, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { expectToast } from '../../testing/candidates';

const switchOf = () => screen.findByRole('switch', { name: 'Move candidates automatically after the AI interview' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/settings: AI decisions', () => {
  it('is in the side menu and explains that by default the AI only proposes', async () => {
    mockApi({ 'GET /api/organizations/settings': { body: { aiAutoMoves: false } } });
    const { user } = renderApp('/dashboard', { token: makeToken() });
    await user.click(within(await screen.findByRole('navigation', { name: 'Organization' })).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'AI decisions' })).toBeInTheDocument();
    expect(screen.getByText(/By default the AI only proposes/)).toBeInTheDocument();
    expect(await switchOf()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Off: the AI suggests a status and a recruiter decides.')).toBeInTheDocument();
  });

  it('lets an admin turn automatic moves on', async () => {
    const api = mockApi({
      'GET /api/organizations/settings': { body: { aiAutoMoves: false } },
      'PUT /api/organizations/settings': (call) => ({ body: call.body }),
    });
    const { user } = renderApp('/settings', { token: makeToken({ role: 'ROLE_ADMIN' }) });
    await user.click(await switchOf());
    await expectToast('Automatic moves are on.', 'Settings saved');
    expect(api.callsTo('PUT /api/organizations/settings')[0]!.body).toEqual({ aiAutoMoves: true });
    expect(await switchOf()).toHaveAttribute('aria-checked', 'true');
  });

  it('shows it read-only to a member who is not an admin', async () => {
    const api = mockApi({ 'GET /api/organizations/settings': { body: { aiAutoMoves: true } } });
    renderApp('/settings', { token: makeToken({ role: 'ROLE_USER' }) });
    const toggle = await switchOf();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Only organization admins can change this setting.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/organizations/settings')).toHaveLength(0);
  });

  it('shows loading, then an error with a retry that loads the setting', async () => {
    const first = deferred<unknown>();
    let calls = 0;
    mockApi({
      'GET /api/organizations/settings': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Server down' }, wait: first.promise } : { body: { aiAutoMoves: false } };
      },
      // The careers and retention cards' own calls answer, so the only alert is the AI card's.
      'GET /api/organizations/settings/careers': {
        body: { description: '', color: '#4f46e5', logoUrl: null, slug: 'acme', careersUrl: 'http://localhost/careers/acme' },
      },
      'GET /api/data-rights/retention': { body: { retentionMonths: null, noticeDays: 7 } },
    });
    const { user } = renderApp('/settings', { token: makeToken() });
    expect(await screen.findByText('Loading settings...')).toBeInTheDocument();
    first.resolve(null);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server down');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await switchOf()).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps the switch as it was when saving fails', async () => {
    mockApi({
      'GET /api/organizations/settings': { body: { aiAutoMoves: false } },
      'PUT /api/organizations/settings': { status: 403, body: { message: 'You do not have permission to do this.', error: 'FORBIDDEN' } },
    });
    const { user } = renderApp('/settings', { token: makeToken({ role: 'ROLE_ADMIN' }) });
    await user.click(await switchOf());
    await expectToast('You do not have permission to do this.', 'Save failed');
    expect(await switchOf()).toHaveAttribute('aria-checked', 'false');
  });
});
