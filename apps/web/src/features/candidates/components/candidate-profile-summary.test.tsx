import type { ResumeProfile } from '@kairox/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../../testing/jwt';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { applicationPage, makeApplication } from '../../../testing/candidates';
import { CandidateProfileSummary } from './candidate-profile-summary';
import { CandidatesSection } from './candidates-section';

const profile = (overrides: Partial<ResumeProfile> = {}): ResumeProfile => ({
  name: 'Maria Keller',
  email: 'maria.keller@example.com',
  phone: '+49 30 1234567',
  phoneCountry: 'DE',
  links: { linkedin: 'https://linkedin.com/in/maria-keller', github: 'https://github.com/mkeller', portfolio: null },
  location: 'Berlin, Germany',
  totalYears: 8.4,
  roles: [
    { title: 'Head Chef', organization: 'Hotel Adlon', start: '2016-03', end: null },
    { title: 'Sous Chef', organization: null, start: '2012', end: '2016' },
  ],
  education: [{ degree: 'Culinary Arts Diploma', institution: 'Berlin Culinary School', year: '2011' }],
  skills: ['Menu planning', 'HACCP', 'Food cost control', 'Banquets', 'Team leadership', 'Pastry'],
  language: 'en',
  ...overrides,
});

const group = () => screen.getByRole('group', { name: 'Resume details for Maria Keller' });

/** Renders the summary and opens it, as a recruiter clicking the button beside the name. */
async function openSummary(summary: ResumeProfile) {
  const user = userEvent.setup();
  render(<CandidateProfileSummary name="Maria Keller" profile={summary} />);
  await user.click(screen.getByRole('button', { name: 'Show resume details for Maria Keller' }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the resume details under a candidate name', () => {
  it('adds only a button beside the name until it is opened', () => {
    const { container } = render(<CandidateProfileSummary name="Maria Keller" profile={profile()} />);
    expect(container).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Show resume details for Maria Keller' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('shows location, years, links that open safely in a new tab and the top skills', async () => {
    await openSummary(profile());
    const details = group();
    expect(details).toHaveTextContent('Berlin, Germany');
    expect(details).toHaveTextContent('8 years');
    const linkedin = within(details).getByRole('link', { name: 'Maria Keller on LinkedIn (opens in a new tab)' });
    expect(linkedin).toHaveAttribute('href', 'https://linkedin.com/in/maria-keller');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(details).getByRole('link', { name: /on GitHub/ })).toHaveAttribute('href', 'https://github.com/mkeller');
    expect(within(details).queryByRole('link', { name: /on Portfolio/ })).toBeNull();
    const skills = within(details).getByRole('list', { name: 'Skills from the resume' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Menu planning', 'HACCP', 'Food cost control', 'Banquets', '+2 more']);
  });

  it('lists roles and education, and closes again', async () => {
    const user = await openSummary(profile());
    expect(within(group()).getByText('Head Chef')).toBeVisible();
    expect(within(group()).getByText('2016-03 – Present')).toBeVisible();
    expect(within(group()).getByText('Culinary Arts Diploma, Berlin Culinary School, 2011')).toBeVisible();
    const close = screen.getByRole('button', { name: 'Hide resume details for Maria Keller' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    await user.click(close);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('never links a URL that is not a web address', async () => {
    await openSummary(profile({ links: { linkedin: 'javascript:alert(1)', github: 'not a url', portfolio: 'https://maria.cooking' } }));
    const links = within(group()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://maria.cooking/']);
  });

  it('shows nothing before the resume is parsed or when it gave nothing', () => {
    const { container, rerender } = render(<CandidateProfileSummary name="Maria Keller" profile={null} />);
    expect(container).toBeEmptyDOMElement();
    const empty = profile({
      links: { linkedin: null, github: null, portfolio: null },
      location: null,
      totalYears: null,
      roles: [],
      education: [],
      skills: [],
    });
    rerender(<CandidateProfileSummary name="Maria Keller" profile={empty} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('appears in the candidate row of the job page', async () => {
    mockApi({
      'GET /api/applications/applicants/42': () => ({
        body: applicationPage([
          makeApplication(1, { candidateName: 'Maria Keller', profile: profile() }),
          makeApplication(2, { candidateName: 'Omar Haddad' }),
        ]),
      }),
      'GET /api/interviews/*': { status: 404, body: { message: 'Not found' } },
    });
    renderWithProviders(<CandidatesSection jobId={42} />, { token: makeToken() });
    const open = await screen.findByRole('button', { name: 'Show resume details for Maria Keller' });
    expect(open.closest('td')).toHaveTextContent(/^Maria Keller$/);
    await userEvent.setup().click(open);
    expect(group().closest('tr')).toHaveTextContent('Berlin, Germany');
    expect(screen.queryByRole('button', { name: 'Show resume details for Omar Haddad' })).toBeNull();
  });
});
