import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand';
import { SIGNUP_TEXT } from '../messages';

export function SignupHeader() {
  return (
    <header className="border-b border-slate-200/70 bg-white/80 backdrop-blur">
      <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <BrandLogo label={SIGNUP_TEXT.homeLink} name={SIGNUP_TEXT.brandName} />
        <p className="text-sm text-slate-600">
          <span className="hidden sm:inline">{SIGNUP_TEXT.haveAccount} </span>
          <Link to="/login" className="font-semibold text-indigo-600 hover:text-indigo-500">
            {SIGNUP_TEXT.signIn}
          </Link>
        </p>
      </div>
    </header>
  );
}
