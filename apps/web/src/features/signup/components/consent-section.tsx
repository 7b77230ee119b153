import { Controller } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { cn } from '../../../lib/cn';
import { SIGNUP_TEXT } from '../messages';
import type { SignupForm } from '../use-signup-form';
import { Section } from './signup-layout';

export function ConsentSection({ signup }: { signup: SignupForm }) {
  const { id, form, setPolicyOpen } = signup;
  return (
    <Section {...SIGNUP_TEXT.sections.terms}>
      <div className="space-y-3 sm:col-span-2">
        <ConsentRow
          form={form}
          name="acceptTerms"
          id={id('acceptTerms')}
          prefix={SIGNUP_TEXT.acceptTermsPrefix}
          linkText={SIGNUP_TEXT.termsOfService}
          onOpen={() => setPolicyOpen('terms')}
          anchor="terms-of-service"
        />
        <ConsentRow
          form={form}
          name="acceptPrivacy"
          id={id('acceptPrivacy')}
          prefix={SIGNUP_TEXT.acceptPrivacyPrefix}
          linkText={SIGNUP_TEXT.privacyPolicy}
          onOpen={() => setPolicyOpen('privacy')}
          anchor="privacy-policy"
        />
      </div>
    </Section>
  );
}

/**
 * A consent box whose label holds the link to the policy, so it keeps its own markup rather than a
 * FieldShell (whose label sits above the control and is plain text).
 */
function ConsentRow({
  form,
  name,
  id,
  prefix,
  linkText,
  onOpen,
  anchor,
}: {
  form: SignupForm['form'];
  name: 'acceptTerms' | 'acceptPrivacy';
  id: string;
  anchor: string;
  prefix: string;
  linkText: string;
  onOpen: () => void;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div>
            <div
              className={cn(
                'flex items-start gap-3 rounded-lg border px-4 py-3 transition-colors',
                field.value ? 'border-indigo-200 bg-indigo-50/60' : error ? 'border-red-300 bg-red-50/40' : 'border-slate-200',
              )}
            >
              {/* No onBlur: a consent's message waits for a submit attempt. */}
              <Checkbox
                ref={field.ref}
                id={id}
                name={field.name}
                className="mt-0.5"
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
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
      }}
    />
  );
}
