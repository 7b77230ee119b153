import { OtpModal } from './components/otp-modal';
import { PolicyModal } from './components/policy-modal';
import { AdminSection } from './components/admin-section';
import { ConsentSection } from './components/consent-section';
import { OrganizationSection } from './components/organization-section';
import { SignupHeader } from './components/signup-header';
import { SignupProblems, SignupSubmitRow } from './components/signup-submit';
import { PRIVACY_POLICY, SIGNUP_TEXT, TERMS_OF_SERVICE } from './messages';
import { useSignupForm } from './use-signup-form';

/** Tenant registration (/signup): organization, primary admin (email verified by OTP) and consent. */
export function SignupPage() {
  const form = useSignupForm();
  const { values, set, otpOpen, setOtpOpen, setEmailVerified, policyOpen, setPolicyOpen } = form;

  return (
    <div className="min-h-screen bg-gradient-to-b from-slate-50 via-white to-indigo-50/40">
      <SignupHeader />

      <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <div className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{SIGNUP_TEXT.title}</h1>
          <p className="mx-auto mt-2 max-w-2xl text-slate-500">{SIGNUP_TEXT.subtitle}</p>
        </div>

        <form noValidate onSubmit={form.onSubmit} className="space-y-6">
          <OrganizationSection form={form} />
          <AdminSection form={form} />
          <ConsentSection form={form} />
          <SignupProblems form={form} />
          <SignupSubmitRow submitting={form.submitting} isValid={form.isValid} />
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
