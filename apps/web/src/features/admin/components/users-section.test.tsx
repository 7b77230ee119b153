import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { renderApp } from '../../../testing/render';
import { mockApi, type MockReply, type RecordedCall } from '../../../testing/mock-api';
import { makeOrganization, makeUser, operatorToken, organizationPage, userPage } from '../testing/fixtures';

vi.mock('../../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const acme = makeOrganization();
const jane = makeUser();
const john = makeUser({
  id: 102,
  firstName: 'John',
  lastName: 'Smith',
  email: 'john.smith@acme.com',
  phone: null,
  role: 'ROLE_ADMIN',
  enabled: false,
  createdAt: '2024-11-23T12:00:00.000Z',
});

const USERS = 'GET /api/super-admin/organizations/10/users';
type Route = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

/** Opens the dashboard and the users of Acme. */
async function openUsers(routes: Record<string, Route> = {}) {
  const mock = mockApi({
    'GET /api/super-admin/stats': { body: { totalOrganizations: 1, totalUsers: 2 } },
    'GET /api/super-admin/organizations': { body: organizationPage([acme]) },
    [USERS]: { body: userPage([jane, john]) },
    ...routes,
  });
  const rendered = renderApp('/kairox-admin/dashboard', { token: operatorToken() });
  await rendered.user.click(await screen.findByRole('button', { name: 'View Users' }));
  await screen.findByRole('heading', { name: 'Users of Acme Corporation' });
  return { ...mock, ...rendered };
}

function row(name: string) {
  return screen.getByText(name).closest('tr')!;
}

async function openMenu(user: Awaited<ReturnType<typeof openUsers>>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.getByRole('menu', { name: `Actions for ${name}` });
}

describe('users of an organization', () => {
  it('lists users with their columns and defaults, sorted by last name, 25 per page', async () => {
    const { callsTo } = await openUsers();
    await screen.findByText('Jane Doe');
    expect(Object.fromEntries(callsTo(USERS)[0]!.query)).toEqual({ page: '0', size: '25', sort: 'lastName,ASC' });

    const janeRow = row('Jane Doe');
    expect(within(janeRow).getByText('jane.doe@acme.com')).toBeInTheDocument();
    expect(within(janeRow).getByText('+1 415 555 0100')).toBeInTheDocument();
    expect(within(janeRow).getByText('USER')).toBeInTheDocument();
    expect(within(janeRow).getByText('Active')).toBeInTheDocument();
    expect(within(janeRow).getByText('January 5, 2025')).toBeInTheDocument();

    const johnRow = row('John Smith');
    expect(within(johnRow).getByText('Not provided')).toBeInTheDocument();
    expect(within(johnRow).getByText('ADMIN')).toBeInTheDocument();
    expect(within(johnRow).getByText('Disabled')).toBeInTheDocument();
    expect(within(johnRow).getByText('November 23, 2024')).toBeInTheDocument();
  });

  it('searches users through the server', async () => {
    const { user, callsTo } = await openUsers();
    await screen.findByText('Jane Doe');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'smith');
    await waitFor(() => expect(callsTo(USERS).at(-1)!.query.get('search')).toBe('smith'));
    expect(callsTo(USERS).at(-1)!.query.get('page')).toBe('0');
  });

  it.each([
    [401, 'Unauthorized access. Please login again.'],
    [403, 'Access denied. Insufficient permissions.'],
    [404, 'Organization not found.'],
  ])('shows the load error for %i', async (status, text) => {
    await openUsers({ [USERS]: { status, body: { message: 'server text', error: 'X' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('offers to sign in again after a 401', async () => {
    const { user, router } = await openUsers({ [USERS]: { status: 401, body: { message: 'expired', error: 'X' } } });
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kairox-admin'));
  });

  it('shows the server message for other load failures, else the default', async () => {
    await openUsers({ [USERS]: { status: 500, body: { message: 'Database unavailable', error: 'INTERNAL' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('shows the default load text when the server sends none', async () => {
    await openUsers({ [USERS]: { status: 502 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users. Please try again.');
  });

  describe('Add User', () => {
    async function openAdd(routes: Record<string, Route> = {}) {
      const rendered = await openUsers(routes);
      await rendered.user.click(screen.getByRole('button', { name: 'Add User' }));
      return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Add User' }) };
    }

    it('validates the required fields before calling the server', async () => {
      const { user, dialog, callsTo } = await openAdd();
      await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
      expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Password is required')).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
      await user.type(within(dialog).getByLabelText('Password'), 'short');
      await user.type(within(dialog).getByLabelText('Confirm Password'), 'other');
      await user.type(within(dialog).getByLabelText('Phone'), 'abc');
      await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
      expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(within(dialog).getByText('Password must be at least 8 characters long')).toBeInTheDocument();
      expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
      expect(within(dialog).getByText('Please enter a valid phone number')).toBeInTheDocument();
      expect(callsTo('POST /api/super-admin/users/register')).toHaveLength(0);
    });

    async function fill(user: Awaited<ReturnType<typeof openUsers>>['user'], dialog: HTMLElement, phone = '') {
      await user.type(within(dialog).getByLabelText('First Name'), 'Ada');
      await user.type(within(dialog).getByLabelText('Last Name'), 'Lovelace');
      await user.type(within(dialog).getByLabelText('Email'), 'Ada@Acme.com');
      await user.type(within(dialog).getByLabelText('Password'), 'analytical-engine');
      await user.type(within(dialog).getByLabelText('Confirm Password'), 'analytical-engine');
      if (phone) await user.type(within(dialog).getByLabelText('Phone'), phone);
      await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    }

    it('registers the user in the organization (phone optional), toasts and closes', async () => {
      const { user, dialog, callsTo } = await openAdd({
        'POST /api/super-admin/users/register': { status: 201, body: makeUser({ id: 103 }) },
      });
      await fill(user, dialog);
      await waitFor(() => expect(callsTo('POST /api/super-admin/users/register')).toHaveLength(1));
      expect(callsTo('POST /api/super-admin/users/register')[0]!.body).toEqual({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@acme.com',
        password: 'analytical-engine',
        phone: null,
        orgId: 10,
      });
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User added successfully!'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('puts a 409 under the email field', async () => {
      const { user, dialog } = await openAdd({
        'POST /api/super-admin/users/register': { status: 409, body: { message: 'dup', error: 'CONFLICT' } },
      });
      await fill(user, dialog, '+44 20 7946 0958');
      expect(await within(dialog).findByText('Email already exists. Please use a different email address.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    });

    it.each([
      [400, { message: 'Phone number is not valid for this region', error: 'BAD_REQUEST' }, 'Phone number is not valid for this region'],
      [400, undefined, 'Invalid user data. Please check all fields.'],
      [403, { message: 'nope', error: 'FORBIDDEN' }, 'Access denied. Insufficient permissions to create users.'],
    ])('shows a %i as the form banner', async (status, body, text) => {
      const { user, dialog } = await openAdd({ 'POST /api/super-admin/users/register': { status, body } });
      await fill(user, dialog);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    });
  });

  describe('row menu', () => {
    it('offers Edit, Disable and Make Admin for an active user, Enable and Make User for a disabled admin', async () => {
      const { user } = await openUsers();
      await screen.findByText('Jane Doe');
      let menu = await openMenu(user, 'Jane Doe');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Edit User', 'Disable User', 'Make Admin']);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      menu = await openMenu(user, 'John Smith');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Edit User', 'Enable User', 'Make User']);
    });

    it('disables a user', async () => {
      const { user, callsTo } = await openUsers({
        'POST /api/super-admin/users/enabled': { body: { updated: 1, users: [{ ...jane, enabled: false }] } },
      });
      await screen.findByText('Jane Doe');
      await user.click(within(await openMenu(user, 'Jane Doe')).getByRole('menuitem', { name: 'Disable User' }));
      await waitFor(() => expect(callsTo('POST /api/super-admin/users/enabled')).toHaveLength(1));
      const call = callsTo('POST /api/super-admin/users/enabled')[0]!;
      expect(Object.fromEntries(call.query)).toEqual({ enabled: 'false', orgId: '10' });
      expect(call.body).toEqual([101]);
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Jane Doe has been disabled'));
    });

    it('enables a user', async () => {
      const { user, callsTo } = await openUsers({
        'POST /api/super-admin/users/enabled': { body: { updated: 1, users: [{ ...john, enabled: true }] } },
      });
      await screen.findByText('John Smith');
      await user.click(within(await openMenu(user, 'John Smith')).getByRole('menuitem', { name: 'Enable User' }));
      await waitFor(() => expect(callsTo('POST /api/super-admin/users/enabled')).toHaveLength(1));
      expect(callsTo('POST /api/super-admin/users/enabled')[0]!.query.get('enabled')).toBe('true');
      expect(callsTo('POST /api/super-admin/users/enabled')[0]!.body).toEqual([102]);
    });

    it("toasts 'Invalid request. Please try again.' when enabling fails with 400", async () => {
      const { user } = await openUsers({ 'POST /api/super-admin/users/enabled': { status: 400, body: { message: 'x', error: 'y' } } });
      await screen.findByText('Jane Doe');
      await user.click(within(await openMenu(user, 'Jane Doe')).getByRole('menuitem', { name: 'Disable User' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('x', 'Invalid request. Please try again.'));
    });

    it('makes a user an admin, and an admin a user', async () => {
      const { user, callsTo } = await openUsers({
        'POST /api/super-admin/users/roles': { body: { updated: 1, users: [] } },
      });
      await screen.findByText('Jane Doe');
      await user.click(within(await openMenu(user, 'Jane Doe')).getByRole('menuitem', { name: 'Make Admin' }));
      await waitFor(() => expect(callsTo('POST /api/super-admin/users/roles')).toHaveLength(1));
      expect(callsTo('POST /api/super-admin/users/roles')[0]!.query.get('orgId')).toBe('10');
      expect(callsTo('POST /api/super-admin/users/roles')[0]!.body).toEqual({ '101': 'ROLE_ADMIN' });
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Jane Doe is now an admin'));

      await user.click(within(await openMenu(user, 'John Smith')).getByRole('menuitem', { name: 'Make User' }));
      await waitFor(() => expect(callsTo('POST /api/super-admin/users/roles')).toHaveLength(2));
      expect(callsTo('POST /api/super-admin/users/roles')[1]!.body).toEqual({ '102': 'ROLE_USER' });
    });

    it("toasts 'Invalid role assignment. Please try again.' on a 400", async () => {
      const { user } = await openUsers({ 'POST /api/super-admin/users/roles': { status: 400 } });
      await screen.findByText('Jane Doe');
      await user.click(within(await openMenu(user, 'Jane Doe')).getByRole('menuitem', { name: 'Make Admin' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid role assignment. Please try again.'));
    });

    it('edits a user: prefilled form, validation, PUT with the orgId, toast', async () => {
      const { user, callsTo } = await openUsers({
        'PUT /api/super-admin/users/101': { body: { ...jane, lastName: 'Roe', phone: null } },
      });
      await screen.findByText('Jane Doe');
      await user.click(within(await openMenu(user, 'Jane Doe')).getByRole('menuitem', { name: 'Edit User' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      expect(within(dialog).getByLabelText('First Name')).toHaveValue('Jane');
      expect(within(dialog).getByLabelText('Email')).toHaveValue('jane.doe@acme.com');
      expect(within(dialog).getByLabelText('Phone')).toHaveValue('+1 415 555 0100');

      await user.clear(within(dialog).getByLabelText('Last Name'));
      await user.clear(within(dialog).getByLabelText('Email'));
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByText('Last name is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Email is required')).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('Last Name'), 'Roe');
      await user.type(within(dialog).getByLabelText('Email'), 'jane.roe@acme.com');
      await user.clear(within(dialog).getByLabelText('Phone'));
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(callsTo('PUT /api/super-admin/users/101')).toHaveLength(1));
      const call = callsTo('PUT /api/super-admin/users/101')[0]!;
      expect(call.query.get('orgId')).toBe('10');
      expect(call.body).toEqual({ firstName: 'Jane', lastName: 'Roe', email: 'jane.roe@acme.com', phone: null });
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User updated successfully!'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("shows 'User not found. They may have been deleted.' when the edited user is gone", async () => {
      const { user } = await openUsers({ 'PUT /api/super-admin/users/101': { status: 404, body: { message: 'gone', error: 'NOT_FOUND' } } });
      await screen.findByText('Jane Doe');
      await user.click(within(await openMenu(user, 'Jane Doe')).getByRole('menuitem', { name: 'Edit User' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('User not found. They may have been deleted.');
    });
  });

  describe('bulk delete', () => {
    async function deleteSelected(routes: Record<string, Route>) {
      const rendered = await openUsers(routes);
      await screen.findByText('Jane Doe');
      await rendered.user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
      await rendered.user.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete users' });
      expect(dialog).toHaveTextContent('Are you sure you want to delete 2 user(s)? This action cannot be undone.');
      await rendered.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      return rendered;
    }

    it('deletes the selected users after the confirm text', async () => {
      const { callsTo } = await deleteSelected({ 'DELETE /api/super-admin/users': { body: { deleted: 2 } } });
      await waitFor(() => expect(callsTo('DELETE /api/super-admin/users')).toHaveLength(1));
      expect(callsTo('DELETE /api/super-admin/users')[0]!.body).toEqual([101, 102]);
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 user(s) deleted successfully'));
    });

    it.each([
      [409, 'Cannot delete users. Some users may have dependencies.'],
      [404, 'Some users were not found.'],
    ])('toasts the %i text', async (status, text) => {
      await deleteSelected({ 'DELETE /api/super-admin/users': { status } });
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(text));
    });
  });

  it('keeps the operator from selecting, disabling or demoting himself', async () => {
    const me = makeUser({ id: 1, firstName: 'Ops', lastName: 'Lead', email: 'ops.lead@kairox.io', role: 'ROLE_SUPER_ADMIN' });
    const platform = makeOrganization({ orgId: 1, name: 'Kairox Platform' });
    mockApi({
      'GET /api/super-admin/stats': { body: { totalOrganizations: 1, totalUsers: 1 } },
      'GET /api/super-admin/organizations': { body: organizationPage([platform]) },
      'GET /api/super-admin/organizations/1/users': { body: userPage([me]) },
    });
    const { user } = renderApp('/kairox-admin/dashboard', { token: operatorToken() });
    await user.click(await screen.findByRole('button', { name: 'View Users' }));
    await screen.findByText('Ops Lead');
    expect(screen.getByRole('checkbox', { name: 'Select Ops Lead' })).toBeDisabled();
    const menu = await openMenu(user, 'Ops Lead');
    expect(within(menu).getByRole('menuitem', { name: 'Disable User' })).toBeDisabled();
    expect(within(menu).queryByRole('menuitem', { name: 'Make Admin' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Make User' })).not.toBeInTheDocument();
  });
});
