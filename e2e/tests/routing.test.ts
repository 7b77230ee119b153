import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, loginViaApi } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { count, onPath, pathOf, text, visible } from '../support/ui';

const NOT_AUTHORIZED = 'You’re not authorized to view this page';

const NOT_AUTHORIZED_PATHS = ['/team-meeting', '/ai-screening', '/tech-interviews', '/candidates', '/processing', '/live-session/Jane'];

const SIDE_MENU = [
  ['Dashboard', '/dashboard'],
  ['Job Posting', '/job-posting'],
  ['Email & Video', '/team-meeting'],
  ['AI Screening', '/ai-screening'],
  ['Tech Interviews', '/tech-interviews'],
  ['Applications', '/applications'],
  ['Candidates', '/candidates'],
  ['Scheduled Interviews', '/scheduled-interviews'],
];

/** The signed-in shell: header buttons and the 'Application' side menu. */
function shell(page: Page) {
  return {
    addUser: page.getByRole('button', { name: 'Add New User' }),
    logout: page.getByRole('button', { name: 'Logout' }),
    sideMenu: page.getByRole('navigation', { name: 'Application' }),
  };
}

describe('routes when signed out', () => {
  const session = useBrowser();

  it('sends /dashboard to /login', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    await onPath(page, '/login');
    await visible(page.getByRole('button', { name: 'Sign In', exact: true }));
  });

  it('sends an unknown path to the landing page', async () => {
    const { page } = session;
    await page.goto('/some/unknown');
    await onPath(page, '/');
    await visible(page.getByRole('heading', { level: 1 }));
  });
});

describe('routes when signed in', () => {
  const session = useBrowser();
  let token = '';

  beforeAll(async () => {
    token = await loginViaApi(session.baseUrl, DEMO_USER);
  });

  it('sends an unknown path to /dashboard', async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto('/unknown');
    await onPath(page, '/dashboard');
    await visible(shell(page).logout);
  });

  it.each(NOT_AUTHORIZED_PATHS)('shows the not-authorized page on %s with a link to /dashboard', async (route) => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto(route);
    await visible(text(page, NOT_AUTHORIZED));
    expect(pathOf(page)).toBe(new URL(route, 'http://x').pathname);

    const back = page.locator('main').locator('a[href="/dashboard"]');
    await visible(back);
    await back.first().click();
    await onPath(page, '/dashboard');
    await count(text(page, NOT_AUTHORIZED), 0);
  });

  it.each(['/', '/login', '/signup', '/kairox-admin', '/billing/checkout'])('hides the header and sidebar on %s', async (route) => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto(route);
    await visible(page.getByRole('heading', { level: 1 }));
    expect(pathOf(page)).toBe(route);
    const { addUser, logout, sideMenu } = shell(page);
    expect(await addUser.count()).toBe(0);
    expect(await logout.count()).toBe(0);
    expect(await sideMenu.count()).toBe(0);
  });

  it('shows the header and the side menu on /dashboard', async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto('/dashboard');
    const { addUser, logout, sideMenu } = shell(page);
    await visible(addUser);
    await visible(logout);
    await visible(sideMenu);
  });

  it("lists the side menu 'Application' entries in order with their links", async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto('/dashboard');
    const menu = shell(page).sideMenu;
    await visible(menu);
    await visible(text(menu, 'Application'));
    const links = menu.getByRole('link');
    await count(links, SIDE_MENU.length);
    const entries = await links.evaluateAll((elements) =>
      elements.map((element) => [(element.textContent ?? '').replace(/\s+/g, ' ').trim(), element.getAttribute('href')]),
    );
    expect(entries).toEqual(SIDE_MENU);
  });
});
