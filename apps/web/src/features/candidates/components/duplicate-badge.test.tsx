import { DUPLICATE_MESSAGES, type DuplicateApplication } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectToast, makeApplication } from '../../../testing/candidates';
import { makeToken } from '../../../testing/jwt';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { DuplicateBadge } from './duplicate-badge';

const candidate = { id: 7, candidateName: 'Priya Raman' };

function match(id: number, overrides: Partial<DuplicateApplication> = {}): DuplicateApplication {
  return {
    id,
    jobId: 40 + id,
    jobTitle: `Job ${id}`,
    candidateName: 'Priya Raman',
    status: 'QUALIFIED',
    score: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    matchedOn: ['email'],
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDialog(count = 2) {
  const view = renderWithProviders(<DuplicateBadge candidate={candidate} count={count} />, { token: makeToken() });
  await view.user.click(screen.getByRole('button', { name: /Priya Raman matches 2 other applications/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Possible duplicates of Priya Raman' });
  return { ...view, dialog };
}

describe('DuplicateBadge', () => {
  it('is not shown without matches', () => {
    mockApi({});
    renderWithProviders(<DuplicateBadge candidate={candidate} count={0} />, { token: makeToken() });
    expect(screen.queryByRole('button', { name: /Duplicate|matches/ })).toBeNull();
  });

  it('lists the matching applications with their job, status and what matched', async () => {
    mockApi({
      'GET /api/applications/7/duplicates': {
        body: [
          match(8, { jobTitle: 'Data Engineer', matchedOn: ['email', 'phone'] }),
          match(9, { jobTitle: 'SRE', status: 'DUPLICATE', matchedOn: ['file'] }),
        ],
      },
    });
    const { dialog } = await openDialog();
    const rows = await within(dialog).findAllByTestId('duplicate');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Data Engineer');
    expect(rows[0]).toHaveTextContent('Qualified');
    expect(rows[0]).toHaveTextContent('Matched on: Email, Phone');
    expect(rows[1]).toHaveTextContent('Matched on: Resume file');
    // Already marked: nothing more to mark.
    expect(within(rows[1]!).getByRole('button', { name: 'Marked as Duplicate' })).toBeDisabled();
  });

  it('merges the notes of a match into this candidate and toasts the count', async () => {
    const api = mockApi({
      'GET /api/applications/7/duplicates': { body: [match(8)] },
      'POST /api/applications/7/merge-notes': { body: { message: DUPLICATE_MESSAGES.merged(2), merged: 2 } },
    });
    const { user, dialog } = await openDialog();
    const [row] = await within(dialog).findAllByTestId('duplicate');
    await user.click(within(row!).getByRole('button', { name: 'Merge notes into this candidate' }));
    await expectToast('2 notes merged.', 'Notes Merged');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ fromId: 8 });
  });

  it('toasts a failed merge', async () => {
    mockApi({
      'GET /api/applications/7/duplicates': { body: [match(8)] },
      'POST /api/applications/7/merge-notes': { status: 409, body: { message: DUPLICATE_MESSAGES.notDuplicates, error: 'CONFLICT' } },
    });
    const { user, dialog } = await openDialog();
    const [row] = await within(dialog).findAllByTestId('duplicate');
    await user.click(within(row!).getByRole('button', { name: 'Merge notes into this candidate' }));
    await expectToast('Failed to merge notes. Please try again.');
  });

  it('marks a match as Duplicate with the status call, toasts and shows the list again', async () => {
    let marked = false;
    const api = mockApi({
      'GET /api/applications/7/duplicates': () => ({ body: [match(8, { status: marked ? 'DUPLICATE' : 'QUALIFIED' })] }),
      'PUT /api/applications/8/status': () => {
        marked = true;
        return { body: makeApplication(8, { status: 'DUPLICATE' }) };
      },
    });
    const { user, dialog } = await openDialog();
    const [row] = await within(dialog).findAllByTestId('duplicate');
    await user.click(within(row!).getByRole('button', { name: 'Mark this one as Duplicate' }));
    await expectToast("Priya Raman's application for Job 8 was marked as Duplicate.", 'Status Updated');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'DUPLICATE' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Marked as Duplicate' })).toBeDisabled());
  });
});
