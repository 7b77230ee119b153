import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand, PRODUCT_NAME } from './brand';

/** A page for a visitor without an account (the privacy notice, a candidate's data request): the brand, linking home, above one column. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600">
            <Brand />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8">{children}</main>
    </div>
  );
}
