import { TOKEN_TTL_SECONDS, tokenClaimsSchema, type Role, type TokenClaims } from '@kairox/contract';
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenSubject {
  email: string;
  role: Role;
  userId: number;
  orgId: number;
  /** The user's current token version (users.token_version). */
  tokenVersion: number;
}

/** Issues and verifies HS256 session tokens (8 hours). */
export class TokenService {
  /** Imported once: jose would import raw bytes again on every sign and verify. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async issue(subject: TokenSubject): Promise<string> {
    return new SignJWT({ role: subject.role, uid: subject.userId, orgId: subject.orgId, ver: subject.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.email)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
      .sign(await this.key);
  }

  /** The token's claims, or null when it is malformed, forged, expired or of another algorithm. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      const claims = tokenClaimsSchema.safeParse(payload);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }
}
