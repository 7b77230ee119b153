import { Loader2, MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@kairox/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { sendOtp, verifyOtp } from '../api';
import { OTP_MESSAGES, OTP_TEXT } from '../messages';

/** Spec section 5 (OTP modal): blank -> 'Please enter the OTP'; anything but 6 digits -> 'OTP must be 6 digits'. */
export function validateOtp(otp: string): string | null {
  if (!otp) return OTP_MESSAGES.otpRequired;
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) return OTP_MESSAGES.otpSixDigits;
  return null;
}

/** Keeps digits only, at most 6. */
export function sanitizeOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

export interface OtpModalProps {
  open: boolean;
  email: string;
  onClose: () => void;
  onVerified: () => void;
}

/**
 * Email verification code entry. The code was sent when the modal opened, so 'Resend' is offered
 * after a 60-second countdown.
 */
export function OtpModal({ open, ...props }: OtpModalProps) {
  // Mounted only while open: every opening starts fresh, with an empty code and a countdown from 60 s.
  return open ? <OtpDialog {...props} /> : null;
}

function OtpDialog({ email, onClose, onVerified }: Omit<OtpModalProps, 'open'>) {
  const ids = useId();
  const inputId = `${ids}-otp`;
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + OTP_RESEND_SECONDS * 1000);
  const [secondsLeft, setSecondsLeft] = useState(OTP_RESEND_SECONDS);
  // Whether the modal is still open (mounted) when an answer arrives.
  const openRef = useRef(true);
  useEffect(() => {
    openRef.current = true;
    return () => {
      openRef.current = false;
    };
  }, []);

  // Counts against a deadline, so a throttled background tab still shows the true remaining time.
  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsUntil(resendAt);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  const validation = validateOtp(otp);
  const canVerify = validation === null && !verifying;

  async function handleVerify(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (validation) {
      setError(validation);
      return;
    }
    if (verifying) return;
    setError(null);
    setVerifying(true);
    try {
      await verifyOtp(email, otp);
      if (!openRef.current) return;
      toast.success(OTP_MESSAGES.verified);
      onVerified();
      onClose();
    } catch (err) {
      setError(serverMessageOr(err, OTP_MESSAGES.invalid));
    } finally {
      setVerifying(false);
    }
  }

  async function handleResend() {
    if (secondsLeft > 0 || resending) return;
    setResending(true);
    setError(null);
    try {
      await sendOtp(email);
      toast.success(OTP_MESSAGES.codeSent);
      setOtp('');
      setTouched(false);
      setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
      setSecondsLeft(OTP_RESEND_SECONDS);
    } catch {
      setError(OTP_MESSAGES.resendFailed);
    } finally {
      setResending(false);
    }
  }

  const hint = touched && !error ? validation : null;
  const message = error ?? hint;
  const formId = `${ids}-form`;

  return (
    <Dialog
      open
      onClose={onClose}
      title={OTP_TEXT.title}
      description={OTP_TEXT.description(email)}
      className="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {OTP_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!canVerify}>
            {verifying && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {verifying ? OTP_TEXT.verifying : OTP_TEXT.verify}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleVerify} className="space-y-4">
        <div className="flex justify-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50">
            <MailCheck className="h-6 w-6 text-indigo-600" aria-hidden="true" />
          </span>
        </div>
        <div>
          <Label htmlFor={inputId}>{OTP_TEXT.label}</Label>
          <Input
            id={inputId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder={OTP_TEXT.placeholder}
            value={otp}
            invalid={Boolean(message)}
            aria-describedby={message ? `${ids}-error` : undefined}
            className="h-12 text-center font-mono text-2xl tracking-[0.5em]"
            onChange={(event) => {
              setOtp(sanitizeOtp(event.target.value));
              setError(null);
            }}
            onBlur={() => setTouched(true)}
            data-autofocus
          />
          {message && (
            <p id={`${ids}-error`} role="alert" className="mt-2 text-center text-sm text-red-600">
              {message}
            </p>
          )}
        </div>
        <p className="text-center text-sm text-slate-500">
          {OTP_TEXT.noCode}{' '}
          {secondsLeft > 0 ? (
            <span className="font-medium text-slate-600 tabular-nums">{OTP_TEXT.resendIn(secondsLeft)}</span>
          ) : (
            <button
              type="button"
              onClick={handleResend}
              disabled={resending}
              className="font-semibold text-indigo-600 hover:text-indigo-500 disabled:opacity-60"
            >
              {resending ? OTP_TEXT.resending : OTP_TEXT.resend}
            </button>
          )}
        </p>
      </form>
    </Dialog>
  );
}
