import { DOMAIN_ID_PATTERN, isFreeMailDomain, isValidEmail, isValidPhone, PASSWORD_MIN_LENGTH, SLUG_PATTERN, type Plan } from '@kairox/contract';
import { SIGNUP_MESSAGES, USER_MESSAGES } from './messages';

export type DomainStatus = 'unknown' | 'checking' | 'exists' | 'free';

export interface SignupValues {
  organizationName: string;
  slug: string;
  domainId: string;
  country: string;
  plan: Plan | '';
  industry: string;
  companySize: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export type SignupField = keyof SignupValues;

export const EMPTY_SIGNUP_VALUES: SignupValues = {
  organizationName: '',
  slug: '',
  domainId: '',
  country: '',
  plan: 'FREE_TRIAL',
  industry: '',
  companySize: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  acceptTerms: false,
  acceptPrivacy: false,
};

export interface SignupStatus {
  domainStatus: DomainStatus;
  emailVerified: boolean;
}

export type EmailCheck = { kind: 'empty' } | { kind: 'invalid' | 'personal' | 'valid'; message: string };

/** The live verdict under the email field (spec section 5, signup). */
export function checkCompanyEmail(email: string): EmailCheck {
  const value = email.trim();
  if (!value) return { kind: 'empty' };
  if (!isValidEmail(value)) return { kind: 'invalid', message: SIGNUP_MESSAGES.invalidEmailFormat };
  if (isFreeMailDomain(value)) return { kind: 'personal', message: SIGNUP_MESSAGES.personalEmail };
  return { kind: 'valid', message: SIGNUP_MESSAGES.validCompanyEmail };
}

/**
 * Every problem that blocks registration, one per field, in the order the fields appear on the
 * page. The submit banner lists the messages under 'Please complete the following: '.
 */
export function validateSignup(values: SignupValues, status: SignupStatus): Array<[SignupField, string]> {
  const problems: Array<[SignupField, string]> = [];
  const add = (field: SignupField, message: string) => problems.push([field, message]);

  if (!values.organizationName.trim()) add('organizationName', SIGNUP_MESSAGES.organizationNameRequired);

  const slug = values.slug.trim();
  if (!slug) add('slug', SIGNUP_MESSAGES.slugRequired);
  else if (!SLUG_PATTERN.test(slug)) add('slug', SIGNUP_MESSAGES.slugInvalid);

  const domain = values.domainId.trim();
  if (!domain) add('domainId', SIGNUP_MESSAGES.domainRequired);
  else if (!DOMAIN_ID_PATTERN.test(domain)) add('domainId', SIGNUP_MESSAGES.domainInvalid);
  else if (status.domainStatus === 'exists') add('domainId', SIGNUP_MESSAGES.domainTaken);
  else if (status.domainStatus !== 'free') add('domainId', SIGNUP_MESSAGES.domainPending);

  if (!values.country) add('country', SIGNUP_MESSAGES.countryRequired);
  if (!values.plan) add('plan', SIGNUP_MESSAGES.planRequired);
  if (!values.firstName.trim()) add('firstName', SIGNUP_MESSAGES.firstNameRequired);
  if (!values.lastName.trim()) add('lastName', SIGNUP_MESSAGES.lastNameRequired);

  const email = checkCompanyEmail(values.email);
  if (email.kind === 'empty') add('email', SIGNUP_MESSAGES.emailRequired);
  else if (email.kind !== 'valid') add('email', email.message);
  else if (!status.emailVerified) add('email', SIGNUP_MESSAGES.emailNotVerified);

  if (values.password && values.password.length < PASSWORD_MIN_LENGTH) add('password', SIGNUP_MESSAGES.passwordTooShort);
  if ((values.password || values.confirmPassword) && values.password !== values.confirmPassword) {
    add('confirmPassword', SIGNUP_MESSAGES.passwordsDoNotMatch);
  }
  if (values.phone && !isValidPhone(values.phone)) add('phone', USER_MESSAGES.phoneInvalid);

  if (!values.acceptTerms) add('acceptTerms', SIGNUP_MESSAGES.acceptTerms);
  if (!values.acceptPrivacy) add('acceptPrivacy', SIGNUP_MESSAGES.acceptPrivacy);
  return problems;
}
