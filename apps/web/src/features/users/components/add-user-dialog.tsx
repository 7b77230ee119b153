import { zodResolver } from '@hookform/resolvers/zod';
import { USER_MESSAGES, addUserFormSchema, type AddUserForm } from '@kairox/contract';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input, fieldClasses, fieldStateClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { describeRegisterUserError, useRegisterUser } from '../api/register-user';
import { ADD_USER_TEXT } from '../messages';
import { FormAlert } from '../../../components/ui/form-alert';

type FormInput = AddUserForm;
type FormOutput = z.output<typeof addUserFormSchema>;
type FieldName = FieldPath<FormInput>;

const FORM_ID = 'add-user-form';
const EMPTY: FormInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', phone: '' };

interface FieldProps {
  name: FieldName;
  label: string;
  error?: string;
  children: (aria: { id: string; 'aria-describedby'?: string; invalid: boolean }) => ReactNode;
}

/** Label, control and the field's own error line, wired together for screen readers. */
function Field({ name, label, error, children }: FieldProps) {
  const id = `add-user-${name}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id} required>
        {label}
      </Label>
      {children({ id, 'aria-describedby': error ? errorId : undefined, invalid: Boolean(error) })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The header's 'Add New User' form (spec sections 2, 5 and 8). */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [banner, setBanner] = useState<string | null>(null);
  const mutation = useRegisterUser();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addUserFormSchema),
    defaultValues: EMPTY,
    // Validate on submit only; an edited field's error is cleared by hand (see `edited`), not re-checked.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  function edited(name: FieldName) {
    if (form.formState.errors[name]) form.clearErrors(name);
  }

  function register(name: FieldName) {
    return form.register(name, { onChange: () => edited(name) });
  }

  function close() {
    form.reset(EMPTY);
    setBanner(null);
    mutation.reset();
    onClose();
  }

  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    setBanner(null);
    try {
      await mutation.mutateAsync(body);
      toast.success(USER_MESSAGES.added);
      close();
    } catch (error) {
      const failure = describeRegisterUserError(error);
      if (failure.field) form.setError(failure.field, { message: failure.message });
      else setBanner(failure.message);
    }
  });

  const footer = (
    <>
      <Button variant="outline" onClick={close} disabled={mutation.isPending}>
        {ADD_USER_TEXT.cancel}
      </Button>
      <Button type="submit" form={FORM_ID} disabled={mutation.isPending}>
        {mutation.isPending ? ADD_USER_TEXT.submitting : ADD_USER_TEXT.submit}
      </Button>
    </>
  );

  return (
    <Dialog open={open} onClose={close} title={ADD_USER_TEXT.title} footer={footer} className="max-w-xl">
      <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4">
        {banner && <FormAlert>{banner}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="firstName" label={ADD_USER_TEXT.firstName} error={errors.firstName?.message}>
            {(aria) => <Input {...aria} autoComplete="given-name" {...register('firstName')} />}
          </Field>
          <Field name="lastName" label={ADD_USER_TEXT.lastName} error={errors.lastName?.message}>
            {(aria) => <Input {...aria} autoComplete="family-name" {...register('lastName')} />}
          </Field>
        </div>
        <Field name="email" label={ADD_USER_TEXT.email} error={errors.email?.message}>
          {(aria) => <Input {...aria} type="email" autoComplete="off" placeholder="name@company.com" {...register('email')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="password" label={ADD_USER_TEXT.password} error={errors.password?.message}>
            {(aria) => <Input {...aria} type="password" autoComplete="new-password" {...register('password')} />}
          </Field>
          <Field name="confirmPassword" label={ADD_USER_TEXT.confirmPassword} error={errors.confirmPassword?.message}>
            {(aria) => <Input {...aria} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
          </Field>
        </div>
        <Field name="phone" label={ADD_USER_TEXT.phone} error={errors.phone?.message}>
          {({ invalid, ...aria }) => (
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  {...aria}
                  international
                  defaultCountry="IN"
                  flags={flags}
                  value={field.value || undefined}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                    edited('phone');
                  }}
                  onBlur={field.onBlur}
                  aria-invalid={invalid || undefined}
                  className={cn('kx-phone', invalid && 'kx-phone--invalid')}
                  numberInputProps={{ className: cn(fieldClasses, fieldStateClasses(invalid)) }}
                />
              )}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
