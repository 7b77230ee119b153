import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { FieldError } from '../../../components/ui/field-error';
import { Input, fieldStateClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { SIGNUP_TEXT } from '../messages';
import type { SignupForm } from '../use-signup-form';
import { EmailField } from './email-field';
import { Field, Hint, LabelRow, Optional, Section } from './signup-layout';

export function AdminSection({ form }: { form: SignupForm }) {
  const { id, values, set, touch, visibleError, describedBy } = form;
  return (
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

      <EmailField form={form} />

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
  );
}
