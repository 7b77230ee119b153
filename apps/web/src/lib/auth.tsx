import type { TokenClaims } from '@kairox/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { clearToken, decodeToken, getToken, isExpired, setToken, subscribeToken } from './session';

/**
 * 'checking': a token is stored but is malformed or expired and is being removed;
 * 'authenticated': a usable token; 'anonymous': none.
 */
type AuthStatus = 'checking' | 'authenticated' | 'anonymous';

export interface AuthContextValue {
  status: AuthStatus;
  token: string | null;
  claims: TokenClaims | null;
  /** Stores the token and returns its claims (null when it is not a usable token). */
  login: (token: string) => TokenClaims | null;
  /** Removes the token and goes to `redirectTo` (the staff login by default). */
  logout: (redirectTo?: string) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function usableClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  const claims = decodeToken(token);
  return claims && !isExpired(claims) ? claims : null;
}

/** Session state read from local storage ('jwt_token'); must sit inside the router (logout navigates). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const token = useSyncExternalStore(subscribeToken, getToken, () => null);
  const claims = useMemo(() => usableClaims(token), [token]);
  const unusable = token !== null && claims === null;

  // Spec section 4: an expired (or unreadable) stored token counts as signed out and is removed.
  useEffect(() => {
    if (unusable) clearToken();
  }, [unusable]);

  const login = useCallback((next: string) => {
    setToken(next);
    return usableClaims(next);
  }, []);

  const logout = useCallback(
    (redirectTo = '/login') => {
      clearToken();
      navigate(redirectTo, { replace: true });
    },
    [navigate],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status: unusable ? 'checking' : claims ? 'authenticated' : 'anonymous',
      token: claims ? token : null,
      claims,
      login,
      logout,
    }),
    [unusable, claims, token, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
