import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { clearToken, isExpired } from '../lib/session';
import { useAuth } from '../lib/auth';
import { SUPER_ADMIN_HOME, SUPER_ADMIN_LOGIN } from '../lib/routes';

/**
 * The session as of this render. A token that was fine when read may have expired since, so each
 * navigation re-checks exp and removes an expired token (spec section 4).
 */
function useCheckedSession() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const expiredNow = auth.claims !== null && isExpired(auth.claims);
  useEffect(() => {
    if (expiredNow) clearToken();
  }, [expiredNow, pathname]);
  const checking = auth.status === 'checking' || expiredNow;
  return { ...auth, checking };
}

/** Authenticated routes: 'Loading...' while the session is checked, then /login when signed out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { checking, status } = useCheckedSession();
  if (checking) return <LoadingScreen fullPage />;
  if (status !== 'authenticated') return <Navigate to="/login" replace />;
  return children;
}

/** The operator dashboard: super admins only, everyone else goes to the operator login. */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const { checking, claims } = useCheckedSession();
  if (checking) return <LoadingScreen fullPage />;
  if (claims?.role !== 'ROLE_SUPER_ADMIN') return <Navigate to={SUPER_ADMIN_LOGIN} replace />;
  return children;
}

/** The operator login: an already signed-in super admin goes straight to the dashboard. */
export function RedirectSignedInSuperAdmin({ children }: { children: ReactNode }) {
  const { checking, claims } = useCheckedSession();
  if (checking) return <LoadingScreen fullPage />;
  if (claims?.role === 'ROLE_SUPER_ADMIN') return <Navigate to={SUPER_ADMIN_HOME} replace />;
  return children;
}

/** Any unknown path: the dashboard when signed in, otherwise the landing page. */
export function FallbackRedirect() {
  const { checking, status } = useCheckedSession();
  if (checking) return <LoadingScreen fullPage />;
  return <Navigate to={status === 'authenticated' ? '/dashboard' : '/'} replace />;
}
