import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { cn } from '../../../lib/cn';
import { SIGNUP_TEXT } from '../messages';
import type { SignupForm } from '../use-signup-form';
import { Section } from './signup-layout';

export function ConsentSection({ form }: { form: SignupForm }) {
  const { id, values, set, visibleError, setPolicyOpen } = form;
  return (
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
