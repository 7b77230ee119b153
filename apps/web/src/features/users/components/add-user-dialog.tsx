import { USER_MESSAGES, addUserFormSchema, type AddUserForm } from '@kairox/contract';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField, useSchemaForm } from '../../../components/ui/form';
import { PhoneField } from '../../../components/ui/phone-field';
import { toast } from '../../../lib/toast';
import { describeRegisterUserError, useRegisterUser } from '../api/register-user';
import { ADD_USER_TEXT } from '../messages';
import { FormAlert } from '../../../components/ui/form-alert';

type FieldName = FieldPath<AddUserForm>;

const FORM_ID = 'add-user-form';
const EMPTY: AddUserForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', phone: '' };
const fieldId = (name: FieldName) => `add-user-${name}`;

/** The header's 'Add New User' form (spec sections 2, 5 and 8). */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [banner, setBanner] = useState<string | null>(null);
  const mutation = useRegisterUser();
  const form = useSchemaForm(addUserFormSchema, {
    defaultValues: EMPTY,
    // Validate on submit only; an edited field's error is cleared by hand (see `edited`), not re-checked.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  function edited(name: FieldName) {
    // Read from the form's live state: this component does not subscribe to errors, its fields do.
    if (form.getFieldState(name).error) form.clearErrors(name);
  }

  /** The props every text field of this form shares: its id, the required mark and the error clearing on edit. */
  function field(name: FieldName) {
    return { form, name, id: fieldId(name), required: true, rules: { onChange: () => edited(name) } };
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
          <TextField {...field('firstName')} label={ADD_USER_TEXT.firstName} autoComplete="given-name" />
          <TextField {...field('lastName')} label={ADD_USER_TEXT.lastName} autoComplete="family-name" />
        </div>
        <TextField {...field('email')} label={ADD_USER_TEXT.email} type="email" autoComplete="off" placeholder="name@company.com" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('password')} label={ADD_USER_TEXT.password} type="password" autoComplete="new-password" />
          <TextField {...field('confirmPassword')} label={ADD_USER_TEXT.confirmPassword} type="password" autoComplete="new-password" />
        </div>
        <PhoneField
          form={form}
          name="phone"
          id={fieldId('phone')}
          label={ADD_USER_TEXT.phone}
          required
          international
          defaultCountry="IN"
          onEdit={() => edited('phone')}
        />
      </form>
    </Dialog>
  );
}
