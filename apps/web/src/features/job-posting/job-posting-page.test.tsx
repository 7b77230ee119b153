import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysLocal, todayLocal } from '../../lib/dates';
import { makeToken } from '../../testing/jwt';
import { renderApp, renderWithProviders } from '../../testing/render';
import { deferred, mockApi, type MockReply } from '../../testing/mock-api';
import { makeJob } from '../../testing/jobs';
import { JobPostingPage } from './job-posting-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function render() {
  return renderWithProviders(<JobPostingPage />, { token: makeToken(), path: '/job-posting' });
}

type User = ReturnType<typeof render>['user'];

const createButton = () => screen.getByRole('button', { name: /^(Create Job Posting|Creating\.\.\.)$/ });
const setValue = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** A toast with this title and message (earlier toasts may still be on screen; the toaster loads with the first one). */
async function expectToast(title: string, message: string) {
  await waitFor(() => {
    const toasts = screen.queryAllByText(message).map((text) => text.closest('[data-sonner-toast]'));
    expect(toasts.some((toast) => toast !== null && within(toast as HTMLElement).queryByText(title) !== null)).toBe(true);
  });
}

async function useTemplate(user: User, name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
}

describe('JobPostingPage layout', () => {
  it('shows the templates, Pro Tip, generator button and the three cards', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Job Posting' })).toBeInTheDocument();
    const templates = screen.getByRole('heading', { name: 'Quick Templates' }).closest('section')!;
    expect(within(templates).getAllByRole('button')).toHaveLength(10);
    expect(screen.getByText('Pro Tip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AI Job Generator' })).toBeInTheDocument();
    for (const card of ['Job Details', 'Internal Details', 'Internal Questions & Topics']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Contact Email')).toHaveValue('jobs@kairox.io');
    expect(screen.getByLabelText('Contact Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Upgrade your plan to use a custom email')).toBeInTheDocument();
    expect(screen.getByLabelText('Application Cutoff Date')).toHaveAttribute('min', todayLocal());
    expect(screen.getByLabelText('AI Processing Cutoff Date')).toHaveAttribute('min', todayLocal());
    expect(screen.getByLabelText('Include team meeting')).not.toBeChecked();
    const department = screen.getByLabelText('Department');
    expect(
      within(department)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select department', 'Engineering', 'Product', 'Design', 'Marketing', 'Others']);
    expect(
      within(screen.getByLabelText('Employment Type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Full-time', 'Part-time', 'Contract']);
  });

  it('fills the form from a template with cutoff dates 30 and 45 days out', async () => {
    const { user } = render();
    await useTemplate(user, /Data Analyst/);
    expect(screen.getByLabelText('Job Title')).toHaveValue('Data Analyst');
    expect(screen.getByLabelText('Department')).toHaveValue('analytics');
    expect(screen.getByLabelText('Department')).toHaveDisplayValue('Analytics');
    expect(screen.getByLabelText('Employment Type')).toHaveValue('full-time');
    expect(screen.getByLabelText('Application Cutoff Date')).toHaveValue(addDaysLocal(30));
    expect(screen.getByLabelText('AI Processing Cutoff Date')).toHaveValue(addDaysLocal(45));
    expect(screen.getByLabelText('Project Name')).toHaveValue('Hiring Funnel Analytics');
    expect((screen.getByLabelText('Job Description') as HTMLTextAreaElement).value).toMatch(/^As a Data Analyst/);
    expect(screen.getAllByText('3/6')).toHaveLength(2);
  });

  it('counts the question and topic lines as n/6, ignoring blanks and extras', () => {
    render();
    setValue('Interview Questions', 'One\n\nTwo\n   ');
    setValue('Topics to Cover', 'a\nb\nc\nd\ne\nf\ng\nh');
    const questions = screen.getByLabelText('Interview Questions');
    const topics = screen.getByLabelText('Topics to Cover');
    expect(questions).toHaveAccessibleDescription(/2\/6$/);
    expect(topics).toHaveAccessibleDescription(/6\/6$/);
    expect(topics).toHaveAccessibleDescription(/2 more will be ignored/);
  });
});

describe('JobPostingPage validation', () => {
  it('asks for the required fields first, without calling the server', async () => {
    const api = mockApi({});
    const { user } = render();
    await user.click(createButton());
    await expectToast('Missing Information', 'Please fill in all required fields.');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses past cutoff dates, the application date first', async () => {
    const api = mockApi({});
    const { user } = render();
    await useTemplate(user, /Backend Engineer/);
    setValue('Application Cutoff Date', '2020-01-01');
    setValue('AI Processing Cutoff Date', '2020-01-01');
    await user.click(createButton());
    await expectToast('Invalid Date', 'Application cutoff date cannot be in the past.');

    setValue('Application Cutoff Date', todayLocal());
    await user.click(createButton());
    await expectToast('Invalid Date', 'AI processing cutoff date cannot be in the past.');
    expect(api.calls).toHaveLength(0);
  });

  it('shows each problem under its field, focuses the one the toast names, and drops a message once its field is edited', async () => {
    mockApi({});
    const { user } = render();
    await useTemplate(user, /Backend Engineer/);
    setValue('Project Code', ' ');
    setValue('Application Cutoff Date', '2020-01-01');
    await user.click(createButton());
    await expectToast('Missing Information', 'Please fill in all required fields.');

    const projectCode = screen.getByLabelText('Project Code');
    const cutoffDate = screen.getByLabelText('Application Cutoff Date');
    expect(projectCode).toHaveFocus();
    expect(projectCode).toHaveAttribute('aria-invalid', 'true');
    expect(projectCode).toHaveAccessibleDescription('Please fill in all required fields.');
    expect(cutoffDate).toHaveAccessibleDescription('Application cutoff date cannot be in the past.');

    await user.type(projectCode, 'BE-1');
    expect(projectCode).not.toHaveAttribute('aria-invalid');
    expect(cutoffDate).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses emoji in the description or requirements', async () => {
    const api = mockApi({});
    const { user } = render();
    await useTemplate(user, /DevOps Engineer/);
    setValue('Requirements', '- Kubernetes 🚀');
    await user.click(createButton());
    await expectToast('Invalid Input', 'Emojis are not allowed in the job description or requirements.');
    expect(api.calls).toHaveLength(0);
  });
});

describe('JobPostingPage submission', () => {
  it('sends the payload with capitalised options, then shows the toast and the success modal', async () => {
    const api = mockApi({ 'POST /functions/V1/create-job': { status: 201, body: { job_id: 77, message: 'Job created' } } });
    const { user } = render();
    await useTemplate(user, /HR Business Partner/);
    setValue('Interview Questions', 'Why people operations\nHow do you coach managers?');
    await user.click(screen.getByLabelText('Include team meeting'));
    await user.click(createButton());

    const dialog = await screen.findByRole('dialog', { name: 'Hooray! Job Created Successfully!' });
    expect(within(dialog).getByText('77')).toBeInTheDocument();
    await expectToast('Job Created', 'Job "77" created successfully!');

    const [call] = api.callsTo('POST /functions/V1/create-job');
    expect(call!.headers.Authorization).toMatch(/^Bearer /);
    expect(call!.body).toEqual({
      title: 'HR Business Partner',
      department: 'Hr',
      location: 'Mumbai, India',
      employmentType: 'Full-time',
      description: expect.stringMatching(/^We are looking for an HR Business Partner/),
      requirements: expect.stringContaining('- 5+ years of HR experience'),
      cutoffDate: addDaysLocal(30),
      aiProcessingCutoffDate: addDaysLocal(45),
      email: 'jobs@kairox.io',
      channels: [],
      includeTeamMeeting: false,
      internalDetails: {
        projectName: 'People Operations Scale-up',
        projectCode: 'HR-BP-0415',
        projectManager: 'Sofia Martins',
        techInterviewPoc: 'Neha Kapoor',
      },
      internalQuestions: 'Why people operations?\nHow do you coach managers?\nEmployment law fundamentals\nPerformance management\nChange management',
    });

    // The form is cleared for the next posting.
    expect(screen.getByLabelText('Job Title')).toHaveValue('');
    expect(screen.getByLabelText('Contact Email')).toHaveValue('jobs@kairox.io');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends Engineering and the chosen employment type capitalised', async () => {
    const api = mockApi({ 'POST /functions/V1/create-job': { body: { job_id: 5, message: 'Job "5" created successfully!' } } });
    const { user } = render();
    await useTemplate(user, /Senior Frontend Engineer/);
    await user.selectOptions(screen.getByLabelText('Employment Type'), 'part-time');
    await user.click(createButton());
    await screen.findByRole('dialog');
    expect(api.callsTo('POST /functions/V1/create-job')[0]!.body).toMatchObject({ department: 'Engineering', employmentType: 'Part-time' });
  });

  it('refuses a second submission while one is in flight, and another within 2 s of the last', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const reply = deferred<MockReply>();
    const api = mockApi({ 'POST /functions/V1/create-job': () => reply.promise });
    const { user } = render();
    await useTemplate(user, /Financial Analyst/);
    await user.click(createButton());
    expect(createButton()).toHaveTextContent('Creating...');
    expect(createButton()).toBeDisabled();

    // A second submission (Enter, or a double click faster than a re-render) while in flight.
    fireEvent.submit(screen.getByRole('form', { name: 'Create Job Posting' }));
    await expectToast('In Progress', 'Job creation is already in progress. Please wait...');

    reply.resolve({ status: 503, body: { message: 'Database unavailable', error: 'unavailable' } });
    await expectToast('Job Creation Failed', 'Database unavailable');
    expect(createButton()).toHaveTextContent('Create Job Posting');
    expect(createButton()).toBeEnabled();

    vi.setSystemTime(Date.now() + 1500);
    await user.click(createButton());
    await expectToast('Too Many Requests', 'Please wait before submitting again.');
    expect(api.callsTo('POST /functions/V1/create-job')).toHaveLength(1);

    vi.setSystemTime(Date.now() + 600);
    await user.click(createButton());
    await waitFor(() => expect(api.callsTo('POST /functions/V1/create-job')).toHaveLength(2));
  });

  it('falls back to the default failure text', async () => {
    const api = mockApi({ 'POST /functions/V1/create-job': { status: 500 } });
    const { user } = render();
    await useTemplate(user, /Management Consultant/);
    await user.click(createButton());
    await expectToast('Job Creation Failed', 'Failed to create job. Please try again.');
    expect(api.callsTo('POST /functions/V1/create-job')).toHaveLength(1);
    // The form is kept so the recruiter can try again.
    expect(screen.getByLabelText('Job Title')).toHaveValue('Management Consultant');
  });

  it('opens the new job from the success modal at /job-details/{id}', async () => {
    mockApi({
      'POST /functions/V1/create-job': { status: 201, body: { job_id: 77, message: 'Job "77" created successfully!' } },
      'GET /functions/V1/job/77': { body: makeJob({ id: 77, title: 'Product Designer (UX/UI)' }) },
    });
    const { user, router } = renderApp('/job-posting', { token: makeToken() });
    await user.click(await screen.findByRole('button', { name: /Product Designer/ }));
    await user.click(createButton());
    const dialog = await screen.findByRole('dialog', { name: 'Hooray! Job Created Successfully!' });
    await user.click(within(dialog).getByRole('button', { name: 'View Job Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-details/77'));
    expect(await screen.findByRole('heading', { name: 'Job Information' })).toBeInTheDocument();
    expect(screen.getAllByText('#77 · Product Designer (UX/UI)').length).toBeGreaterThan(0);
  });
});
