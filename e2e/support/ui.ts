import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits (no fixed sleeps) used by the tests. Playwright's locator.waitFor retries until the action timeout. */

const WAIT_MS = 10_000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A form control by the label a user reads. Required fields carry a CSS asterisk and optional
 * ones an '(optional)' note, both part of the accessible name; either is allowed after the text,
 * nothing else (so 'Password' does not also match 'Confirm Password' or 'Show password').
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}\\s*(\\*|\\(optional\\))?\\s*$`, 'i'));
}

/** Text the user sees, exactly (after whitespace normalisation). */
export function text(scope: Page | Locator, content: string): Locator {
  return scope.getByText(content, { exact: true });
}

/** A toast (sonner) whose text contains `content`. */
export function toast(page: Page, content: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: content });
}

export async function visible(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function gone(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Waits until the page's path (not query or hash) is `pathname`. */
export async function onPath(page: Page, pathname: string, timeout = 20_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Polls until `locator` matches exactly `count` elements. */
export async function count(locator: Locator, expected: number, timeout = WAIT_MS): Promise<void> {
  await expect.poll(() => locator.count(), { timeout }).toBe(expected);
}

/** The (whitespace-normalised) texts of `locator`'s matches, once there are `expectedCount` of them. */
export async function texts(locator: Locator, expectedCount?: number): Promise<string[]> {
  if (expectedCount !== undefined) await count(locator, expectedCount);
  else await visible(locator);
  return (await locator.allInnerTexts()).map((entry) => entry.replace(/\s+/g, ' ').trim());
}
