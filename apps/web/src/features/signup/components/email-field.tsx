import { CheckCircle2, Loader2, ShieldCheck, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { SIGNUP_TEXT } from '../messages';
import type { checkCompanyEmail } from '../signup-validation';
import type { SignupForm } from '../use-signup-form';
import { Field } from './signup-layout';

/** The admin's email with the live company-email check and the Verify button that sends the OTP. */
export function EmailField({ form }: { form: SignupForm }) {
  const { id, values, touch, visibleError, describedBy, emailCheck, emailVerified, sendingOtp, onEmailChange, onVerifyEmail } = form;
  return (
    <Field className="sm:col-span-2">
      <Label htmlFor={id('email')} required>
        {SIGNUP_TEXT.email}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id('email')}
          type="email"
          autoComplete="email"
          placeholder={SIGNUP_TEXT.emailPlaceholder}
          value={values.email}
          onChange={onEmailChange}
          onBlur={touch('email')}
          invalid={Boolean(visibleError('email')) || emailCheck.kind === 'invalid' || emailCheck.kind === 'personal'}
          aria-describedby={describedBy('email', emailCheck.kind !== 'empty')}
          className="flex-1"
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
      {visibleError('email') ? (
        <FieldError id={`${id('email')}-error`} message={visibleError('email')} />
      ) : (
        emailCheck.kind !== 'empty' && <EmailStatusLine id={`${id('email')}-hint`} check={emailCheck} />
      )}
    </Field>
  );
}

function EmailStatusLine({ id, check }: { id: string; check: ReturnType<typeof checkCompanyEmail> }) {
  if (check.kind === 'empty') return null;
  const ok = check.kind === 'valid';
  return (
    <p id={id} className={cn('mt-1.5 flex items-center gap-1.5 text-xs font-medium', ok ? 'text-emerald-600' : 'text-red-600')} aria-live="polite">
      {ok ? <CheckCircle2 className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> : <XCircle className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />}
      {check.message}
    </p>
  );
}
