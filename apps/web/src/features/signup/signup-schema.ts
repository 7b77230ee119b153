import { orgRegisterRequestSchema, SIGNUP_MESSAGES, type OrgRegisterRequest } from '@kairox/contract';
import { z } from 'zod';

/** Where the live availability check of the typed domain stands (use-domain-availability.ts). */
const DOMAIN_STATUSES = ['unknown', 'checking', 'exists', 'free'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** What still keeps a domain from being used, by check status; nothing once it is known to be free. */
const DOMAIN_STATUS_PROBLEMS: Record<DomainStatus, string | null> = {
  unknown: SIGNUP_MESSAGES.domainPending,
  checking: SIGNUP_MESSAGES.domainPending,
  exists: SIGNUP_MESSAGES.domainTaken,
  free: null,
};

// The admin flow of POST /org/register, the payload this page sends: its field schemas are the form's rules.
const registration = orgRegisterRequestSchema.in.options[0].shape;
const organization = registration.organization.shape;
const admin = registration.admin.shape;

/** The page's fields, in page order, and two facts the browser establishes. */
const signupFields = z.object({
  organizationName: organization.legalOrganizationName,
  slug: organization.slug,
  domainId: organization.domainId,
  /** The availability check's verdict on the domain as typed. */
  domainStatus: z.enum(DOMAIN_STATUSES),
  country: organization.country,
  plan: organization.plan,
  industry: organization.industry,
  /** Sent as the chosen range ('51-200'); the server reads the number from it. */
  companySize: z.string(),
  firstName: admin.firstName,
  lastName: admin.lastName,
  email: admin.email,
  /** Whether the email above was verified by OTP. */
  emailVerified: z.boolean(),
  password: admin.password,
  confirmPassword: z.string(),
  phone: admin.phone,
  // The request only requires the flags to be true when sent; the page always sends them, so both boxes must be ticked.
  acceptTerms: z.boolean().refine(Boolean, SIGNUP_MESSAGES.acceptTerms),
  acceptPrivacy: z.boolean().refine(Boolean, SIGNUP_MESSAGES.acceptPrivacy),
});

type SignupValues = z.input<typeof signupFields>;
type SignupField = keyof SignupValues;

export const EMPTY_SIGNUP_VALUES: SignupValues = {
  organizationName: '',
  slug: '',
  domainId: '',
  domainStatus: 'unknown',
  country: '',
  plan: 'FREE_TRIAL',
  industry: '',
  companySize: '',
  firstName: '',
  lastName: '',
  email: '',
  emailVerified: false,
  password: '',
  confirmPassword: '',
  phone: '',
  acceptTerms: false,
  acceptPrivacy: false,
};

function toRegistration(values: z.output<typeof signupFields>): OrgRegisterRequest {
  return {
    organization: {
      legalOrganizationName: values.organizationName,
      slug: values.slug,
      domainId: values.domainId,
      country: values.country,
      plan: values.plan,
      industry: values.industry,
      companySize: values.companySize || null,
    },
    admin: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      // Left out when blank, the field being optional.
      password: values.password ?? undefined,
      phone: values.phone,
    },
    acceptTerms: values.acceptTerms,
    acceptPrivacy: values.acceptPrivacy,
  };
}

/**
 * The sign-up form: the request's field rules, then what only the browser knows (domain availability,
 * email verification, the password confirmation). A field shows its first problem, so these come
 * after the field's own rules. The parsed values are the POST /org/register body.
 */
export const signupFormSchema = signupFields
  .superRefine(({ domainStatus, emailVerified, password, confirmPassword }, ctx) => {
    const domainProblem = DOMAIN_STATUS_PROBLEMS[domainStatus];
    if (domainProblem) ctx.addIssue({ code: 'custom', path: ['domainId'], message: domainProblem });
    if (!emailVerified) ctx.addIssue({ code: 'custom', path: ['email'], message: SIGNUP_MESSAGES.emailNotVerified });
    if ((password ?? '') !== confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: SIGNUP_MESSAGES.passwordsDoNotMatch });
    }
  })
  .transform(toRegistration);

const FIELDS_IN_PAGE_ORDER = signupFields.keyof().options;

/** Every problem that blocks registration, the first of each field, in page order: the submit banner lists them. */
export function signupProblems(values: SignupValues): Array<{ field: SignupField; message: string }> {
  const result = signupFormSchema.safeParse(values);
  if (result.success) return [];
  const firstByField = new Map<PropertyKey, string>();
  for (const { path, message } of result.error.issues) {
    const [field] = path;
    if (field !== undefined && !firstByField.has(field)) firstByField.set(field, message);
  }
  return FIELDS_IN_PAGE_ORDER.flatMap((field) => {
    const message = firstByField.get(field);
    return message ? [{ field, message }] : [];
  });
}

export type EmailCheck = { kind: 'empty' } | { kind: 'invalid' | 'valid'; message: string };

/** The live verdict under the email field (spec section 5, signup): the email rules of the request. */
export function checkCompanyEmail(email: string): EmailCheck {
  if (!email.trim()) return { kind: 'empty' };
  const result = signupFields.shape.email.safeParse(email);
  if (result.success) return { kind: 'valid', message: SIGNUP_MESSAGES.validCompanyEmail };
  return { kind: 'invalid', message: result.error.issues[0]?.message ?? SIGNUP_MESSAGES.invalidEmailFormat };
}
