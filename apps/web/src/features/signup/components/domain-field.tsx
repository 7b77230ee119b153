import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { FieldShell } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { SIGNUP_MESSAGES, SIGNUP_TEXT } from '../messages';
import type { DomainStatus } from '../signup-schema';
import type { SignupForm } from '../use-signup-form';

/** The domain ID with its live availability check; a taken domain is flagged as soon as the check says so. */
export function DomainField({ signup }: { signup: SignupForm }) {
  const { id, form, shownError, domain } = signup;
  const error = shownError('domainId') ?? (domain.status === 'exists' ? SIGNUP_MESSAGES.domainTaken : undefined);
  return (
    <FieldShell
      id={id('domainId')}
      label={SIGNUP_TEXT.domain}
      required
      error={error}
      hint={<DomainStatusLine status={domain.status} failed={domain.failed} onRetry={domain.retry} />}
    >
      {(aria) => (
        <Controller
          control={form.control}
          name="domainId"
          render={({ field }) => (
            <Input
              {...aria}
              {...field}
              autoCapitalize="characters"
              placeholder={SIGNUP_TEXT.domainPlaceholder}
              onChange={(event) => field.onChange(event.target.value.replace(/\s/g, '').toUpperCase())}
            />
          )}
        />
      )}
    </FieldShell>
  );
}

/** The line under the field while it has no error: the check's progress or verdict, else what the domain is for. */
function DomainStatusLine({ status, failed, onRetry }: { status: DomainStatus; failed: boolean; onRetry: () => void }) {
  if (status === 'checking') {
    return (
      <span className="flex items-center gap-1.5" aria-live="polite">
        <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
        {SIGNUP_TEXT.domainChecking}
      </span>
    );
  }
  if (status === 'free') {
    return (
      <span className="flex items-center gap-1.5 font-medium text-emerald-600" aria-live="polite">
        <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
        {SIGNUP_TEXT.domainAvailable}
      </span>
    );
  }
  // Only a check of the domain as typed can have failed, so the line never shows for an empty field.
  if (failed) {
    return (
      <span className="flex items-center gap-1.5 text-amber-700">
        <AlertCircle className="h-3.5 w-3.5" aria-hidden="true" />
        {SIGNUP_MESSAGES.checkFailed}.{' '}
        <button type="button" onClick={onRetry} className="font-semibold text-indigo-600 hover:text-indigo-500">
          {SIGNUP_TEXT.domainRetry}
        </button>
      </span>
    );
  }
  return SIGNUP_TEXT.domainHint;
}
