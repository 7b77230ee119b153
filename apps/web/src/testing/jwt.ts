import type { TokenClaims } from '@kairox/contract';

function base64url(json: unknown): string {
  return btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface FakeTokenOptions extends Partial<TokenClaims> {
  /** Seconds from now until exp (negative for an expired token); ignored when `exp` is given. */
  expiresIn?: number;
}

/** An unsigned token shaped like the server's (header.payload.sig); the web app never verifies it. */
export function makeToken({ expiresIn = 8 * 60 * 60, ...claims }: FakeTokenOptions = {}): string {
  const iat = Math.floor(Date.now() / 1000);
  const payload: TokenClaims = {
    sub: 'jane.doe@acme.com',
    role: 'ROLE_ADMIN',
    uid: 1,
    orgId: 1,
    ver: 0,
    iat,
    exp: iat + expiresIn,
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}
