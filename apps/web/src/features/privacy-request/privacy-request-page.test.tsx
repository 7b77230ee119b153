import { DATA_RIGHTS_MESSAGES } from '@kairox/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../testing/jwt';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';

const LINK = { company: 'Acme Corporation', jobTitle: 'Data Engineer', pending: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/privacy/request: a candidate asks about their data through the signed link', () => {
  it('shows the organisation and job, sends the request without a staff token, and shows it pending', async () => {
    let pending: string[] = [];
    const api = mockApi({
      'POST /api/public/data-requests/link': () => ({ body: { ...LINK, pending } }),
      'POST /api/public/data-requests': (call) => {
        pending = [(call.body as { kind: string }).kind];
        return { status: 202, body: { message: DATA_RIGHTS_MESSAGES.requestReceived('EXPORT'), kind: 'EXPORT', status: 'PENDING' } };
      },
    });
    // A staff member signed in in this browser must not lend the candidate his token.
    const { user } = renderApp('/privacy/request?token=abc.def', { token: makeToken() });
    expect(await screen.findByRole('heading', { name: 'Your data at Acme Corporation' })).toBeInTheDocument();
    expect(screen.getByText('Your application for Data Engineer')).toBeInTheDocument();
    expect(api.callsTo('POST /api/public/data-requests/link')[0]!.body).toEqual({ token: 'abc.def' });

    await user.click(screen.getByRole('button', { name: 'Request a copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent(DATA_RIGHTS_MESSAGES.requestReceived('EXPORT'));
    const sent = api.callsTo('POST /api/public/data-requests')[0]!;
    expect(sent.body).toEqual({ token: 'abc.def', kind: 'EXPORT' });
    expect(sent.headers.Authorization).toBeUndefined();
    expect(await screen.findByText('Requested: waiting for Acme Corporation to confirm.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a copy' })).not.toBeInTheDocument();
  });

  it('asks before requesting the erasure', async () => {
    const api = mockApi({
      'POST /api/public/data-requests/link': { body: LINK },
      'POST /api/public/data-requests': {
        status: 202,
        body: { message: DATA_RIGHTS_MESSAGES.requestReceived('ERASE'), kind: 'ERASE', status: 'PENDING' },
      },
    });
    const { user } = renderApp('/privacy/request?token=abc.def');
    await user.click(await screen.findByRole('button', { name: 'Request erasure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your data?' });
    expect(api.callsTo('POST /api/public/data-requests')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, request erasure' }));
    expect(await screen.findByRole('status')).toHaveTextContent(DATA_RIGHTS_MESSAGES.requestReceived('ERASE'));
    expect(api.callsTo('POST /api/public/data-requests')[0]!.body).toEqual({ token: 'abc.def', kind: 'ERASE' });
  });

  it("says why a link cannot be used: the server's reason, or an incomplete link", async () => {
    mockApi({ 'POST /api/public/data-requests/link': { status: 400, body: { message: DATA_RIGHTS_MESSAGES.linkExpired, error: 'BAD_REQUEST' } } });
    renderApp('/privacy/request?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(DATA_RIGHTS_MESSAGES.linkExpired);
    vi.unstubAllGlobals();

    const api = mockApi({});
    renderApp('/privacy/request');
    expect(await screen.findByText(/This link is not complete/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
