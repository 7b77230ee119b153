import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { ASSIGNABLE_ROLES, ROLES } from '../enums.js';
import { USER_MESSAGES } from '../messages.js';
import { isFreeMailDomain, isValidPhone } from '../validators.js';
import { emailField, requiredText } from './common.js';

export const companyEmailField = emailField(USER_MESSAGES.emailRequired, USER_MESSAGES.emailInvalid).refine(
  (email) => !isFreeMailDomain(email),
  USER_MESSAGES.companyEmailRequired,
);

export const newPasswordField = z
  .string({ error: USER_MESSAGES.passwordRequired })
  .min(1, USER_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, USER_MESSAGES.passwordTooShort)
  .max(1024);

export const phoneField = requiredText(USER_MESSAGES.phoneRequired, 32).refine(isValidPhone, USER_MESSAGES.phoneInvalid);

/** POST /users/register: the header's "Add New User" (spec section 5, add user). */
export const userRegisterRequestSchema = z
  .object({
    firstName: requiredText(USER_MESSAGES.firstNameRequired, 100),
    lastName: requiredText(USER_MESSAGES.lastNameRequired, 100),
    email: companyEmailField,
    password: newPasswordField,
    phone: phoneField,
  })
  .meta({ id: 'UserRegisterRequest' });
export type UserRegisterRequest = z.input<typeof userRegisterRequestSchema>;

/** The add-user form adds a confirmation that never leaves the browser. */
export const addUserFormSchema = userRegisterRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: USER_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type AddUserForm = z.input<typeof addUserFormSchema>;

export const userSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    enabled: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

// ---------------------------------------------------------------------------------------------
// The Team page: an organisation's users, managed by its admins

/**
 * What the Team calls answer beyond the shared texts. An admin never changes his own account, so
 * the organisation always keeps an enabled admin (the caller).
 */
export const TEAM_MESSAGES = {
  invalidRole: 'Role must be ROLE_ADMIN or ROLE_USER.',
  invalidEnabled: 'enabled must be true or false.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  cannotChangeOwnStatus: 'You cannot disable or enable your own account.',
  cannotRemoveSelf: 'You cannot remove your own account.',
  removed: 'User removed.',
} as const;

/** A member as the Team page lists him: no phone, colleagues see only what the list shows. */
export const teamMemberSchema = userSchema.omit({ phone: true }).meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/users: every user of the caller's organisation, by last name, first name. */
export const teamSchema = z.array(teamMemberSchema).meta({ id: 'Team' });

/** PUT /api/users/:id/role */
export const setMemberRoleRequestSchema = z
  .object({ role: z.enum(ASSIGNABLE_ROLES, { error: TEAM_MESSAGES.invalidRole }) }, { error: TEAM_MESSAGES.invalidRole })
  .meta({ id: 'SetMemberRoleRequest' });
export type SetMemberRoleRequest = z.input<typeof setMemberRoleRequestSchema>;

/** PUT /api/users/:id/enabled */
export const setMemberEnabledRequestSchema = z
  .object({ enabled: z.boolean({ error: TEAM_MESSAGES.invalidEnabled }) }, { error: TEAM_MESSAGES.invalidEnabled })
  .meta({ id: 'SetMemberEnabledRequest' });
export type SetMemberEnabledRequest = z.input<typeof setMemberEnabledRequestSchema>;
