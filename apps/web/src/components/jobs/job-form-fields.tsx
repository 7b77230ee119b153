import { JOB_FIELD_LIMITS } from '@kairox/contract';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FieldShell, FormField, TextField, TextareaField } from '../ui/form';
import { Select } from '../ui/select';
import { todayLocal } from '../../lib/dates';
import { departmentOptions, type Option } from '../../lib/jobs/job-options';
import type { JobFormValues } from '../../lib/jobs/job-form-values';
import { JOB_FORM_TEXT as T } from './messages';

/**
 * The job form fields shared by the Create Job Posting page and the Edit Job Posting dialog
 * (spec sections 2 and 5), imported as `* as JobForm`. Each screen places them in its own order
 * and layout; a field's id is `${idPrefix}-<name>` ('job-title' on the page, 'edit-job-title' in
 * the dialog). A field shows its error from the form state and drops it once edited.
 */

/** A form as far as the shared fields use it: its errors, its registration and the error clearing. */
type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T, unknown, FieldValues>, 'control' | 'register' | 'getFieldState' | 'clearErrors'>;

/** A job form as the shared fields see it: one over the shared fields. */
export type JobForm = FieldForm<JobFormValues>;

/**
 * A screen's form (over the shared fields and its own) as the shared fields see it. TypeScript
 * cannot narrow a form's type to fewer fields, but the shared fields only register, read and
 * clear the fields every job form has, so the wider form serves them as it is.
 */
export function sharedJobForm<T extends JobFormValues, TOutput extends FieldValues>(form: UseFormReturn<T, unknown, TOutput>): JobForm {
  return form as unknown as JobForm;
}

/**
 * The register options of a field: its error, shown after a refused submit, goes as soon as it is
 * edited (the form is checked again on the next submit, not while typing).
 */
export function clearErrorOnEdit<T extends FieldValues>(form: FieldForm<T>, name: FieldPath<T>) {
  return {
    onChange: () => {
      if (form.getFieldState(name).error) form.clearErrors(name);
    },
  };
}

export interface JobFieldProps {
  idPrefix: string;
  form: JobForm;
}

/** The props every registered text field shares: the form, its name, its id and the error clearing. */
const registered = ({ idPrefix, form }: JobFieldProps, name: keyof JobFormValues, idName: string) => ({
  form,
  name,
  id: `${idPrefix}-${idName}`,
  rules: clearErrorOnEdit(form, name),
});

export function TitleField({ placeholder, ...field }: JobFieldProps & { placeholder?: string }) {
  return (
    <TextField
      {...registered(field, 'title', 'title')}
      label={T.jobTitle}
      required
      className="md:col-span-2"
      maxLength={JOB_FIELD_LIMITS.title}
      placeholder={placeholder}
    />
  );
}

interface OptionsFieldProps<T extends FieldValues> {
  id: string;
  label: string;
  required?: boolean;
  /** The first, empty choice ('Select department'); none when left out. */
  emptyLabel?: string;
  options: Option[];
  form: FieldForm<T>;
  name: FieldPath<T>;
}

/** A labelled select of options registered under `name`, optionally led by an empty choice. */
export function OptionsField<T extends FieldValues>({ id, label, required, emptyLabel, options, form, name }: OptionsFieldProps<T>) {
  return (
    <FormField control={form.control} name={name} id={id} label={label} required={required}>
      {(aria) => (
        <Select {...aria} {...form.register(name, clearErrorOnEdit(form, name))}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/** The department select; the current value is kept as a choice when it is not one of the fixed list. */
export function DepartmentField({ idPrefix, form, current }: JobFieldProps & { current: string }) {
  return (
    <OptionsField
      id={`${idPrefix}-department`}
      label={T.department}
      required
      emptyLabel={T.selectDepartment}
      options={departmentOptions(current)}
      form={form}
      name="department"
    />
  );
}

/** The employment type select: the create page has no empty choice, the dialog has one. */
export function EmploymentTypeField({ idPrefix, form, options, emptyLabel }: JobFieldProps & { options: Option[]; emptyLabel?: string }) {
  return (
    <OptionsField
      id={`${idPrefix}-employment-type`}
      label={T.employmentType}
      emptyLabel={emptyLabel}
      options={options}
      form={form}
      name="employmentType"
    />
  );
}

export function LocationField({ placeholder, className, ...field }: JobFieldProps & { placeholder?: string; className?: string }) {
  return (
    <TextField
      {...registered(field, 'location', 'location')}
      label={T.location}
      className={className}
      maxLength={JOB_FIELD_LIMITS.location}
      placeholder={placeholder}
    />
  );
}

interface DescriptionFieldsProps extends JobFieldProps {
  /** 'Job Description' on the page, 'Description' in the dialog. */
  descriptionLabel: string;
  rows: { description: number; requirements: number };
}

/** The description and requirements text areas. */
export function DescriptionFields({ descriptionLabel, rows, ...field }: DescriptionFieldsProps) {
  return (
    <>
      <TextareaField
        {...registered(field, 'description', 'description')}
        label={descriptionLabel}
        required
        className="md:col-span-2"
        rows={rows.description}
        maxLength={JOB_FIELD_LIMITS.description}
      />
      <TextareaField
        {...registered(field, 'requirements', 'requirements')}
        label={T.requirements}
        required
        className="md:col-span-2"
        rows={rows.requirements}
        maxLength={JOB_FIELD_LIMITS.requirements}
      />
    </>
  );
}

/** The application and AI processing cutoff dates; the pickers start at today. */
export function CutoffDateFields(field: JobFieldProps) {
  const today = todayLocal();
  return (
    <>
      <TextField {...registered(field, 'cutoffDate', 'cutoff-date')} label={T.cutoffDate} required type="date" min={today} />
      <TextField {...registered(field, 'aiProcessingCutoffDate', 'ai-cutoff-date')} label={T.aiCutoffDate} required type="date" min={today} />
    </>
  );
}

interface ContactEmailFieldProps {
  idPrefix: string;
  required?: boolean;
  /** Why the address cannot be changed, shown under the field with a lock. */
  note: string;
  /** The read-only input: registered on the page, the stored address in the dialog. It cannot be edited, so it shows no error. */
  children: (control: { id: string; 'aria-describedby'?: string; invalid: boolean }) => ReactNode;
}

export function ContactEmailField({ idPrefix, required, note, children }: ContactEmailFieldProps) {
  return (
    <FieldShell
      id={`${idPrefix}-email`}
      label={T.contactEmail}
      required={required}
      className="md:col-span-2"
      hint={
        <span className="inline-flex items-center gap-1.5">
          <Lock className="h-3.5 w-3.5" aria-hidden="true" />
          {note}
        </span>
      }
    >
      {children}
    </FieldShell>
  );
}

const INTERNAL_DETAILS = [
  { name: 'projectName', id: 'project-name', label: T.projectName },
  { name: 'projectCode', id: 'project-code', label: T.projectCode },
  { name: 'projectManager', id: 'project-manager', label: T.projectManager },
  { name: 'techInterviewPoc', id: 'tech-interview-poc', label: T.techInterviewPoc },
] as const;

/** The four required Internal Details inputs (project name, code, manager, tech interview POC). */
export function InternalDetailsFields(field: JobFieldProps) {
  return (
    <>
      {INTERNAL_DETAILS.map(({ name, id, label }) => (
        <TextField key={name} {...registered(field, name, id)} label={label} required maxLength={JOB_FIELD_LIMITS[name]} />
      ))}
    </>
  );
}
