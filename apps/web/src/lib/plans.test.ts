import { describe, expect, it } from 'vitest';
import { CHECKOUT_PLANS, CHECKOUT_PLAN_LIST, checkoutPath, formatPlanPrice, resolveCheckoutPlan } from './plans';

const names = (id: keyof typeof CHECKOUT_PLANS, included: boolean) =>
  CHECKOUT_PLANS[id].features.filter((feature) => feature.included === included).map((feature) => feature.name);

describe('checkout plans (spec section 9)', () => {
  it('lists Starter, Professional and Enterprise in that order', () => {
    expect(CHECKOUT_PLAN_LIST.map((plan) => plan.name)).toEqual(['Starter', 'Professional', 'Enterprise']);
    expect(CHECKOUT_PLAN_LIST.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['PROFESSIONAL']);
  });

  it('prices Starter at $99/month, Professional at $299/month and Enterprise as custom', () => {
    expect(formatPlanPrice(CHECKOUT_PLANS.STARTER)).toBe('$99/month');
    expect(formatPlanPrice(CHECKOUT_PLANS.PROFESSIONAL)).toBe('$299/month');
    expect(formatPlanPrice(CHECKOUT_PLANS.ENTERPRISE)).toBe('Custom pricing');
  });

  it("has Starter's features", () => {
    expect(names('STARTER', true)).toEqual([
      '4 jobs per month',
      '40 resumes',
      'PDF only',
      'Unlimited mass upload',
      'AI job posting',
      'Auto screening',
      'AI interview screening',
      'Analytics report',
    ]);
    expect(names('STARTER', false)).toEqual(['Auto sourcing', 'End-to-end process', 'Advanced analytics']);
  });

  it("has Professional's features", () => {
    expect(names('PROFESSIONAL', true)).toEqual(
      expect.arrayContaining(['Unlimited jobs', 'Unlimited resumes', 'End-to-end process', 'Advanced analytics']),
    );
    expect(names('PROFESSIONAL', false)).toEqual(['Auto sourcing', 'Custom namespace', 'Dedicated support']);
  });

  it("has Enterprise's features, all included", () => {
    expect(names('ENTERPRISE', true)).toEqual([
      'Unlimited everything',
      'Separate database',
      'Auto sourcing',
      'Custom namespace',
      'Dedicated support',
    ]);
    expect(names('ENTERPRISE', false)).toEqual([]);
  });

  it('resolves the plan parameter case-insensitively, Starter by default, null when unknown', () => {
    expect(resolveCheckoutPlan(null)?.id).toBe('STARTER');
    expect(resolveCheckoutPlan('')?.id).toBe('STARTER');
    expect(resolveCheckoutPlan('  ')?.id).toBe('STARTER');
    expect(resolveCheckoutPlan('professional')?.id).toBe('PROFESSIONAL');
    expect(resolveCheckoutPlan('Enterprise')?.id).toBe('ENTERPRISE');
    expect(resolveCheckoutPlan('FREE_TRIAL')).toBeNull();
    expect(resolveCheckoutPlan('gold')).toBeNull();
  });

  it('builds checkout links', () => {
    expect(checkoutPath('PROFESSIONAL')).toBe('/billing/checkout?plan=PROFESSIONAL');
  });
});
