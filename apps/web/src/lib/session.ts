import { ROLES, TOKEN_STORAGE_KEY, type Role, type TokenClaims } from '@kairox/contract';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

/* Whoever stores or removes the token (login page, logout, an expiry check), the app's session
 * state follows: changes in this tab notify the listeners, other tabs arrive as 'storage' events. */
const listeners = new Set<() => void>();

function notifyTokenChange(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the stored token changes, in this tab or another; returns the unsubscribe. */
export function subscribeToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  notifyTokenChange();
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  notifyTokenChange();
}

/** Reads a token's claims without verifying it (the server verifies); null when malformed. */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
    return tokenClaimsOf(JSON.parse(json));
  } catch {
    return null;
  }
}

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * The claims as the contract's `tokenClaimsSchema` reads them (session.test.ts checks that both
 * agree), checked by hand: every page reads the session before it paints, and zod would add 25 KB
 * of gzip to each one's first load.
 */
function tokenClaimsOf(value: unknown): TokenClaims | null {
  if (typeof value !== 'object' || value === null) return null;
  const { sub, role, uid, orgId, ver, iat, exp } = value as Record<keyof TokenClaims, unknown>;
  if (typeof sub !== 'string' || !isRole(role) || !isInteger(uid) || !isInteger(orgId)) return null;
  if (!isInteger(ver) || ver < 0 || !isNumber(iat) || !isNumber(exp)) return null;
  return { sub, role, uid, orgId, ver, iat, exp };
}

/** Spec section 4: a session is expired when exp is before now. */
export function isExpired(claims: TokenClaims, nowMs = Date.now()): boolean {
  return claims.exp * 1000 <= nowMs;
}
