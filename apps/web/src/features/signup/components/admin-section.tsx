import { FormField, TextField } from '../../../components/ui/form';
import { PasswordInput } from '../../../components/ui/password-input';
import { PhoneField } from '../../../components/ui/phone-field';
import { SIGNUP_TEXT } from '../messages';
import type { SignupForm } from '../use-signup-form';
import { EmailField } from './email-field';
import { Optional, Section, WithLabelNote } from './signup-layout';

export function AdminSection({ signup }: { signup: SignupForm }) {
  const { id, form, onPasswordChange } = signup;
  const passwordToggle = { showLabel: SIGNUP_TEXT.showPassword, hideLabel: SIGNUP_TEXT.hidePassword };
  return (
    <Section {...SIGNUP_TEXT.sections.admin}>
      <TextField form={form} name="firstName" id={id('firstName')} label={SIGNUP_TEXT.firstName} required autoComplete="given-name" />
      <TextField form={form} name="lastName" id={id('lastName')} label={SIGNUP_TEXT.lastName} required autoComplete="family-name" />

      <EmailField signup={signup} />

      <WithLabelNote note={<Optional />}>
        <FormField control={form.control} name="password" id={id('password')} label={SIGNUP_TEXT.password} hint={SIGNUP_TEXT.passwordHint}>
          {(aria) => (
            <PasswordInput {...aria} {...passwordToggle} autoComplete="new-password" {...form.register('password', { onChange: onPasswordChange })} />
          )}
        </FormField>
      </WithLabelNote>

      <FormField control={form.control} name="confirmPassword" id={id('confirmPassword')} label={SIGNUP_TEXT.confirmPassword}>
        {(aria) => <PasswordInput {...aria} {...passwordToggle} autoComplete="new-password" {...form.register('confirmPassword')} />}
      </FormField>

      <WithLabelNote note={<Optional />} className="sm:col-span-2">
        <PhoneField
          form={form}
          name="phone"
          id={id('phone')}
          label={SIGNUP_TEXT.phone}
          international
          autoComplete="tel"
          placeholder={SIGNUP_TEXT.phonePlaceholder}
        />
      </WithLabelNote>
    </Section>
  );
}
