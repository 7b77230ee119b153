import { loginRequestSchema } from '@kairox/contract';
import { ADMIN_LOGIN_TEXT } from './messages';

/**
 * Spec section 5, admin login: the staff login request, except that the operator always gives the
 * domain ID (it is not taken from the email address).
 */
export const adminLoginFormSchema = loginRequestSchema.safeExtend({
  domainId: loginRequestSchema.shape.domainId.unwrap().unwrap().min(1, ADMIN_LOGIN_TEXT.domainRequired),
});
