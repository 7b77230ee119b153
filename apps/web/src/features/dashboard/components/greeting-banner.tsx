import type { TokenClaims } from '@kairox/contract';
import { Clock, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { RoleBadge } from '../../../components/role-badge';
import { buttonClasses } from '../../../components/ui/button';
import { nameFromEmail } from '../../../lib/display-name';
import { useNow } from '../../../lib/use-now';
import { DASHBOARD_TEXT } from '../messages';
import { formatSessionCountdown } from '../session-countdown';

/** Isolated so the once-a-second tick re-renders only this line. */
function SessionCountdown({ exp }: { exp: number }) {
  const text = formatSessionCountdown(exp, useNow(1000));
  const expired = text === DASHBOARD_TEXT.sessionExpired;
  return (
    <span className={expired ? 'font-semibold text-amber-200' : undefined}>
      <Clock className="mr-1.5 inline h-4 w-4 align-[-3px]" aria-hidden="true" />
      {text}
    </span>
  );
}

/** Dashboard greeting (spec section 2): name from the token subject, role, live session countdown. */
export function GreetingBanner({ claims }: { claims: TokenClaims }) {
  return (
    <section
      aria-label="Welcome"
      className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold sm:text-2xl">{DASHBOARD_TEXT.welcomeBack(nameFromEmail(claims.sub))}</h2>
          <RoleBadge role={claims.role} />
        </div>
        <p className="text-sm text-indigo-100">
          <SessionCountdown exp={claims.exp} />
        </p>
      </div>
      <Link to="/job-posting" className={buttonClasses('outline', 'md', 'border-white/0 bg-white text-indigo-700 hover:bg-indigo-50')}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {DASHBOARD_TEXT.createJobPosting}
      </Link>
    </section>
  );
}
