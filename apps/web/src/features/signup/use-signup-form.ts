import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  deriveSlug,
  normalizeDomainId,
  PREMIUM_PLAN_NOTICE_MS,
  SELF_SERVICE_PLANS,
  SLUG_MAX_LENGTH,
  type OrgRegisterRequest,
  type Plan,
} from '@kairox/contract';
import { ApiError, serverMessageOr } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { registerOrganization, sendOtp } from './api';
import { OTP_MESSAGES, SIGNUP_MESSAGES } from './messages';
import { checkCompanyEmail, EMPTY_SIGNUP_VALUES, validateSignup, type SignupField, type SignupValues } from './signup-validation';
import { useDomainAvailability } from './use-domain-availability';

export const isSelfService = (plan: Plan) => SELF_SERVICE_PLANS.includes(plan);

function toRegistration(values: SignupValues): OrgRegisterRequest {
  return {
    organization: {
      legalOrganizationName: values.organizationName.trim(),
      slug: values.slug.trim(),
      domainId: normalizeDomainId(values.domainId),
      country: values.country,
      plan: values.plan || 'FREE_TRIAL',
      industry: values.industry || null,
      companySize: values.companySize || null,
    },
    admin: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password || undefined,
      phone: values.phone || null,
    },
    acceptTerms: values.acceptTerms,
    acceptPrivacy: values.acceptPrivacy,
  };
}

/** The signup form's state: values, which messages show, email verification by OTP, and submitting. */
export function useSignupForm() {
  const navigate = useNavigate();
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;

  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP_VALUES);
  const [slugEdited, setSlugEdited] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<SignupField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const [emailVerified, setEmailVerified] = useState(false);
  const [sendingOtp, setSendingOtp] = useState(false);
  const [otpOpen, setOtpOpen] = useState(false);
  const otpSentTo = useRef<string | null>(null);

  const [policyOpen, setPolicyOpen] = useState<'terms' | 'privacy' | null>(null);
  const [planNotice, setPlanNotice] = useState<Plan | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  const domain = useDomainAvailability(values.domainId);
  const problems = validateSignup(values, { domainStatus: domain.status, emailVerified });
  const errorOf = new Map(problems);
  const isValid = problems.length === 0;
  const emailCheck = checkCompanyEmail(values.email);

  // Spec section 9: the premium-plan notice shows for 5 s.
  useEffect(() => {
    if (!planNotice) return;
    const timer = setTimeout(() => setPlanNotice(null), PREMIUM_PLAN_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [planNotice]);

  function set<K extends SignupField>(field: K, value: SignupValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerError(null);
  }

  const touch = (field: SignupField) => () => setTouched((current) => ({ ...current, [field]: true }));

  /** A field's message once the user has left it or tried to submit. */
  function visibleError(field: SignupField): string | undefined {
    const message = errorOf.get(field);
    if (!message) return undefined;
    if (attempted) return message;
    if (!touched[field]) return undefined;
    // While the user is still working on these, the live status lines say enough.
    if (field === 'domainId' && message === SIGNUP_MESSAGES.domainPending) return undefined;
    if (field === 'email' && (message === SIGNUP_MESSAGES.emailNotVerified || emailCheck.kind !== 'empty')) return undefined;
    return message;
  }

  function describedBy(field: SignupField, hint?: boolean): string | undefined {
    if (visibleError(field)) return `${id(field)}-error`;
    return hint ? `${id(field)}-hint` : undefined;
  }

  function onOrganizationNameChange(event: ChangeEvent<HTMLInputElement>) {
    const name = event.target.value;
    setValues((current) => ({ ...current, organizationName: name, slug: slugEdited ? current.slug : deriveSlug(name) }));
    setServerError(null);
  }

  function onSlugChange(event: ChangeEvent<HTMLInputElement>) {
    const slug = event.target.value
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, SLUG_MAX_LENGTH);
    // Clearing the slug hands it back to the automatic derivation on the next name change.
    setSlugEdited(slug !== '');
    set('slug', slug);
  }

  function onPlanChange(event: ChangeEvent<HTMLSelectElement>) {
    const plan = event.target.value as Plan;
    if (isSelfService(plan)) {
      set('plan', plan);
      setPlanNotice(null);
    } else {
      // Paid plans are activated by the provider; the account starts on the Free Trial.
      set('plan', 'FREE_TRIAL');
      setPlanNotice(plan);
    }
  }

  function onEmailChange(event: ChangeEvent<HTMLInputElement>) {
    set('email', event.target.value);
    setEmailVerified(false);
  }

  async function onVerifyEmail() {
    const email = values.email.trim();
    if (emailCheck.kind !== 'valid' || sendingOtp) {
      setTouched((current) => ({ ...current, email: true }));
      return;
    }
    setSendingOtp(true);
    try {
      await sendOtp(email);
      otpSentTo.current = email;
      toast.success(OTP_MESSAGES.codeSent);
      setOtpOpen(true);
    } catch (error) {
      const message = serverMessageOr(error, OTP_MESSAGES.sendFailed);
      // A code already went to this address moments ago: let the user type it in.
      if (error instanceof ApiError && error.status === 429 && otpSentTo.current === email) {
        toast.info(message);
        setOtpOpen(true);
      } else {
        toast.error(message, OTP_MESSAGES.sendFailedTitle);
      }
    } finally {
      setSendingOtp(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    setServerError(null);
    if (!isValid) {
      bannerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      return;
    }
    if (submitting) return;
    setSubmitting(true);
    try {
      await registerOrganization(toRegistration(values));
      toast.success(SIGNUP_MESSAGES.success);
      navigate('/login', { state: { message: SIGNUP_MESSAGES.successRedirect } });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 400) {
        toast.error(SIGNUP_MESSAGES.invalidData, SIGNUP_MESSAGES.invalidDataTitle);
        setServerError(serverMessageOr(error, SIGNUP_MESSAGES.invalidData));
      } else if (status === 409) {
        toast.error(SIGNUP_MESSAGES.duplicate, SIGNUP_MESSAGES.duplicateTitle);
        setServerError(serverMessageOr(error, SIGNUP_MESSAGES.duplicate));
      } else {
        toast.error(SIGNUP_MESSAGES.failed);
        setServerError(serverMessageOr(error, SIGNUP_MESSAGES.failed));
      }
      setSubmitting(false);
    }
  }

  return {
    id,
    values,
    set,
    touch,
    visibleError,
    describedBy,
    domain,
    emailCheck,
    emailVerified,
    setEmailVerified,
    sendingOtp,
    otpOpen,
    setOtpOpen,
    policyOpen,
    setPolicyOpen,
    planNotice,
    bannerRef,
    problems,
    isValid,
    showProblems: attempted && problems.length > 0,
    serverError,
    submitting,
    onSubmit,
    onOrganizationNameChange,
    onSlugChange,
    onPlanChange,
    onEmailChange,
    onVerifyEmail,
  };
}

export type SignupForm = ReturnType<typeof useSignupForm>;
