import { TOKEN_STORAGE_KEY } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { renderApp } from '../../testing/render';
import { mockApi, type MockReply, type RecordedCall } from '../../testing/mock-api';
import { makeOrganization, operatorToken, organizationPage } from './testing/fixtures';

vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const acme = makeOrganization();
const globex = makeOrganization({
  orgId: 11,
  name: 'Globex',
  slug: 'globex',
  domainId: 'GLOBEX.IO',
  plan: 'PROFESSIONAL',
  country: null,
  industry: '',
  companySize: null,
  userCount: 1,
});
const platform = makeOrganization({ orgId: 1, name: 'Kairox Platform', slug: 'kairox', domainId: 'KAIROX.IO', userCount: 1 });

type Route = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

function setup(routes: Record<string, Route> = {}) {
  const mock = mockApi({
    'GET /api/super-admin/stats': { body: { totalOrganizations: 2, totalUsers: 1234 } },
    'GET /api/super-admin/organizations': { body: organizationPage([acme, globex, platform]) },
    ...routes,
  });
  const rendered = renderApp('/kairox-admin/dashboard', { token: operatorToken() });
  return { ...mock, ...rendered };
}

function row(name: string) {
  return screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr')!;
}

describe('AdminDashboardPage', () => {
  it('greets the operator by the name in his token and shows the three cards', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Super Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ops Lead')).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Platform overview' });
    await waitFor(() => expect(within(overview).getByText('1,234')).toBeInTheDocument());
    expect(within(overview).getByText('Total Organizations').nextElementSibling).toHaveTextContent('2');
    expect(within(overview).getByText('Total Users').nextElementSibling).toHaveTextContent('1,234');
    expect(within(overview).getByText('Access Level').nextElementSibling).toHaveTextContent('Super Admin');
  });

  it('shows 0 in the count cards when the counts cannot be read', async () => {
    setup({ 'GET /api/super-admin/stats': { status: 500 } });
    const overview = await screen.findByRole('region', { name: 'Platform overview' });
    await waitFor(() => expect(within(overview).getByText('Total Users').nextElementSibling).toHaveTextContent('0'));
  });

  it('logs out to the operator login', async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kairox-admin'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('lists organizations with their columns and the Not specified defaults', async () => {
    const { callsTo } = setup();
    await screen.findByText('Acme Corporation');
    const query = callsTo('GET /api/super-admin/organizations')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ page: '0', size: '20', sort: 'name,ASC' });

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Organization', 'Domain & Plan', 'Location & Industry', 'Company Size']));

    const acmeRow = row('Acme Corporation');
    expect(within(acmeRow).getByText('acme')).toBeInTheDocument();
    expect(within(acmeRow).getByText('ACME.COM')).toBeInTheDocument();
    expect(within(acmeRow).getByText('Free Trial')).toBeInTheDocument();
    expect(within(acmeRow).getByText('United States')).toBeInTheDocument();
    expect(within(acmeRow).getByText('Technology')).toBeInTheDocument();
    expect(within(acmeRow).getByText('51+ employees')).toBeInTheDocument();
    expect(within(acmeRow).getByRole('button', { name: 'View Users' })).toBeInTheDocument();

    const globexRow = row('Globex');
    expect(within(globexRow).getByText('Professional')).toBeInTheDocument();
    expect(within(globexRow).getAllByText('Not specified')).toHaveLength(3);
  });

  it('searches (debounced) and filters by plan through the server', async () => {
    const { user, callsTo } = setup();
    await screen.findByText('Acme Corporation');
    expect(screen.getByRole('combobox', { name: 'Filter by plan' })).toHaveDisplayValue('All Plans');
    expect(
      within(screen.getByRole('combobox', { name: 'Filter by plan' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Plans', 'Free Trial', 'Professional']);

    await user.type(screen.getByRole('searchbox', { name: 'Search organizations' }), 'acme');
    await waitFor(() => expect(callsTo('GET /api/super-admin/organizations').at(-1)!.query.get('search')).toBe('acme'));
    // One call for the whole word, not one per key.
    expect(callsTo('GET /api/super-admin/organizations').filter((call) => call.query.get('search'))).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by plan' }), 'Professional');
    await waitFor(() => expect(callsTo('GET /api/super-admin/organizations').at(-1)!.query.get('plan')).toBe('PROFESSIONAL'));
    expect(callsTo('GET /api/super-admin/organizations').at(-1)!.query.get('search')).toBe('acme');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by plan' }), 'All Plans');
    await waitFor(() => expect(callsTo('GET /api/super-admin/organizations').at(-1)!.query.has('plan')).toBe(false));
  });

  it('pages through organizations with zero-based pages', async () => {
    const { user, callsTo } = setup({
      'GET /api/super-admin/organizations': (call) => ({
        body: organizationPage([call.query.get('page') === '1' ? globex : acme], {
          totalPages: 2,
          totalElements: 21,
          page: Number(call.query.get('page')),
        }),
      }),
    });
    await screen.findByText('Acme Corporation');
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1–20 of 21 organizations');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Globex');
    expect(callsTo('GET /api/super-admin/organizations').at(-1)!.query.get('page')).toBe('1');
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 21–21 of 21 organizations');
  });

  it("shows 'Failed to load organizations' when the list fails", async () => {
    setup({ 'GET /api/super-admin/organizations': { status: 500, body: { message: 'boom', error: 'INTERNAL' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load organizations');
  });

  it('selects rows (not his own platform organization) and bulk-deletes after the confirm text', async () => {
    const { user, callsTo } = setup({ 'DELETE /api/super-admin/organizations': { body: { deleted: 2 } } });
    await screen.findByText('Acme Corporation');
    expect(screen.getByRole('checkbox', { name: 'Select Kairox Platform' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select all organizations on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Acme Corporation' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Globex' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete organizations' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete 2 organization(s)? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(callsTo('DELETE /api/super-admin/organizations')).toHaveLength(1));
    expect(callsTo('DELETE /api/super-admin/organizations')[0]!.body).toEqual([10, 11]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 organization(s) deleted successfully'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels a bulk delete without calling the server', async () => {
    const { user, callsTo } = setup();
    await screen.findByText('Acme Corporation');
    await user.click(screen.getByRole('checkbox', { name: 'Select Globex' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected (1)' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you want to delete 1 organization(s)? This action cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('DELETE /api/super-admin/organizations')).toHaveLength(0);
  });

  it("toasts 'Failed to delete organizations' when the delete fails", async () => {
    const { user } = setup({
      'DELETE /api/super-admin/organizations': {
        status: 400,
        body: { message: 'The platform organization cannot be deleted.', error: 'BAD_REQUEST' },
      },
    });
    await screen.findByText('Acme Corporation');
    await user.click(screen.getByRole('checkbox', { name: 'Select Acme Corporation' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected (1)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The platform organization cannot be deleted.', 'Failed to delete organizations'));
  });

  it('opens the users of an organization and goes back to the list as it was', async () => {
    const { user } = setup({
      'GET /api/super-admin/organizations/11/users': { body: { items: [], totalPages: 0, totalElements: 0, page: 0, size: 25 } },
    });
    await screen.findByText('Acme Corporation');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by plan' }), 'Professional');
    await user.click(within(row('Globex')).getByRole('button', { name: 'View Users' }));
    expect(await screen.findByRole('heading', { name: 'Users of Globex' })).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Organizations' }));
    expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter by plan' })).toHaveDisplayValue('Professional');
  });
});
