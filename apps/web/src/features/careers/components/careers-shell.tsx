import { CAREERS_DEFAULT_COLOR, type CareersProfile } from '@kairox/contract';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { brandColorVariables } from '../../../lib/brand-color';
import { CAREERS_TEXT as T } from '../messages';

/** The logo on a white tile (any logo stays visible on any brand colour), or the name's initial. */
function CompanyMark({ profile }: { profile: CareersProfile }) {
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/5">
      {profile.logoUrl ? (
        <img src={profile.logoUrl} alt={T.logoAlt(profile.name)} className="h-full w-full object-contain p-1" />
      ) : (
        <span aria-hidden="true" className="text-lg font-bold text-(--brand-ink)">
          {profile.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
    </span>
  );
}

interface CareersShellProps {
  /** The organisation, once loaded; the header stays plain while it loads or when it failed. */
  profile: CareersProfile | undefined;
  /** Shown in the coloured band under the name (the list page's title and introduction). */
  hero?: ReactNode;
  children: ReactNode;
}

/**
 * A public careers page: the organisation's colour, logo and name instead of the staff header and
 * sidebar. Text on the colour is white or ink, whichever reads (lib/brand-color.ts); links and
 * buttons on white use a shade of the colour that reads on white.
 */
export function CareersShell({ profile, hero, children }: CareersShellProps) {
  const variables = brandColorVariables(profile?.color ?? CAREERS_DEFAULT_COLOR) as CSSProperties;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50" style={variables}>
      <header className="bg-(--brand) text-(--brand-text)">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <div className="flex h-16 items-center">
            {profile && (
              <Link
                to={`/careers/${profile.slug}`}
                aria-label={T.careersHome(profile.name)}
                className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-current"
              >
                <CompanyMark profile={profile} />
                <span className="truncate text-lg font-semibold">{profile.name}</span>
              </Link>
            )}
          </div>
          {hero}
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-8">{children}</main>
      <footer className="border-t border-slate-200 bg-white py-5 text-center text-xs text-slate-500">{T.poweredBy}</footer>
    </div>
  );
}
