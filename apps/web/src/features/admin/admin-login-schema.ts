import { z } from 'zod';
import { ADMIN_LOGIN_TEXT, AUTH_MESSAGES } from './messages';

/** Spec section 5, admin login: username, password and domain id are all required. */
export const adminLoginFormSchema = z.object({
  userName: z.string().trim().min(1, AUTH_MESSAGES.usernameRequired),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
  domainId: z.string().trim().min(1, ADMIN_LOGIN_TEXT.domainRequired),
});

export type AdminLoginFormValues = z.input<typeof adminLoginFormSchema>;
