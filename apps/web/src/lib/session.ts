import { TOKEN_STORAGE_KEY, tokenClaimsSchema, type TokenClaims } from '@kairox/contract';

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
    const parsed = tokenClaimsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Spec section 4: a session is expired when exp is before now. */
export function isExpired(claims: TokenClaims, nowMs = Date.now()): boolean {
  return claims.exp * 1000 <= nowMs;
}
