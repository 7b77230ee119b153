import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { forgotPasswordOtpQuerySchema, normalizeDomainId, OTP_LENGTH, RESET_SUCCESS_CLOSE_DELAY_MS, resolveLoginDomain } from '@kairox/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldShell, TextField, useSchemaForm, type SchemaForm } from '../../../components/ui/form';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input, type InputProps } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { requestPasswordResetOtp, resetPassword } from '../../../api/auth';
import { RESET_MESSAGES, RESET_TEXT, LOGIN_TEXT } from '../messages';
import { RESET_CODE_FIELDS, resetCodeFormSchema, type ResetCodeOutput, type ResetCodeValues } from '../reset-password-schema';

type Step = 'email' | 'code';
type EmailForm = SchemaForm<{ email: string }, { email: string }>;
type CodeForm = SchemaForm<ResetCodeValues, ResetCodeOutput>;

const EMPTY_CODE: ResetCodeValues = { otp: '', domainId: '', newPassword: '', confirmPassword: '' };
/** Validate on submit only; an edit takes the shown problem away until the next submit. */
const ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;

export interface ResetPasswordModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Two-step password reset: email -> one-time code sent by mail; code + domain + new password ->
 * reset. On success the modal shows the success text and closes itself 2 s later.
 */
export function ResetPasswordModal({ open, onClose }: ResetPasswordModalProps) {
  // Mounted for each opening, so every opening starts fresh at the email step.
  return open ? <ResetPasswordDialog onClose={onClose} /> : null;
}

function ResetPasswordDialog({ onClose }: { onClose: () => void }) {
  const ids = useId();
  const [step, setStep] = useState<Step>('email');
  /** The address the code was sent to, as the request parsed it. */
  const [sentTo, setSentTo] = useState('');
  /** A failed request; the fields' own problems live in the forms. */
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const emailForm = useSchemaForm(forgotPasswordOtpQuerySchema, { defaultValues: { email: '' }, ...ON_SUBMIT });
  const codeForm = useSchemaForm(resetCodeFormSchema, { defaultValues: EMPTY_CODE, ...ON_SUBMIT });
  const busy = emailForm.formState.isSubmitting || codeForm.formState.isSubmitting;

  // Spec: close the modal 2 s after a successful reset.
  const closeAfterSuccess = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => closeAfterSuccess(), RESET_SUCCESS_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const sendCode = emailForm.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordResetOtp(email);
      toast.success(RESET_MESSAGES.otpSent);
      setSentTo(email);
      codeForm.reset({ ...EMPTY_CODE, domainId: resolveLoginDomain(email) ?? '' });
      setStep('code');
    } catch (error) {
      setFailure(serverMessageOr(error, RESET_MESSAGES.sendFailed));
    }
  });

  const resetWithCode = codeForm.handleSubmit(async ({ otp, domainId, newPassword }) => {
    setFailure(null);
    try {
      await resetPassword({ email: sentTo, otp, domainId: normalizeDomainId(domainId), newPassword });
      setSucceeded(true);
    } catch (error) {
      setFailure(serverMessageOr(error, RESET_MESSAGES.resetFailed));
    }
  });

  function edited(form: EmailForm | CodeForm) {
    form.clearErrors();
    setFailure(null);
  }

  const formId = `${ids}-form`;
  const footer =
    step === 'email' ? (
      <>
        <Button variant="outline" onClick={onClose}>
          {RESET_TEXT.cancel}
        </Button>
        <SubmitButton formId={formId} busy={busy} label={RESET_TEXT.sendOtp} busyLabel={RESET_TEXT.sendingOtp} />
      </>
    ) : succeeded ? (
      <Button onClick={onClose}>{RESET_TEXT.close}</Button>
    ) : (
      <>
        <Button
          variant="outline"
          onClick={() => {
            setStep('email');
            setFailure(null);
          }}
          disabled={busy}
        >
          {RESET_TEXT.back}
        </Button>
        <SubmitButton formId={formId} busy={busy} label={RESET_TEXT.submit} busyLabel={RESET_TEXT.submitting} />
      </>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={RESET_TEXT.title}
      description={step === 'email' ? RESET_TEXT.emailStepDescription : RESET_TEXT.codeStepDescription(sentTo)}
      footer={footer}
    >
      {succeeded ? (
        <div role="status" className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
          <p>{RESET_MESSAGES.resetSuccess}</p>
        </div>
      ) : step === 'email' ? (
        <form id={formId} noValidate onSubmit={sendCode} className="space-y-4">
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField
            form={emailForm}
            name="email"
            id={`${ids}-email`}
            label={RESET_TEXT.email}
            rules={{ onChange: () => edited(emailForm) }}
            type="email"
            autoComplete="email"
            placeholder={RESET_TEXT.emailPlaceholder}
            data-autofocus
          />
        </form>
      ) : (
        <form id={formId} noValidate onSubmit={resetWithCode} className="space-y-4">
          <CodeFields form={codeForm} ids={ids} failure={failure} onEdit={() => edited(codeForm)} />
        </form>
      )}
    </Dialog>
  );
}

function SubmitButton({ formId, busy, label, busyLabel }: { formId: string; busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" form={formId} disabled={busy}>
      {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}

/**
 * The code step's fields under one message (spec: the first problem, or the failed request);
 * a field with a problem is marked invalid and points at that message.
 */
function CodeFields({ form, ids, failure, onEdit }: { form: CodeForm; ids: string; failure: string | null; onEdit: () => void }) {
  const { errors } = form.formState;
  const problem = failure ?? RESET_CODE_FIELDS.map((name) => errors[name]?.message).find(Boolean);
  const problemId = `${ids}-problem`;
  const marked = (name: keyof ResetCodeValues) => (errors[name] ? { invalid: true, 'aria-describedby': problemId } : {});
  const passwordProps = { autoComplete: 'new-password', showLabel: LOGIN_TEXT.showPassword, hideLabel: LOGIN_TEXT.hidePassword };

  return (
    <>
      {problem && (
        <div id={problemId}>
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell id={`${ids}-otp`} label={RESET_TEXT.otp}>
          {(aria) => (
            <NormalizedInput
              form={form}
              name="otp"
              normalize={(value) => value.replace(/\D/g, '').slice(0, OTP_LENGTH)}
              onEdit={onEdit}
              {...aria}
              {...marked('otp')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              placeholder={RESET_TEXT.otpPlaceholder}
              className="font-mono tracking-[0.3em]"
              data-autofocus
            />
          )}
        </FieldShell>
        <FieldShell id={`${ids}-domain`} label={RESET_TEXT.domainId}>
          {(aria) => (
            <NormalizedInput
              form={form}
              name="domainId"
              normalize={(value) => value.toUpperCase()}
              onEdit={onEdit}
              {...aria}
              {...marked('domainId')}
              autoCapitalize="characters"
              placeholder={RESET_TEXT.domainPlaceholder}
            />
          )}
        </FieldShell>
      </div>
      <FieldShell id={`${ids}-new`} label={RESET_TEXT.newPassword} hint={RESET_TEXT.passwordHint}>
        {(aria) => <PasswordInput {...aria} {...marked('newPassword')} {...passwordProps} {...form.register('newPassword', { onChange: onEdit })} />}
      </FieldShell>
      <FieldShell id={`${ids}-confirm`} label={RESET_TEXT.confirmPassword}>
        {(aria) => (
          <PasswordInput {...aria} {...marked('confirmPassword')} {...passwordProps} {...form.register('confirmPassword', { onChange: onEdit })} />
        )}
      </FieldShell>
    </>
  );
}

/** An Input of the code step whose value is kept as `normalize` makes it while typing (digits only, upper case). */
function NormalizedInput({
  form,
  name,
  normalize,
  onEdit,
  ...inputProps
}: Omit<InputProps, 'form' | 'name' | 'value' | 'onChange'> & {
  form: CodeForm;
  name: 'otp' | 'domainId';
  normalize: (value: string) => string;
  onEdit: () => void;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Input
          {...inputProps}
          {...field}
          onChange={(event) => {
            field.onChange(normalize(event.target.value));
            onEdit();
          }}
        />
      )}
    />
  );
}
