import { AlertCircle, CheckCircle2, ExternalLink, Info, Loader2, ShieldCheck, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import {
  COMPANY_SIZES,
  COUNTRIES,
  deriveSlug,
  INDUSTRIES,
  normalizeDomainId,
  PLAN_LABELS,
  PLANS,
  PREMIUM_PLAN_NOTICE_MS,
  SELF_SERVICE_PLANS,
  SLUG_MAX_LENGTH,
  type Plan,
} from '@kairox/contract';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldError } from '../../components/ui/field-error';
import { Input, fieldStateClasses } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { ApiError, serverMessageOr } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { BrandLogo } from '../../components/brand';
import { PasswordInput } from '../../components/ui/password-input';
import { registerOrganization, sendOtp } from './api';
import { OtpModal } from './components/otp-modal';
import { PolicyModal } from './components/policy-modal';
import { OTP_MESSAGES, PRICING_URL, PRIVACY_POLICY, SIGNUP_MESSAGES, SIGNUP_TEXT, TERMS_OF_SERVICE } from './messages';
import { checkCompanyEmail, EMPTY_SIGNUP_VALUES, validateSignup, type SignupField, type SignupValues } from './signup-validation';
import { useDomainAvailability } from './use-domain-availability';
import { FormAlert } from '../../components/ui/form-alert';

const isSelfService = (plan: Plan) => SELF_SERVICE_PLANS.includes(plan);

/** Tenant registration (/signup): organization, primary admin (email verified by OTP) and consent. */
export function SignupPage() {
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
      await registerOrganization({
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
      });
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

  const showProblems = attempted && problems.length > 0;

  return (
    <div className="min-h-screen bg-gradient-to-b from-slate-50 via-white to-indigo-50/40">
      <header className="border-b border-slate-200/70 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <BrandLogo label={SIGNUP_TEXT.homeLink} name={SIGNUP_TEXT.brandName} />
          <p className="text-sm text-slate-600">
            <span className="hidden sm:inline">{SIGNUP_TEXT.haveAccount} </span>
            <Link to="/login" className="font-semibold text-indigo-600 hover:text-indigo-500">
              {SIGNUP_TEXT.signIn}
            </Link>
          </p>
        </div>
      </header>

      <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <div className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{SIGNUP_TEXT.title}</h1>
          <p className="mx-auto mt-2 max-w-2xl text-slate-500">{SIGNUP_TEXT.subtitle}</p>
        </div>

        <form noValidate onSubmit={onSubmit} className="space-y-6">
          <Section {...SIGNUP_TEXT.sections.organization}>
            <Field className="sm:col-span-2">
              <Label htmlFor={id('organizationName')} required>
                {SIGNUP_TEXT.organizationName}
              </Label>
              <Input
                id={id('organizationName')}
                autoComplete="organization"
                placeholder={SIGNUP_TEXT.organizationNamePlaceholder}
                value={values.organizationName}
                onChange={onOrganizationNameChange}
                onBlur={touch('organizationName')}
                invalid={Boolean(visibleError('organizationName'))}
                aria-describedby={describedBy('organizationName')}
              />
              <FieldError id={`${id('organizationName')}-error`} message={visibleError('organizationName')} />
            </Field>

            <Field>
              <Label htmlFor={id('slug')} required>
                {SIGNUP_TEXT.slug}
              </Label>
              <Input
                id={id('slug')}
                placeholder={SIGNUP_TEXT.slugPlaceholder}
                maxLength={SLUG_MAX_LENGTH}
                value={values.slug}
                onChange={onSlugChange}
                onBlur={touch('slug')}
                invalid={Boolean(visibleError('slug'))}
                aria-describedby={describedBy('slug', true)}
                className="font-mono"
              />
              {visibleError('slug') ? (
                <FieldError id={`${id('slug')}-error`} message={visibleError('slug')} />
              ) : (
                <Hint id={`${id('slug')}-hint`}>{SIGNUP_TEXT.slugHint}</Hint>
              )}
            </Field>

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

            <Field>
              <Label htmlFor={id('country')} required>
                {SIGNUP_TEXT.country}
              </Label>
              <Select
                id={id('country')}
                autoComplete="country-name"
                value={values.country}
                onChange={(event) => set('country', event.target.value)}
                onBlur={touch('country')}
                invalid={Boolean(visibleError('country'))}
                aria-describedby={describedBy('country')}
              >
                <option value="">{SIGNUP_TEXT.countryPlaceholder}</option>
                {COUNTRIES.map((country) => (
                  <option key={country} value={country}>
                    {country}
                  </option>
                ))}
              </Select>
              <FieldError id={`${id('country')}-error`} message={visibleError('country')} />
            </Field>

            <Field>
              <LabelRow>
                <Label htmlFor={id('plan')} required>
                  {SIGNUP_TEXT.plan}
                </Label>
                <a
                  href={PRICING_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mb-1.5 inline-flex items-center gap-1 text-xs font-medium text-indigo-600 hover:text-indigo-500"
                >
                  {SIGNUP_TEXT.viewPricing}
                  <ExternalLink className="h-3 w-3" aria-hidden="true" />
                </a>
              </LabelRow>
              <Select
                id={id('plan')}
                value={values.plan}
                onChange={onPlanChange}
                invalid={Boolean(visibleError('plan'))}
                aria-describedby={planNotice ? `${id('plan')}-notice` : describedBy('plan')}
              >
                {PLANS.map((plan) => (
                  <option key={plan} value={plan}>
                    {isSelfService(plan) ? PLAN_LABELS[plan] : `${PLAN_LABELS[plan]} (${SIGNUP_TEXT.planContactSales})`}
                  </option>
                ))}
              </Select>
              {planNotice ? (
                <div
                  id={`${id('plan')}-notice`}
                  role="status"
                  className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-800"
                >
                  <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                  <p>
                    <span className="font-semibold">{PLAN_LABELS[planNotice]}: </span>
                    {SIGNUP_MESSAGES.paidPlanRequested}
                  </p>
                </div>
              ) : (
                <FieldError id={`${id('plan')}-error`} message={visibleError('plan')} />
              )}
            </Field>

            <Field>
              <LabelRow>
                <Label htmlFor={id('industry')}>{SIGNUP_TEXT.industry}</Label>
                <Optional />
              </LabelRow>
              <Select id={id('industry')} value={values.industry} onChange={(event) => set('industry', event.target.value)}>
                <option value="">{SIGNUP_TEXT.industryPlaceholder}</option>
                {INDUSTRIES.map((industry) => (
                  <option key={industry} value={industry}>
                    {industry}
                  </option>
                ))}
              </Select>
            </Field>

            <Field>
              <LabelRow>
                <Label htmlFor={id('companySize')}>{SIGNUP_TEXT.companySize}</Label>
                <Optional />
              </LabelRow>
              <Select id={id('companySize')} value={values.companySize} onChange={(event) => set('companySize', event.target.value)}>
                <option value="">{SIGNUP_TEXT.companySizePlaceholder}</option>
                {COMPANY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {SIGNUP_TEXT.companySizeOption(size)}
                  </option>
                ))}
              </Select>
            </Field>
          </Section>

          <Section {...SIGNUP_TEXT.sections.admin}>
            <Field>
              <Label htmlFor={id('firstName')} required>
                {SIGNUP_TEXT.firstName}
              </Label>
              <Input
                id={id('firstName')}
                autoComplete="given-name"
                value={values.firstName}
                onChange={(event) => set('firstName', event.target.value)}
                onBlur={touch('firstName')}
                invalid={Boolean(visibleError('firstName'))}
                aria-describedby={describedBy('firstName')}
              />
              <FieldError id={`${id('firstName')}-error`} message={visibleError('firstName')} />
            </Field>

            <Field>
              <Label htmlFor={id('lastName')} required>
                {SIGNUP_TEXT.lastName}
              </Label>
              <Input
                id={id('lastName')}
                autoComplete="family-name"
                value={values.lastName}
                onChange={(event) => set('lastName', event.target.value)}
                onBlur={touch('lastName')}
                invalid={Boolean(visibleError('lastName'))}
                aria-describedby={describedBy('lastName')}
              />
              <FieldError id={`${id('lastName')}-error`} message={visibleError('lastName')} />
            </Field>

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

            <Field>
              <LabelRow>
                <Label htmlFor={id('password')}>{SIGNUP_TEXT.password}</Label>
                <Optional />
              </LabelRow>
              <PasswordInput
                id={id('password')}
                autoComplete="new-password"
                showLabel={SIGNUP_TEXT.showPassword}
                hideLabel={SIGNUP_TEXT.hidePassword}
                value={values.password}
                onChange={(event) => set('password', event.target.value)}
                onBlur={touch('password')}
                invalid={Boolean(visibleError('password'))}
                aria-describedby={describedBy('password', true)}
              />
              {visibleError('password') ? (
                <FieldError id={`${id('password')}-error`} message={visibleError('password')} />
              ) : (
                <Hint id={`${id('password')}-hint`}>{SIGNUP_TEXT.passwordHint}</Hint>
              )}
            </Field>

            <Field>
              <Label htmlFor={id('confirmPassword')}>{SIGNUP_TEXT.confirmPassword}</Label>
              <PasswordInput
                id={id('confirmPassword')}
                autoComplete="new-password"
                showLabel={SIGNUP_TEXT.showPassword}
                hideLabel={SIGNUP_TEXT.hidePassword}
                value={values.confirmPassword}
                onChange={(event) => set('confirmPassword', event.target.value)}
                onBlur={touch('confirmPassword')}
                invalid={Boolean(visibleError('confirmPassword'))}
                aria-describedby={describedBy('confirmPassword')}
              />
              <FieldError id={`${id('confirmPassword')}-error`} message={visibleError('confirmPassword')} />
            </Field>

            <Field className="sm:col-span-2">
              <LabelRow>
                <Label htmlFor={id('phone')}>{SIGNUP_TEXT.phone}</Label>
                <Optional />
              </LabelRow>
              <PhoneInput
                id={id('phone')}
                international
                flags={flags}
                autoComplete="tel"
                placeholder={SIGNUP_TEXT.phonePlaceholder}
                value={values.phone || undefined}
                onChange={(phone) => set('phone', phone ?? '')}
                onBlur={touch('phone')}
                inputComponent={Input}
                numberInputProps={{ className: fieldStateClasses(Boolean(visibleError('phone'))) }}
                aria-invalid={visibleError('phone') ? true : undefined}
                aria-describedby={describedBy('phone')}
                className="kairox-phone gap-2"
              />
              <FieldError id={`${id('phone')}-error`} message={visibleError('phone')} />
            </Field>
          </Section>

          <Section {...SIGNUP_TEXT.sections.terms}>
            <div className="space-y-3 sm:col-span-2">
              <ConsentRow
                id={id('acceptTerms')}
                checked={values.acceptTerms}
                onChange={(checked) => set('acceptTerms', checked)}
                prefix={SIGNUP_TEXT.acceptTermsPrefix}
                linkText={SIGNUP_TEXT.termsOfService}
                onOpen={() => setPolicyOpen('terms')}
                anchor="terms-of-service"
                error={visibleError('acceptTerms')}
              />
              <ConsentRow
                id={id('acceptPrivacy')}
                checked={values.acceptPrivacy}
                onChange={(checked) => set('acceptPrivacy', checked)}
                prefix={SIGNUP_TEXT.acceptPrivacyPrefix}
                linkText={SIGNUP_TEXT.privacyPolicy}
                onOpen={() => setPolicyOpen('privacy')}
                anchor="privacy-policy"
                error={visibleError('acceptPrivacy')}
              />
            </div>
          </Section>

          <div ref={bannerRef} className="space-y-3">
            {showProblems && (
              <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
                <p className="flex items-center gap-2 font-semibold">
                  <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {SIGNUP_MESSAGES.completeFollowing}
                </p>
                <ul className="mt-2 list-disc space-y-0.5 pl-10">
                  {problems.map(([field, message]) => (
                    <li key={field}>{message}</li>
                  ))}
                </ul>
              </div>
            )}
            {serverError && <FormAlert>{serverError}</FormAlert>}
          </div>

          <div className="flex flex-col-reverse items-center gap-4 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600">
              {SIGNUP_TEXT.haveAccount}{' '}
              <Link to="/login" className="font-semibold text-indigo-600 hover:text-indigo-500">
                {SIGNUP_TEXT.signIn}
              </Link>
            </p>
            <Button
              type="submit"
              size="lg"
              disabled={submitting}
              className={cn('w-full sm:w-auto sm:min-w-48', !isValid && 'opacity-50 hover:bg-indigo-600')}
              data-ready={isValid}
            >
              {submitting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {submitting ? SIGNUP_TEXT.submitting : SIGNUP_TEXT.submit}
            </Button>
          </div>
        </form>
      </main>

      <OtpModal open={otpOpen} email={values.email.trim()} onClose={() => setOtpOpen(false)} onVerified={() => setEmailVerified(true)} />
      <PolicyModal
        open={policyOpen === 'terms'}
        policy={TERMS_OF_SERVICE}
        onClose={() => setPolicyOpen(null)}
        onAccept={() => set('acceptTerms', true)}
      />
      <PolicyModal
        open={policyOpen === 'privacy'}
        policy={PRIVACY_POLICY}
        onClose={() => setPolicyOpen(null)}
        onAccept={() => set('acceptPrivacy', true)}
      />
    </div>
  );
}

function Section({ number, title, description, children }: { number: number; title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <div className="mb-6 flex items-start gap-3">
        <h2 id={headingId} className="flex items-center gap-3 text-lg font-semibold text-slate-900">
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">{number}</span>{' '}
          {title}
        </h2>
      </div>
      <p className="-mt-4 mb-6 pl-11 text-sm text-slate-500">{description}</p>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function Field({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className}>{children}</div>;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs text-slate-500">
      {children}
    </p>
  );
}

/** Kept outside the <label> so each label's text stays exactly the field name. */
function Optional() {
  return <span className="mb-1.5 text-xs text-slate-400">{SIGNUP_TEXT.optional}</span>;
}

function LabelRow({ children }: { children: ReactNode }) {
  return <div className="flex items-baseline justify-between gap-2">{children}</div>;
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

function ConsentRow({
  id,
  checked,
  onChange,
  prefix,
  linkText,
  onOpen,
  anchor,
  error,
}: {
  id: string;
  anchor: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  prefix: string;
  linkText: string;
  onOpen: () => void;
  error?: string;
}) {
  return (
    <div>
      <div
        className={cn(
          'flex items-start gap-3 rounded-lg border px-4 py-3 transition-colors',
          checked ? 'border-indigo-200 bg-indigo-50/60' : error ? 'border-red-300 bg-red-50/40' : 'border-slate-200',
        )}
      >
        <Checkbox
          id={id}
          className="mt-0.5"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {prefix}
          {/* A link (not a button) so the label's text stays 'I accept the Terms of Service'. */}
          <a
            href={`#${anchor}`}
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              onOpen();
            }}
            className="font-semibold text-indigo-600 underline-offset-2 hover:text-indigo-500 hover:underline"
          >
            {linkText}
          </a>
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
