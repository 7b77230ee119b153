import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi } from '../support/api';
import { storeToken, storedToken, useBrowser } from '../support/browser';
import { field, onPath, pathOf, text, visible } from '../support/ui';

const LOGIN_SUCCESS = 'Login successful! Redirecting to dashboard...';
const DOMAIN_REQUIRED = 'Please provide a domain or use an email address with a domain.';
const SESSION_COUNTDOWN = /^Session: \d+h \d+m \d+s$/;

describe('staff login (/login)', () => {
  const session = useBrowser();

  it('signs the demo admin in with the domain taken from the email and lands on the dashboard greeting', async () => {
    const { page } = session;
    await page.goto('/login');
    await field(page, 'Username').fill(DEMO_ADMIN.userName);
    await field(page, 'Domain ID').fill('');
    await field(page, 'Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // Spec: the success overlay shows for 1.5 s, then the dashboard.
    await visible(text(page, LOGIN_SUCCESS));
    const overlayShownAt = Date.now();
    expect(pathOf(page)).toBe('/login');
    await onPath(page, '/dashboard');
    // 1.5 s by the spec; seen a little late, so allow some slack below.
    expect(Date.now() - overlayShownAt).toBeGreaterThanOrEqual(1_000);
    expect(await storedToken(page)).toBeTruthy();

    // Greeting: name from the token subject, role badge, live countdown.
    await visible(page.getByText('Alex Morgan'));
    await visible(text(page, 'ADMIN'));
    const countdown = page.getByText(SESSION_COUNTDOWN);
    await visible(countdown);
    const first = await countdown.innerText();
    await expect.poll(() => countdown.innerText(), { timeout: 5_000 }).not.toBe(first);
    expect(await countdown.innerText()).toMatch(SESSION_COUNTDOWN);
    await visible(page.getByRole('link', { name: 'Create Job Posting' }));
    expect(await page.getByRole('link', { name: 'Create Job Posting' }).getAttribute('href')).toBe('/job-posting');

    // Spec: the dashboard replaces the login page in history.
    await page.goBack();
    expect(page.url()).not.toMatch(/\/login$/);
  });

  it('shows an error and stores no token when the password is wrong', async () => {
    const { page } = session;
    await page.goto('/login');
    await field(page, 'Username').fill(DEMO_ADMIN.userName);
    await field(page, 'Domain ID').fill(DEMO_ADMIN.domainId);
    await field(page, 'Password').fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await visible(alert);
    const message = (await alert.first().innerText()).trim();
    // Spec section 8: the server's message, else 'Login failed. Please check your credentials.'
    expect(message.length).toBeGreaterThan(0);
    expect(message).not.toBe(LOGIN_SUCCESS);
    expect(await text(page, LOGIN_SUCCESS).count()).toBe(0);
    expect(pathOf(page)).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });

  it('asks for a domain when the username has no @ and no Domain ID is given', async () => {
    const { page } = session;
    await page.goto('/login');
    await field(page, 'Username').fill('alexmorgan');
    await field(page, 'Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await visible(text(page, DOMAIN_REQUIRED));
    expect(pathOf(page)).toBe('/login');
    expect(await storedToken(page)).toBeNull();
  });

  it('logs out: removes jwt_token and goes to /login', async () => {
    const { page, baseUrl } = session;
    await storeToken(page, await loginViaApi(baseUrl, DEMO_ADMIN));
    await page.goto('/dashboard');
    const logout = page.getByRole('button', { name: 'Logout' });
    await visible(logout);
    expect(await storedToken(page)).toBeTruthy();

    await logout.click();
    await onPath(page, '/login');
    expect(await storedToken(page)).toBeNull();

    // The session really ended: the dashboard now sends back to the login page.
    await page.goto('/dashboard');
    await onPath(page, '/login');
  });
});
