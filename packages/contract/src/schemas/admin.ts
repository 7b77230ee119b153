/**
 * The operator (super-admin) API: spec sections 2 (super-admin dashboard), 3 (Organization,
 * Admin-listed user, paged responses), 5 (admin user forms), 6 (ROLE_SUPER_ADMIN), 7 (super-admin
 * calls) and 8 (admin errors). Shared by the server's validation and the operator portal.
 */
import { z } from 'zod';
import { ASSIGNABLE_ROLES, PLANS, type AssignableRole } from '../enums.js';
import { AUTH_MESSAGES, USER_MESSAGES } from '../messages.js';
import { storableString } from '../text.js';
import { isValidPhone } from '../validators.js';
import { emailField, requiredText } from './common.js';
import { organizationSchema } from './organizations.js';
import { newPasswordField, userSchema } from './users.js';

/** Spec section 9: the organisation list pages by 20, the user list by 25. */
export const ORG_PAGE_SIZE = 20;
export const USER_PAGE_SIZE = 25;
/** A larger `size` is lowered to this. */
export const ADMIN_MAX_PAGE_SIZE = 100;
/** At most this many ids in one bulk call. */
export const ADMIN_MAX_BULK_IDS = 500;

/** Spec section 2 / 7 defaults of the two lists. */
export const ORG_DEFAULT_SORT = 'name,ASC';
export const USER_DEFAULT_SORT = 'lastName,ASC';

export const ORG_SORT_FIELDS = ['name', 'slug', 'domainId', 'plan', 'country', 'industry', 'companySize', 'createdAt', 'userCount'] as const;
export type OrgSortField = (typeof ORG_SORT_FIELDS)[number];

export const USER_SORT_FIELDS = ['firstName', 'lastName', 'email', 'role', 'enabled', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** Spec section 8 (Admin) texts, plus the operator guards the spec leaves unnamed. */
export const ADMIN_MESSAGES = {
  loadOrganizationsFailed: 'Failed to load organizations',
  deleteOrganizationsFailed: 'Failed to delete organizations',
  unauthorized: 'Unauthorized access. Please login again.',
  forbidden: 'Access denied. Insufficient permissions.',
  superAdminRequired: AUTH_MESSAGES.superAdminRequired,
  organizationNotFound: 'Organization not found.',
  loadUsersFailed: 'Failed to load users. Please try again.',
  deleteUsersDependencies: 'Cannot delete users. Some users may have dependencies.',
  usersNotFound: 'Some users were not found.',
  duplicateEmail: 'Email already exists. Please use a different email address.',
  invalidUserData: 'Invalid user data. Please check all fields.',
  createForbidden: 'Access denied. Insufficient permissions to create users.',
  userNotFound: 'User not found. They may have been deleted.',
  invalidRequest: 'Invalid request. Please try again.',
  invalidRoleAssignment: 'Invalid role assignment. Please try again.',
  // Not named by the spec:
  organizationIdRequired: 'Organization is required',
  invalidSort: 'Invalid sort. Use field,ASC or field,DESC with a supported field.',
  invalidPlan: 'Invalid plan filter.',
  platformOrganizationProtected: 'The platform organization cannot be deleted.',
  platformOrganizationClosed: 'Users cannot be added to the platform organization.',
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastOperator: 'At least one active super admin must remain.',
} as const;

// ---------------------------------------------------------------------------------------------
// Paging

/** Spec section 3 "Paged responses" for organisations and users: items, totalPages, totalElements (+ page, size). */
export function pagedItemsResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    /** Zero-based page number that was answered. */
    page: z.number().int(),
    /** Page size that was applied (after the 100 cap). */
    size: z.number().int(),
  });
}
export interface PagedItems<T> {
  items: T[];
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
}

const pageField = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(0, 'page must be 0 or more')
  .max(1_000_000, 'page is too large')
  .default(0);

const sizeField = (fallback: number) =>
  z.coerce
    .number({ error: 'size must be a number' })
    .int('size must be a whole number')
    .min(1, 'size must be at least 1')
    .default(fallback)
    .transform((size) => Math.min(size, ADMIN_MAX_PAGE_SIZE));

const searchField = storableString()
  .trim()
  .max(200, 'search is too long')
  .optional()
  .transform((search) => search || undefined);

export interface SortOrder<F extends string> {
  field: F;
  direction: 'ASC' | 'DESC';
}

/** `sort=field,ASC|DESC` (direction optional, ASC by default; case-insensitive) against a whitelist. */
function sortField<const F extends string>(fields: readonly F[], fallback: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): SortOrder<F> => {
      const [rawField = '', rawDirection = 'ASC', ...rest] = (value || fallback).split(',').map((part) => part.trim());
      const field = fields.find((candidate) => candidate.toLowerCase() === rawField.toLowerCase());
      const direction = rawDirection.toUpperCase();
      if (!field || (direction !== 'ASC' && direction !== 'DESC') || rest.length > 0) {
        ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.invalidSort, path: [] });
        return z.NEVER;
      }
      return { field, direction };
    })
    .meta({ description: `field,ASC|DESC with field one of ${fields.join(', ')}; default ${fallback}` });
}

/** GET /api/super-admin/organizations */
export const adminOrganizationsQuerySchema = z.object({
  page: pageField,
  size: sizeField(ORG_PAGE_SIZE),
  sort: sortField(ORG_SORT_FIELDS, ORG_DEFAULT_SORT),
  search: searchField,
  /** Optional plan filter; empty or ALL means every plan. Case-insensitive. */
  plan: z
    .string()
    .trim()
    .optional()
    .transform((plan) => (plan && plan.toUpperCase() !== 'ALL' ? plan.toUpperCase() : undefined))
    .pipe(z.enum(PLANS, { error: ADMIN_MESSAGES.invalidPlan }).optional())
    .meta({ description: `One of ${PLANS.join(', ')} (any case); empty or ALL: every plan` }),
});
export type AdminOrganizationsQuery = z.input<typeof adminOrganizationsQuerySchema>;

/** GET /api/super-admin/organizations/{orgId}/users */
export const adminUsersQuerySchema = z.object({
  page: pageField,
  size: sizeField(USER_PAGE_SIZE),
  sort: sortField(USER_SORT_FIELDS, USER_DEFAULT_SORT),
  search: searchField,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Ids

/** A positive integer id; a string of digits is accepted too (query strings, lenient clients). */
const idField = (message: string) =>
  z
    .union(
      [
        z.number({ error: message }).int(message).positive(message),
        z
          .string({ error: message })
          .trim()
          .regex(/^[1-9]\d{0,9}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647, message));

export const orgIdParamsSchema = z.object({ orgId: idField(ADMIN_MESSAGES.organizationNotFound) });
export const userIdParamsSchema = z.object({ id: idField(ADMIN_MESSAGES.userNotFound) });

/** The `orgId` query parameter of the user calls. */
const orgIdQueryField = idField;

/** A non-empty list of ids, de-duplicated. */
const idList = (message: string) =>
  z
    .array(idField(message), { error: message })
    .min(1, message)
    .max(ADMIN_MAX_BULK_IDS, message)
    .transform((ids) => [...new Set(ids)]);

/** DELETE /api/super-admin/organizations: `[1, 2]` or `{ "orgIds": [1, 2] }` (DECISIONS.md). */
export const deleteOrganizationsRequestSchema = z
  .union([idList(ADMIN_MESSAGES.invalidRequest), z.object({ orgIds: idList(ADMIN_MESSAGES.invalidRequest) })], {
    error: ADMIN_MESSAGES.invalidRequest,
  })
  .transform((body) => (Array.isArray(body) ? body : body.orgIds))
  .meta({ id: 'DeleteOrganizationsRequest' });
export type DeleteOrganizationsRequest = z.input<typeof deleteOrganizationsRequestSchema>;

/** Bulk user calls: `[1, 2]` or `{ "userIds": [1, 2] }` (DECISIONS.md). */
export const userIdsRequestSchema = z
  .union([idList(ADMIN_MESSAGES.invalidRequest), z.object({ userIds: idList(ADMIN_MESSAGES.invalidRequest) })], {
    error: ADMIN_MESSAGES.invalidRequest,
  })
  .transform((body) => (Array.isArray(body) ? body : body.userIds))
  .meta({ id: 'UserIdsRequest' });
export type UserIdsRequest = z.input<typeof userIdsRequestSchema>;

/** DELETE /api/super-admin/users (optional `orgId`: then every id must belong to it). */
export const deleteUsersQuerySchema = z.object({
  orgId: orgIdQueryField(ADMIN_MESSAGES.invalidRequest).optional(),
});

/** POST /api/super-admin/users/enabled?enabled={bool}&orgId={orgId} */
export const setUsersEnabledQuerySchema = z.object({
  enabled: z
    .enum(['true', 'false'], { error: ADMIN_MESSAGES.invalidRequest })
    .transform((value) => value === 'true')
    .meta({ description: 'true to enable, false to disable' }),
  orgId: orgIdQueryField(ADMIN_MESSAGES.invalidRequest),
});

/** POST /api/super-admin/users/roles?orgId={orgId} */
export const setUserRolesQuerySchema = z.object({
  orgId: orgIdQueryField(ADMIN_MESSAGES.invalidRoleAssignment),
});

const assignableRoleField = z.enum(ASSIGNABLE_ROLES, { error: ADMIN_MESSAGES.invalidRoleAssignment });

/**
 * POST /api/super-admin/users/roles body: a map `{ "<userId>": "ROLE_ADMIN" | "ROLE_USER" }` (spec
 * section 7) or a list `[{ userId, role }]`. Normalised to a list; an id given twice must keep one role.
 */
export const setUserRolesRequestSchema = z
  .union(
    [
      z.record(z.string().regex(/^[1-9]\d{0,9}$/), assignableRoleField),
      z.array(z.object({ userId: idField(ADMIN_MESSAGES.invalidRoleAssignment), role: assignableRoleField })),
    ],
    { error: ADMIN_MESSAGES.invalidRoleAssignment },
  )
  .transform((body, ctx) => {
    const entries = Array.isArray(body)
      ? body.map(({ userId, role }) => [userId, role] as const)
      : Object.entries(body).map(([userId, role]) => [Number(userId), role] as const);
    const roles = new Map<number, AssignableRole>();
    for (const [userId, role] of entries) {
      if (roles.has(userId) && roles.get(userId) !== role) {
        ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.invalidRoleAssignment });
        return z.NEVER;
      }
      roles.set(userId, role);
    }
    if (roles.size === 0 || roles.size > ADMIN_MAX_BULK_IDS) {
      ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.invalidRoleAssignment });
      return z.NEVER;
    }
    return [...roles].map(([userId, role]) => ({ userId, role }));
  })
  .meta({ id: 'SetUserRolesRequest' });
export type SetUserRolesRequest = z.input<typeof setUserRolesRequestSchema>;

// ---------------------------------------------------------------------------------------------
// User forms (spec section 5, admin user forms)

/**
 * Operators may add users with any valid email (not only company domains): they act for the
 * tenant, e.g. for a contractor's address. Empty phone means none.
 */
const anyEmailField = emailField(USER_MESSAGES.emailRequired, USER_MESSAGES.emailInvalid);

const optionalPhoneField = z
  .string({ error: USER_MESSAGES.phoneInvalid })
  .trim()
  .max(32, USER_MESSAGES.phoneInvalid)
  .nullable()
  .optional()
  .refine((phone) => !phone || isValidPhone(phone), USER_MESSAGES.phoneInvalid)
  .transform((phone) => (phone === undefined ? undefined : phone || null));

const userFormFields = {
  firstName: requiredText(USER_MESSAGES.firstNameRequired, 100),
  lastName: requiredText(USER_MESSAGES.lastNameRequired, 100),
  email: anyEmailField,
  phone: optionalPhoneField,
};

/** POST /api/super-admin/users/register: creates a ROLE_USER (or the given ROLE_ADMIN/ROLE_USER). */
export const adminRegisterUserRequestSchema = z
  .object({
    ...userFormFields,
    password: newPasswordField,
    orgId: idField(ADMIN_MESSAGES.organizationIdRequired),
    role: assignableRoleField.optional(),
  })
  .meta({ id: 'AdminRegisterUserRequest' });
export type AdminRegisterUserRequest = z.input<typeof adminRegisterUserRequestSchema>;

/** The Add User form adds a confirmation that never leaves the browser. */
export const adminAddUserFormSchema = adminRegisterUserRequestSchema
  .omit({ orgId: true, role: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: USER_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type AdminAddUserForm = z.input<typeof adminAddUserFormSchema>;

/** PUT /api/super-admin/users/{id}?orgId={orgId}: phone absent = unchanged, null or '' = removed. */
export const adminUpdateUserRequestSchema = z.object(userFormFields).meta({ id: 'AdminUpdateUserRequest' });
export type AdminUpdateUserRequest = z.input<typeof adminUpdateUserRequestSchema>;

export const adminUpdateUserQuerySchema = z.object({
  orgId: orgIdQueryField(ADMIN_MESSAGES.userNotFound),
});

// ---------------------------------------------------------------------------------------------
// Responses

/** An organisation as the operator lists it: spec section 3 Organization + its user count, creation date and any requested paid plan. */
export const adminOrganizationSchema = organizationSchema
  .extend({
    userCount: z.number().int(),
    createdAt: z.string(),
    requestedPlan: z.enum(PLANS).nullable(),
  })
  .meta({ id: 'AdminOrganization' });
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;

export const adminOrganizationPageSchema = pagedItemsResponseSchema(adminOrganizationSchema).meta({
  id: 'AdminOrganizationPage',
});
export type AdminOrganizationPage = z.infer<typeof adminOrganizationPageSchema>;

export const adminUserPageSchema = pagedItemsResponseSchema(userSchema).meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** GET /api/super-admin/stats: the dashboard cards (tenant organisations and their users). */
export const adminStatsSchema = z.object({ totalOrganizations: z.number().int(), totalUsers: z.number().int() }).meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const usersUpdatedResponseSchema = z.object({ updated: z.number().int(), users: z.array(userSchema) }).meta({ id: 'UsersUpdatedResponse' });
export type UsersUpdatedResponse = z.infer<typeof usersUpdatedResponseSchema>;

export const deletedResponseSchema = z.object({ deleted: z.number().int() }).meta({ id: 'DeletedResponse' });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;
