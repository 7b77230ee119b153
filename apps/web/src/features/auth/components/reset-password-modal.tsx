import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { normalizeDomainId, OTP_LENGTH, PASSWORD_MIN_LENGTH, RESET_SUCCESS_CLOSE_DELAY_MS, resolveLoginDomain } from '@kairox/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { requestPasswordResetOtp, resetPassword } from '../../../api/auth';
import { RESET_MESSAGES, RESET_TEXT, LOGIN_TEXT } from '../messages';
import { PasswordInput } from '../../../components/ui/password-input';

type Step = 'email' | 'code';

export interface ResetCodeValues {
  otp: string;
  domainId: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec section 5 (reset): all required, then matching passwords, then the minimum length. */
function validateResetCode(values: ResetCodeValues): string | null {
  const { otp, domainId, newPassword, confirmPassword } = values;
  if (!otp.trim() || !domainId.trim() || !newPassword || !confirmPassword) return RESET_MESSAGES.fillAllFields;
  if (newPassword !== confirmPassword) return RESET_MESSAGES.passwordsDoNotMatch;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return RESET_MESSAGES.passwordTooShort;
  return null;
}

const EMPTY_CODE: ResetCodeValues = { otp: '', domainId: '', newPassword: '', confirmPassword: '' };

export interface ResetPasswordModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Two-step password reset: email -> one-time code sent by mail; code + domain + new password ->
 * reset. On success the modal shows the success text and closes itself 2 s later.
 */
export function ResetPasswordModal({ open, onClose }: ResetPasswordModalProps) {
  const ids = useId();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState<ResetCodeValues>(EMPTY_CODE);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);

  // Every opening starts fresh at the email step (reset while rendering, when `open` turns true).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setStep('email');
      setEmail('');
      setCode(EMPTY_CODE);
      setError(null);
      setSuccess(null);
      setBusy(false);
    }
  }

  // Spec: close the modal 2 s after a successful reset.
  const closeAfterSuccess = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => closeAfterSuccess(), RESET_SUCCESS_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [success]);

  async function handleSendOtp(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    if (!trimmed) {
      setError(RESET_MESSAGES.emailRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await requestPasswordResetOtp(trimmed);
      toast.success(RESET_MESSAGES.otpSent);
      setCode({ ...EMPTY_CODE, domainId: resolveLoginDomain(trimmed) ?? '' });
      setStep('code');
    } catch (err) {
      setError(serverMessageOr(err, RESET_MESSAGES.sendFailed));
    } finally {
      setBusy(false);
    }
  }

  async function handleReset(event: FormEvent) {
    event.preventDefault();
    if (busy || success) return;
    const problem = validateResetCode(code);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await resetPassword({
        email: email.trim(),
        otp: code.otp.trim(),
        domainId: normalizeDomainId(code.domainId),
        newPassword: code.newPassword,
      });
      setSuccess(RESET_MESSAGES.resetSuccess);
    } catch (err) {
      setError(serverMessageOr(err, RESET_MESSAGES.resetFailed));
    } finally {
      setBusy(false);
    }
  }

  function update<K extends keyof ResetCodeValues>(key: K, value: ResetCodeValues[K]) {
    setCode((current) => ({ ...current, [key]: value }));
    if (error) setError(null);
  }

  const formId = `${ids}-form`;
  const footer =
    step === 'email' ? (
      <>
        <Button variant="outline" onClick={onClose}>
          {RESET_TEXT.cancel}
        </Button>
        <Button type="submit" form={formId} disabled={busy}>
          {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {busy ? RESET_TEXT.sendingOtp : RESET_TEXT.sendOtp}
        </Button>
      </>
    ) : success ? (
      <Button onClick={onClose}>{RESET_TEXT.close}</Button>
    ) : (
      <>
        <Button
          variant="outline"
          onClick={() => {
            setStep('email');
            setError(null);
          }}
          disabled={busy}
        >
          {RESET_TEXT.back}
        </Button>
        <Button type="submit" form={formId} disabled={busy}>
          {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {busy ? RESET_TEXT.submitting : RESET_TEXT.submit}
        </Button>
      </>
    );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={RESET_TEXT.title}
      description={step === 'email' ? RESET_TEXT.emailStepDescription : RESET_TEXT.codeStepDescription(email.trim())}
      footer={footer}
    >
      {success ? (
        <div role="status" className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
          <p>{success}</p>
        </div>
      ) : step === 'email' ? (
        <form id={formId} noValidate onSubmit={handleSendOtp} className="space-y-4">
          <div>
            <Label htmlFor={`${ids}-email`}>{RESET_TEXT.email}</Label>
            <Input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              placeholder={RESET_TEXT.emailPlaceholder}
              value={email}
              invalid={Boolean(error)}
              aria-describedby={error ? `${ids}-error` : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(null);
              }}
              data-autofocus
            />
          </div>
          <ResetError id={`${ids}-error`} message={error} />
        </form>
      ) : (
        <form id={formId} noValidate onSubmit={handleReset} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={`${ids}-otp`}>{RESET_TEXT.otp}</Label>
              <Input
                id={`${ids}-otp`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                placeholder={RESET_TEXT.otpPlaceholder}
                className="font-mono tracking-[0.3em]"
                value={code.otp}
                onChange={(event) => update('otp', event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
                data-autofocus
              />
            </div>
            <div>
              <Label htmlFor={`${ids}-domain`}>{RESET_TEXT.domainId}</Label>
              <Input
                id={`${ids}-domain`}
                autoCapitalize="characters"
                placeholder={RESET_TEXT.domainPlaceholder}
                value={code.domainId}
                onChange={(event) => update('domainId', event.target.value.toUpperCase())}
              />
            </div>
          </div>
          <div>
            <Label htmlFor={`${ids}-new`}>{RESET_TEXT.newPassword}</Label>
            <PasswordInput
              id={`${ids}-new`}
              autoComplete="new-password"
              showLabel={LOGIN_TEXT.showPassword}
              hideLabel={LOGIN_TEXT.hidePassword}
              value={code.newPassword}
              onChange={(event) => update('newPassword', event.target.value)}
            />
            <p className="mt-1.5 text-xs text-slate-500">{RESET_TEXT.passwordHint}</p>
          </div>
          <div>
            <Label htmlFor={`${ids}-confirm`}>{RESET_TEXT.confirmPassword}</Label>
            <PasswordInput
              id={`${ids}-confirm`}
              autoComplete="new-password"
              showLabel={LOGIN_TEXT.showPassword}
              hideLabel={LOGIN_TEXT.hidePassword}
              value={code.confirmPassword}
              onChange={(event) => update('confirmPassword', event.target.value)}
            />
          </div>
          <ResetError id={`${ids}-error`} message={error} />
        </form>
      )}
    </Dialog>
  );
}

function ResetError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}
