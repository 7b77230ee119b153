import { ReserveFieldMessageLines } from '../../components/ui/form';
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
  const signup = useSignupForm();
  const { email, otpOpen, setOtpOpen, otpSentAt, otpSentEarlier, onOtpResent, onEmailVerified, policyOpen, setPolicyOpen, acceptPolicy } = signup;

  return (
    <div className="min-h-screen bg-gradient-to-b from-slate-50 via-white to-indigo-50/40">
      <SignupHeader />

      <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <div className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{SIGNUP_TEXT.title}</h1>
          <p className="mx-auto mt-2 max-w-2xl text-slate-500">{SIGNUP_TEXT.subtitle}</p>
        </div>

        <form noValidate onSubmit={signup.onSubmit} className="space-y-6">
          {/* A field's message appears when it is left, typically by clicking the next control: it must not move that control. */}
          <ReserveFieldMessageLines>
            <OrganizationSection signup={signup} />
            <AdminSection signup={signup} />
            <ConsentSection signup={signup} />
          </ReserveFieldMessageLines>
          <SignupProblems signup={signup} />
          <SignupSubmitRow submitting={signup.submitting} isValid={signup.isValid} />
        </form>
      </main>

      <OtpModal
        open={otpOpen}
        email={email}
        sentAt={otpSentAt}
        sentEarlier={otpSentEarlier}
        onCodeSent={onOtpResent}
        onClose={() => setOtpOpen(false)}
        onVerified={onEmailVerified}
      />
      <PolicyModal
        open={policyOpen === 'terms'}
        policy={TERMS_OF_SERVICE}
        onClose={() => setPolicyOpen(null)}
        onAccept={() => acceptPolicy('acceptTerms')}
      />
      <PolicyModal
        open={policyOpen === 'privacy'}
        policy={PRIVACY_POLICY}
        onClose={() => setPolicyOpen(null)}
        onAccept={() => acceptPolicy('acceptPrivacy')}
      />
    </div>
  );
}
