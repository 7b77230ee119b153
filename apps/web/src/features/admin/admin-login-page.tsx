import { normalizeDomainId } from '@kairox/contract';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { SUPER_ADMIN_HOME } from '../../lib/routes';
import { Button } from '../../components/ui/button';
import { FormField, TextField, useSchemaForm } from '../../components/ui/form';
import { serverMessageOr } from '../../lib/api-client';
import { clearToken, decodeToken } from '../../lib/session';
import { login } from '../../api/auth';
import { LogoMark } from '../../components/brand';
import { PasswordInput } from '../../components/ui/password-input';
import { adminLoginFormSchema } from './admin-login-schema';
import { ADMIN_LOGIN_TEXT, AUTH_MESSAGES } from './messages';
import { FormAlert } from '../../components/ui/form-alert';

const FIELD_IDS = { userName: 'admin-login-username', password: 'admin-login-password', domainId: 'admin-login-domain' } as const;

/**
 * /kairox-admin: the platform operator's sign-in (spec sections 2, 5 and 8). Only a
 * ROLE_SUPER_ADMIN token is kept; any other role is refused and nothing is stored. An operator
 * who is already signed in never sees this page (RedirectSignedInSuperAdmin).
 */
export function AdminLoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm(adminLoginFormSchema, { defaultValues: { userName: '', password: '', domainId: '' } });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ userName, password, domainId }) => {
    setServerError(null);
    try {
      const { token, role } = await login({ userName, password, domainId: normalizeDomainId(domainId) });
      const claims = decodeToken(token);
      if (role !== 'ROLE_SUPER_ADMIN' || (claims && claims.role !== 'ROLE_SUPER_ADMIN')) {
        clearToken();
        setServerError(AUTH_MESSAGES.superAdminRequired);
        return;
      }
      if (!auth.login(token)) {
        clearToken();
        setServerError(AUTH_MESSAGES.loginFailed);
        return;
      }
      navigate(SUPER_ADMIN_HOME, { replace: true });
    } catch (error) {
      clearToken();
      setServerError(serverMessageOr(error, AUTH_MESSAGES.loginFailed));
    }
  });

  return (
    <div className="relative flex min-h-screen flex-col overflow-hidden bg-slate-950 px-4 py-8">
      <title>{`${ADMIN_LOGIN_TEXT.title} · Kairox`}</title>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(to_right,rgb(148_163_184/0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgb(148_163_184/0.07)_1px,transparent_1px)] bg-[size:2.5rem_2.5rem]"
      />
      <div aria-hidden="true" className="absolute -top-40 left-1/2 h-96 w-[40rem] -translate-x-1/2 rounded-full bg-indigo-600/30 blur-3xl" />

      <Link
        to="/"
        aria-label="Kairox home"
        className="relative mx-auto inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
      >
        <LogoMark className="text-indigo-500" />
        <span className="text-xl font-bold tracking-tight text-white">Kairox</span>
      </Link>

      <main className="relative flex flex-1 items-center justify-center py-10">
        <div className="w-full max-w-md rounded-2xl border border-white/10 bg-white p-6 shadow-2xl sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-lg shadow-indigo-500/30">
              <ShieldCheck className="h-6 w-6" aria-hidden="true" />
            </span>
            <p className="mt-4 text-xs font-semibold tracking-widest text-indigo-600 uppercase">{ADMIN_LOGIN_TEXT.badge}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{ADMIN_LOGIN_TEXT.title}</h1>
            <p className="mt-2 text-sm text-slate-500">{ADMIN_LOGIN_TEXT.subtitle}</p>
          </div>

          <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={isSubmitting}>
            <TextField
              form={form}
              name="userName"
              id={FIELD_IDS.userName}
              label={ADMIN_LOGIN_TEXT.username}
              required
              autoComplete="username"
              placeholder={ADMIN_LOGIN_TEXT.usernamePlaceholder}
            />

            <FormField control={form.control} name="password" id={FIELD_IDS.password} label={ADMIN_LOGIN_TEXT.password} required>
              {(aria) => (
                <PasswordInput
                  {...aria}
                  autoComplete="current-password"
                  placeholder={ADMIN_LOGIN_TEXT.passwordPlaceholder}
                  showLabel={ADMIN_LOGIN_TEXT.showPassword}
                  hideLabel={ADMIN_LOGIN_TEXT.hidePassword}
                  {...form.register('password')}
                />
              )}
            </FormField>

            <TextField
              form={form}
              name="domainId"
              id={FIELD_IDS.domainId}
              label={ADMIN_LOGIN_TEXT.domainId}
              required
              autoCapitalize="characters"
              autoComplete="organization"
              placeholder={ADMIN_LOGIN_TEXT.domainPlaceholder}
              inputClassName="uppercase placeholder:normal-case"
            />

            {serverError && <FormAlert>{serverError}</FormAlert>}

            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {isSubmitting ? ADMIN_LOGIN_TEXT.signingIn : ADMIN_LOGIN_TEXT.signIn}
            </Button>
          </form>

          <p className="mt-6 text-center text-sm text-slate-600">
            {ADMIN_LOGIN_TEXT.staffPrompt}{' '}
            <Link to="/login" className="font-semibold text-indigo-600 hover:text-indigo-500">
              {ADMIN_LOGIN_TEXT.staffLink}
            </Link>
          </p>
        </div>
      </main>

      <p className="relative text-center text-xs text-slate-500">{ADMIN_LOGIN_TEXT.footer}</p>
    </div>
  );
}
