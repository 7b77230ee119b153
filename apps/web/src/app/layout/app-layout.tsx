import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@kairox/contract';
import { LoadingScreen } from '../../components/loading-screen';
import { useAuth } from '../../lib/auth';
import { lazyNamed } from '../lazy-named';
import { AppHeader } from './app-header';
import { MobileDrawer } from './mobile-drawer';
import { SecondaryNav } from './secondary-nav';
import { SideNav } from './side-nav';

/* The form pulls in the phone input and its flags: load it when first opened, not with the shell. */
const AddUserDialog = lazyNamed(() => import('../../features/users/components/add-user-dialog'), 'AddUserDialog');

const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** A drawer left open while the window grows past the breakpoint would keep the page scroll-locked. */
function useCloseOnDesktop(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    if (query.matches) close();
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, close]);
}

/** The signed-in shell: header, secondary navigation, side menu (a drawer on phones) and the page. */
export function AppLayout() {
  const { logout } = useAuth();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [addUserOpen, setAddUserOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useCloseOnDesktop(drawerOpen, closeDrawer);

  // Back/forward navigation does not tap a link, so close the drawer on any route change too
  // (while rendering, when the pathname differs from the last one seen).
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (pathname !== seenPathname) {
    setSeenPathname(pathname);
    setDrawerOpen(false);
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <AppHeader onOpenMenu={() => setDrawerOpen(true)} onAddUser={() => setAddUserOpen(true)} onLogout={() => logout()} />
      <SecondaryNav />
      <div className="flex">
        <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white md:block">
          <SideNav />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none md:p-6 lg:p-8">
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
      {addUserOpen && (
        <Suspense fallback={null}>
          <AddUserDialog open onClose={() => setAddUserOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
