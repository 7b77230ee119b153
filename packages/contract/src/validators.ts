/** Pure validation helpers used by both the server and the web forms. */
import { FREE_MAIL_ALIASES, FREE_MAIL_DOMAINS, PHONE_MAX_DIGITS, SLUG_MAX_LENGTH } from './constants.js';
import { decodePunycode } from './punycode.js';

/**
 * Characters that show as nothing: controls, format characters (zero-width space, joiners, soft
 * hyphen, BOM, word joiner, direction marks) and the other default-ignorable code points
 * (fillers, variation selectors, tags). A regular-expression class body, for the `u` flag.
 */
const INVISIBLE = String.raw`\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}`;
const INVISIBLE_CHARACTERS = new RegExp(`[${INVISIBLE}]`, 'gu');
const EMAIL_PART = String.raw`[^\s@${INVISIBLE}]+`;

/**
 * The spec's "simple email pattern": something@something.tld, without spaces or invisible
 * characters (which would make one address look like another).
 */
export const EMAIL_PATTERN = new RegExp(String.raw`^${EMAIL_PART}@${EMAIL_PART}\.${EMAIL_PART}$`, 'u');
/** A DNS-like organisation domain id (upper-cased before storage). */
export const DOMAIN_ID_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;
export const SLUG_PATTERN = new RegExp(`^[a-z0-9]{1,${SLUG_MAX_LENGTH}}$`);

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The part after '@', lower-cased, or '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.trim().lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .trim()
        .slice(at + 1)
        .toLowerCase();
}

const PERSONAL_MAIL_DOMAINS: readonly string[] = [...FREE_MAIL_DOMAINS, ...FREE_MAIL_ALIASES];

/** Full stops other than '.' that IDNA treats as label separators (ideographic, fullwidth, halfwidth). */
const OTHER_FULL_STOPS = /[\u3002\uff0e\uff61]/g;
const COMBINING_MARKS = /\p{M}/gu;

/** Letters of other scripts (and Latin variants) that look like a Latin letter, after lower-casing. */
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ү: 'y',
  // Greek
  α: 'a',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  // Armenian
  ց: 'g',
  հ: 'h',
  ո: 'n',
  օ: 'o',
  ս: 'u',
  // Latin variants
  ɑ: 'a',
  ɡ: 'g',
  ı: 'i',
  ɩ: 'i',
  ȷ: 'j',
  ʟ: 'l',
  ɴ: 'n',
  ᴏ: 'o',
  ʀ: 'r',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ᴢ: 'z',
};

/** An `xn--` label as the Unicode text it stands for; any other label unchanged. */
const unicodeLabel = (label: string) => (label.startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label);

/**
 * The email's domain reduced to what a reader sees: compatibility forms folded (NFKC), invisible
 * characters dropped, lower case, Punycode labels decoded, accents dropped, look-alike letters
 * mapped to Latin ones, and the root's trailing dot removed.
 */
function visibleMailDomain(email: string): string {
  const folded = email.normalize('NFKC').replace(INVISIBLE_CHARACTERS, '').replace(OTHER_FULL_STOPS, '.');
  const domain = emailDomain(folded).split('.').map(unicodeLabel).join('.');
  const plain = domain.normalize('NFKD').replace(COMBINING_MARKS, '').replace(INVISIBLE_CHARACTERS, '').toLowerCase();
  return Array.from(plain, (character) => LATIN_LOOKALIKES[character] ?? character)
    .join('')
    .replace(/\.+$/, '');
}

/**
 * Spec section 5: a personal (free public) mail domain, or a subdomain of one, however it is
 * spelled: `gmail.com.`, `GMAIL.com`, `mail.gmail.com`, `googlemail.com`, a Cyrillic `gmаil.com`
 * or its `xn--` form, a zero-width character inside. A company domain that merely contains a
 * provider's name (`gmail-partners.example`) is not one.
 */
export function isFreeMailDomain(email: string): boolean {
  const domain = visibleMailDomain(email);
  return PERSONAL_MAIL_DOMAINS.some((listed) => domain === listed || domain.endsWith(`.${listed}`));
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
