import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { PLANS } from '../enums.js';
import { SIGNUP_MESSAGES, USER_MESSAGES } from '../messages.js';
import { DOMAIN_ID_PATTERN, SLUG_PATTERN, isFreeMailDomain, isValidPhone, normalizeDomainId, parseCompanySize } from '../validators.js';
import { emailField, requiredText } from './common.js';

export const domainIdField = requiredText(SIGNUP_MESSAGES.domainRequired, 253)
  .regex(DOMAIN_ID_PATTERN, SIGNUP_MESSAGES.domainInvalid)
  .transform(normalizeDomainId);

export const orgCheckQuerySchema = z.object({ domainId: domainIdField });
export const orgCheckResponseSchema = z.object({ exists: z.boolean() }).meta({ id: 'OrgCheckResponse' });

const optionalText = z
  .string()
  .trim()
  .max(120)
  .optional()
  .nullable()
  .transform((value) => value || null);

const optionalPhone = z
  .string()
  .trim()
  .max(32)
  .optional()
  .nullable()
  .refine((value) => !value || isValidPhone(value), USER_MESSAGES.phoneInvalid)
  .transform((value) => value || null);

const companyEmail = emailField(SIGNUP_MESSAGES.emailRequired, SIGNUP_MESSAGES.invalidEmailFormat).refine(
  (email) => !isFreeMailDomain(email),
  SIGNUP_MESSAGES.personalEmail,
);

const organizationFields = {
  slug: requiredText(SIGNUP_MESSAGES.slugRequired, 10)
    .transform((slug) => slug.toLowerCase())
    .pipe(z.string().regex(SLUG_PATTERN, SIGNUP_MESSAGES.slugInvalid)),
  domainId: domainIdField,
  country: requiredText(SIGNUP_MESSAGES.countryRequired, 80),
  plan: z
    .string({ error: SIGNUP_MESSAGES.planRequired })
    .trim()
    .transform((plan) => plan.toUpperCase())
    .pipe(z.enum(PLANS, { error: SIGNUP_MESSAGES.planRequired })),
  industry: optionalText,
  companySize: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value) => parseCompanySize(value)),
};

const adminFields = {
  firstName: requiredText(USER_MESSAGES.firstNameRequired, 100),
  lastName: requiredText(USER_MESSAGES.lastNameRequired, 100),
  email: companyEmail,
  password: z
    .string()
    .max(1024)
    .optional()
    .nullable()
    .refine((value) => !value || value.length >= PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES.passwordTooShort)
    .transform((value) => value || null),
  phone: optionalPhone,
};

/** Current flow: organization.legalOrganizationName + admin. */
const registerWithAdminSchema = z.object({
  organization: z.object({
    legalOrganizationName: requiredText(SIGNUP_MESSAGES.organizationNameRequired, 200),
    ...organizationFields,
  }),
  admin: z.object(adminFields),
  acceptTerms: z.boolean().optional(),
  acceptPrivacy: z.boolean().optional(),
});

/** Earlier flow: organization.name + user. */
const registerWithUserSchema = z.object({
  organization: z.object({
    name: requiredText(SIGNUP_MESSAGES.organizationNameRequired, 200),
    ...organizationFields,
  }),
  user: z.object(adminFields),
  acceptTerms: z.boolean().optional(),
  acceptPrivacy: z.boolean().optional(),
});

/**
 * POST /org/register accepts both payload flows of spec section 3 and normalises them to one
 * shape. The consent flags, when sent, must be true.
 */
export const orgRegisterRequestSchema = z
  .union([registerWithAdminSchema, registerWithUserSchema])
  .superRefine((body, ctx) => {
    if (body.acceptTerms === false) ctx.addIssue({ code: 'custom', message: SIGNUP_MESSAGES.acceptTerms });
    if (body.acceptPrivacy === false) ctx.addIssue({ code: 'custom', message: SIGNUP_MESSAGES.acceptPrivacy });
  })
  .transform((body) => {
    const { slug, domainId, country, plan, industry, companySize } = body.organization;
    const name = 'legalOrganizationName' in body.organization ? body.organization.legalOrganizationName : body.organization.name;
    const admin = 'admin' in body ? body.admin : body.user;
    return { organization: { name, slug, domainId, country, plan, industry, companySize }, admin };
  })
  .meta({ id: 'OrgRegisterRequest' });
export type OrgRegisterRequest = z.input<typeof orgRegisterRequestSchema>;
export type OrgRegistration = z.output<typeof orgRegisterRequestSchema>;

export const organizationSchema = z
  .object({
    orgId: z.number().int(),
    name: z.string(),
    slug: z.string(),
    domainId: z.string(),
    plan: z.enum(PLANS),
    country: z.string().nullable(),
    industry: z.string().nullable(),
    companySize: z.number().int().nullable(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organizationSchema>;

export const orgRegisterResponseSchema = z
  .object({
    message: z.string(),
    organization: organizationSchema,
    admin: z.object({ id: z.number().int(), email: z.string() }),
  })
  .meta({ id: 'OrgRegisterResponse' });

// ---------------------------------------------------------------------------------------------
// Settings (issue #10: no decision without a human)
// ---------------------------------------------------------------------------------------------

/** GET /api/organizations/settings: what the organisation opted in to. */
export const organizationSettingsSchema = z
  .object({
    /** True: the AI interview rule moves candidates itself; false (default): it only proposes the move. */
    aiAutoMoves: z.boolean(),
  })
  .meta({ id: 'OrganizationSettings' });
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/** PUT /api/organizations/settings (organisation admins only). */
export const updateOrganizationSettingsRequestSchema = z
  .object({ aiAutoMoves: z.boolean({ error: 'aiAutoMoves must be true or false.' }) })
  .meta({ id: 'UpdateOrganizationSettingsRequest' });
export type UpdateOrganizationSettingsRequest = z.infer<typeof updateOrganizationSettingsRequestSchema>;
