import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeToken } from '../../testing/jwt';
import { renderApp } from '../../testing/render';
import { setViewport } from '../../testing/viewport';

const signedIn = { token: makeToken() };

async function openDrawer(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.getByRole('dialog', { name: 'Navigation' });
}

describe('side menu', () => {
  it("is titled 'Application' and lists the spec's entries in order", async () => {
    renderApp('/dashboard', signedIn);
    const nav = await screen.findByRole('navigation', { name: 'Application' });
    expect(within(nav).getByText('Application')).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Job Posting', '/job-posting'],
      ['Email & Video', '/team-meeting'],
      ['AI Screening', '/ai-screening'],
      ['Tech Interviews', '/tech-interviews'],
      ['Applications', '/applications'],
      ['Candidates', '/candidates'],
      ['Scheduled Interviews', '/scheduled-interviews'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('mobile drawer', () => {
  beforeEach(() => setViewport({ width: 390, height: 844 }));
  afterEach(() => setViewport());

  it('opens from the menu button with the product name and locks page scrolling', async () => {
    const { user } = renderApp('/dashboard', signedIn);
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText('Kairox')).toBeInTheDocument();
    expect(within(drawer).getByText('Talent Platform')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes when the backdrop is tapped and unlocks scrolling', async () => {
    const { user } = renderApp('/dashboard', signedIn);
    await openDrawer(user);
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes and navigates when a link is tapped', async () => {
    const { user, router } = renderApp('/dashboard', signedIn);
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('link', { name: 'Job Posting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-posting'));
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape', async () => {
    const { user } = renderApp('/dashboard', signedIn);
    await openDrawer(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
  });

  it('closes and unlocks scrolling when the window grows past 768 px', async () => {
    const { user } = renderApp('/dashboard', signedIn);
    await openDrawer(user);
    setViewport({ width: 800, height: 844 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });
});

describe('top navigation', () => {
  it('links the spec entries', async () => {
    renderApp('/dashboard', signedIn);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard', '/job-posting', '/team-meeting', '/ai-screening', '/tech-interviews', '/applications', '/candidates']);
  });
});
