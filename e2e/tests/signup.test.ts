import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unique } from '../support/api';
import { PHONE, storedToken, useBrowser } from '../support/browser';
import { latestCode } from '../support/mail';
import { field, gone, onPath, text, toast, visible } from '../support/ui';

const CREATED = 'Tenant account created successfully! Please log in with your credentials.';
const VERIFIED = 'Email verified successfully!';
const PERSONAL_EMAIL = 'Personal email domains are not allowed. Please use your company email.';
const DOMAIN_TAKEN = 'This domain is already registered';
const COMPLETE_FOLLOWING = 'Please complete the following:';

/** Text on the page itself, not in a toast (toasts live outside <main>). */
const inPage = (page: Page, content: string) => text(page.locator('main'), content);

/**
 * Presses the mouse on the middle of `target` and releases it where it was pressed once `message`
 * shows, as a user's click does: pressing leaves the focused field, whose message appears while
 * the button is down. The click counts only if nothing moved under the pointer meanwhile.
 */
async function clickWhileMessageAppears(page: Page, target: Locator, message: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await visible(message);
  await page.mouse.up();
}

describe('tenant sign-up (/signup)', () => {
  const session = useBrowser();

  it('registers a new organization with a verified admin email, then that admin signs in', async () => {
    const { page, dataDir } = session;
    const id = unique();
    const domain = `globex-${id}.io`;
    const email = `jane.${Date.now()}@${domain}`;
    const password = `Globex@${id}`;

    await page.goto('/signup');
    await field(page, 'Organization Name').fill('Globex Labs 2026');
    // Slug derived: lowercase, letters and digits only, first 10 characters.
    await expect.poll(() => field(page, 'Slug').inputValue()).toBe('globexlabs');

    await field(page, 'Domain').fill(domain);
    // Checked one second after typing stops; wait for the verdict.
    await visible(page.getByText('Domain is available'), 10_000);
    expect(await field(page, 'Domain').inputValue()).toBe(domain.toUpperCase());

    await field(page, 'Country').selectOption('United States');
    await field(page, 'Industry').selectOption('Technology');
    await field(page, 'Company Size').selectOption({ index: 3 });
    await field(page, 'First Name').fill('Jane');
    await field(page, 'Last Name').fill('Doe');
    await field(page, 'Email').fill(email);
    await visible(inPage(page, 'Valid company email domain'));

    const since = new Date(Date.now() - 1_000);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const otpDialog = page.getByRole('dialog');
    await visible(otpDialog);
    const code = await latestCode(dataDir, email, { since });
    await otpDialog.getByRole('textbox').fill(code);
    await otpDialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await visible(toast(page, VERIFIED));
    await gone(otpDialog);
    await visible(inPage(page, 'Verified'));
    expect(await page.getByRole('button', { name: 'Verify', exact: true }).count()).toBe(0);

    await field(page, 'Password').fill(password);
    await field(page, 'Confirm Password').fill(password);
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await onPath(page, '/login');
    await visible(text(page, CREATED));

    await field(page, 'Username').fill(email);
    await field(page, 'Domain ID').fill(domain.toUpperCase());
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await onPath(page, '/dashboard');
    expect(await storedToken(page)).toBeTruthy();
    // Sign-up makes the tenant's primary administrator.
    await visible(text(page, 'ADMIN'));
  });

  it("lists what is missing under 'Please complete the following: ' when an empty form is submitted", async () => {
    const { page } = session;
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const banner = page.getByRole('alert').filter({ hasText: COMPLETE_FOLLOWING });
    await visible(banner);
    const items = (await banner.locator('li').allInnerTexts()).map((item) => item.trim());
    expect(items).toEqual(
      expect.arrayContaining([
        'Organization name is required',
        'Domain is required',
        'Country is required',
        'First name is required',
        'Last name is required',
        'Email is required',
        'You must accept the terms of service',
        'You must accept the privacy policy',
      ]),
    );
    expect(page.url()).toMatch(/\/signup$/);
  });

  it('OTP modal: digits only, at most 6, Verify only at 6 digits; a wrong code is refused; editing the email drops verification', async () => {
    const { page, dataDir } = session;
    const email = `lee.${Date.now()}@initech-${unique()}.io`;
    await page.goto('/signup');
    await field(page, 'Email').fill(email);
    const since = new Date(Date.now() - 1_000);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    const code = await latestCode(dataDir, email, { since });

    const input = dialog.getByRole('textbox');
    const verify = dialog.getByRole('button', { name: 'Verify', exact: true });
    await input.pressSequentially('4a2b-');
    expect(await input.inputValue()).toBe('42');
    expect(await verify.isDisabled()).toBe(true);
    await input.fill('');
    await input.pressSequentially('12345678');
    expect(await input.inputValue()).toBe('123456');
    expect(await verify.isEnabled()).toBe(true);

    const wrong = code === '000000' ? '111111' : '000000';
    await input.fill(wrong);
    await verify.click();
    await visible(text(dialog, 'Invalid OTP. Please try again.'));
    await visible(dialog);

    await input.fill(code);
    await verify.click();
    await gone(dialog);
    await visible(inPage(page, 'Verified'));

    // Spec section 4: changing the email resets verification.
    await field(page, 'Email').fill(`lee.${Date.now()}@initech-${unique()}.io`);
    await visible(page.getByRole('button', { name: 'Verify', exact: true }));
    expect(await inPage(page, 'Verified').count()).toBe(0);
  });

  it('refuses a personal email address', async () => {
    const { page } = session;
    await page.goto('/signup');
    await field(page, 'Email').fill(`jane.${unique()}@gmail.com`);
    await visible(inPage(page, PERSONAL_EMAIL));
    // No code can be requested for it.
    expect(await page.getByRole('button', { name: 'Verify', exact: true }).isDisabled()).toBe(true);
  });

  it('says an already registered domain is taken', async () => {
    const { page } = session;
    await page.goto('/signup');
    await field(page, 'Domain').fill('acme.example');
    await visible(inPage(page, DOMAIN_TAKEN), 10_000);
  });
});

describe('sign-up: leaving an empty field and clicking on', () => {
  const session = useBrowser();

  it('the first click lands: the message that appears moves nothing under the pointer', async () => {
    const { page } = session;
    await page.goto('/signup');
    const terms = page.getByRole('checkbox', { name: /Terms of Service/ });
    await field(page, 'Last Name').focus();
    await clickWhileMessageAppears(page, terms, inPage(page, 'Last name is required'));
    expect(await terms.isChecked()).toBe(true);
  });
});

describe('sign-up on a phone (390 px): leaving an empty field and clicking on', () => {
  const session = useBrowser({ viewport: PHONE });

  it('the first click lands on the button pressed', async () => {
    const { page } = session;
    await page.goto('/signup');
    await field(page, 'First Name').focus();
    await clickWhileMessageAppears(page, page.getByRole('button', { name: 'Show password' }).first(), inPage(page, 'First name is required'));
    expect(await field(page, 'Password').getAttribute('type')).toBe('text');

    await field(page, 'Organization Name').focus();
    const privacy = page.getByRole('checkbox', { name: /Privacy Policy/ });
    await clickWhileMessageAppears(page, privacy, inPage(page, 'Organization name is required'));
    expect(await privacy.isChecked()).toBe(true);
  });
});
