import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openCheckout(path: string) {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, fetchMock };
}

function summary() {
  return screen.getByRole('region', { name: 'Order summary' });
}

describe('CheckoutPage', () => {
  it.each([
    ['STARTER', 'Starter', '$99', '4 jobs per month'],
    ['PROFESSIONAL', 'Professional', '$299', 'Unlimited jobs'],
    ['ENTERPRISE', 'Enterprise', 'Custom pricing', 'Separate database'],
  ])('shows the %s plan', async (param, name, price, feature) => {
    const { fetchMock } = await openCheckout(`/billing/checkout?plan=${param}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(within(summary()).getByTestId('checkout-plan-name')).toHaveTextContent(name);
    expect(within(summary()).getByTestId('checkout-plan-price')).toHaveTextContent(price);
    expect(within(summary()).getByText(feature)).toBeInTheDocument();
    expect(screen.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    // The payment element is a placeholder naming the processor; nothing is sent anywhere.
    expect(screen.getByText('Payments are processed securely by Stripe.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeDisabled();
    expect(screen.getByRole('button', { name: `Subscribe to ${name}` })).toBeDisabled();
    expect(screen.getByText('Online checkout is not available yet')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks Professional as Most Popular and lists what it leaves out', async () => {
    await openCheckout('/billing/checkout?plan=PROFESSIONAL');
    expect(within(summary()).getByText('Most Popular')).toBeInTheDocument();
    const notIncluded = within(summary()).getByRole('heading', { name: 'Not included' }).parentElement!;
    expect(within(notIncluded).getByText('Auto sourcing')).toBeInTheDocument();
    expect(within(notIncluded).getByText('Custom namespace')).toBeInTheDocument();
    expect(within(notIncluded).getByText('Dedicated support')).toBeInTheDocument();
  });

  it('reads the plan case-insensitively', async () => {
    await openCheckout('/billing/checkout?plan=pRoFeSsIoNaL');
    expect(within(summary()).getByTestId('checkout-plan-name')).toHaveTextContent('Professional');
    expect(within(summary()).getByTestId('checkout-plan-price')).toHaveTextContent('$299/month');
  });

  it('shows Starter when no plan is given', async () => {
    await openCheckout('/billing/checkout');
    expect(within(summary()).getByTestId('checkout-plan-name')).toHaveTextContent('Starter');
    expect(within(summary()).getByTestId('checkout-plan-price')).toHaveTextContent('$99/month');
  });

  it("says 'Plan not found' for an unknown plan, with links to the real ones", async () => {
    await openCheckout('/billing/checkout?plan=platinum');
    expect(screen.getByRole('heading', { level: 1, name: 'Plan not found' })).toBeInTheDocument();
    expect(screen.queryByText('Payments are processed securely by Stripe.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Starter plan/ })).toHaveAttribute('href', '/billing/checkout?plan=STARTER');
    expect(screen.getByRole('link', { name: /View Enterprise plan/ })).toHaveAttribute('href', '/billing/checkout?plan=ENTERPRISE');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('offers the free trial and sales instead of a charge', async () => {
    await openCheckout('/billing/checkout?plan=starter');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toMatch(/^mailto:sales@kairox\.io\?subject=/);
    expect(screen.getByText(/Premium plans are activated within 2 hours/)).toBeInTheDocument();
  });

  it('switches plans through the plan links', async () => {
    const { user, router } = await openCheckout('/billing/checkout?plan=STARTER');
    await user.click(screen.getByRole('link', { name: 'Enterprise' }));
    expect(router.state.location.search).toBe('?plan=ENTERPRISE');
    expect(within(summary()).getByTestId('checkout-plan-name')).toHaveTextContent('Enterprise');
  });
});
