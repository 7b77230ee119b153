import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import PhoneInput, { type Country } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { cn } from '../../lib/cn';
import { FormField } from './form';
import { fieldClasses, fieldStateClasses } from './input';

interface PhoneFieldProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'control'>;
  name: FieldPath<T>;
  id: string;
  label: string;
  required?: boolean;
  className?: string;
  /** Shows the number with its country code from the start. */
  international?: boolean;
  defaultCountry?: Country;
  placeholder?: string;
  autoComplete?: string;
  /** Called after each change, e.g. to clear a server error for the field. */
  onEdit?: () => void;
}

/**
 * A FormField holding the country picker and number input, its value an international number (or ''
 * when empty). Import it only where a phone is asked for: its flags and metadata weigh about 100 KB.
 */
export function PhoneField<T extends FieldValues>({ form, name, id, label, required, className, onEdit, ...phoneProps }: PhoneFieldProps<T>) {
  return (
    <FormField control={form.control} name={name} id={id} label={label} required={required} className={className}>
      {({ invalid, ...aria }) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <PhoneInput
              {...aria}
              {...phoneProps}
              flags={flags}
              value={field.value || undefined}
              onChange={(value) => {
                field.onChange(value ?? '');
                onEdit?.();
              }}
              onBlur={field.onBlur}
              aria-invalid={invalid || undefined}
              className={cn('kx-phone', invalid && 'kx-phone--invalid')}
              numberInputProps={{ className: cn(fieldClasses, fieldStateClasses(invalid)) }}
            />
          )}
        />
      )}
    </FormField>
  );
}
