import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, loginViaApi } from '../support/api';
import { PHONE, storeToken, useBrowser } from '../support/browser';
import { gone, onPath, text, visible } from '../support/ui';

/** Spec: the drawer is 18rem wide (16 px root font size). */
const DRAWER_WIDTH_PX = 18 * 16;

function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => window.getComputedStyle(document.body).overflow);
}

describe('side menu on a phone (390 x 844)', () => {
  const session = useBrowser({ viewport: PHONE, isMobile: true, hasTouch: true });
  let token = '';

  beforeAll(async () => {
    token = await loginViaApi(session.baseUrl, DEMO_USER);
  });

  async function openDashboard(page: Page) {
    await storeToken(page, token);
    await page.goto('/dashboard');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await visible(openMenu);
    return openMenu;
  }

  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });

  it('hides the sidebar; Open menu shows an 18rem drawer and locks page scrolling', async () => {
    const { page } = session;
    const openMenu = await openDashboard(page);

    // The desktop sidebar is in the page but not shown; no drawer yet.
    const sideMenus = page.getByRole('navigation', { name: 'Application', includeHidden: true });
    expect(await sideMenus.count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('navigation', { name: 'Application' }).count()).toBe(0);
    expect(await drawer(page).count()).toBe(0);
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await openMenu.tap();
    const panel = drawer(page);
    await visible(panel);
    // From the left edge, once the slide-in animation has finished.
    await expect.poll(async () => Math.round((await panel.boundingBox())?.x ?? -1), { timeout: 5_000 }).toBe(0);
    const box = await panel.boundingBox();
    expect(box?.width).toBeCloseTo(DRAWER_WIDTH_PX, 0);
    // Logo and product name in the drawer header, the menu inside.
    await visible(text(panel, 'Kairox'));
    await visible(panel.getByRole('navigation', { name: 'Application' }));
    expect(await bodyOverflow(page)).toBe('hidden');
  });

  it('closes when the dark backdrop is tapped and restores scrolling', async () => {
    const { page } = session;
    const openMenu = await openDashboard(page);
    await openMenu.tap();
    await visible(drawer(page));
    expect(await bodyOverflow(page)).toBe('hidden');

    // Tap the part of the backdrop to the right of the 288 px drawer.
    await page.getByTestId('drawer-backdrop').tap({ position: { x: PHONE.width - 30, y: PHONE.height / 2 } });
    await gone(drawer(page));
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    expect(await page.getByTestId('drawer-backdrop').count()).toBe(0);
  });

  it('navigates and closes when a link is tapped', async () => {
    const { page } = session;
    const openMenu = await openDashboard(page);
    await openMenu.tap();
    const panel = drawer(page);
    await visible(panel);

    await panel.getByRole('link', { name: 'Job Posting' }).tap();
    await onPath(page, '/job-posting');
    await gone(panel);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });
});
