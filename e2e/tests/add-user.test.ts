import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { count, field, gone, text, visible } from '../support/ui';

const REQUIRED = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  password: 'Password is required',
  phone: 'Phone number is required',
};

describe("header 'Add New User'", () => {
  const session = useBrowser();
  let adminToken = '';

  beforeAll(async () => {
    adminToken = await loginViaApi(session.baseUrl, DEMO_ADMIN);
  });

  async function openDialog(page: Page): Promise<Locator> {
    await storeToken(page, adminToken);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await visible(dialog);
    return dialog;
  }

  const submit = (dialog: Locator) => dialog.getByRole('button', { name: 'Add User', exact: true }).click();

  async function fillForm(
    dialog: Locator,
    user: { firstName: string; lastName: string; email: string; password: string; confirm: string; phone: string },
  ) {
    await field(dialog, 'First Name').fill(user.firstName);
    await field(dialog, 'Last Name').fill(user.lastName);
    await field(dialog, 'Email').fill(user.email);
    await field(dialog, 'Password').fill(user.password);
    await field(dialog, 'Confirm Password').fill(user.confirm);
    await field(dialog, 'Phone').fill(user.phone);
  }

  /** The message wired to a field with aria-describedby, i.e. the one shown under it. */
  async function messageUnder(dialog: Locator, label: string): Promise<string> {
    const input = field(dialog, label);
    await expect.poll(() => input.getAttribute('aria-describedby')).toBeTruthy();
    const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    const texts: string[] = [];
    for (const id of ids) texts.push((await dialog.page().locator(`[id="${id}"]`).innerText()).trim());
    return texts.join(' ');
  }

  it('shows the required-field messages on an empty submit, and clears one when its field is edited', async () => {
    const { page } = session;
    const dialog = await openDialog(page);
    await submit(dialog);
    for (const message of Object.values(REQUIRED)) await visible(text(dialog, message));

    await field(dialog, 'First Name').fill('J');
    await count(text(dialog, REQUIRED.firstName), 0);
    await visible(text(dialog, REQUIRED.lastName));
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const { page } = session;
    const dialog = await openDialog(page);
    await fillForm(dialog, {
      firstName: 'Pat',
      lastName: 'Mismatch',
      email: `pat.${unique()}@acme.example`,
      password: 'Secret@2026',
      confirm: 'Secret@2027',
      phone: '+91 98765 43210',
    });
    await submit(dialog);
    await visible(text(dialog, 'Passwords do not match'));
    await visible(dialog);
  });

  it("refuses a free mail address: 'Please use a company email address'", async () => {
    const { page } = session;
    const dialog = await openDialog(page);
    await fillForm(dialog, {
      firstName: 'Pat',
      lastName: 'Gmail',
      email: `pat.${unique()}@gmail.com`,
      password: 'Secret@2026',
      confirm: 'Secret@2026',
      phone: '+91 98765 43210',
    });
    await submit(dialog);
    await visible(text(dialog, 'Please use a company email address'));
    expect(await messageUnder(dialog, 'Email')).toContain('Please use a company email address');
  });

  it('adds a user who can then sign in; the same email again is refused under the email field', async () => {
    const { page, baseUrl } = session;
    const id = unique();
    const user = {
      firstName: 'Robin',
      lastName: 'Newhire',
      email: `robin.${id}@acme.example`,
      password: `Welcome@${id}`,
      confirm: `Welcome@${id}`,
      phone: '+91 98765 43210',
    };

    let dialog = await openDialog(page);
    await fillForm(dialog, user);
    await submit(dialog);
    // Success: a success toast and the dialog closes.
    await visible(page.locator('[data-sonner-toast][data-type="success"]'));
    await gone(dialog);

    const token = await loginViaApi(baseUrl, { userName: user.email, password: user.password });
    expect(token.split('.')).toHaveLength(3);

    // Same email a second time: 409 -> 'User with this email already exists' on the email field.
    await page.getByRole('button', { name: 'Add New User' }).click();
    dialog = page.getByRole('dialog', { name: 'Add New User' });
    await visible(dialog);
    await fillForm(dialog, { ...user, firstName: 'Robin2' });
    await submit(dialog);
    await visible(text(dialog, 'User with this email already exists'));
    expect(await messageUnder(dialog, 'Email')).toContain('User with this email already exists');
    await visible(dialog);
  });
});
