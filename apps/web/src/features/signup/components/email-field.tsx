import { CheckCircle2, Loader2, ShieldCheck, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FieldShell } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { SIGNUP_TEXT } from '../messages';
import type { EmailCheck } from '../signup-schema';
import type { SignupForm } from '../use-signup-form';

/** The admin's email with the live company-email check and the Verify button that sends the OTP. */
export function EmailField({ signup }: { signup: SignupForm }) {
  const { id, form, shownError, emailCheck, emailVerified, onEmailChange, sendingOtp, onVerifyEmail } = signup;
  return (
    <FieldShell
      id={id('email')}
      label={SIGNUP_TEXT.email}
      required
      error={shownError('email')}
      hint={emailCheck.kind !== 'empty' && <EmailStatusLine check={emailCheck} />}
      className="sm:col-span-2"
    >
      {({ invalid, ...aria }) => (
        <div className="flex gap-2">
          <Input
            {...aria}
            type="email"
            autoComplete="email"
            placeholder={SIGNUP_TEXT.emailPlaceholder}
            invalid={invalid || emailCheck.kind === 'invalid'}
            className="flex-1"
            {...form.register('email', { onChange: onEmailChange })}
          />
          {emailVerified ? (
            <span
              className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3 text-sm font-medium text-emerald-700"
              aria-live="polite"
            >
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              {SIGNUP_TEXT.verified}
            </span>
          ) : (
            <Button variant="outline" className="shrink-0" onClick={onVerifyEmail} disabled={emailCheck.kind !== 'valid' || sendingOtp}>
              {sendingOtp && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {sendingOtp ? SIGNUP_TEXT.verifying : SIGNUP_TEXT.verify}
            </Button>
          )}
        </div>
      )}
    </FieldShell>
  );
}

function EmailStatusLine({ check }: { check: Exclude<EmailCheck, { kind: 'empty' }> }) {
  const ok = check.kind === 'valid';
  return (
    <span className={cn('flex items-center gap-1.5 font-medium', ok ? 'text-emerald-600' : 'text-red-600')} aria-live="polite">
      {ok ? <CheckCircle2 className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> : <XCircle className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />}
      {check.message}
    </span>
  );
}
