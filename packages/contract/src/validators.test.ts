import { domainToASCII } from 'node:url';
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
import { FREE_MAIL_ALIASES, FREE_MAIL_DOMAINS } from './constants.js';

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

  it("refuses the providers' other domains", () => {
    for (const domain of FREE_MAIL_ALIASES) expect(isFreeMailDomain(`someone@${domain}`), domain).toBe(true);
    for (const domain of ['googlemail.com', 'live.com', 'msn.com', 'ymail.com', 'me.com', 'mac.com', 'proton.me', 'web.de', 'mail.ru']) {
      expect(FREE_MAIL_ALIASES, domain).toContain(domain);
    }
  });

  it.each([
    ['a trailing dot', 'x@gmail.com.'],
    ['a subdomain', 'x@mail.gmail.com'],
    ["a subdomain's trailing dot", 'x@eu.mail.yahoo.com.'],
    ['an alias', 'x@googlemail.com'],
    ['upper case', 'X@GMAIL.COM'],
    ['surrounding spaces', '  x@gmail.com  '],
    ['a Cyrillic а', 'x@gmаil.com'],
    ['a Cyrillic о and а', 'x@hоtmаil.com'],
    ['a Greek ο', 'x@οutlook.com'],
    ['an accent', 'x@gmáil.com'],
    ['fullwidth letters', 'x@ｇｍａｉｌ.ｃｏｍ'],
    ['an ideographic full stop', 'x@gmail。com'],
    ['a zero-width space', 'x@gm\u200bail.com'],
    ['a zero-width joiner', 'x@gma\u200dil.com'],
    ['a zero-width non-joiner', 'x@gmai\u200cl.com'],
    ['a soft hyphen', 'x@g\u00admail.com'],
    ['a byte order mark', 'x@\ufeffgmail.com'],
    ['a word joiner', 'x@gmail\u2060.com'],
    ['a right-to-left mark', 'x@gmail.\u200fcom'],
  ])('refuses a personal domain written with %s (%s)', (_, email) => {
    expect(isFreeMailDomain(email)).toBe(true);
  });

  it('refuses the Punycode form of a look-alike domain', () => {
    const cyrillic = domainToASCII('gmаil.com');
    expect(cyrillic).toMatch(/^xn--/);
    expect(isFreeMailDomain(`x@${cyrillic}`)).toBe(true);
    expect(isFreeMailDomain(`x@mail.${domainToASCII('yаhoo.com').toUpperCase()}`)).toBe(true);
  });

  it('accepts company domains, also those that merely contain a provider name', () => {
    for (const email of [
      'jane@acme.com',
      'jane@mail.acme.com',
      'x@gmail-partners.example',
      'x@notgmail.com',
      'x@gmail.com.acme.example',
      'x@home.com',
      'x@lemail.com',
      'x@webde.example',
      'x@müller.de',
      `x@${domainToASCII('müller.de')}`,
      'x@xn--broken-punycode-zzzzzz.de',
    ]) {
      expect(isFreeMailDomain(email), email).toBe(false);
    }
  });
});

describe('email and phone', () => {
  it('matches the simple email pattern', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a b@c.io')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('jane@müller.de')).toBe(true);
    expect(emailDomain(' Jane@ACME.com ')).toBe('acme.com');
  });
  it('refuses invisible and control characters anywhere in an email', () => {
    for (const hidden of ['\u200b', '\u200c', '\u200d', '\u00ad', '\ufeff', '\u2060', '\u202e', '\u0000', '\u0007']) {
      expect(isValidEmail(`x@gm${hidden}ail.com`), JSON.stringify(hidden)).toBe(false);
      expect(isValidEmail(`ja${hidden}ne@acme.com`), JSON.stringify(hidden)).toBe(false);
    }
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
