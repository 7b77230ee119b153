/** Pure validation helpers used by both the server and the web forms. */
import { FREE_MAIL_DOMAINS, PHONE_MAX_DIGITS, SLUG_MAX_LENGTH } from './constants.js';

/** The spec's "simple email pattern": something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A DNS-like organisation domain id (upper-cased before storage). */
export const DOMAIN_ID_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;
export const SLUG_PATTERN = new RegExp(`^[a-z0-9]{1,${SLUG_MAX_LENGTH}}$`);

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The part after '@', lower-cased, or '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.trim().lastIndexOf('@');
  return at < 0 ? '' : email.trim().slice(at + 1).toLowerCase();
}

export function isFreeMailDomain(email: string): boolean {
  const domain = emailDomain(email);
  return (FREE_MAIL_DOMAINS as readonly string[]).includes(domain);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalizeDomainId(domainId: string): string {
  return domainId.trim().toUpperCase();
}

/**
 * Spec section 5 (login): the domain comes from the explicit domain, else from the part of the
 * user name after '@', upper-cased. Returns null when neither gives one.
 */
export function resolveLoginDomain(userName: string, domainId?: string | null): string | null {
  const explicit = domainId?.trim();
  if (explicit) return normalizeDomainId(explicit);
  const fromEmail = emailDomain(userName);
  return fromEmail ? normalizeDomainId(fromEmail) : null;
}

/** Spec section 5 (signup): lowercase, letters and digits only, first 10 characters. */
export function deriveSlug(organizationName: string): string {
  return organizationName
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, SLUG_MAX_LENGTH);
}

/** '51-200' -> 51, '5000+' -> 5000, 42 -> 42; anything else -> null. */
export function parseCompanySize(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+)/.exec(value);
  return match ? Number(match[1]) : null;
}

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** An international number: optional '+', then 7 to 15 digits with common separators. */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = phoneDigits(trimmed).length;
  return digits >= 7 && digits <= PHONE_MAX_DIGITS;
}

/** "ROLE_SUPER_ADMIN" -> "SUPER ADMIN" (spec section 3: prefix stripped, underscores to spaces). */
export function roleLabel(role: string): string {
  return role.replace(/^ROLE_/, '').replace(/_/g, ' ');
}
