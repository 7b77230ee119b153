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

/**
 * The same providers' other domains (aliases, country domains, sister brands), refused like the
 * spec's list. Subdomains of either list are refused too (validators.ts).
 */
export const FREE_MAIL_ALIASES = [
  'googlemail.com',
  'yahoo.co.uk',
  'yahoo.co.in',
  'yahoo.co.jp',
  'yahoo.de',
  'yahoo.fr',
  'yahoo.es',
  'yahoo.it',
  'yahoo.com.br',
  'ymail.com',
  'rocketmail.com',
  'outlook.de',
  'outlook.fr',
  'outlook.es',
  'outlook.it',
  'outlook.co.uk',
  'hotmail.co.uk',
  'hotmail.de',
  'hotmail.fr',
  'hotmail.es',
  'hotmail.it',
  'live.com',
  'live.co.uk',
  'live.de',
  'live.fr',
  'msn.com',
  'passport.com',
  'aim.com',
  'aol.co.uk',
  'aol.de',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.ch',
  'pm.me',
  'zohomail.com',
  'zohomail.eu',
  'yandex.ru',
  'yandex.ua',
  'yandex.kz',
  'yandex.by',
  'ya.ru',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'gmx.fr',
  'gmx.co.uk',
  'web.de',
  'mail.ru',
  'inbox.ru',
  'list.ru',
  'bk.ru',
] as const;
