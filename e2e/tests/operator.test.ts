import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, OPERATOR, loginViaApi, unique } from '../support/api';
import { storeToken, storedToken, useBrowser } from '../support/browser';
import { getJobStats, statusOf } from '../support/jobs';
import {
  listOrganizationUsers,
  listOrganizations,
  operatorStats,
  registerOrganizationUserViaApi,
  registerOrganizationViaApi,
  type TestOrganization,
} from '../support/operator';
import { count, field, gone, onPath, text, toast, visible } from '../support/ui';

/** Spec sections 2, 5 and 8 (super-admin login and dashboard). */
const DASHBOARD = '/kairox-admin/dashboard';
const SUPER_ADMIN_REQUIRED = 'Access denied. Super admin role required.';
const confirmUsers = (n: number) => `Are you sure you want to delete ${n} user(s)? This action cannot be undone.`;
const confirmOrganizations = (n: number) => `Are you sure you want to delete ${n} organization(s)? This action cannot be undone.`;

/** The number on one of the three cards ('Total Organizations', 'Total Users'), once loaded. */
async function cardNumber(page: Page, label: string): Promise<number> {
  const overview = page.getByRole('region', { name: 'Platform overview' });
  await visible(text(overview, label));
  let value = NaN;
  await expect
    .poll(async () => {
      const match = new RegExp(`${label}\\s+([\\d,]+)`).exec(await overview.innerText());
      value = match ? Number(match[1]!.replace(/,/g, '')) : NaN;
      return Number.isFinite(value);
    })
    .toBe(true);
  return value;
}

const organizationsList = (page: Page) => page.getByRole('region', { name: 'Organizations', exact: true });

/** Searches the organisation list and waits until exactly `expected` rows show. */
async function searchOrganizations(page: Page, query: string, expected: number): Promise<Locator> {
  const list = organizationsList(page);
  await list.getByRole('searchbox', { name: 'Search organizations' }).fill(query);
  const rows = list.locator('tbody tr').filter({ has: page.getByRole('button', { name: 'View Users' }) });
  await count(rows, expected);
  return rows;
}

async function openDashboard(page: Page, token: string): Promise<void> {
  await storeToken(page, token);
  await page.goto(DASHBOARD);
  await visible(organizationsList(page));
}

describe('operator portal (/kairox-admin)', () => {
  const session = useBrowser();
  let operatorToken = '';
  let usersOrg: TestOrganization;
  let doomedOrg: TestOrganization;

  beforeAll(async () => {
    const { baseUrl, dataDir } = session;
    operatorToken = await loginViaApi(baseUrl, OPERATOR);
    [usersOrg, doomedOrg] = await Promise.all([
      registerOrganizationViaApi(baseUrl, dataDir, 'Operator Users Org'),
      registerOrganizationViaApi(baseUrl, dataDir, 'Operator Delete Org'),
    ]);
  });

  it('signs the operator in, shows the three cards, restores the session on reload and skips the login page when signed in', async () => {
    const { page, baseUrl } = session;
    await page.goto('/kairox-admin');
    await field(page, 'Username / Email').fill(OPERATOR.userName);
    await field(page, 'Password').fill(OPERATOR.password);
    await field(page, 'Domain ID').fill(OPERATOR.domainId);
    await page.getByRole('button', { name: 'Sign In to Admin Portal' }).click();
    await onPath(page, DASHBOARD);
    expect(await storedToken(page)).toBeTruthy();

    const stats = await operatorStats(baseUrl, operatorToken);
    expect(await cardNumber(page, 'Total Organizations')).toBe(stats.totalOrganizations);
    expect(stats.totalOrganizations).toBe((await listOrganizations(baseUrl, operatorToken)).totalElements);
    expect(await cardNumber(page, 'Total Users')).toBe(stats.totalUsers);
    const overview = page.getByRole('region', { name: 'Platform overview' });
    await visible(text(overview, 'Access Level'));
    await visible(text(overview, 'Super Admin'));
    await visible(page.getByRole('button', { name: 'Logout' }));

    // A valid stored token restores the session.
    await page.reload();
    await onPath(page, DASHBOARD);
    await visible(organizationsList(page));
    await page.goto('/kairox-admin');
    await onPath(page, DASHBOARD);
    await visible(organizationsList(page));
  });

  it("refuses a ROLE_ADMIN login: 'Access denied. Super admin role required.'", async () => {
    const { page } = session;
    await page.goto('/kairox-admin');
    await field(page, 'Username / Email').fill(DEMO_ADMIN.userName);
    await field(page, 'Password').fill(DEMO_ADMIN.password);
    await field(page, 'Domain ID').fill(DEMO_ADMIN.domainId);
    await page.getByRole('button', { name: 'Sign In to Admin Portal' }).click();
    await visible(page.getByRole('alert').filter({ hasText: SUPER_ADMIN_REQUIRED }));
    expect(new URL(page.url()).pathname).toBe('/kairox-admin');
    expect(await storedToken(page)).toBeNull();
    // Nor does the dashboard let him in.
    await page.goto(DASHBOARD);
    await onPath(page, '/kairox-admin');
  });

  it('searches organizations and filters them by plan', async () => {
    const { page } = session;
    await openDashboard(page, operatorToken);
    const list = organizationsList(page);

    const row = (await searchOrganizations(page, usersOrg.name, 1)).first();
    for (const shown of [
      usersOrg.name,
      usersOrg.slug,
      usersOrg.domainId,
      'Free Trial',
      usersOrg.country,
      usersOrg.industry,
      `${usersOrg.companySize}+ employees`,
    ]) {
      await visible(text(row, shown));
    }
    // The domain finds it too, in any case.
    await searchOrganizations(page, doomedOrg.domainId.toLowerCase(), 1);
    await visible(text(list, doomedOrg.name));

    const plan = list.getByRole('combobox', { name: 'Filter by plan' });
    const options = await plan.locator('option').allInnerTexts();
    expect(options.map((option) => option.trim())).toEqual(['All Plans', 'Free Trial', 'Professional']);
    expect(await plan.inputValue()).toBe('');

    // Both test organisations are on the free trial: the Professional filter hides them.
    await searchOrganizations(page, usersOrg.name, 1);
    await plan.selectOption({ label: 'Professional' });
    await visible(text(list, 'No organizations found'));
    await visible(text(list, 'No organizations match your search or filter.'));
    await plan.selectOption({ label: 'Free Trial' });
    await visible(text(list, usersOrg.name));
    await plan.selectOption({ label: 'All Plans' });
    await visible(text(list, usersOrg.name));
  });

  it("manages an organization's users: add, disable and enable, make admin and user, bulk delete", async () => {
    const { page, baseUrl } = session;
    const id = unique();
    const domain = usersOrg.domainId.toLowerCase();
    const second = await registerOrganizationUserViaApi(baseUrl, operatorToken, usersOrg.orgId, {
      firstName: 'Bailey',
      lastName: `Second ${id}`,
      email: `bailey.${id}@${domain}`,
      password: `Second@${id}`,
    });
    const added = { firstName: 'Riley', lastName: `Tester ${id}`, email: `riley.${id}@${domain}`, password: `Riley@${id}` };
    const addedName = `${added.firstName} ${added.lastName}`;
    const secondName = `${second.firstName} ${second.lastName}`;

    await openDashboard(page, operatorToken);
    const orgRow = (await searchOrganizations(page, usersOrg.name, 1)).first();
    await orgRow.getByRole('button', { name: 'View Users' }).click();
    const users = page.getByRole('region', { name: `Users of ${usersOrg.name}` });
    await visible(users);
    const rowOf = (email: string) => users.locator('tbody tr').filter({ hasText: email });
    const adminRow = rowOf(usersOrg.admin.email);
    await visible(text(adminRow, 'ADMIN'));
    await visible(text(adminRow, 'Active'));
    await visible(rowOf(second.email));

    // Add User: first name, last name, email and password; phone optional.
    await users.getByRole('button', { name: 'Add User', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await visible(dialog);
    await field(dialog, 'First Name').fill(added.firstName);
    await field(dialog, 'Last Name').fill(added.lastName);
    await field(dialog, 'Email').fill(added.email);
    await field(dialog, 'Password').fill(added.password);
    await field(dialog, 'Confirm Password').fill(added.password);
    await dialog.getByRole('button', { name: 'Add User', exact: true }).click();
    await visible(toast(page, 'User added successfully!'));
    await gone(dialog);
    const row = rowOf(added.email);
    await visible(text(row, addedName));
    await visible(text(row, 'Not provided'));
    await visible(text(row, 'USER'));
    await visible(text(row, 'Active'));
    const account = { userName: added.email, password: added.password, domainId: usersOrg.domainId };
    const userToken = await loginViaApi(baseUrl, account);

    const menuAction = async (name: string) => {
      await row.getByRole('button', { name: `Actions for ${addedName}` }).click();
      await page.getByRole('menuitem', { name, exact: true }).click();
    };

    // Disable: shown Disabled, and he can no longer sign in nor use his token.
    await menuAction('Disable User');
    await visible(text(row, 'Disabled'));
    const refused = await statusOf(loginViaApi(baseUrl, account));
    expect([401, 403]).toContain(refused);
    expect(await statusOf(getJobStats(baseUrl, userToken))).toBe(401);

    await menuAction('Enable User');
    await visible(text(row, 'Active'));
    expect(await loginViaApi(baseUrl, account)).toBeTruthy();

    const roleOf = async () =>
      (await listOrganizationUsers(baseUrl, operatorToken, usersOrg.orgId)).items.find((user) => user.email === added.email)?.role;
    await menuAction('Make Admin');
    await visible(text(row, 'ADMIN'));
    expect(await roleOf()).toBe('ROLE_ADMIN');
    await menuAction('Make User');
    await visible(text(row, 'USER'));
    expect(await roleOf()).toBe('ROLE_USER');

    // Bulk delete of the two users.
    await users.getByRole('checkbox', { name: `Select ${addedName}` }).check();
    await users.getByRole('checkbox', { name: `Select ${secondName}` }).check();
    await users.getByRole('button', { name: 'Delete Selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete users' });
    await visible(confirm);
    await visible(text(confirm, confirmUsers(2)));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await gone(confirm);
    await count(rowOf(added.email), 0);
    await count(rowOf(second.email), 0);
    await visible(adminRow);
    const remaining = (await listOrganizationUsers(baseUrl, operatorToken, usersOrg.orgId)).items.map((user) => user.email);
    expect(remaining).toEqual([usersOrg.admin.email]);
  });

  it('bulk-deletes an organization; its admin can no longer sign in', async () => {
    const { page, baseUrl } = session;
    const admin = { userName: doomedOrg.admin.email, password: doomedOrg.admin.password, domainId: doomedOrg.domainId };
    expect(await loginViaApi(baseUrl, admin)).toBeTruthy();

    await openDashboard(page, operatorToken);
    const before = await cardNumber(page, 'Total Organizations');
    const list = organizationsList(page);
    await searchOrganizations(page, doomedOrg.name, 1);
    await list.getByRole('checkbox', { name: `Select ${doomedOrg.name}` }).check();
    await list.getByRole('button', { name: 'Delete Selected (1)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete organizations' });
    await visible(confirm);
    await visible(text(confirm, confirmOrganizations(1)));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await gone(confirm);
    await visible(text(list, 'No organizations found'));
    await expect.poll(() => cardNumber(page, 'Total Organizations')).toBe(before - 1);

    expect((await listOrganizations(baseUrl, operatorToken, doomedOrg.name)).totalElements).toBe(0);
    expect([401, 403]).toContain(await statusOf(loginViaApi(baseUrl, admin)));
  });
});
