/** Enumerations and option lists from spec section 3. */

export const ROLES = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_USER'] as const;
export type Role = (typeof ROLES)[number];
/** Roles given through the API (the operator's portal, an admin's Team page); nobody becomes an operator that way (DECISIONS.md). */
export const ASSIGNABLE_ROLES = ['ROLE_ADMIN', 'ROLE_USER'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const PLANS = ['FREE_TRIAL', 'STARTER', 'PROFESSIONAL', 'ENTERPRISE'] as const;
export type Plan = (typeof PLANS)[number];
/** Only the free trial is self-service; paid plans are activated by the provider. */
export const SELF_SERVICE_PLANS: readonly Plan[] = ['FREE_TRIAL'];
export const PLAN_LABELS: Record<Plan, string> = {
  FREE_TRIAL: 'Free Trial',
  STARTER: 'Starter',
  PROFESSIONAL: 'Professional',
  ENTERPRISE: 'Enterprise',
};

export const COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Germany',
  'France',
  'India',
  'Australia',
  'Japan',
  'Singapore',
  'Netherlands',
  'Sweden',
  'Switzerland',
] as const;

export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Manufacturing',
  'Retail',
  'Consulting',
  'Media',
  'Government',
  'Non-profit',
] as const;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;

export const JOB_STATUSES = ['ACTIVE', 'CLOSED', 'DRAFT', 'COMPLETED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
