import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './signed-links.js';

const SECRET = 'a-secret-of-some-length-for-the-test';
const now = new Date('2026-11-24T10:00:00Z');
const inADay = new Date('2026-11-25T10:00:00Z');

describe('signed links', () => {
  it('gives back the payload of a token signed for the same purpose', () => {
    const token = signLink(SECRET, 'data-request', { orgId: 3, applicationId: 42 }, inADay);
    expect(verifyLink(SECRET, 'data-request', token, now)).toEqual({ orgId: 3, applicationId: 42 });
  });

  it('refuses another purpose, another secret, an expired token and a changed payload', () => {
    const token = signLink(SECRET, 'data-request', { applicationId: 42 }, inADay);
    expect(verifyLink(SECRET, 'slot-pick', token, now)).toBeNull();
    expect(verifyLink(`${SECRET}-other`, 'data-request', token, now)).toBeNull();
    expect(verifyLink(SECRET, 'data-request', token, new Date('2026-11-26T00:00:00Z'))).toBeNull();
    const [, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'data-request', d: { applicationId: 43 }, e: 2_000_000_000 })).toString('base64url');
    expect(verifyLink(SECRET, 'data-request', `${forged}.${mac}`, now)).toBeNull();
    expect(verifyLink(SECRET, 'data-request', 'not-a-token', now)).toBeNull();
  });
});
