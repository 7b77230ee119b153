import { CheckCircle2, Loader2, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOGIN_REDIRECT_DELAY_MS, loginRequestSchema, resolveLoginDomain } from '@kairox/contract';
import { Button } from '../../components/ui/button';
import { FormField, TextField, useSchemaForm } from '../../components/ui/form';
import { serverMessageOr } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { clearToken } from '../../lib/session';
import { login } from '../../api/auth';
import { BrandLogo } from '../../components/brand';
import { PasswordInput } from '../../components/ui/password-input';
import { ResetPasswordModal } from './components/reset-password-modal';
import { AUTH_MESSAGES, LOGIN_TEXT } from './messages';
import { FormAlert } from '../../components/ui/form-alert';

const FIELD_IDS = { userName: 'login-username', domainId: 'login-domain', password: 'login-password' } as const;

/** A success message handed over by another screen, e.g. sign-up: navigate('/login', { state: { message } }). */
function stateMessage(state: unknown): string | null {
  if (state && typeof state === 'object' && 'message' in state) {
    const { message } = state as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

/** Staff sign-in (/login): username, domain ID and password, with the reset-password modal. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuth();
  const notice = stateMessage(location.state);
  const [serverError, setServerError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);

  // loginRequestSchema also refuses a user name without a domain when no Domain ID is given.
  const form = useSchemaForm(loginRequestSchema, { defaultValues: { userName: '', domainId: '', password: '' } });
  const { isSubmitting } = form.formState;

  // Spec: the success overlay shows for 1.5 s, then the dashboard replaces the login page in history.
  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  const onSubmit = form.handleSubmit(async ({ userName, password, domainId }) => {
    setServerError(null);
    try {
      const { token } = await login({ userName, password, domainId: resolveLoginDomain(userName, domainId) });
      // Stored under 'jwt_token'; the session context follows the stored token.
      auth.login(token);
      setRedirecting(true);
    } catch (error) {
      clearToken();
      setServerError(serverMessageOr(error, AUTH_MESSAGES.loginFailed));
    }
  });

  const busy = isSubmitting || redirecting;

  return (
    <div className="flex min-h-screen bg-slate-50">
      <BrandPanel />

      <main className="flex flex-1 flex-col px-4 py-8 sm:px-8">
        <div className="lg:hidden">
          <BrandLogo label={LOGIN_TEXT.homeLink} name={LOGIN_TEXT.brandName} />
        </div>

        <div className="flex flex-1 items-center justify-center py-8">
          <div className="w-full max-w-md">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-8">
              <div className="mb-6">
                <h1 className="text-2xl font-bold tracking-tight text-slate-900">{LOGIN_TEXT.title}</h1>
                <p className="mt-1 text-sm text-slate-500">{LOGIN_TEXT.subtitle}</p>
              </div>

              {notice && (
                <div
                  role="status"
                  className="mb-5 flex items-start gap-2.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-sm text-emerald-800"
                >
                  <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  <p>{notice}</p>
                </div>
              )}

              <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
                <TextField
                  form={form}
                  name="userName"
                  id={FIELD_IDS.userName}
                  label={LOGIN_TEXT.username}
                  autoComplete="username"
                  placeholder={LOGIN_TEXT.usernamePlaceholder}
                />

                <TextField
                  form={form}
                  name="domainId"
                  id={FIELD_IDS.domainId}
                  label={LOGIN_TEXT.domainId}
                  hint={LOGIN_TEXT.domainHint}
                  autoCapitalize="characters"
                  autoComplete="organization"
                  placeholder={LOGIN_TEXT.domainPlaceholder}
                  inputClassName="uppercase placeholder:normal-case"
                />

                <div className="relative">
                  {/* On the label's line, before the field so that it keeps its place in the tab order. */}
                  <button
                    type="button"
                    onClick={() => setResetOpen(true)}
                    className="absolute top-0 right-0 text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {LOGIN_TEXT.resetPassword}
                  </button>
                  <FormField control={form.control} name="password" id={FIELD_IDS.password} label={LOGIN_TEXT.password}>
                    {(aria) => (
                      <PasswordInput
                        {...aria}
                        autoComplete="current-password"
                        placeholder={LOGIN_TEXT.passwordPlaceholder}
                        showLabel={LOGIN_TEXT.showPassword}
                        hideLabel={LOGIN_TEXT.hidePassword}
                        {...form.register('password')}
                      />
                    )}
                  </FormField>
                </div>

                {serverError && <FormAlert>{serverError}</FormAlert>}

                <Button type="submit" size="lg" className="w-full" disabled={busy}>
                  {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
                  {busy ? LOGIN_TEXT.signingIn : LOGIN_TEXT.signIn}
                </Button>
              </form>

              <p className="mt-6 text-center text-sm text-slate-600">
                {LOGIN_TEXT.noAccount}{' '}
                <Link to="/signup" className="font-semibold text-indigo-600 hover:text-indigo-500">
                  {LOGIN_TEXT.createOne}
                </Link>
              </p>
            </div>
          </div>
        </div>
      </main>

      <ResetPasswordModal open={resetOpen} onClose={() => setResetOpen(false)} />
      {redirecting && <SuccessOverlay />}
    </div>
  );
}

function BrandPanel() {
  return (
    <aside className="relative hidden w-[44%] max-w-xl overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 p-10 text-white lg:flex lg:flex-col">
      <div aria-hidden="true" className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-20 h-80 w-80 rounded-full bg-violet-400/20 blur-3xl" />
      <BrandLogo label={LOGIN_TEXT.homeLink} name={LOGIN_TEXT.brandName} tone="light" className="relative" />
      <div className="relative mt-auto mb-auto pt-12">
        <h2 className="text-3xl leading-tight font-bold tracking-tight">{LOGIN_TEXT.panelTitle}</h2>
        <p className="mt-4 max-w-md text-indigo-100">{LOGIN_TEXT.panelBody}</p>
        <ul className="mt-8 space-y-3">
          {LOGIN_TEXT.panelPoints.map((point) => (
            <li key={point} className="flex items-center gap-3 text-sm text-indigo-50">
              <ShieldCheck className="h-5 w-5 shrink-0 text-indigo-200" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <dl className="relative grid grid-cols-3 gap-4 border-t border-white/20 pt-6">
        {LOGIN_TEXT.panelStats.map((stat) => (
          <div key={stat.label}>
            <dt className="sr-only">{stat.label}</dt>
            <dd className="text-2xl font-bold">{stat.value}</dd>
            <dd className="text-xs text-indigo-200">{stat.label}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

function SuccessOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4 backdrop-blur-sm">
      <div
        role="status"
        aria-live="polite"
        className="flex w-full max-w-sm flex-col items-center rounded-2xl bg-white px-8 py-10 text-center shadow-2xl"
      >
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100">
          <CheckCircle2 className="h-8 w-8 text-emerald-600" aria-hidden="true" />
        </span>
        <p className="mt-5 text-base font-semibold text-slate-900">{AUTH_MESSAGES.loginSuccess}</p>
        <Loader2 className="mt-4 h-5 w-5 animate-spin text-indigo-600" aria-hidden="true" />
      </div>
    </div>
  );
}
