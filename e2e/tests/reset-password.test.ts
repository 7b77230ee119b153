import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiCallError, DEMO_ADMIN, freshAcmeUser, loginViaApi, registerUserViaApi, unique, type NewUser } from '../support/api';
import { storedToken, useBrowser } from '../support/browser';
import { latestCode } from '../support/mail';
import { field, gone, onPath, text, toast, visible } from '../support/ui';

const OTP_SENT = 'OTP sent to your email';
const RESET_SUCCESS = 'Password reset successfully! Please login with your new password.';

describe('password reset from the login page', () => {
  const session = useBrowser();
  // A user made for this file, so no demo password changes under other test files.
  let user: NewUser;

  beforeAll(async () => {
    const adminToken = await loginViaApi(session.baseUrl, DEMO_ADMIN);
    user = freshAcmeUser('reset');
    await registerUserViaApi(session.baseUrl, adminToken, user);
  });

  async function openResetModal(page: Page): Promise<Locator> {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Reset your password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await visible(dialog);
    return dialog;
  }

  async function requestCode(page: Page, dialog: Locator, email: string) {
    await field(dialog, 'Email').fill(email);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await visible(toast(page, OTP_SENT));
    await visible(field(dialog, 'OTP Code'));
  }

  it('resets the password with the mailed code; the new password signs in', async () => {
    const { page, dataDir, baseUrl } = session;
    const newPassword = `Renewed@${unique()}`;
    const since = new Date(Date.now() - 1_000);

    const dialog = await openResetModal(page);
    await requestCode(page, dialog, user.email);
    const code = await latestCode(dataDir, user.email, { since });

    await field(dialog, 'OTP Code').fill(code);
    await field(dialog, 'Domain ID').fill('ACME.EXAMPLE');
    await field(dialog, 'New Password').fill(newPassword);
    await field(dialog, 'Confirm Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Reset Password', exact: true }).click();

    await visible(text(page, RESET_SUCCESS));
    // Spec: back to the login screen 2 s after success.
    await gone(dialog, 6_000);

    // The old password no longer works, the new one does, through the login form.
    const old = await loginViaApi(baseUrl, { userName: user.email, password: user.password }).catch((error: unknown) => error);
    expect(old).toBeInstanceOf(ApiCallError);
    await field(page, 'Username').fill(user.email);
    await field(page, 'Domain ID').fill('ACME.EXAMPLE');
    await field(page, 'Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await onPath(page, '/dashboard');
    expect(await storedToken(page)).toBeTruthy();
  });

  it("asks for the email first, then says 'Passwords do not match' for differing passwords", async () => {
    const { page } = session;
    const dialog = await openResetModal(page);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await visible(text(dialog, 'Please enter your email address'));

    // The server answers the same for any address, so a fresh one avoids the 60 s resend wait.
    await requestCode(page, dialog, `nobody.${unique()}@acme.example`);
    // The code field takes at most 6 characters.
    await field(dialog, 'OTP Code').pressSequentially('12345678');
    expect(await field(dialog, 'OTP Code').inputValue()).toBe('123456');
    await field(dialog, 'Domain ID').fill('ACME.EXAMPLE');
    await field(dialog, 'New Password').fill('Renewed@2026');
    await field(dialog, 'Confirm Password').fill('Renewed@2027');
    await dialog.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await visible(text(dialog, 'Passwords do not match'));
    expect(await text(page, RESET_SUCCESS).count()).toBe(0);

    // Spec section 4: 'Back' returns to the email step.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await visible(field(dialog, 'Email'));
    expect(await field(dialog, 'OTP Code').count()).toBe(0);
  });
});
