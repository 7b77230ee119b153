import type { ScheduledInterview, ScheduledInterviewPage } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationPage, expectToast, makeApplication } from '../../testing/candidates';
import { makeListItem } from '../../testing/jobs';
import { makeToken } from '../../testing/jwt';
import { mockApi, type MockHandler } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { makeTeamMember } from '../../testing/team';
import { weekStartOf } from './week';

afterEach(() => {
  vi.unstubAllGlobals();
});

const JANE = makeTeamMember(1, 'Jane');
const JOHN = makeTeamMember(2, 'John');

/** 10:00 in the viewer's (the test machine's) zone, `daysFromToday` days from today. */
function localTenOClock(daysFromToday: number): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysFromToday, 10, 0);
}

/** Tomorrow at 10:00 in the viewer's zone, unless `start` says otherwise; 45 minutes. */
function makeInterview(id: number, overrides: Partial<ScheduledInterview> = {}, start = localTenOClock(1)): ScheduledInterview {
  return {
    id,
    applicationId: 70 + id,
    candidateName: `Priya ${id}`,
    candidateEmail: `priya${id}@example.com`,
    jobId: 42,
    jobTitle: 'Frontend Engineer',
    status: 'SCHEDULED',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 45 * 60_000).toISOString(),
    date: '2031-03-04',
    time: '10:00',
    timeZone: 'Europe/Berlin',
    durationMinutes: 45,
    location: 'Room 4.12',
    videoUrl: 'https://meet.example.com/abc',
    notes: 'Ask about state management.',
    interviewers: [{ id: JANE.id, name: 'Jane Doe', email: JANE.email }],
    uid: `uid-${id}@kairox`,
    sequence: 0,
    cancelReason: null,
    cancelledAt: null,
    createdBy: 1,
    createdByName: 'Jane Doe',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

function page(content: ScheduledInterview[]): ScheduledInterviewPage {
  return { content, totalPages: content.length ? 1 : 0, totalElements: content.length, first: true, last: true, number: 0, size: 20 };
}

const JOBS = { jobs: [makeListItem(42, { title: 'Frontend Engineer' })], totalPages: 1, totalItems: 1 };

function setup(routes: Record<string, MockHandler> = {}, path = '/scheduled-interviews') {
  const api = mockApi({
    'GET /api/users': { body: [JANE, JOHN] },
    'GET /functions/V1/jobs': { body: JOBS },
    'GET /api/scheduled-interviews': { body: page([makeInterview(1)]) },
    ...routes,
  });
  return { api, ...renderApp(path, { token: makeToken({ uid: JANE.id }) }) };
}

const lastListCall = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === '/api/scheduled-interviews').at(-1)!;

describe('/scheduled-interviews', () => {
  it('lists the upcoming interviews with time, candidate, job, interviewers and place, and filters them', async () => {
    const { api, user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduled Interviews' })).toBeInTheDocument();
    const entry = await screen.findByRole('article', { name: /^Priya 1, / });
    expect(within(entry).getByRole('link', { name: 'Priya 1' })).toHaveAttribute('href', '/applications/71');
    expect(within(entry).getByText('Frontend Engineer')).toBeInTheDocument();
    expect(within(entry).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(entry).getByText('Room 4.12')).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'https://meet.example.com/abc' })).toHaveAttribute('href', 'https://meet.example.com/abc');
    // The viewer's clock: 10:00 local, whatever zone the interview was planned in.
    expect(within(entry).getByText(/10:00 – 10:45 AM/)).toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('Interviewer'), 'John Doe');
    await waitFor(() => expect(lastListCall(api).query.get('interviewerId')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Job'), 'Frontend Engineer');
    await waitFor(() => expect(lastListCall(api).query.get('jobId')).toBe('42'));
    expect(lastListCall(api).query.get('interviewerId')).toBe('2');
  });

  it('shows a week from Monday to Sunday and moves between weeks', async () => {
    // Today's interview: the week view opens on this week, which tomorrow is not part of on a Sunday.
    const { api, user } = setup({ 'GET /api/scheduled-interviews': { body: page([makeInterview(1, {}, localTenOClock(0))]) } });
    await user.click(await screen.findByRole('button', { name: 'Week' }));
    const week = await screen.findByTestId('week-view');
    expect(within(week).getAllByRole('listitem')).toHaveLength(7);
    expect(within(week).getByRole('article', { name: /^Priya 1, / })).toBeInTheDocument();
    const monday = new Date(`${weekStartOf(new Date())}T00:00:00`);
    expect(new Date(lastListCall(api).query.get('from')!)).toEqual(monday);
    expect(new Date(lastListCall(api).query.get('to')!).getTime() - monday.getTime()).toBeGreaterThanOrEqual(6.9 * 86_400_000);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(new Date(lastListCall(api).query.get('from')!).getTime()).toBeGreaterThan(monday.getTime() + 6 * 86_400_000));
  });

  it('says when nothing is scheduled, and offers a retry when the list fails', async () => {
    let fail = true;
    setup({ 'GET /api/scheduled-interviews': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: page([]) }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The interviews could not be loaded.');
    fail = false;
    await within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('No interviews scheduled')).toBeInTheDocument();
  });

  it('reschedules with the whole plan and cancels with a reason', async () => {
    const interview = makeInterview(1);
    const { api, user } = setup({
      'PUT /api/scheduled-interviews/1': { body: { ...interview, sequence: 1 } },
      'POST /api/scheduled-interviews/1/cancel': { body: { ...interview, status: 'CANCELLED', sequence: 2 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Reschedule the interview with Priya 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule interview' });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2031-03-04');
    expect(within(dialog).getByLabelText(/^Time zone/)).toHaveValue('Europe/Berlin');
    await user.clear(within(dialog).getByLabelText(/^Time$/));
    await user.type(within(dialog).getByLabelText(/^Time$/), '14:30');
    await user.click(within(dialog).getByRole('checkbox', { name: /John Doe/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save and notify' }));
    await expectToast('Interview with Priya 1 rescheduled. Everyone gets the updated invitation.');
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      date: '2031-03-04',
      time: '14:30',
      timeZone: 'Europe/Berlin',
      durationMinutes: 45,
      location: 'Room 4.12',
      videoUrl: 'https://meet.example.com/abc',
      notes: 'Ask about state management.',
      interviewerIds: [1, 2],
    });

    await user.click(screen.getByRole('button', { name: 'Cancel the interview with Priya 1' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel interview' });
    await user.type(within(cancel).getByLabelText(/^Reason/), 'Position filled');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel interview' }));
    await expectToast('The interview with Priya 1 was cancelled.');
    expect(api.calls.find((call) => call.path.endsWith('/cancel'))!.body).toEqual({ reason: 'Position filled' });
  });

  it('schedules for a candidate found by search, with the viewer as interviewer, and shows the server refusal under its field', async () => {
    const candidate = { ...makeApplication(7, { candidateName: 'Ada Lovelace' }), jobTitle: 'Frontend Engineer' };
    let refuse = true;
    const { api, user } = setup({
      'GET /api/applications': { body: applicationPage([candidate]) },
      'POST /api/scheduled-interviews': () =>
        refuse
          ? { status: 400, body: { message: 'The interview must start in the future.', error: 'BAD_REQUEST' } }
          : { status: 201, body: makeInterview(9, { candidateName: 'Ada Lovelace' }) },
    });
    await screen.findByRole('article', { name: /^Priya 1, / });
    await user.click(screen.getByRole('button', { name: 'Schedule interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule interview' });
    await user.type(within(dialog).getByLabelText(/^Place/), 'Room 1');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose the candidate.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Candidate/), 'Ada');
    await user.click(await within(dialog).findByRole('button', { name: /Ada Lovelace/ }));
    expect(within(dialog).getByTestId('picked-candidate')).toHaveTextContent('Ada Lovelace · Frontend Engineer');
    expect(within(dialog).getByRole('checkbox', { name: /Jane Doe/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('The interview must start in the future.')).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await expectToast('Interview with Ada Lovelace scheduled. The invitations are on their way.');
    const posted = api.calls.filter((call) => call.method === 'POST').at(-1)!.body as Record<string, unknown>;
    expect(posted).toMatchObject({ applicationId: 7, time: '10:00', durationMinutes: 60, location: 'Room 1', videoUrl: null, interviewerIds: [1] });
  });
});
