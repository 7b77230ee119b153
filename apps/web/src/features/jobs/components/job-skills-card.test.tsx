import { JOB_SKILLS_MAX, JOB_SKILL_MESSAGES, type JobSkill, type JobSkillsResponse } from '@kairox/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../../testing/jwt';
import { mockApi, type MockHandler } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { makeJob } from '../../../testing/jobs';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const SKILLS_ROUTE = 'GET /functions/V1/job/42/skills';
const POSTING_SKILLS: JobSkill[] = [
  { name: 'React', importance: 'MUST_HAVE', sentence: '- 5+ years of React', source: 'POSTING' },
  { name: 'GraphQL', importance: 'NICE_TO_HAVE', sentence: 'GraphQL is a plus.', source: 'POSTING' },
];
const posting: JobSkillsResponse = { skills: POSTING_SKILLS, edited: false };

function open(routes: Record<string, MockHandler>) {
  const api = mockApi({
    'GET /functions/V1/job/42': { body: makeJob() },
    ...routes,
  });
  return { ...renderApp('/jobs/42', { token: makeToken() }), api };
}

const card = async () => (await screen.findByRole('heading', { name: 'Skills' })).closest('section')!;
const skillItem = (section: HTMLElement, name: string) => within(section).getByText(name).closest('li')!;

describe('Skills card', () => {
  it("shows the posting's skills with their importance and the sentence each came from", async () => {
    open({ [SKILLS_ROUTE]: { body: posting } });
    const section = await card();
    const react = await waitFor(() => skillItem(section, 'React'));
    expect(react).toHaveTextContent('Must-have');
    expect(react).toHaveTextContent('From the posting: “- 5+ years of React”');
    expect(skillItem(section, 'GraphQL')).toHaveTextContent('Nice-to-have');
    expect(within(section).queryByText('Edited')).not.toBeInTheDocument();
  });

  it('marks an edited list and a skill a recruiter added', async () => {
    open({
      [SKILLS_ROUTE]: { body: { edited: true, skills: [{ name: 'Kubernetes', importance: 'MUST_HAVE', sentence: null, source: 'RECRUITER' }] } },
    });
    const section = await card();
    expect(await within(section).findByText('Edited')).toBeInTheDocument();
    expect(skillItem(section, 'Kubernetes')).toHaveTextContent('Added by a recruiter');
  });

  it('says so when the posting names no skills', async () => {
    open({ [SKILLS_ROUTE]: { body: { skills: [], edited: false } } });
    const section = await card();
    expect(await within(section).findByText('No skills found in the posting — add the skills this job requires.')).toBeInTheDocument();
  });

  it('shows a load failure and loads again on retry', async () => {
    let serverDown = true;
    const { user } = open({ [SKILLS_ROUTE]: () => (serverDown ? { status: 503, body: { message: 'Unavailable' } } : { body: posting }) });
    const section = await card();
    // A server failure is retried once before the card gives up.
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load the skills. Please try again.');
    serverDown = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('React')).toBeInTheDocument();
  });

  it('adds a must-have, removes and re-weighs skills, saves, and toasts the background re-screen', async () => {
    const { user, api } = open({
      [SKILLS_ROUTE]: { body: posting },
      'PUT /functions/V1/job/42/skills': (call) => ({ body: { edited: true, skills: (call.body as { skills: JobSkill[] }).skills } }),
    });
    const section = await card();
    await user.click(await within(section).findByRole('button', { name: 'Edit skills' }));

    await user.type(within(section).getByLabelText('New skill'), 'Kubernetes{Enter}');
    await user.click(within(section).getByRole('checkbox', { name: 'GraphQL is a must-have' }));
    await user.click(within(section).getByRole('button', { name: 'Remove React' }));
    await user.click(within(section).getByRole('button', { name: 'Save skills' }));

    expect(await screen.findByText('Skills saved. Candidates are being re-screened in the background.')).toBeInTheDocument();
    expect(api.callsTo('PUT /functions/V1/job/42/skills')[0]!.body).toEqual({
      skills: [
        { name: 'GraphQL', importance: 'MUST_HAVE', sentence: 'GraphQL is a plus.', source: 'POSTING' },
        { name: 'Kubernetes', importance: 'MUST_HAVE', sentence: null, source: 'RECRUITER' },
      ],
    });
    expect(await within(section).findByText('Edited')).toBeInTheDocument();
    expect(skillItem(section, 'Kubernetes')).toHaveTextContent('Must-have');
    expect(within(section).queryByText('React')).not.toBeInTheDocument();
  });

  it('refuses a blank or repeated skill name without calling the server', async () => {
    const { user, api } = open({ [SKILLS_ROUTE]: { body: posting } });
    const section = await card();
    await user.click(await within(section).findByRole('button', { name: 'Edit skills' }));

    await user.click(within(section).getByRole('button', { name: 'Add skill' }));
    // The form validates asynchronously: the alert follows the click.
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent(JOB_SKILL_MESSAGES.nameRequired));
    await user.type(within(section).getByLabelText('New skill'), ' react ');
    await user.click(within(section).getByRole('button', { name: 'Add skill' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent(JOB_SKILL_MESSAGES.duplicate('react')));
    expect(within(section).getByLabelText('New skill')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(section).getByRole('button', { name: 'Remove React' }));
    await user.click(within(section).getByRole('button', { name: 'Remove GraphQL' }));
    await user.click(within(section).getByRole('button', { name: 'Save skills' }));
    expect(await within(section).findByText(JOB_SKILL_MESSAGES.noSkills)).toBeInTheDocument();
    expect(api.callsTo('PUT /functions/V1/job/42/skills')).toHaveLength(0);
  });

  it('says a full list is full before looking at the new name, and adds the name trimmed once there is room', async () => {
    const full = Array.from({ length: JOB_SKILLS_MAX }, (_, index): JobSkill => ({
      name: `Skill ${index + 1}`,
      importance: 'MUST_HAVE',
      sentence: null,
      source: 'RECRUITER',
    }));
    const { user } = open({ [SKILLS_ROUTE]: { body: { skills: full, edited: true } } });
    const section = await card();
    await user.click(await within(section).findByRole('button', { name: 'Edit skills' }));

    await user.click(within(section).getByRole('button', { name: 'Add skill' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent(JOB_SKILL_MESSAGES.tooMany));

    await user.click(within(section).getByRole('button', { name: 'Remove Skill 1' }));
    await user.type(within(section).getByLabelText('New skill'), '  Terraform {Enter}');
    expect(await within(section).findByRole('checkbox', { name: 'Terraform is a must-have' })).toBeChecked();
    expect(within(section).getByLabelText('New skill')).toHaveValue('');
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the edit open", async () => {
    const { user } = open({
      [SKILLS_ROUTE]: { body: posting },
      'PUT /functions/V1/job/42/skills': { status: 400, body: { message: 'Skill names must be storable.', error: 'BAD_REQUEST' } },
    });
    const section = await card();
    await user.click(await within(section).findByRole('button', { name: 'Edit skills' }));
    await user.click(within(section).getByRole('button', { name: 'Save skills' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Skill names must be storable.');
    expect(within(section).getByRole('button', { name: 'Save skills' })).toBeEnabled();
  });

  it("cancels without saving, and resets an edited list to the posting's skills", async () => {
    const { user, api } = open({
      [SKILLS_ROUTE]: { body: { edited: true, skills: [{ name: 'Kubernetes', importance: 'MUST_HAVE', sentence: null, source: 'RECRUITER' }] } },
      'DELETE /functions/V1/job/42/skills': { body: posting },
    });
    const section = await card();
    await user.click(await within(section).findByRole('button', { name: 'Edit skills' }));
    await user.click(within(section).getByRole('button', { name: 'Remove Kubernetes' }));
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByText('Kubernetes')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Edit skills' })).toHaveFocus();

    await user.click(within(section).getByRole('button', { name: 'Edit skills' }));
    await user.click(within(section).getByRole('button', { name: 'Reset to posting' }));
    expect(await screen.findByText("Skills reset to the posting's. Candidates are being re-screened in the background.")).toBeInTheDocument();
    expect(api.callsTo('DELETE /functions/V1/job/42/skills')).toHaveLength(1);
    expect(within(section).getByText('React')).toBeInTheDocument();
    expect(within(section).queryByText('Edited')).not.toBeInTheDocument();
  });
});
