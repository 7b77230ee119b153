/**
 * The checkout plans (spec sections 3 and 9), one data module shared by the checkout page and the
 * landing page's pricing teaser. Free Trial is not here: it is the self-service sign-up plan.
 */
import { PLAN_LABELS, type Plan } from '@kairox/contract';

const CHECKOUT_PLAN_IDS = ['STARTER', 'PROFESSIONAL', 'ENTERPRISE'] as const satisfies readonly Plan[];
export type CheckoutPlanId = (typeof CHECKOUT_PLAN_IDS)[number];

/** Spec section 2: /billing/checkout without a plan shows Starter. */
const DEFAULT_CHECKOUT_PLAN: CheckoutPlanId = 'STARTER';

export interface PlanFeature {
  name: string;
  included: boolean;
}

export interface CheckoutPlan {
  id: CheckoutPlanId;
  name: string;
  /** US dollars per month; null means custom pricing (Enterprise). */
  price: number | null;
  description: string;
  /** Marked 'Most Popular'. */
  popular: boolean;
  features: PlanFeature[];
}

const included = (name: string): PlanFeature => ({ name, included: true });
const excluded = (name: string): PlanFeature => ({ name, included: false });

export const CHECKOUT_PLANS: Record<CheckoutPlanId, CheckoutPlan> = {
  STARTER: {
    id: 'STARTER',
    name: PLAN_LABELS.STARTER,
    price: 99,
    description: 'For small teams bringing AI screening into their first hiring rounds.',
    popular: false,
    features: [
      included('4 jobs per month'),
      included('40 resumes'),
      included('PDF only'),
      included('Unlimited mass upload'),
      included('AI job posting'),
      included('Auto screening'),
      included('AI interview screening'),
      included('Analytics report'),
      excluded('Auto sourcing'),
      excluded('End-to-end process'),
      excluded('Advanced analytics'),
    ],
  },
  PROFESSIONAL: {
    id: 'PROFESSIONAL',
    name: PLAN_LABELS.PROFESSIONAL,
    price: 299,
    description: 'For growing teams that hire continuously and run the whole process in Kairox.',
    popular: true,
    features: [
      included('Unlimited jobs'),
      included('Unlimited resumes'),
      included('Everything in Starter'),
      included('End-to-end process'),
      included('Advanced analytics'),
      excluded('Auto sourcing'),
      excluded('Custom namespace'),
      excluded('Dedicated support'),
    ],
  },
  ENTERPRISE: {
    id: 'ENTERPRISE',
    name: PLAN_LABELS.ENTERPRISE,
    price: null,
    description: 'For large organizations that need isolation, sourcing at scale and a dedicated team.',
    popular: false,
    features: [
      included('Unlimited everything'),
      included('Separate database'),
      included('Auto sourcing'),
      included('Custom namespace'),
      included('Dedicated support'),
    ],
  },
};

/** The plans in display order. */
export const CHECKOUT_PLAN_LIST: readonly CheckoutPlan[] = CHECKOUT_PLAN_IDS.map((id) => CHECKOUT_PLANS[id]);

/**
 * The plan named by the `plan` query parameter: case-insensitive, Starter when absent or blank,
 * null when unknown ('Plan not found').
 */
export function resolveCheckoutPlan(param: string | null | undefined): CheckoutPlan | null {
  const key = param?.trim().toUpperCase();
  if (!key) return CHECKOUT_PLANS[DEFAULT_CHECKOUT_PLAN];
  return (CHECKOUT_PLAN_IDS as readonly string[]).includes(key) ? CHECKOUT_PLANS[key as CheckoutPlanId] : null;
}

/** '$99' or 'Custom pricing'. */
export function formatPlanAmount(plan: CheckoutPlan): string {
  return plan.price === null ? 'Custom pricing' : `$${plan.price}`;
}

/** '$99/month' or 'Custom pricing' (spec section 9 wording). */
export function formatPlanPrice(plan: CheckoutPlan): string {
  return plan.price === null ? 'Custom pricing' : `$${plan.price}/month`;
}

/** The checkout address of a plan, as the landing page links it. */
export function checkoutPath(id: CheckoutPlanId): string {
  return `/billing/checkout?plan=${id}`;
}

/** Where paid plans are requested (spec section 6: activation by the provider within 2 hours). */
export const SALES_EMAIL = 'sales@kairox.io';

export function salesMailto(subject: string): string {
  return `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
