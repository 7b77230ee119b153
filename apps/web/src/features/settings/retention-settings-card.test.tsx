import { DATA_RIGHTS_MESSAGES } from '@kairox/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../testing/candidates';
import { makeToken } from '../../testing/jwt';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { RetentionSettingsCard } from './retention-settings-card';

const field = () => screen.findByLabelText('Retention period (months)');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Settings: Data retention', () => {
  it('lets an admin set months, refuses what the server would, and clears it to keep candidates', async () => {
    const api = mockApi({
      'GET /api/data-rights/retention': { body: { retentionMonths: null, noticeDays: 7 } },
      'PUT /api/data-rights/retention': (call) => ({ body: { ...(call.body as object), noticeDays: 7 } }),
    });
    const { user } = renderWithProviders(<RetentionSettingsCard />, { token: makeToken({ role: 'ROLE_ADMIN' }) });
    expect(await screen.findByText('No retention period: candidates are kept.')).toBeInTheDocument();
    await user.type(await field(), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DATA_RIGHTS_MESSAGES.retentionInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/data-rights/retention')).toHaveLength(0);

    await user.clear(await field());
    await user.type(await field(), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Candidates not hired are erased 12 months after their last activity.', 'Retention saved');
    expect(api.callsTo('PUT /api/data-rights/retention')[0]!.body).toEqual({ retentionMonths: 12 });

    await user.clear(await field());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Candidates are kept.', 'Retention saved');
    expect(api.callsTo('PUT /api/data-rights/retention')[1]!.body).toEqual({ retentionMonths: null });
  });

  it('is read-only for a member who is not an admin', async () => {
    mockApi({ 'GET /api/data-rights/retention': { body: { retentionMonths: 12, noticeDays: 7 } } });
    renderWithProviders(<RetentionSettingsCard />, { token: makeToken({ role: 'ROLE_USER' }) });
    expect(await field()).toBeDisabled();
    expect(await field()).toHaveValue(12);
    expect(screen.getByText('Only organization admins can change the retention period.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
