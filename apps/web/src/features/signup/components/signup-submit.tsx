import { AlertCircle, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { cn } from '../../../lib/cn';
import { SIGNUP_MESSAGES, SIGNUP_TEXT } from '../messages';
import type { SignupForm } from '../use-signup-form';

/** What is still missing after a submit attempt, or the server's refusal; scrolled to when the form is incomplete. */
export function SignupProblems({ signup }: { signup: SignupForm }) {
  const { bannerRef, showProblems, problems, serverError } = signup;
  return (
    <div ref={bannerRef} className="space-y-3">
      {showProblems && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="flex items-center gap-2 font-semibold">
            <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
            {SIGNUP_MESSAGES.completeFollowing}
          </p>
          <ul className="mt-2 list-disc space-y-0.5 pl-10">
            {problems.map(({ field, message }) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {serverError && <FormAlert>{serverError}</FormAlert>}
    </div>
  );
}

export function SignupSubmitRow({ submitting, isValid }: { submitting: boolean; isValid: boolean }) {
  return (
    <div className="flex flex-col-reverse items-center gap-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600">
        {SIGNUP_TEXT.haveAccount}{' '}
        <Link to="/login" className="font-semibold text-indigo-600 hover:text-indigo-500">
          {SIGNUP_TEXT.signIn}
        </Link>
      </p>
      <Button
        type="submit"
        size="lg"
        disabled={submitting}
        className={cn('w-full sm:w-auto sm:min-w-48', !isValid && 'opacity-50 hover:bg-indigo-600')}
        data-ready={isValid}
      >
        {submitting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {submitting ? SIGNUP_TEXT.submitting : SIGNUP_TEXT.submit}
      </Button>
    </div>
  );
}
