import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, useContext, type ReactNode } from 'react';
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
import { Textarea, type TextareaProps } from './textarea';

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

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  /** The field's error message, shown in place of the hint. */
  error?: string;
  /** A line under the control, replaced by the error while the field has one. */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

const ReservedMessageLine = createContext(false);

/**
 * Fields inside keep room for one message line under their control, so a message appearing when
 * a field is left moves nothing below it: the click that left the field lands where it was aimed.
 */
export function ReserveFieldMessageLines({ children }: { children: ReactNode }) {
  return <ReservedMessageLine.Provider value>{children}</ReservedMessageLine.Provider>;
}

/**
 * Label, control and error (or hint), wired together for screen readers: the control gets
 * aria-invalid through `invalid` and aria-describedby pointing at `${id}-error` or `${id}-hint`.
 */
export function FieldShell({ id, label, required, error, hint, className, children }: FieldShellProps) {
  const reserveMessageLine = useContext(ReservedMessageLine);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const message = error ? (
    <FieldError id={errorId} message={error} />
  ) : (
    hint && (
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {hint}
      </p>
    )
  );
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({ id, 'aria-describedby': describedBy, invalid: Boolean(error) })}
      {/* One error line and its margin (mt-1.5 + text-sm line). */}
      {reserveMessageLine ? <div className="min-h-6.5">{message}</div> : message}
    </div>
  );
}

interface FormFieldProps<T extends FieldValues> extends Omit<FieldShellProps, 'error'> {
  /** The form's control (`form.control`); the field follows its own error in the form state. */
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
}

/** A FieldShell showing the error of `name` from the form state. */
export function FormField<T extends FieldValues>({ control, name, ...shell }: FormFieldProps<T>) {
  const { errors } = useFormState({ control, name });
  const error: string | undefined = (get(errors, name) as { message?: string } | undefined)?.message;
  return <FieldShell {...shell} error={error} />;
}

/** What a field holding one registered control takes: the field's props, the control's own props, the form and the rules. */
type RegisteredFieldProps<T extends FieldValues, TControlProps> = Omit<FormFieldProps<T>, 'control' | 'children'> &
  Omit<TControlProps, 'id' | 'name' | 'invalid' | 'className' | 'form'> & {
    form: Pick<UseFormReturn<T, unknown, FieldValues>, 'control' | 'register'>;
    /** Extra register options, e.g. an onChange that clears the field's error. */
    rules?: RegisterOptions<T, FieldPath<T>>;
    /** Classes for the control; `className` goes to the field's wrapper. */
    inputClassName?: string;
  };

/** Renders a FormField whose control is registered under `name`; the rest of the props go to the control. */
function registeredField<T extends FieldValues, TControlProps>(
  { form, name, id, label, required, hint, className, rules, inputClassName, ...controlProps }: RegisteredFieldProps<T, TControlProps>,
  renderControl: (props: FieldControlProps & UseFormRegisterReturn & { className?: string }) => ReactNode,
) {
  const registered: UseFormRegisterReturn = form.register(name, rules);
  return (
    <FormField control={form.control} name={name} id={id} label={label} required={required} hint={hint} className={className}>
      {(aria) => renderControl({ ...aria, ...controlProps, className: inputClassName, ...registered })}
    </FormField>
  );
}

/** A FormField holding an Input registered under `name`. */
export function TextField<T extends FieldValues>(props: RegisteredFieldProps<T, InputProps>) {
  return registeredField(props, (control) => <Input {...control} />);
}

/** A FormField holding a Textarea registered under `name`. */
export function TextareaField<T extends FieldValues>(props: RegisteredFieldProps<T, TextareaProps>) {
  return registeredField(props, (control) => <Textarea {...control} />);
}
