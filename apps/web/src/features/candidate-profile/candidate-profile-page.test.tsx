import type { AiDecision, ApplicationDetail, DuplicateApplication, InterviewScorecard, Note, StatusHistoryEntry } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectToast, makeApplication } from '../../testing/candidates';
import { makeJob } from '../../testing/jobs';
import { makeToken } from '../../testing/jwt';
import { mockApi, type MockHandler } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const { hasScorecard: _hasScorecard, duplicateCount: _duplicateCount, ...base } = makeApplication(7);
const detail: ApplicationDetail = {
  ...base,
  jobId: 42,
  candidateName: 'Priya Raman',
  candidateEmail: 'priya@example.com',
  candidatePhone: '+91 98765 43210',
  status: 'QUALIFIED',
  score: 82,
  aiScore: 82,
  resumeFileName: 'priya.docx',
  privacyConsent: { givenAt: '2026-11-20T09:00:00.000Z', noticeVersion: '2026-11-24' },
  profile: {
    name: 'Priya Raman',
    email: 'priya@example.com',
    phone: null,
    phoneCountry: null,
    links: { linkedin: 'linkedin.com/in/priya', github: null, portfolio: null },
    location: 'Pune, India',
    totalYears: 6,
    roles: [],
    education: [],
    skills: ['React', 'TypeScript'],
    language: 'en',
  },
};

const note = (id: number, text: string, noteType = 'note'): Note => ({
  id,
  note: text,
  noteType,
  createdAt: `2026-11-2${id}T10:00:00.000Z`,
  createdBy: noteType === 'note' ? 1 : null,
  createdByName: noteType === 'note' ? 'Jane Doe' : null,
});

const history: StatusHistoryEntry[] = [
  {
    id: 1,
    fromStatus: null,
    toStatus: 'APPLIED',
    reason: null,
    changedBy: null,
    changedByName: null,
    changedAt: '2026-11-20T09:00:00.000Z',
    kind: 'STATUS',
    fromScore: null,
    toScore: null,
  },
  {
    id: 2,
    fromStatus: 'APPLIED',
    toStatus: 'QUALIFIED',
    reason: 'Strong React experience',
    changedBy: 1,
    changedByName: 'Jane Doe',
    changedAt: '2026-11-21T09:00:00.000Z',
    kind: 'STATUS',
    fromScore: null,
    toScore: null,
  },
];

const decision: AiDecision = {
  id: 1,
  applicationId: 7,
  kind: 'SCORE',
  inputHash: 'abc',
  engineVersion: 'screen-2',
  output: { score: 82 },
  actorId: null,
  actorName: null,
  reason: null,
  createdAt: '2026-11-20T09:01:00.000Z',
};

const scorecard: InterviewScorecard = {
  applicationId: 7,
  candidateId: null,
  applicantId: 7,
  position: 'Frontend Engineer',
  overallScore: 7.5,
  rawOverallScore: 8,
  suspicionDeduction: 0.5,
  suspiciousAdjustment: null,
  suspiciousJustification: null,
  interviewDate: '2026-11-23T10:00:00.000Z',
  feedback: 'Clear answers on **React** state.',
  scorecard: null,
  noticePeriod: null,
  reference: null,
  totalQuestions: 8,
  totalSuspiciousActivity: 1,
  totalSuspiciousEyeActivity: null,
  totalFaceMismatchDetected: null,
  totalNoFaceDetected: null,
  idVerified: true,
  voiceVerified: false,
  updatedAt: '2026-11-23T11:00:00.000Z',
};

const sameEmail: DuplicateApplication = {
  id: 9,
  jobId: 43,
  jobTitle: 'Data Engineer',
  candidateName: 'Priya Raman',
  status: 'QUALIFIED',
  score: 64,
  createdAt: '2026-11-18T09:00:00.000Z',
  matchedOn: ['email'],
};

function setup(routes: Record<string, MockHandler> = {}, path = '/applications/7') {
  let notes = [note(1, '**Skills** 8/10: React used daily', 'resume-feedback'), note(2, 'Called, available in March')];
  const api = mockApi({
    'GET /api/applications/7': { body: detail },
    'GET /functions/V1/job/42': { body: makeJob({ id: 42, title: 'Frontend Engineer' }) },
    'GET /api/applications/7/status-history': { body: history },
    'GET /api/applications/7/ai-decisions': { body: [decision] },
    'GET /api/applications/7/resume-text': { body: { resumeText: 'Priya Raman\nFrontend engineer, 6 years of React.' } },
    'GET /api/applications/7/notes': () => ({ body: notes }),
    'POST /api/applications/7/notes': (call) => {
      const added = note(5, (call.body as { content: string }).content);
      notes = [...notes, added];
      return { status: 201, body: added };
    },
    'DELETE /api/applications/note/2': () => {
      notes = notes.filter((item) => item.id !== 2);
      return { body: { message: 'Note deleted successfully!' } };
    },
    'GET /api/applications/7/duplicates': { body: [sameEmail] },
    ...routes,
  });
  return { api, ...renderApp(path, { token: makeToken() }) };
}

const section = (name: string) => screen.findByRole('region', { name });

describe('/applications/:applicationId', () => {
  it('shows the candidate with contact, resume text, screening evidence, history and other applications', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Raman' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute('href', '/jobs/42');
    expect(screen.getByTestId('profile-score')).toHaveTextContent('82%');

    const contact = await section('Contact');
    expect(within(contact).getByRole('link', { name: 'priya@example.com' })).toHaveAttribute('href', 'mailto:priya@example.com');
    expect(within(contact).getByRole('link', { name: /linkedin\.com\/in\/priya/ })).toHaveAttribute('href', 'https://linkedin.com/in/priya');
    expect(within(contact).getByText('Pune, India')).toBeInTheDocument();
    expect(within(contact).getByText(/^Agreed on Nov 20, 2026/)).toBeInTheDocument();
    expect(within(contact).getByText('Privacy notice version 2026-11-24')).toBeInTheDocument();

    // A Word resume is shown by its extracted text.
    expect(await within(await section('Resume')).findByTestId('resume-text')).toHaveTextContent('6 years of React.');

    const screening = await section('Resume screening');
    expect(await within(screening).findByText('Skills')).toBeInTheDocument();
    expect(within(screening).getByText(/Resume scored/)).toBeInTheDocument();

    const trail = await section('Status history');
    expect(await within(trail).findByText('Strong React experience')).toBeInTheDocument();
    expect(within(trail).getByText(/by Jane Doe/)).toBeInTheDocument();
    expect(within(trail).getByText('Received as Applied')).toBeInTheDocument();

    const related = await section('Other applications by this person');
    expect(await within(related).findByRole('link', { name: 'Data Engineer' })).toHaveAttribute('href', '/applications/9');
    expect(within(related).getByText(/Priya Raman · .* · 64%/)).toBeInTheDocument();

    // The feedback note belongs to the screening card, not to the notes.
    const notes = await section('Notes');
    expect(await within(notes).findByText('Called, available in March')).toBeInTheDocument();
    expect(within(notes).queryByText(/React used daily/)).not.toBeInTheDocument();

    // No AI interview yet (404): no insights card.
    expect(screen.queryByRole('region', { name: 'AI interview insights' })).not.toBeInTheDocument();
  });

  it('shows the AI interview insights once the interview has a scorecard', async () => {
    setup({ 'GET /api/interviews/7': { body: scorecard } });
    const insights = await section('AI interview insights');
    expect(within(insights).getByText('7.5 / 10')).toBeInTheDocument();
    expect(await within(insights).findByText('React')).toBeInTheDocument();
  });

  it('shows a PDF resume in the page from the fetched file, and its extracted text on the other tab', async () => {
    // Object URLs stubbed for this test only: the test checks what the page turns into one.
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:resume-7'), revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const { user } = setup({
      'GET /api/applications/7': { body: { ...detail, resumeFileName: 'priya.pdf' } },
      'GET /api/applications/7/resume': { body: { pdf: true } },
    });
    const resume = await section('Resume');
    expect(await within(resume).findByTitle('Resume of Priya Raman')).toHaveAttribute('src', 'blob:resume-7');
    await user.click(within(resume).getByRole('tab', { name: 'Extracted text' }));
    expect(await within(resume).findByTestId('resume-text')).toHaveTextContent('6 years of React.');
  });

  it('asks for a reason before reinviting and sends the change with it', async () => {
    const { api, user } = setup({ 'PUT /api/applications/7/status': { body: { ...base, status: 'REINVITED_FOR_AI_SCREENING' } } });
    await user.selectOptions(await screen.findByLabelText('Change status'), 'REINVITED_FOR_AI_SCREENING');
    const dialog = screen.getByRole('dialog', { name: 'Reinvite for AI Screening' });
    expect(within(dialog).getByRole('button', { name: 'Reinvite Candidate' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason for reinvite/), '  Lost connection  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reinvite Candidate' }));
    await expectToast('Priya Raman has been reinvited for AI screening.');
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ status: 'REINVITED_FOR_AI_SCREENING', message: 'Lost connection' });
  });

  it('changes another status at once', async () => {
    const { api, user } = setup({ 'PUT /api/applications/7/status': { body: { ...base, status: 'SHORTLISTED' } } });
    await user.selectOptions(await screen.findByLabelText('Change status'), 'SHORTLISTED');
    await expectToast("Priya Raman's status was changed to Shortlisted.");
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({ status: 'SHORTLISTED' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a note and deletes one after confirming', async () => {
    const { user } = setup();
    const notes = await section('Notes');
    await user.type(within(notes).getByLabelText('Add a note'), 'Second interview booked');
    await user.click(within(notes).getByRole('button', { name: 'Add Note' }));
    expect(await within(notes).findByText('Second interview booked')).toBeInTheDocument();
    expect(within(notes).getByLabelText('Add a note')).toHaveValue('');

    const old = (await within(notes).findByText('Called, available in March')).closest('li')!;
    await user.click(within(old).getByRole('button', { name: 'Delete note' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Note' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(notes).queryByText('Called, available in March')).not.toBeInTheDocument());
    await expectToast('Note deleted successfully!');
  });

  it('deletes the candidate after confirming and goes back to the job', async () => {
    const { api, user, router } = setup({
      'DELETE /api/applications/7': { body: { message: 'deleted' } },
      'GET /functions/V1/job/*': { status: 500, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Candidate' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/42'));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/applications/7')).toBe(true);
  });

  it('says the candidate was not found for a missing or foreign id', async () => {
    setup({ 'GET /api/applications/7': { status: 404, body: { message: 'Application not found' } } });
    expect(await screen.findByText('This candidate was not found.')).toBeInTheDocument();
  });

  it('offers a retry when the candidate cannot be loaded', async () => {
    // A server failure is retried once before the page gives up.
    let failures = 2;
    const { user } = setup({
      'GET /api/applications/7': () => (failures-- > 0 ? { status: 500, body: { message: 'boom' } } : { body: detail }),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Raman' })).toBeInTheDocument();
  });
});
