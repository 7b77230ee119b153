/** Business constants and limits from spec section 9 and DECISIONS.md. */

export const TOKEN_STORAGE_KEY = 'jwt_token';
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
/** How long a verified sign-up email stays usable for registering a tenant. */
export const SIGNUP_VERIFICATION_TTL_SECONDS = 60 * 60;

export const TOAST_DURATION_MS = 3000;
export const DOMAIN_CHECK_DEBOUNCE_MS = 1000;
export const SLUG_MAX_LENGTH = 10;
export const LOGIN_REDIRECT_DELAY_MS = 1500;
export const RESET_SUCCESS_CLOSE_DELAY_MS = 2000;
export const PREMIUM_PLAN_NOTICE_MS = 5000;
export const MOBILE_BREAKPOINT_PX = 768;
export const PHONE_MAX_DIGITS = 15;

/** Spec section 5: the free public mail providers refused for company accounts (11 domains). */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'aol.com',
  'icloud.com',
  'protonmail.com',
  'zoho.com',
  'yandex.com',
  'gmx.com',
  'mail.com',
] as const;
