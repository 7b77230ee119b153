import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminAddUserFormSchema,
  adminUpdateUserRequestSchema,
  type AdminAddUserForm,
  type AdminUpdateUserRequest,
  type User,
} from '@kairox/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/toast';
import { PasswordInput } from '../../../components/ui/password-input';
import { describeRegisterUserError, describeUpdateUserError, type AdminFailure } from '../api/errors';
import type { AdminUserFields } from '../api/users';
import { USER_FORM_TEXT, USERS_TEXT } from '../messages';
import { FormAlert } from '../../../components/ui/form-alert';

type AddOutput = z.output<typeof adminAddUserFormSchema>;
type EditInput = AdminUpdateUserRequest;
type EditOutput = z.output<typeof adminUpdateUserRequestSchema>;

const ADD_EMPTY: AdminAddUserForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', phone: '' };

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (aria: { id: string; 'aria-describedby'?: string; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and the field's own error line, wired together for screen readers. */
function Field({ id, label, error, hint, required, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({ id, 'aria-describedby': describedBy, invalid: Boolean(error) })}
      {error ? (
        <FieldError id={errorId} message={error} />
      ) : (
        hint && (
          <p id={hintId} className="mt-1.5 text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

function Banner({ failure }: { failure: AdminFailure | null }) {
  if (!failure) return null;
  return (
    <FormAlert>
      <p>{failure.message}</p>
      {failure.detail && <p className="mt-0.5 text-red-600/80">{failure.detail}</p>}
    </FormAlert>
  );
}

/** The fields both forms share: names, email and the optional phone. */
function PersonFields<T extends { firstName?: unknown; lastName?: unknown; email?: unknown; phone?: unknown }>({
  prefix,
  errors,
  register,
}: {
  prefix: string;
  errors: FieldErrors<T>;
  register: (name: 'firstName' | 'lastName' | 'email' | 'phone') => UseFormRegisterReturn;
}) {
  const message = (name: 'firstName' | 'lastName' | 'email' | 'phone') => (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${prefix}-firstName`} label={USER_FORM_TEXT.firstName} error={message('firstName')} required>
          {(aria) => <Input {...aria} autoComplete="off" {...register('firstName')} />}
        </Field>
        <Field id={`${prefix}-lastName`} label={USER_FORM_TEXT.lastName} error={message('lastName')} required>
          {(aria) => <Input {...aria} autoComplete="off" {...register('lastName')} />}
        </Field>
      </div>
      <Field id={`${prefix}-email`} label={USER_FORM_TEXT.email} error={message('email')} required>
        {(aria) => <Input {...aria} type="email" autoComplete="off" placeholder="name@company.com" {...register('email')} />}
      </Field>
      <Field id={`${prefix}-phone`} label={USER_FORM_TEXT.phone} error={message('phone')} hint={USER_FORM_TEXT.phoneHint}>
        {(aria) => <Input {...aria} type="tel" autoComplete="off" placeholder="+1 415 555 0100" {...register('phone')} />}
      </Field>
    </>
  );
}

/**
 * 'Add User' (spec section 5, admin user forms): first name, last name, email and password
 * required, phone optional. POST /api/super-admin/users/register with the organisation's id.
 */
export function AddOrganizationUserDialog({
  open,
  organizationName,
  onClose,
  onSubmit,
}: {
  open: boolean;
  organizationName: string;
  onClose: () => void;
  onSubmit: (body: AdminUserFields & { password: string }) => Promise<unknown>;
}) {
  const [banner, setBanner] = useState<AdminFailure | null>(null);
  const form = useForm<AdminAddUserForm, unknown, AddOutput>({
    resolver: zodResolver(adminAddUserFormSchema),
    defaultValues: ADD_EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  function close() {
    if (isSubmitting) return;
    form.reset(ADD_EMPTY);
    setBanner(null);
    onClose();
  }

  const submit = form.handleSubmit(async ({ confirmPassword: _confirm, phone, ...values }) => {
    setBanner(null);
    try {
      await onSubmit({ ...values, phone: phone ?? null });
      toast.success(USERS_TEXT.added);
      form.reset(ADD_EMPTY);
      onClose();
    } catch (error) {
      const failure = describeRegisterUserError(error);
      if (failure.field) form.setError(failure.field, { message: failure.message });
      else setBanner(failure);
    }
  });

  const formId = 'admin-add-user-form';
  return (
    <Dialog
      open={open}
      onClose={close}
      title={USER_FORM_TEXT.addTitle}
      description={USER_FORM_TEXT.addDescription(organizationName)}
      className="max-w-xl"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={isSubmitting}>
            {USER_FORM_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? USER_FORM_TEXT.adding : USER_FORM_TEXT.add}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <Banner failure={banner} />
        <PersonFields prefix="admin-add-user" errors={errors} register={(name) => form.register(name)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="admin-add-user-password"
            label={USER_FORM_TEXT.password}
            error={errors.password?.message}
            hint={USER_FORM_TEXT.passwordHint}
            required
          >
            {(aria) => (
              <PasswordInput
                {...aria}
                autoComplete="new-password"
                showLabel={USER_FORM_TEXT.showPassword}
                hideLabel={USER_FORM_TEXT.hidePassword}
                {...form.register('password')}
              />
            )}
          </Field>
          <Field id="admin-add-user-confirmPassword" label={USER_FORM_TEXT.confirmPassword} error={errors.confirmPassword?.message} required>
            {(aria) => <Input {...aria} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />}
          </Field>
        </div>
      </form>
    </Dialog>
  );
}

function editDefaults(user: User | null): EditInput {
  return { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '', phone: user?.phone ?? '' };
}

/**
 * 'Edit User': first name, last name and email required, phone optional (empty removes it).
 * PUT /api/super-admin/users/{id}?orgId=
 */
export function EditOrganizationUserDialog({
  user,
  onClose,
  onSubmit,
}: {
  /** The user being edited; null keeps the dialog closed. */
  user: User | null;
  onClose: () => void;
  onSubmit: (user: User, body: AdminUserFields) => Promise<unknown>;
}) {
  const [banner, setBanner] = useState<AdminFailure | null>(null);
  const form = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(adminUpdateUserRequestSchema),
    defaultValues: editDefaults(user),
  });
  const { errors, isSubmitting } = form.formState;
  const [bannerUser, setBannerUser] = useState(user);

  // Each opening starts from the chosen user's current details, without the last opening's banner.
  if (user !== bannerUser) {
    setBannerUser(user);
    if (user) setBanner(null);
  }
  useEffect(() => {
    if (user) form.reset(editDefaults(user));
  }, [user, form]);

  function close() {
    if (!isSubmitting) onClose();
  }

  const submit = form.handleSubmit(async ({ phone, ...values }) => {
    if (!user) return;
    setBanner(null);
    try {
      await onSubmit(user, { ...values, phone: phone ?? null });
      toast.success(USERS_TEXT.updated);
      onClose();
    } catch (error) {
      const failure = describeUpdateUserError(error);
      if (failure.field) form.setError(failure.field, { message: failure.message });
      else setBanner(failure);
    }
  });

  const formId = 'admin-edit-user-form';
  return (
    <Dialog
      open={user !== null}
      onClose={close}
      title={USER_FORM_TEXT.editTitle}
      description={user ? USER_FORM_TEXT.editDescription(user.email) : undefined}
      className="max-w-xl"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={isSubmitting}>
            {USER_FORM_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? USER_FORM_TEXT.saving : USER_FORM_TEXT.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <Banner failure={banner} />
        <PersonFields prefix="admin-edit-user" errors={errors} register={(name) => form.register(name)} />
      </form>
    </Dialog>
  );
}
