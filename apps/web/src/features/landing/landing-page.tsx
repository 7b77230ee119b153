import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Brand, PRODUCT_NAME } from '../../components/brand';
import { buttonClasses } from '../../components/ui/button';

/** The public landing page's hero with the two entry points, Sign In and Get Started. */
export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-indigo-50 via-white to-white">
      <title>Kairox · AI-assisted recruitment</title>
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 md:px-6">
        <Brand />
        <Link to="/login" className={buttonClasses('ghost', 'sm')}>
          Sign In
        </Link>
      </header>
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
        <p className="mb-4 rounded-full bg-indigo-100 px-3 py-1 text-sm font-medium text-indigo-700">
          AI-assisted recruitment
        </p>
        <h1 className="text-5xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">{PRODUCT_NAME}</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
          Hire faster with AI screening: every application is scored against your job, so your team spends its time on
          the candidates who fit.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to="/login" className={buttonClasses('outline', 'lg')}>
            Sign In
          </Link>
          <Link to="/signup" className={buttonClasses('default', 'lg')}>
            Get Started
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </main>
      <footer className="py-6 text-center text-sm text-slate-400">© {new Date().getFullYear()} {PRODUCT_NAME}</footer>
    </div>
  );
}
