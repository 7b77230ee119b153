import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToast, makeApplication } from '../../testing/candidates';
import { makeToken } from '../../testing/jwt';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { ReinviteDialog } from './reinvite-dialog';

const ROUTE = 'PUT /api/applications/3/status';

function setup() {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const view = renderWithProviders(<ReinviteDialog candidate={{ id: 3, candidateName: 'Chen Li' }} onClose={onClose} onDone={onDone} />, {
    token: makeToken(),
  });
  const dialog = screen.getByRole('dialog', { name: 'Reinvite for AI Screening' });
  return { ...view, onClose, onDone, dialog, reason: within(dialog).getByLabelText('Reason for reinvite') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Reinvite dialog', () => {
  it('describes the reason field with the audit hint', () => {
    const { reason } = setup();
    expect(document.getElementById(reason.getAttribute('aria-describedby')!)).toHaveTextContent('This reason will be recorded for audit purposes.');
  });

  it('never sends the reinvite without a reason, even when the form is submitted another way', async () => {
    const api = mockApi({});
    const { user, dialog, reason } = setup();
    await user.type(reason, '   ');
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await within(dialog).findByText('A reason is required to reinvite a candidate.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the status with the trimmed reason, then reports and closes', async () => {
    const api = mockApi({ [ROUTE]: { body: makeApplication(3, { status: 'REINVITED_FOR_AI_SCREENING' }) } });
    const { user, dialog, reason, onClose, onDone } = setup();
    await user.type(reason, '  Lost connection  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reinvite Candidate' }));
    await expectToast('Chen Li has been reinvited for AI screening.', 'Candidate Reinvited');
    expect(api.callsTo(ROUTE)[0]!.body).toEqual({ status: 'REINVITED_FOR_AI_SCREENING', message: 'Lost connection' });
    expect(onDone).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
