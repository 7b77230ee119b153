import { TOKEN_TTL_SECONDS, tokenClaimsSchema, type Role, type TokenClaims } from '@kairox/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenSubject {
  email: string;
  role: Role;
  userId: number;
  orgId: number;
  /** The user's current token version (users.token_version). */
  tokenVersion: number;
}

/** The only header this service issues and accepts. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
/** An HS256 signature: 32 bytes, 43 base64url characters without padding. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const nowSeconds = () => Math.floor(Date.now() / 1000);

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Issues and verifies HS256 session tokens (JWT, 8 hours) with Node's own HMAC: synchronous and
 * cheap on every request, where a WebCrypto verification costs a trip through the thread pool.
 * Only HS256 with this service's key is accepted; the signature is checked before anything in the
 * token is read.
 */
export class TokenService {
  private readonly secret: Buffer;

  constructor(secret: string) {
    this.secret = Buffer.from(secret, 'utf8');
  }

  private signature(signingInput: string): Buffer {
    return createHmac('sha256', this.secret).update(signingInput).digest();
  }

  issue(subject: TokenSubject): string {
    const issuedAt = nowSeconds();
    const claims: TokenClaims = {
      sub: subject.email,
      role: subject.role,
      uid: subject.userId,
      orgId: subject.orgId,
      ver: subject.tokenVersion,
      iat: issuedAt,
      exp: issuedAt + TOKEN_TTL_SECONDS,
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${signingInput}.${this.signature(signingInput).toString('base64url')}`;
  }

  /** The token's claims, or null when it is malformed, forged, expired, not valid yet or of another algorithm. */
  verify(token: string): TokenClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (!SIGNATURE.test(signature) || !timingSafeEqual(Buffer.from(signature, 'base64url'), this.signature(`${header}.${payload}`))) return null;
    const protectedHeader = decodeJson(header);
    if (!isRecord(protectedHeader) || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader) return null;
    const body = decodeJson(payload);
    if (!isRecord(body) || (body.nbf !== undefined && (typeof body.nbf !== 'number' || body.nbf > nowSeconds()))) return null;
    const claims = tokenClaimsSchema.safeParse(body);
    return claims.success && claims.data.exp > nowSeconds() ? claims.data : null;
  }
}
