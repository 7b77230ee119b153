import type { Applicant } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../../testing/jwt';
import { mockApi, type MockHandler } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { applicationPage, expectToast, makeApplication } from '../../../testing/candidates';
import { CandidatesSection } from './candidates-section';

const REASON = 'AI interview: final score 8.5/10 meets the pass mark 6.';
const MAYA = makeApplication(1, {
  candidateName: 'Maya Patel',
  status: 'INTERVIEW_IN_PROGRESS',
  proposedStatus: 'SHORTLISTED',
  proposedReason: REASON,
});
const OMAR = makeApplication(2, { candidateName: 'Omar Haddad', status: 'QUALIFIED' });

/** The job's candidates, answered from `current` so a reload after a decision shows the new state. */
function setup(routes: Record<string, MockHandler> = {}) {
  let current: Applicant[] = [MAYA, OMAR];
  const api = mockApi({
    'GET /api/applications/applicants/42': () => ({ body: applicationPage(current) }),
    'GET /api/interviews/*': { status: 404, body: { message: 'Not found' } },
    ...routes,
  });
  const view = renderWithProviders(<CandidatesSection jobId={42} />, { token: makeToken() });
  return { ...view, api, settle: (next: Applicant) => (current = [next, OMAR]) };
}

const suggestionOf = (name: string) => screen.findByRole('group', { name: `AI suggestion for ${name}` });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the AI suggestion in a candidate row', () => {
  it('shows the suggestion next to the status with its reason behind a button, only for rows that have one', async () => {
    const { user } = setup();
    const suggestion = await suggestionOf('Maya Patel');
    expect(suggestion).toHaveTextContent('AI suggests: Shortlisted');
    expect(within(suggestion).queryByText(REASON)).not.toBeVisible();
    const why = within(suggestion).getByRole('button', { name: 'Why?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await user.click(why);
    expect(within(suggestion).getByText(REASON)).toBeVisible();
    expect(within(suggestion).getByRole('button', { name: 'Hide reason' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('group', { name: 'AI suggestion for Omar Haddad' })).not.toBeInTheDocument();
  });

  it('accepts: the status moves and the suggestion disappears after the reload', async () => {
    const { user, api, settle } = setup({
      'POST /api/applications/1/proposal/accept': () => {
        const accepted = { ...MAYA, status: 'SHORTLISTED', proposedStatus: null, proposedReason: null };
        settle(accepted);
        return { body: accepted };
      },
    });
    await user.click(within(await suggestionOf('Maya Patel')).getByRole('button', { name: 'Accept' }));
    await expectToast("Maya Patel's status was changed to Shortlisted as the AI suggested.", 'Suggestion Accepted');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'AI suggestion for Maya Patel' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/applications/1/proposal/accept')).toHaveLength(1);
  });

  it('shows the server message when accepting fails, and keeps the suggestion', async () => {
    const { user } = setup({
      'POST /api/applications/1/proposal/accept': { status: 409, body: { message: 'This candidate has no open AI suggestion.', error: 'CONFLICT' } },
    });
    await user.click(within(await suggestionOf('Maya Patel')).getByRole('button', { name: 'Accept' }));
    await expectToast('This candidate has no open AI suggestion.', 'Update Failed');
    expect(await suggestionOf('Maya Patel')).toBeInTheDocument();
  });

  it('dismisses with an optional reason, sent trimmed', async () => {
    const { user, api, settle } = setup({
      'POST /api/applications/1/proposal/dismiss': () => {
        const dismissed = { ...MAYA, proposedStatus: null, proposedReason: null };
        settle(dismissed);
        return { body: dismissed };
      },
    });
    await user.click(within(await suggestionOf('Maya Patel')).getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss AI suggestion' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  Connection problem, not cheating.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss suggestion' }));
    await expectToast('The AI suggestion for Maya Patel was dismissed.', 'Suggestion Dismissed');
    expect(api.callsTo('POST /api/applications/1/proposal/dismiss')[0]!.body).toEqual({ reason: 'Connection problem, not cheating.' });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'AI suggestion for Maya Patel' })).not.toBeInTheDocument());
  });

  it('dismisses with a blank reason sent as none', async () => {
    const { user, api } = setup({ 'POST /api/applications/1/proposal/dismiss': { body: { ...MAYA, proposedStatus: null, proposedReason: null } } });
    await user.click(within(await suggestionOf('Maya Patel')).getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss AI suggestion' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss suggestion' }));
    await expectToast('The AI suggestion for Maya Patel was dismissed.', 'Suggestion Dismissed');
    expect(api.callsTo('POST /api/applications/1/proposal/dismiss')[0]!.body).toEqual({ reason: null });
  });

  it('changes to another status through the status change call', async () => {
    const { user, api } = setup({ 'PUT /api/applications/1/status': { body: { ...MAYA, status: 'NO_SHOW', proposedStatus: null } } });
    await user.click(within(await suggestionOf('Maya Patel')).getByRole('button', { name: 'Change the suggested status for Maya Patel' }));
    expect(screen.queryByRole('menuitem', { name: 'Shortlisted' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'No Show' }));
    await waitFor(() => expect(api.callsTo('PUT /api/applications/1/status')).toHaveLength(1));
    expect(api.callsTo('PUT /api/applications/1/status')[0]!.body).toMatchObject({ status: 'NO_SHOW' });
  });
});
