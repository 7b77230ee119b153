import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Re-derives a field's error after something other than its own input changed (another field, a
 * status, a server answer that no longer holds): checked again once the field's error may show
 * (the user left it, or tried to submit), dropped before that.
 */
export function refreshError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'getFieldState' | 'formState' | 'trigger' | 'clearErrors'>,
  name: FieldPath<T>,
) {
  if (form.getFieldState(name).isTouched || form.formState.isSubmitted) void form.trigger(name);
  else form.clearErrors(name);
}
