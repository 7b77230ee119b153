import { TOKEN_STORAGE_KEY } from '@kairox/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../testing/jwt';
import { renderApp } from '../../testing/render';
import { mockApi } from '../../testing/mock-api';
import { makeOrganization, operatorToken, organizationPage } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const dashboardRoutes = {
  'GET /api/super-admin/stats': { body: { totalOrganizations: 1, totalUsers: 4 } },
  'GET /api/super-admin/organizations': { body: organizationPage([makeOrganization()]) },
};

async function openLogin(token?: string) {
  const rendered = renderApp('/kairox-admin', { token });
  await screen.findByRole('heading', { level: 1, name: 'Super Admin Portal' });
  return rendered;
}

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  values = { userName: 'ops.lead@kairox.io', password: 'operator-pass', domainId: 'kairox.io' },
) {
  if (values.userName) await user.type(screen.getByLabelText('Username / Email'), values.userName);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.domainId) await user.type(screen.getByLabelText('Domain ID'), values.domainId);
  await user.click(screen.getByRole('button', { name: 'Sign In to Admin Portal' }));
}

describe('AdminLoginPage', () => {
  it('shows the three fields, the password toggle and the sign-in button', async () => {
    const { user } = await openLogin();
    expect(screen.getByLabelText('Username / Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Domain ID')).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('requires username, password and domain ID', async () => {
    const { fetchMock } = mockApi({});
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In to Admin Portal' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Domain ID is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not take the domain from the email: Domain ID stays required', async () => {
    const { fetchMock } = mockApi({});
    const { user } = await openLogin();
    await fillAndSubmit(user, { userName: 'ops.lead@kairox.io', password: 'operator-pass', domainId: '' });
    expect(await screen.findByText('Domain ID is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a non-operator with the exact text and keeps no token', async () => {
    const staffToken = makeToken({ role: 'ROLE_ADMIN' });
    mockApi({ 'POST /auth/login': { body: { token: staffToken, role: 'ROLE_ADMIN' } } });
    const { user, router } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Super admin role required.');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/kairox-admin');
  });

  it('shows the server message on failure, else the default text', async () => {
    mockApi({
      'POST /auth/login': { status: 401, body: { message: 'Invalid username, domain or password.', error: 'INVALID_CREDENTIALS' } },
    });
    const { user } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username, domain or password.');

    mockApi({ 'POST /auth/login': { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Sign In to Admin Portal' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows Signing In... while the call runs', async () => {
    let release: (value: { body: unknown }) => void = () => {};
    mockApi({ 'POST /auth/login': () => new Promise((resolve) => (release = resolve)) });
    const { user } = await openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release({ body: { message: 'nope' } });
  });

  it('signs an operator in: sends the upper-cased domain, stores the token and opens the dashboard', async () => {
    const token = operatorToken();
    const { callsTo } = mockApi({ 'POST /auth/login': { body: { token, role: 'ROLE_SUPER_ADMIN' } }, ...dashboardRoutes });
    const { user, router } = await openLogin();
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kairox-admin/dashboard'));
    expect(callsTo('POST /auth/login')[0]?.body).toEqual({
      userName: 'ops.lead@kairox.io',
      password: 'operator-pass',
      domainId: 'KAIROX.IO',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(await screen.findByRole('heading', { level: 1, name: 'Super Admin Dashboard' })).toBeInTheDocument();
  });

  it('restores a stored, unexpired operator session', async () => {
    mockApi(dashboardRoutes);
    const { router } = renderApp('/kairox-admin', { token: operatorToken() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/kairox-admin/dashboard'));
  });

  it('treats an expired operator token as signed out', async () => {
    await openLogin(makeToken({ role: 'ROLE_SUPER_ADMIN', expiresIn: -10 }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
