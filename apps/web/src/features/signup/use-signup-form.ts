import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  deriveSlug,
  OTP_RESEND_SECONDS,
  PREMIUM_PLAN_NOTICE_MS,
  SELF_SERVICE_PLANS,
  SLUG_MAX_LENGTH,
  type OrgRegisterRequest,
  type Plan,
} from '@kairox/contract';
import { useSchemaForm } from '../../components/ui/form';
import { ApiError, serverMessageOr } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { registerOrganization, sendOtp } from './api';
import { OTP_MESSAGES, SIGNUP_MESSAGES } from './messages';
import { refreshError } from './refresh-error';
import { checkCompanyEmail, EMPTY_SIGNUP_VALUES, signupFormSchema, signupProblems } from './signup-schema';
import { useDomainAvailability } from './use-domain-availability';

export const isSelfService = (plan: Plan) => SELF_SERVICE_PLANS.includes(plan);

/** What a refused registration toasts, by status: the message (also the banner's fallback) and its title. */
const REGISTER_FAILURES: Record<number, [message: string, title?: string]> = {
  400: [SIGNUP_MESSAGES.invalidData, SIGNUP_MESSAGES.invalidDataTitle],
  409: [SIGNUP_MESSAGES.duplicate, SIGNUP_MESSAGES.duplicateTitle],
};

/** Keeps what a slug may hold: lowercase letters and digits, at most 10. */
function toSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, SLUG_MAX_LENGTH);
}

/** The signup form: values and messages (react-hook-form over signupFormSchema), email verification by OTP, and submitting. */
export function useSignupForm() {
  const navigate = useNavigate();
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;

  const form = useSchemaForm(signupFormSchema, {
    defaultValues: EMPTY_SIGNUP_VALUES,
    // A field's message shows once the user has left it and then follows each edit; after a submit attempt, every field's does.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // A failed attempt scrolls to the problems banner instead.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [domainId, email, emailVerified] = useWatch({ control: form.control, name: ['domainId', 'email', 'emailVerified'] });
  // Worked out from the values on each edit (not from the fields' messages, which follow asynchronously), so the
  // banner shows with the submit attempt itself.
  const problems = useWatch({ control: form.control, compute: signupProblems });
  const [attempted, setAttempted] = useState(false);

  // Once the user types a slug, the organization name no longer sets it.
  const slugEdited = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const [sendingOtp, setSendingOtp] = useState(false);
  const [otpOpen, setOtpOpen] = useState(false);
  // When a code last went to each address: within 60 s the server sends no new one, and that code stays valid.
  const [codeSentAt, setCodeSentAt] = useState<ReadonlyMap<string, number>>(() => new Map());
  // Whether the open dialog asks for a code sent before it opened (Verify clicked again within the wait).
  const [otpSentEarlier, setOtpSentEarlier] = useState(false);

  const [policyOpen, setPolicyOpen] = useState<'terms' | 'privacy' | null>(null);
  const [planNotice, setPlanNotice] = useState<Plan | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  const domain = useDomainAvailability(domainId);
  const emailCheck = checkCompanyEmail(email);

  // Spec section 9: the premium-plan notice shows for 5 s.
  useEffect(() => {
    if (!planNotice) return;
    const timer = setTimeout(() => setPlanNotice(null), PREMIUM_PLAN_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [planNotice]);

  // The server refused the values it was sent: any edit makes its message stale.
  useEffect(() => form.subscribe({ formState: { values: true }, callback: () => setServerError(null) }), [form]);

  // The check's verdict belongs to the form: the schema tells from it whether the domain still blocks sign-up.
  useEffect(() => {
    if (form.getValues('domainStatus') === domain.status) return;
    form.setValue('domainStatus', domain.status);
    refreshError(form, 'domainId');
  }, [form, domain.status]);

  /** A field's message, except while the live line under Domain or Email says enough before a submit attempt. */
  function shownError(field: 'domainId' | 'email'): string | undefined {
    const message = errors[field]?.message;
    if (!message || attempted) return message;
    if (field === 'domainId') return message === SIGNUP_MESSAGES.domainPending ? undefined : message;
    return emailCheck.kind === 'empty' ? message : undefined;
  }

  function onOrganizationNameChange(event: ChangeEvent<HTMLInputElement>) {
    if (slugEdited.current) return;
    form.setValue('slug', deriveSlug(event.target.value));
    refreshError(form, 'slug');
  }

  function slugInput(value: string): string {
    const slug = toSlug(value);
    // Clearing the slug hands it back to the derivation on the next name change.
    slugEdited.current = slug !== '';
    return slug;
  }

  /** The plan to keep for a choice: paid plans are activated by the provider, so the account starts on the Free Trial. */
  function choosePlan(plan: Plan): Plan {
    setPlanNotice(isSelfService(plan) ? null : plan);
    return isSelfService(plan) ? plan : 'FREE_TRIAL';
  }

  // The confirmation's verdict follows the password.
  function onPasswordChange() {
    refreshError(form, 'confirmPassword');
  }

  // A verification holds for the address it was made for; the email's own check follows the edit.
  function onEmailChange() {
    form.setValue('emailVerified', false);
  }

  function onEmailVerified() {
    form.setValue('emailVerified', true);
    refreshError(form, 'email');
  }

  function acceptPolicy(field: 'acceptTerms' | 'acceptPrivacy') {
    form.setValue(field, true);
    refreshError(form, field);
  }

  function onOtpSent(address: string, sentAt: number) {
    setCodeSentAt((sent) => new Map(sent).set(address, sentAt));
  }

  async function onVerifyEmail() {
    if (emailCheck.kind !== 'valid' || sendingOtp) return;
    const address = email.trim();
    const sentAt = codeSentAt.get(address);
    // The server would refuse a new code so soon; the one it sent is still valid, so the dialog asks for that one.
    if (sentAt !== undefined && Date.now() < sentAt + OTP_RESEND_SECONDS * 1000) {
      setOtpSentEarlier(true);
      setOtpOpen(true);
      return;
    }
    setSendingOtp(true);
    try {
      await sendOtp(address);
      onOtpSent(address, Date.now());
      toast.success(OTP_MESSAGES.codeSent);
      setOtpSentEarlier(false);
      setOtpOpen(true);
    } catch (error) {
      // No dialog: no code went out, and the server says why (e.g. too many codes asked for).
      toast.error(serverMessageOr(error, OTP_MESSAGES.sendFailed), OTP_MESSAGES.sendFailedTitle);
    } finally {
      setSendingOtp(false);
    }
  }

  async function register(body: OrgRegisterRequest) {
    if (submitting) return;
    setSubmitting(true);
    try {
      await registerOrganization(body);
      toast.success(SIGNUP_MESSAGES.success);
      navigate('/login', { state: { message: SIGNUP_MESSAGES.successRedirect } });
    } catch (error) {
      const failure: [message: string, title?: string] = REGISTER_FAILURES[error instanceof ApiError ? error.status : 0] ?? [SIGNUP_MESSAGES.failed];
      toast.error(...failure);
      setServerError(serverMessageOr(error, failure[0]));
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    setAttempted(true);
    setServerError(null);
    const scrollToProblems = () => bannerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    return form.handleSubmit(register, scrollToProblems)(event);
  }

  return {
    id,
    form,
    shownError,
    domain,
    email: email.trim(),
    emailCheck,
    emailVerified,
    onPasswordChange,
    onEmailChange,
    onEmailVerified,
    sendingOtp,
    otpOpen,
    setOtpOpen,
    otpSentAt: codeSentAt.get(email.trim()) ?? 0,
    otpSentEarlier,
    onOtpResent: (sentAt: number) => onOtpSent(email.trim(), sentAt),
    policyOpen,
    setPolicyOpen,
    acceptPolicy,
    planNotice,
    bannerRef,
    problems,
    isValid: problems.length === 0,
    showProblems: attempted && problems.length > 0,
    serverError,
    submitting,
    onSubmit,
    onOrganizationNameChange,
    slugInput,
    choosePlan,
    onVerifyEmail,
  };
}

export type SignupForm = ReturnType<typeof useSignupForm>;
