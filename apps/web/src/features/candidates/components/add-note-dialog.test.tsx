import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../../testing/candidates';
import { makeToken } from '../../../testing/jwt';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { AddNoteDialog } from './add-note-dialog';

function setup() {
  const onClose = vi.fn();
  const view = renderWithProviders(<AddNoteDialog candidate={{ id: 7, candidateName: 'Priya Raman' }} onClose={onClose} />, { token: makeToken() });
  const dialog = screen.getByRole('dialog', { name: 'Add Note for Priya Raman' });
  return { ...view, onClose, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddNoteDialog', () => {
  it('keeps Save Note disabled while the note is blank', async () => {
    const api = mockApi({});
    const { user, dialog } = setup();
    const save = within(dialog).getByRole('button', { name: 'Save Note' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Note'), '   ');
    expect(save).toBeDisabled();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the note trimmed, toasts and closes', async () => {
    const api = mockApi({
      'POST /api/applications/7/notes': {
        status: 201,
        body: { id: 1, note: 'Strong candidate', noteType: 'NOTE', createdAt: '2026-01-01T00:00:00Z', createdBy: 1, createdByName: 'Ravi Kumar' },
      },
    });
    const { user, dialog, onClose } = setup();
    await user.type(within(dialog).getByLabelText('Note'), '  Strong candidate  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ content: 'Strong candidate' });
    await expectToast('Note added successfully!', 'Note Added');
  });
});
