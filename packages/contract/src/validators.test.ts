import { describe, expect, it } from 'vitest';
import {
  deriveSlug,
  emailDomain,
  isFreeMailDomain,
  isValidEmail,
  isValidPhone,
  parseCompanySize,
  resolveLoginDomain,
  roleLabel,
} from './validators.js';
import { FREE_MAIL_DOMAINS } from './constants.js';

describe('resolveLoginDomain', () => {
  it('prefers the explicit domain, upper-cased', () => {
    expect(resolveLoginDomain('jane@acme.com', ' globex.io ')).toBe('GLOBEX.IO');
  });
  it('falls back to the part after @', () => {
    expect(resolveLoginDomain('jane@Acme.com', '')).toBe('ACME.COM');
    expect(resolveLoginDomain('jane@acme.com', null)).toBe('ACME.COM');
  });
  it('gives null when there is neither', () => {
    expect(resolveLoginDomain('jane', '  ')).toBeNull();
    expect(resolveLoginDomain('jane@', undefined)).toBeNull();
  });
});

describe('deriveSlug', () => {
  it('keeps lowercase letters and digits, at most 10', () => {
    expect(deriveSlug('Acme Corporation')).toBe('acmecorpor');
    expect(deriveSlug('R&D 42, Ltd.')).toBe('rd42ltd');
    expect(deriveSlug('Ünïcode Çafé')).toBe('ncodeaf');
    expect(deriveSlug('')).toBe('');
  });
});

describe('free mail domains', () => {
  it('lists the 11 providers and refuses them', () => {
    expect(FREE_MAIL_DOMAINS).toHaveLength(11);
    for (const domain of FREE_MAIL_DOMAINS) expect(isFreeMailDomain(`someone@${domain.toUpperCase()}`)).toBe(true);
  });
  it('accepts company domains', () => {
    expect(isFreeMailDomain('jane@acme.com')).toBe(false);
    expect(isFreeMailDomain('jane@mail.acme.com')).toBe(false);
  });
});

describe('email and phone', () => {
  it('matches the simple email pattern', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a b@c.io')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(emailDomain(' Jane@ACME.com ')).toBe('acme.com');
  });
  it('accepts 7 to 15 digit international numbers', () => {
    expect(isValidPhone('+91 98765 43210')).toBe(true);
    expect(isValidPhone('+1 (415) 555-0100')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('+1234567890123456')).toBe(false);
    expect(isValidPhone('call me')).toBe(false);
  });
});

describe('parseCompanySize', () => {
  it('takes the lower bound of a range', () => {
    expect(parseCompanySize('51-200')).toBe(51);
    expect(parseCompanySize('5000+')).toBe(5000);
    expect(parseCompanySize('1001-5000 employees')).toBe(1001);
    expect(parseCompanySize(250)).toBe(250);
  });
  it('gives null for nothing usable', () => {
    expect(parseCompanySize('')).toBeNull();
    expect(parseCompanySize(null)).toBeNull();
    expect(parseCompanySize('many')).toBeNull();
    expect(parseCompanySize(-3)).toBeNull();
  });
});

describe('roleLabel', () => {
  it('strips ROLE_ and turns underscores into spaces', () => {
    expect(roleLabel('ROLE_SUPER_ADMIN')).toBe('SUPER ADMIN');
    expect(roleLabel('ROLE_USER')).toBe('USER');
  });
});
