import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeToken } from '../../testing/jwt';
import { renderApp } from '../../testing/render';

async function openLanding(token?: string) {
  const rendered = renderApp('/', { token });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('LandingPage', () => {
  it('advertises AI screening with the six topics and the three claims', async () => {
    await openLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/AI/);
    for (const topic of [
      'AI Screening',
      'Automated Workflows',
      'Analytics & Insights',
      'Team Collaboration',
      'Shorter Time to Hire',
      'Enterprise Security',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: topic })).toBeInTheDocument();
    }
    const stats = screen.getByRole('region', { name: 'Kairox in numbers' });
    expect(within(stats).getByText('70%')).toBeInTheDocument();
    expect(within(stats).getByText('faster hiring')).toBeInTheDocument();
    expect(within(stats).getByText('95%')).toBeInTheDocument();
    expect(within(stats).getByText('satisfaction')).toBeInTheDocument();
    expect(within(stats).getByText('1M+')).toBeInTheDocument();
    expect(within(stats).getByText('candidates processed')).toBeInTheDocument();
  });

  it('leads Sign In to /login and Get Started and Start Free Trial to /signup', async () => {
    await openLanding();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  });

  it('navigates to the sign-in and sign-up pages', async () => {
    const { user, router } = await openLanding();
    await user.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('opens Schedule Demo externally in a new tab', async () => {
    await openLanding();
    const link = screen.getByRole('link', { name: 'Schedule Demo' });
    expect(link).toHaveAttribute('href', 'mailto:sales@kairox.io?subject=Schedule%20a%20demo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the product walkthrough from Watch Demo and closes it', async () => {
    const { user } = await openLanding();
    await user.click(screen.getByRole('button', { name: 'Watch Demo' }));
    const dialog = screen.getByRole('dialog', { name: 'Product walkthrough' });
    expect(within(dialog).getByText('Post a job')).toBeInTheDocument();
    expect(within(dialog).getByText('Let AI screen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'See how it works' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Four steps from opening to offer' })).toBeInTheDocument();
  });

  it('links each plan of the pricing teaser to its checkout', async () => {
    await openLanding();
    const pricing = screen.getByRole('region', { name: 'Plans that grow with your team' });
    expect(within(pricing).getByText('$99')).toBeInTheDocument();
    expect(within(pricing).getByText('$299')).toBeInTheDocument();
    expect(within(pricing).getByText('Most Popular')).toBeInTheDocument();
    expect(within(pricing).getByRole('link', { name: 'Choose Starter' })).toHaveAttribute('href', '/billing/checkout?plan=STARTER');
    expect(within(pricing).getByRole('link', { name: 'Choose Professional' })).toHaveAttribute('href', '/billing/checkout?plan=PROFESSIONAL');
    expect(within(pricing).getByRole('link', { name: 'Choose Enterprise' })).toHaveAttribute('href', '/billing/checkout?plan=ENTERPRISE');
  });

  it('has no app header (no Logout) even when signed in', async () => {
    await openLanding(makeToken());
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kairox' })).toBeInTheDocument();
  });
});
