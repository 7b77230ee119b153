import { Link } from 'react-router';
import { cn } from '../lib/cn';

export const PRODUCT_NAME = 'Kairox';
const PRODUCT_SUBTITLE = 'Talent Platform';

/**
 * The Kairox mark (same drawing as the favicon), decorative: the name beside it carries the
 * meaning. Its tile takes the text colour, indigo unless a class says otherwise.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('h-8 w-8 shrink-0 text-indigo-600', className)}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M10 8v16M10 16l9-8M13 14l7 10" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

/** Logo with the product name; `twoLine` adds the subtitle under it (drawer header). */
export function Brand({ twoLine = false, className }: { twoLine?: boolean; className?: string }) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
        {twoLine && <span className="text-xs font-medium text-slate-500">{PRODUCT_SUBTITLE}</span>}
      </span>
    </span>
  );
}

interface BrandLogoProps {
  /** Accessible name of the link, e.g. 'Kairox home'. */
  label: string;
  name: string;
  tone?: 'light' | 'dark';
  className?: string;
}

/** The logo as a link back to the landing page (spec: 'logo button to /'). */
export function BrandLogo({ label, name, tone = 'dark', className }: BrandLogoProps) {
  return (
    <Link
      to="/"
      aria-label={label}
      className={cn(
        'inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4',
        tone === 'light' ? 'focus-visible:outline-white' : 'focus-visible:outline-indigo-600',
        className,
      )}
    >
      <LogoMark className={cn('h-9 w-9', tone === 'light' && 'text-white/20')} />
      <span className={cn('text-xl font-bold tracking-tight', tone === 'light' ? 'text-white' : 'text-slate-900')}>{name}</span>
    </Link>
  );
}
