import { z } from 'zod';
import { resolveLoginDomain } from '@kairox/contract';
import { AUTH_MESSAGES } from './messages';

/**
 * The staff login form (spec section 5): username and password required; the domain is the
 * explicit Domain ID, else the part of the username after '@' (upper-cased by resolveLoginDomain).
 */
export const loginFormSchema = z
  .object({
    userName: z.string().trim().min(1, AUTH_MESSAGES.usernameRequired),
    domainId: z.string().trim(),
    password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
  })
  .superRefine((values, ctx) => {
    if (values.userName && !resolveLoginDomain(values.userName, values.domainId)) {
      ctx.addIssue({ code: 'custom', path: ['domainId'], message: AUTH_MESSAGES.domainRequired });
    }
  });

export type LoginFormValues = z.input<typeof loginFormSchema>;
