import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ERROR_TEXT } from './messages';

/** Spec section 2: several menu routes show this page to everyone. */
export function NotAuthorizedPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <title>Not authorized · Kairox</title>
      <span className="mb-5 flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <ShieldAlert className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-semibold text-slate-900">{ERROR_TEXT.notAuthorized}</h1>
      <p className="mt-2 text-sm text-slate-500">{ERROR_TEXT.notAuthorizedHint}</p>
      <Link to="/dashboard" className={buttonClasses('default', 'md', 'mt-6')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {ERROR_TEXT.backToDashboard}
      </Link>
    </div>
  );
}
