import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysLocal } from '../../../lib/dates';
import { makeToken } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { mockApi } from '../../../testing/mock-api';
import { JobPostingPage } from '../job-posting-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function render() {
  const api = mockApi({});
  const view = renderWithProviders(<JobPostingPage />, { token: makeToken(), path: '/job-posting' });
  return { ...view, api };
}

describe('AI Job Generator', () => {
  it('continues only with a prompt, then enables Generate Job only with the five required inputs', async () => {
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'AI Job Generator' }));
    const step1 = screen.getByRole('dialog', { name: 'AI Job Generator' });
    const prompt = within(step1).getByLabelText('What kind of job do you want to create?');
    const continueButton = within(step1).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(prompt, '   ');
    expect(continueButton).toBeDisabled();
    await user.type(prompt, 'Backend engineer to build our payments platform');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    const step2 = screen.getByRole('dialog', { name: 'Job Details' });
    const generate = within(step2).getByRole('button', { name: 'Generate Job' });
    expect(within(step2).getByLabelText('Company Name')).toHaveFocus();
    expect(generate).toBeDisabled();
    expect(
      within(within(step2).getByLabelText('Experience Level'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select experience level', 'Entry (0-2 years)', 'Mid (2-5 years)', 'Senior (5-8 years)', 'Lead (8+ years)']);
    expect(
      within(within(step2).getByLabelText('Work Mode'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select work mode', 'Remote', 'Hybrid', 'On-site']);

    await user.type(within(step2).getByLabelText('Company Name'), 'Acme Pay');
    await user.selectOptions(within(step2).getByLabelText('Experience Level'), 'Senior');
    await user.type(within(step2).getByLabelText('Required Skills'), 'Go, PostgreSQL');
    await user.type(within(step2).getByLabelText('Salary Range'), '$140k - $170k');
    expect(generate).toBeDisabled();
    await user.selectOptions(within(step2).getByLabelText('Work Mode'), 'Hybrid');
    // Team size and project type are marked required but not enforced.
    expect(within(step2).getByText('Team Size')).toHaveClass("after:content-['*']");
    expect(within(step2).getByText('Project Type')).toHaveClass("after:content-['*']");
    expect(generate).toBeEnabled();

    await user.clear(within(step2).getByLabelText('Company Name'));
    await user.type(within(step2).getByLabelText('Company Name'), '  ');
    expect(generate).toBeDisabled();

    await user.click(within(step2).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('generates locally after about 2 s and fills the form', async () => {
    const { user, api } = render();
    await user.type(screen.getByLabelText('Location'), 'Berlin, Germany');
    await user.type(screen.getByLabelText('Project Name'), 'Payments Core');
    await user.click(screen.getByRole('button', { name: 'AI Job Generator' }));
    await user.type(screen.getByLabelText('What kind of job do you want to create?'), 'Backend engineer to build and scale our payments platform');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Company Name'), 'Acme Pay');
    await user.selectOptions(screen.getByLabelText('Experience Level'), 'Senior');
    await user.type(screen.getByLabelText('Required Skills'), 'Go, PostgreSQL, Kafka');
    await user.type(screen.getByLabelText('Salary Range'), '$140,000 - $170,000');
    await user.selectOptions(screen.getByLabelText('Work Mode'), 'Hybrid');
    await user.type(screen.getByLabelText('Team Size'), '8');
    await user.type(screen.getByLabelText('Project Type'), 'Fintech platform');

    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Generate Job' }));
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(api.calls).toHaveLength(0);

    expect(screen.getByLabelText('Job Title')).toHaveValue('Senior Backend Engineer');
    expect(screen.getByLabelText('Department')).toHaveValue('engineering');
    expect(screen.getByLabelText('Employment Type')).toHaveValue('full-time');
    // What only the recruiter knows is kept.
    expect(screen.getByLabelText('Location')).toHaveValue('Berlin, Germany');
    expect(screen.getByLabelText('Project Name')).toHaveValue('Payments Core');
    const description = (screen.getByLabelText('Job Description') as HTMLTextAreaElement).value;
    expect(description).toContain('Acme Pay is looking for a Senior Backend Engineer');
    expect(description).toContain('This is a hybrid position');
    expect(description).toContain('$140,000 - $170,000');
    expect((screen.getByLabelText('Requirements') as HTMLTextAreaElement).value).toContain('- Strong hands-on experience with Go');
    expect(screen.getByLabelText('Application Cutoff Date')).toHaveValue(addDaysLocal(30));
    expect((screen.getByLabelText('Interview Questions') as HTMLTextAreaElement).value.split('\n').length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText('Job Generated')).toBeInTheDocument();
  });
});
