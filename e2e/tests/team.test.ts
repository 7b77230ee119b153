import { beforeAll, describe, expect, it } from 'vitest';
import { ApiCallError, DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { field, gone, onPath, text, toast, visible } from '../support/ui';

describe('Team page', () => {
  const session = useBrowser();
  let adminToken = '';

  beforeAll(async () => {
    adminToken = await loginViaApi(session.baseUrl, DEMO_ADMIN);
  });

  it('lets the admin add a user, change his role, disable him and remove him', async () => {
    const { page, baseUrl } = session;
    const id = unique();
    const user = { name: `Toni Team${id}`, email: `toni.${id}@acme.example`, password: `Welcome@${id}` };
    await storeToken(page, adminToken);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Organization' }).getByRole('link', { name: 'Team' }).click();
    await onPath(page, '/team');
    await visible(page.getByRole('row').filter({ hasText: DEMO_ADMIN.name }));

    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await field(dialog, 'First Name').fill('Toni');
    await field(dialog, 'Last Name').fill(`Team${id}`);
    await field(dialog, 'Email').fill(user.email);
    await field(dialog, 'Password').fill(user.password);
    await field(dialog, 'Confirm Password').fill(user.password);
    await field(dialog, 'Phone').fill('+91 98765 43210');
    await dialog.getByRole('button', { name: 'Add User', exact: true }).click();
    await gone(dialog);

    const row = page.getByRole('row').filter({ hasText: user.email });
    await visible(text(row, 'Active'));
    await row.getByRole('combobox', { name: `Role of ${user.name}` }).selectOption('ROLE_ADMIN');
    await visible(toast(page, `${user.name} is now an Admin.`));

    await row.getByRole('button', { name: `Disable ${user.name}` }).click();
    await visible(text(row, 'Disabled'));
    const refused = await loginViaApi(baseUrl, { userName: user.email, password: user.password, domainId: DEMO_ADMIN.domainId }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiCallError);
    expect((refused as ApiCallError).status).toBe(403);

    await row.getByRole('button', { name: `Remove ${user.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove user' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await visible(toast(page, `${user.name} was removed from the team.`));
    await gone(row);
  });
});
