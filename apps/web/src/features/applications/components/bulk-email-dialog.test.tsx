import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToast } from '../../../testing/candidates';
import { makeToken } from '../../../testing/jwt';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { BulkEmailDialog } from './bulk-email-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

function render(ids: number[]) {
  const onSent = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithProviders(<BulkEmailDialog scope={{ ids }} count={ids.length} onSent={onSent} onClose={onClose} />, {
    token: makeToken(),
  });
  return { ...rendered, onSent, onClose };
}

describe('BulkEmailDialog', () => {
  it('asks for a subject and a message, then sends them to the selected applications and reports the counts', async () => {
    const api = mockApi({ 'POST /api/applications/bulk-email': { body: { sent: 2, skipped: 1 } } });
    const { user, onSent } = render([4, 5, 6]);
    const dialog = screen.getByRole('dialog', { name: 'Email candidates' });
    expect(dialog).toHaveTextContent('Send a plain-text email to the 3 candidates selected. Applications without an email are skipped.');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Subject is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/applications/bulk-email')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Subject/), '  Next steps ');
    await user.type(screen.getByLabelText(/Message/), 'Hello,{Enter}we will call you this week.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expectToast('Email sent to 2 candidates; 1 without an email was skipped.');
    expect(api.callsTo('POST /api/applications/bulk-email')[0]!.body).toEqual({
      ids: [4, 5, 6],
      subject: 'Next steps',
      message: 'Hello,\nwe will call you this week.',
    });
    expect(onSent).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal above the fields and keeps what was typed", async () => {
    mockApi({
      'POST /api/applications/bulk-email': {
        status: 429,
        body: { message: 'Too many requests. Please try again later.', error: 'TOO_MANY_REQUESTS' },
      },
    });
    const { user, onSent, onClose } = render([4]);
    expect(screen.getByRole('dialog')).toHaveTextContent('Send a plain-text email to the candidate selected.');
    await user.type(screen.getByLabelText(/Subject/), 'Update');
    await user.type(screen.getByLabelText(/Message/), 'Thanks for applying.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Update');
    expect(onSent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
