import { TOKEN_STORAGE_KEY } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXT } from '../features/errors/messages';
import { makeToken } from '../testing/jwt';
import { renderApp } from '../testing/render';

const signedIn = { token: makeToken() };

async function expectPath(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('route guard', () => {
  it('sends a signed-out visitor of an authenticated page to /login', async () => {
    const { router } = renderApp('/dashboard');
    await expectPath(router, '/login');
  });

  it('removes an expired token and treats the visitor as signed out', async () => {
    const { router } = renderApp('/job-posting', { token: makeToken({ expiresIn: -5 }) });
    await expectPath(router, '/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('removes a malformed token', async () => {
    const { router } = renderApp('/dashboard', { token: 'not-a-token' });
    await expectPath(router, '/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("shows 'Loading...' while the session and the page are being checked", async () => {
    renderApp('/applications', signedIn);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
  });

  it('opens an authenticated page for a signed-in user', async () => {
    renderApp('/applications', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
  });

  it('redirects an unknown path to / when signed out', async () => {
    const { router } = renderApp('/no/such/page');
    await expectPath(router, '/');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  });

  it('redirects an unknown path to /dashboard when signed in', async () => {
    const { router } = renderApp('/no/such/page', signedIn);
    await expectPath(router, '/dashboard');
  });
});

describe('not-authorized routes', () => {
  it.each(['/team-meeting', '/ai-screening', '/tech-interviews', '/candidates', '/processing', '/live-session/Jane%20Doe'])(
    '%s shows the not-authorized page with a link back to the dashboard',
    async (path) => {
      renderApp(path, signedIn);
      expect(await screen.findByText('You’re not authorized to view this page')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    },
  );

  it('still requires a session', async () => {
    const { router } = renderApp('/candidates');
    await expectPath(router, '/login');
    expect(screen.queryByText(ERROR_TEXT.notAuthorized)).not.toBeInTheDocument();
  });
});

describe('job pages', () => {
  it('/job-details/:jobId shows the job page with a Jobs entry in the secondary navigation', async () => {
    renderApp('/job-details/42', signedIn);
    expect(await screen.findByRole('heading', { name: 'Job Details & Candidate Overview' })).toBeInTheDocument();
    const secondary = screen.getByRole('navigation', { name: 'Secondary' });
    expect(within(secondary).getByText('Jobs')).toHaveAttribute('aria-current', 'page');
    expect(within(secondary).getByRole('link', { name: 'Processing' })).toHaveAttribute('href', '/processing');
  });

  it('shows no Jobs entry elsewhere', async () => {
    renderApp('/dashboard', signedIn);
    const secondary = await screen.findByRole('navigation', { name: 'Secondary' });
    expect(within(secondary).queryByText('Jobs')).not.toBeInTheDocument();
  });
});

describe('super-admin routes', () => {
  it('sends a non-operator away from the operator dashboard', async () => {
    const { router } = renderApp('/kairox-admin/dashboard', signedIn);
    await expectPath(router, '/kairox-admin');
  });

  it('lets a super admin in and sends him from the operator login to the dashboard', async () => {
    const { router } = renderApp('/kairox-admin', { token: makeToken({ role: 'ROLE_SUPER_ADMIN' }) });
    await expectPath(router, '/kairox-admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Super Admin Dashboard' })).toBeInTheDocument();
  });

  it('hides the staff header on the operator pages', async () => {
    renderApp('/kairox-admin');
    expect(await screen.findByRole('heading', { name: 'Super Admin Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New User' })).not.toBeInTheDocument();
  });
});

describe('header', () => {
  it('logs out: the token is removed and the app goes to /login', async () => {
    const { router, user } = renderApp('/dashboard', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await expectPath(router, '/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('is hidden on the landing page', async () => {
    renderApp('/', signedIn);
    expect(await screen.findByRole('heading', { name: 'Kairox' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
