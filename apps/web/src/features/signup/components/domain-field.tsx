import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SIGNUP_MESSAGES, SIGNUP_TEXT } from '../messages';
import type { SignupForm } from '../use-signup-form';
import { Field, Hint } from './signup-layout';

/** The domain ID with its live availability check. */
export function DomainField({ form }: { form: SignupForm }) {
  const { id, values, set, touch, visibleError, describedBy, domain } = form;
  return (
    <Field>
      <Label htmlFor={id('domainId')} required>
        {SIGNUP_TEXT.domain}
      </Label>
      <Input
        id={id('domainId')}
        autoCapitalize="characters"
        placeholder={SIGNUP_TEXT.domainPlaceholder}
        value={values.domainId}
        onChange={(event) => set('domainId', event.target.value.replace(/\s/g, '').toUpperCase())}
        onBlur={touch('domainId')}
        invalid={Boolean(visibleError('domainId')) || domain.status === 'exists'}
        aria-describedby={describedBy('domainId', true)}
      />
      {visibleError('domainId') ? (
        <FieldError id={`${id('domainId')}-error`} message={visibleError('domainId')} />
      ) : domain.status === 'exists' ? (
        <FieldError id={`${id('domainId')}-error`} message={SIGNUP_MESSAGES.domainTaken} />
      ) : (
        <DomainStatusLine
          id={`${id('domainId')}-hint`}
          status={domain.status}
          failed={domain.failed}
          hasValue={Boolean(values.domainId)}
          onRetry={domain.retry}
        />
      )}
    </Field>
  );
}

function DomainStatusLine({
  id,
  status,
  failed,
  hasValue,
  onRetry,
}: {
  id: string;
  status: 'unknown' | 'checking' | 'exists' | 'free';
  failed: boolean;
  hasValue: boolean;
  onRetry: () => void;
}) {
  if (status === 'checking') {
    return (
      <p id={id} className="mt-1.5 flex items-center gap-1.5 text-xs text-slate-500" aria-live="polite">
        <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
        {SIGNUP_TEXT.domainChecking}
      </p>
    );
  }
  if (status === 'free') {
    return (
      <p id={id} className="mt-1.5 flex items-center gap-1.5 text-xs font-medium text-emerald-600" aria-live="polite">
        <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
        {SIGNUP_TEXT.domainAvailable}
      </p>
    );
  }
  if (failed && hasValue) {
    return (
      <p id={id} className="mt-1.5 flex items-center gap-1.5 text-xs text-amber-700">
        <AlertCircle className="h-3.5 w-3.5" aria-hidden="true" />
        {SIGNUP_MESSAGES.checkFailed}.{' '}
        <button type="button" onClick={onRetry} className="font-semibold text-indigo-600 hover:text-indigo-500">
          {SIGNUP_TEXT.domainRetry}
        </button>
      </p>
    );
  }
  return <Hint id={id}>{SIGNUP_TEXT.domainHint}</Hint>;
}
