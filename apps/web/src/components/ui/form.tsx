import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  get,
  useForm,
  useFormState,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { FieldError } from './field-error';
import { Input, type InputProps } from './input';
import { Label } from './label';

/** A form over a contract schema: values typed as the schema's input, submitted as its parsed output. */
export type SchemaForm<TInput extends FieldValues, TOutput extends FieldValues> = UseFormReturn<TInput, unknown, TOutput>;

/**
 * useForm validated by a contract zod schema: the same schema the server checks the request with,
 * so the form shows the server's messages and `handleSubmit` hands over the parsed (trimmed, normalised) values.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
): SchemaForm<TInput, TOutput> {
  return useForm<TInput, unknown, TOutput>({ ...options, resolver: zodResolver<TInput, unknown, TOutput>(schema) });
}

/** What a field hands its control: the id, the description (error or hint) and whether it failed validation. */
interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  invalid: boolean;
}

interface FormFieldProps<T extends FieldValues> {
  /** The form's control (`form.control`); the field follows its own error in the form state. */
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  id: string;
  label: string;
  required?: boolean;
  /** A line under the control, replaced by the error while the field has one. */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control and the field's error (or hint) from the form state, wired together for screen readers:
 * the control gets aria-invalid through `invalid` and aria-describedby pointing at `${id}-error` or `${id}-hint`.
 */
export function FormField<T extends FieldValues>({ control, name, id, label, required, hint, className, children }: FormFieldProps<T>) {
  const { errors } = useFormState({ control, name });
  const error: string | undefined = (get(errors, name) as { message?: string } | undefined)?.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className}>
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

interface TextFieldProps<T extends FieldValues>
  extends Omit<FormFieldProps<T>, 'control' | 'children'>, Omit<InputProps, 'id' | 'name' | 'invalid' | 'className' | 'form'> {
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'control' | 'register'>;
  /** Extra register options, e.g. an onChange that clears the field's error. */
  rules?: RegisterOptions<T, FieldPath<T>>;
  /** Classes for the input; `className` goes to the field's wrapper. */
  inputClassName?: string;
}

/** A FormField holding an Input registered under `name`. */
export function TextField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required,
  hint,
  className,
  rules,
  inputClassName,
  ...inputProps
}: TextFieldProps<T>) {
  const registered: UseFormRegisterReturn = form.register(name, rules);
  return (
    <FormField control={form.control} name={name} id={id} label={label} required={required} hint={hint} className={className}>
      {(aria) => <Input {...aria} {...inputProps} className={inputClassName} {...registered} />}
    </FormField>
  );
}
