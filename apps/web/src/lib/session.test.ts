import { tokenClaimsSchema } from '@kairox/contract';
import { describe, expect, it } from 'vitest';
import { decodeToken } from './session';

const VALID = { sub: 'jane.doe@acme.com', role: 'ROLE_ADMIN', uid: 7, orgId: 3, ver: 0, iat: 1_700_000_000, exp: 1_700_028_800 };

/** Claims the schema accepts and refuses: the browser's hand-written check must agree on each. */
const CLAIMS: unknown[] = [
  VALID,
  { ...VALID, role: 'ROLE_SUPER_ADMIN', ver: 12, iat: 1.5, extra: 'dropped' },
  { ...VALID, role: 'ROLE_OWNER' },
  { ...VALID, sub: 42 },
  { ...VALID, uid: 1.5 },
  { ...VALID, orgId: '3' },
  { ...VALID, uid: Number.MAX_SAFE_INTEGER + 2 },
  { ...VALID, ver: -1 },
  { ...VALID, iat: null },
  { ...VALID, exp: undefined },
  { ...VALID, exp: '1700028800' },
  [VALID],
  'claims',
  null,
];

function tokenWith(claims: unknown): string {
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `header.${payload}.signature`;
}

describe('decodeToken', () => {
  it.each(CLAIMS.map((claims) => [JSON.stringify(claims), claims]))('reads %s as tokenClaimsSchema does', (_, claims) => {
    const parsed = tokenClaimsSchema.safeParse(claims);
    expect(decodeToken(tokenWith(claims))).toEqual(parsed.success ? parsed.data : null);
  });

  it('refuses a token without a payload or with one that is not JSON', () => {
    expect(decodeToken('header')).toBeNull();
    expect(decodeToken('header.not-json.signature')).toBeNull();
  });
});
