import { Loader2, MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { OTP_LENGTH, OTP_RESEND_SECONDS, otpVerifyRequestSchema } from '@kairox/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, useSchemaForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { sendOtp, verifyOtp } from '../api';
import { OTP_MESSAGES, OTP_TEXT } from '../messages';
import { refreshError } from '../refresh-error';

/** The code as POST /otp/verify checks it (spec section 5): blank -> 'Please enter the OTP'; anything but 6 digits -> 'OTP must be 6 digits'. */
export const otpFormSchema = otpVerifyRequestSchema.pick({ otp: true });

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
  /** When the code to enter was sent (ms since the epoch): 'Resend' is offered 60 s later. */
  sentAt: number;
  /** The code went out before this opening (the dialog was closed and opened again within the resend wait). */
  sentEarlier?: boolean;
  /** A new code was sent from the dialog, at `sentAt`. */
  onCodeSent: (sentAt: number) => void;
  onClose: () => void;
  onVerified: () => void;
}

/**
 * Email verification code entry for the code sent at `sentAt`: 'Resend' is offered once 60 seconds
 * have passed since then.
 */
export function OtpModal({ open, ...props }: OtpModalProps) {
  // Mounted only while open: every opening starts fresh, with an empty code.
  return open ? <OtpDialog {...props} /> : null;
}

function OtpDialog({ email, sentAt, sentEarlier = false, onCodeSent, onClose, onVerified }: Omit<OtpModalProps, 'open'>) {
  const ids = useId();
  const inputId = `${ids}-otp`;
  const formId = `${ids}-form`;
  const form = useSchemaForm(otpFormSchema, {
    defaultValues: { otp: '' },
    // The code's message shows once the user has left the field, then follows each edit.
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const isComplete = useWatch({ control: form.control, name: 'otp', compute: (otp) => otpFormSchema.safeParse({ otp }).success });
  const verifying = form.formState.isSubmitting;
  const [resending, setResending] = useState(false);
  // The code the dialog asks for: the one it opened for, until a resend replaces it.
  const [code, setCode] = useState({ sentAt, sentEarlier });
  const resendAt = code.sentAt + OTP_RESEND_SECONDS * 1000;
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(resendAt));
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

  async function verify({ otp }: { otp: string }) {
    try {
      await verifyOtp(email, otp);
      if (!openRef.current) return;
      toast.success(OTP_MESSAGES.verified);
      onVerified();
      onClose();
    } catch (err) {
      form.setError('otp', { message: serverMessageOr(err, OTP_MESSAGES.invalid) });
    }
  }

  async function handleResend() {
    if (secondsLeft > 0 || resending) return;
    setResending(true);
    // A failed verify or resend no longer stands while a new code is on its way.
    refreshError(form, 'otp');
    try {
      await sendOtp(email);
      const now = Date.now();
      toast.success(OTP_MESSAGES.codeSent);
      form.reset({ otp: '' });
      setCode({ sentAt: now, sentEarlier: false });
      setSecondsLeft(OTP_RESEND_SECONDS);
      onCodeSent(now);
    } catch {
      form.setError('otp', { message: OTP_MESSAGES.resendFailed });
    } finally {
      setResending(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={OTP_TEXT.title}
      description={code.sentEarlier ? OTP_TEXT.descriptionSentEarlier(email) : OTP_TEXT.description(email)}
      className="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {OTP_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!isComplete || verifying}>
            {verifying && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {verifying ? OTP_TEXT.verifying : OTP_TEXT.verify}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => form.handleSubmit(verify)(event)} className="space-y-4">
        <div className="flex justify-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50">
            <MailCheck className="h-6 w-6 text-indigo-600" aria-hidden="true" />
          </span>
        </div>
        <FormField control={form.control} name="otp" id={inputId} label={OTP_TEXT.label}>
          {(aria) => (
            <Controller
              control={form.control}
              name="otp"
              render={({ field }) => (
                <Input
                  {...aria}
                  {...field}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_LENGTH}
                  placeholder={OTP_TEXT.placeholder}
                  className="h-12 text-center font-mono text-2xl tracking-[0.5em]"
                  onChange={(event) => {
                    field.onChange(sanitizeOtp(event.target.value));
                    // A failed verify or resend no longer holds for the new code, even before the user has left the field.
                    refreshError(form, 'otp');
                  }}
                  data-autofocus
                />
              )}
            />
          )}
        </FormField>
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
