import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from './brand';

/** Frame for public pages without the signed-in header and sidebar (admin login, billing). */
export function PublicPageShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 md:px-6">
          <Link to="/" aria-label="Kairox home" className="rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600">
            <Brand />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10 md:px-6">{children}</main>
    </div>
  );
}
