import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToast, makeApplication } from '../../testing/candidates';
import { makeToken } from '../../testing/jwt';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { EditCandidateDialog } from './edit-candidate-dialog';

const CANDIDATE = { id: 7, candidateName: 'Priya Raman', candidateEmail: 'priya@example.com', candidatePhone: '+91 98765 43210' };
const ROUTE = 'PUT /api/applications/updateApplication/7';

function setup() {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const view = renderWithProviders(<EditCandidateDialog candidate={CANDIDATE} onClose={onClose} onDone={onDone} />, { token: makeToken() });
  const dialog = screen.getByRole('dialog', { name: 'Edit Candidate' });
  const input = (label: string) => within(dialog).getByLabelText(label);
  const save = () => view.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  return { ...view, onClose, onDone, dialog, input, save };
}

/** The message under a field: the element its aria-describedby points at. */
function messageUnder(field: HTMLElement) {
  const describedBy = field.getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Edit Candidate', () => {
  it('shows an invalid phone under the phone field and sends nothing', async () => {
    const api = mockApi({});
    const { user, input, save } = setup();
    await user.clear(input('Phone'));
    await user.type(input('Phone'), '12345');
    await save();
    expect(input('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(messageUnder(input('Phone'))).toBe('Please enter a valid phone number.');
    expect(input('Candidate Name')).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toHaveLength(0);
  });

  it('says under each blank field that all three are required, and an invalid email under the email', async () => {
    mockApi({});
    const { user, input, save, dialog } = setup();
    await user.clear(input('Candidate Name'));
    await user.clear(input('Email'));
    await user.type(input('Email'), 'not-an-email');
    await user.clear(input('Phone'));
    await user.type(input('Phone'), '   ');
    await save();
    expect(messageUnder(input('Candidate Name'))).toBe('Candidate Name, Email, and Phone are required.');
    expect(messageUnder(input('Email'))).toBe('Please enter a valid email address.');
    expect(messageUnder(input('Phone'))).toBe('Candidate Name, Email, and Phone are required.');
    expect(within(dialog).getAllByRole('alert')).toHaveLength(3);
  });

  it('keeps a message until the next submit, then sends the trimmed values', async () => {
    const api = mockApi({ [ROUTE]: { body: makeApplication(7, { candidateName: 'Priya R' }) } });
    const { user, input, save, onClose, onDone } = setup();
    await user.clear(input('Phone'));
    await user.type(input('Phone'), 'call me');
    await save();
    await user.clear(input('Phone'));
    await user.type(input('Phone'), ' +1 (415) 555-2671 ');
    expect(messageUnder(input('Phone'))).toBe('Please enter a valid phone number.');
    await user.clear(input('Candidate Name'));
    await user.type(input('Candidate Name'), '  Priya R ');
    await save();
    await expectToast('Candidate "Priya R" updated successfully!', 'Candidate Updated');
    expect(api.callsTo(ROUTE)[0]!.body).toEqual({
      candidateName: 'Priya R',
      candidateEmail: 'priya@example.com',
      candidatePhone: '+1 (415) 555-2671',
    });
    expect(onDone).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('toasts the server message and stays open when the call fails', async () => {
    mockApi({ [ROUTE]: { status: 409, body: { message: 'This candidate has already applied for this job.' } } });
    const { save, onClose } = setup();
    await save();
    await expectToast('This candidate has already applied for this job.', 'Update Failed');
    expect(onClose).not.toHaveBeenCalled();
  });
});
