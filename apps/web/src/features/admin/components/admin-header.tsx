import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LogoMark } from '../../../components/brand';
import { ADMIN_DASHBOARD_TEXT } from '../messages';

/** The operator portal's top bar: brand, welcome (name from the token subject) and Logout. */
export function AdminHeader({ name, email, onLogout }: { name: string; email: string; onLogout: () => void }) {
  return (
    <header className="bg-slate-950 text-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <Link
            to="/"
            aria-label="Kairox home"
            className="inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          >
            <LogoMark className="h-8 w-8 text-indigo-500" />
            <span className="text-lg font-bold tracking-tight">Kairox</span>
          </Link>
          <span className="hidden rounded-full border border-indigo-400/40 bg-indigo-500/15 px-2.5 py-0.5 text-xs font-semibold text-indigo-200 sm:inline">
            {ADMIN_DASHBOARD_TEXT.portalName}
          </span>
        </div>
        <div className="flex items-center gap-3 sm:gap-4">
          <div className="min-w-0 text-right">
            <p className="max-w-[12rem] truncate text-sm font-medium sm:max-w-xs">{ADMIN_DASHBOARD_TEXT.welcome(name)}</p>
            <p className="hidden truncate text-xs text-slate-400 sm:block">{email}</p>
          </div>
          <Button variant="outline" size="sm" onClick={onLogout} className="border-white/20 bg-white/5 text-white shadow-none hover:bg-white/15">
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {ADMIN_DASHBOARD_TEXT.logout}
          </Button>
        </div>
      </div>
    </header>
  );
}
