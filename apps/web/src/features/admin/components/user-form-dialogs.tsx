import {
  adminAddUserFormSchema,
  adminUpdateUserRequestSchema,
  type AdminAddUserForm,
  type AdminUpdateUserRequest,
  type User,
} from '@kairox/contract';
import { useEffect, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField, TextField, useSchemaForm, type SchemaForm } from '../../../components/ui/form';
import { toast } from '../../../lib/toast';
import { PasswordInput } from '../../../components/ui/password-input';
import { describeRegisterUserError, describeUpdateUserError, type AdminFailure } from '../api/errors';
import type { AdminUserFields } from '../api/users';
import { USER_FORM_TEXT, USERS_TEXT } from '../messages';
import { FormAlert } from '../../../components/ui/form-alert';

type EditInput = AdminUpdateUserRequest;
/** What both forms ask about the person. */
type PersonValues = Pick<EditInput, 'firstName' | 'lastName' | 'email' | 'phone'>;

const ADD_EMPTY: AdminAddUserForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', phone: '' };

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
function PersonFields<TInput extends PersonValues, TOutput extends FieldValues>({
  prefix,
  form,
}: {
  prefix: string;
  form: SchemaForm<TInput, TOutput>;
}) {
  const field = (name: keyof PersonValues) => ({ form, name: name as FieldPath<TInput>, id: `${prefix}-${name}`, autoComplete: 'off' });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName')} label={USER_FORM_TEXT.firstName} required />
        <TextField {...field('lastName')} label={USER_FORM_TEXT.lastName} required />
      </div>
      <TextField {...field('email')} label={USER_FORM_TEXT.email} required type="email" placeholder="name@company.com" />
      <TextField {...field('phone')} label={USER_FORM_TEXT.phone} hint={USER_FORM_TEXT.phoneHint} type="tel" placeholder="+1 415 555 0100" />
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
  const form = useSchemaForm(adminAddUserFormSchema, { defaultValues: ADD_EMPTY });
  const { isSubmitting } = form.formState;

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

  return (
    <FormDialog
      open={open}
      title={USER_FORM_TEXT.addTitle}
      description={USER_FORM_TEXT.addDescription(organizationName)}
      className="max-w-xl"
      onClose={close}
      onSubmit={submit}
      pending={isSubmitting}
      cancelLabel={USER_FORM_TEXT.cancel}
      submitLabel={isSubmitting ? USER_FORM_TEXT.adding : USER_FORM_TEXT.add}
      formClassName="space-y-4"
    >
      <Banner failure={banner} />
      <PersonFields prefix="admin-add-user" form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="password"
          id="admin-add-user-password"
          label={USER_FORM_TEXT.password}
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
        </FormField>
        <TextField
          form={form}
          name="confirmPassword"
          id="admin-add-user-confirmPassword"
          label={USER_FORM_TEXT.confirmPassword}
          required
          type="password"
          autoComplete="new-password"
        />
      </div>
    </FormDialog>
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
  const form = useSchemaForm(adminUpdateUserRequestSchema, { defaultValues: editDefaults(user) });
  const { isSubmitting } = form.formState;
  const [bannerUser, setBannerUser] = useState(user);

  // Each opening starts from the chosen user's current details, without the last opening's banner.
  if (user !== bannerUser) {
    setBannerUser(user);
    if (user) setBanner(null);
  }
  useEffect(() => {
    if (user) form.reset(editDefaults(user));
  }, [user, form]);

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

  return (
    <FormDialog
      open={user !== null}
      title={USER_FORM_TEXT.editTitle}
      description={user ? USER_FORM_TEXT.editDescription(user.email) : undefined}
      className="max-w-xl"
      onClose={onClose}
      onSubmit={submit}
      pending={isSubmitting}
      cancelLabel={USER_FORM_TEXT.cancel}
      submitLabel={isSubmitting ? USER_FORM_TEXT.saving : USER_FORM_TEXT.save}
      formClassName="space-y-4"
    >
      <Banner failure={banner} />
      <PersonFields prefix="admin-edit-user" form={form} />
    </FormDialog>
  );
}
