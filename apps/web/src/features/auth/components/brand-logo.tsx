import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** The Kairox mark, as on the favicon. */
export function KairoxMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('h-9 w-9', className)}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M10 8v16M10 16l9-8M13 14l7 10"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
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
      <KairoxMark className={tone === 'light' ? 'text-white/20' : 'text-indigo-600'} />
      <span className={cn('text-xl font-bold tracking-tight', tone === 'light' ? 'text-white' : 'text-slate-900')}>
        {name}
      </span>
    </Link>
  );
}
