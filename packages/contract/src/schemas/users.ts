import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { ROLES } from '../enums.js';
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
