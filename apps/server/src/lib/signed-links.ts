import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens for links that act without an account (a candidate's data request, picking an interview
 * slot): a purpose, a small payload and an expiry, signed with HMAC-SHA256. The purpose is part of
 * the signature, so a token made for one purpose is refused for another.
 */
export type LinkPayload = Record<string, string | number>;

interface SignedBody {
  p: string;
  d: LinkPayload;
  /** Expiry, seconds since the epoch. */
  e: number;
}

function signature(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

export function signLink(secret: string, purpose: string, payload: LinkPayload, expiresAt: Date): string {
  const body = Buffer.from(JSON.stringify({ p: purpose, d: payload, e: Math.floor(expiresAt.getTime() / 1000) } satisfies SignedBody)).toString(
    'base64url',
  );
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

/** The payload of a token signed for this purpose and not expired; null for anything else. */
export function verifyLink(secret: string, purpose: string, token: string, now = new Date()): LinkPayload | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = signature(secret, body);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedBody;
    if (parsed.p !== purpose || typeof parsed.e !== 'number' || parsed.e * 1000 <= now.getTime()) return null;
    return parsed.d;
  } catch {
    return null;
  }
}
