import type { TeamMember } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../testing/candidates';
import { makeToken } from '../../testing/jwt';
import { deferred, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { makeTeamMember } from '../../testing/team';

const JANE = makeTeamMember(1, 'Jane', { role: 'ROLE_ADMIN' });
const JOHN = makeTeamMember(2, 'John');

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/team', () => {
  it('is in the side menu and lets an admin manage everyone but himself', async () => {
    mockApi({ 'GET /api/users': { body: [JANE, JOHN] } });
    const { user } = renderApp('/dashboard', { token: makeToken({ role: 'ROLE_ADMIN', uid: JANE.id }) });
    await user.click(within(await screen.findByRole('navigation', { name: 'Organization' })).getByRole('link', { name: 'Team' }));
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument();

    const john = await rowOf('John Doe');
    expect(within(john).getByText('john@acme.com')).toBeInTheDocument();
    expect(within(john).getByRole('combobox', { name: 'Role of John Doe' })).toHaveValue('ROLE_USER');
    expect(within(john).getByText('Active')).toBeInTheDocument();
    expect(within(john).getByRole('button', { name: 'Disable John Doe' })).toBeEnabled();
    expect(within(john).getByRole('button', { name: 'Remove John Doe' })).toBeEnabled();

    const jane = await rowOf('Jane Doe');
    expect(within(jane).getByText('You')).toBeInTheDocument();
    expect(within(jane).getByRole('combobox', { name: 'Role of Jane Doe' })).toBeDisabled();
    expect(within(jane).getByRole('button', { name: 'Disable Jane Doe' })).toBeDisabled();
    expect(within(jane).getByRole('button', { name: 'Remove Jane Doe' })).toBeDisabled();
    expect(screen.queryByText('Only organization admins can manage the team.')).not.toBeInTheDocument();
  });

  it('shows a ROLE_USER the list only', async () => {
    mockApi({ 'GET /api/users': { body: [JANE, makeTeamMember(2, 'John', { enabled: false })] } });
    renderApp('/team', { token: makeToken({ role: 'ROLE_USER', uid: JOHN.id }) });
    const john = await rowOf('John Doe');
    expect(within(john).getByText('Disabled')).toBeInTheDocument();
    expect(within(john).getByText('USER')).toBeInTheDocument();
    expect(within(await rowOf('Jane Doe')).getByText('ADMIN')).toBeInTheDocument();
    expect(screen.getByText('Only organization admins can manage the team.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Disable|Enable|Remove/ })).not.toBeInTheDocument();
  });

  it('changes a role and shows the refreshed list', async () => {
    let team = [JANE, JOHN];
    const api = mockApi({
      'GET /api/users': () => ({ body: team }),
      'PUT /api/users/2/role': (call) => {
        team = [JANE, { ...JOHN, role: (call.body as { role: TeamMember['role'] }).role }];
        return { body: team[1] };
      },
    });
    const { user } = renderApp('/team', { token: makeToken({ role: 'ROLE_ADMIN', uid: JANE.id }) });
    await user.selectOptions(within(await rowOf('John Doe')).getByRole('combobox', { name: 'Role of John Doe' }), 'ROLE_ADMIN');
    await expectToast('John Doe is now an Admin.', 'Team updated');
    expect(api.callsTo('PUT /api/users/2/role')[0]!.body).toEqual({ role: 'ROLE_ADMIN' });
    await waitFor(() => expect(api.callsTo('GET /api/users')).toHaveLength(2));
    expect(within(await rowOf('John Doe')).getByRole('combobox', { name: 'Role of John Doe' })).toHaveValue('ROLE_ADMIN');
  });

  it('disables a user, then enables him again', async () => {
    let team = [JANE, JOHN];
    const api = mockApi({
      'GET /api/users': () => ({ body: team }),
      'PUT /api/users/2/enabled': (call) => {
        team = [JANE, { ...JOHN, enabled: (call.body as { enabled: boolean }).enabled }];
        return { body: team[1] };
      },
    });
    const { user } = renderApp('/team', { token: makeToken({ role: 'ROLE_ADMIN', uid: JANE.id }) });
    await user.click(within(await rowOf('John Doe')).getByRole('button', { name: 'Disable John Doe' }));
    await expectToast('John Doe can no longer sign in.', 'Team updated');
    const enable = await screen.findByRole('button', { name: 'Enable John Doe' });
    expect(within(await rowOf('John Doe')).getByText('Disabled')).toBeInTheDocument();
    await user.click(enable);
    expect(await screen.findByRole('button', { name: 'Disable John Doe' })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/2/enabled').map((call) => call.body)).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('removes a user after confirmation, and keeps him when cancelled', async () => {
    let team = [JANE, JOHN];
    const api = mockApi({
      'GET /api/users': () => ({ body: team }),
      'DELETE /api/users/2': () => {
        team = [JANE];
        return { body: { message: 'User removed.' } };
      },
    });
    const { user } = renderApp('/team', { token: makeToken({ role: 'ROLE_ADMIN', uid: JANE.id }) });
    await user.click(within(await rowOf('John Doe')).getByRole('button', { name: 'Remove John Doe' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove user' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/users/2')).toHaveLength(0);

    await user.click(within(await rowOf('John Doe')).getByRole('button', { name: 'Remove John Doe' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove user' });
    expect(dialog).toHaveTextContent('Remove John Doe from the team?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectToast('John Doe was removed from the team.', 'Team updated');
    await waitFor(() => expect(screen.queryByText('John Doe')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/users/2')).toHaveLength(1);
  });

  it("shows the server's refusal and keeps the row as it was", async () => {
    mockApi({
      'GET /api/users': { body: [JANE, JOHN] },
      'PUT /api/users/2/enabled': { status: 409, body: { message: 'You cannot disable or enable your own account.', error: 'CONFLICT' } },
    });
    const { user } = renderApp('/team', { token: makeToken({ role: 'ROLE_ADMIN', uid: JANE.id }) });
    await user.click(within(await rowOf('John Doe')).getByRole('button', { name: 'Disable John Doe' }));
    await expectToast('You cannot disable or enable your own account.', 'Change failed');
    expect(within(await rowOf('John Doe')).getByText('Active')).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry, then an empty list', async () => {
    const first = deferred<unknown>();
    let calls = 0;
    mockApi({
      'GET /api/users': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Server down' }, wait: first.promise } : { body: [] };
      },
    });
    const { user } = renderApp('/team', { token: makeToken({ role: 'ROLE_ADMIN' }) });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading team...');
    first.resolve(null);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server down');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });
});
