import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../testing/jwt';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { makeTeamMember } from '../../testing/team';
import { ApplicationInterviewsCard } from './application-interviews-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const JANE = makeTeamMember(1, 'Jane', { role: 'ROLE_ADMIN' });
const EMPTY = { content: [], totalPages: 0, totalElements: 0, first: true, last: true, number: 0, size: 20 };

describe('the candidate profile’s interviews card', () => {
  it('says none is scheduled and books one for this application in the viewer’s zone', async () => {
    const api = mockApi({
      'GET /api/users': { body: [JANE] },
      'GET /api/scheduled-interviews': { body: EMPTY },
      'POST /api/scheduled-interviews': {
        status: 400,
        body: { message: 'Every interviewer must be an active user of your organization.', error: 'BAD_REQUEST' },
      },
    });
    const { user } = renderWithProviders(<ApplicationInterviewsCard application={{ id: 7, candidateName: 'Priya Raman' }} />, {
      token: makeToken({ uid: JANE.id }),
    });
    const card = screen.getByRole('region', { name: 'Interviews' });
    expect(await within(card).findByText('No interviews scheduled')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/scheduled-interviews')!.query.get('applicationId')).toBe('7');

    await user.click(within(card).getByRole('button', { name: 'Schedule interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule interview' });
    expect(within(dialog).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Time zone/)).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Give a place or a video link.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Video link/), 'https://meet.example.com/xyz');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    // A refusal about the interviewers goes under them.
    expect(await within(dialog).findByText('Every interviewer must be an active user of your organization.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      applicationId: 7,
      interviewerIds: [1],
      videoUrl: 'https://meet.example.com/xyz',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
