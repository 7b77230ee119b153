import { JOB_FIELD_LIMITS } from '@kairox/contract';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../ui/input';
import { Select } from '../ui/select';
import { Textarea } from '../ui/textarea';
import { todayLocal } from '../../lib/dates';
import { departmentOptions, type Option } from '../../lib/jobs/job-options';
import type { JobFormValues } from '../../lib/jobs/job-form-values';
import { JOB_FORM_TEXT as T } from './messages';
import { FormField } from '../ui/form-field';

/**
 * The job form fields shared by the Create Job Posting page and the Edit Job Posting dialog
 * (spec sections 2 and 5), imported as `* as JobForm`. Each screen places them in its own order
 * and layout; a field's id is `${idPrefix}-<name>` ('job-title' on the page, 'edit-job-title' in
 * the dialog).
 */

/** A form's `register`, narrowed to the fields both job forms have. */
type RegisterJobField = (name: keyof JobFormValues) => UseFormRegisterReturn;

export interface JobFieldProps {
  idPrefix: string;
  register: RegisterJobField;
}

export function TitleField({ idPrefix, register, placeholder }: JobFieldProps & { placeholder?: string }) {
  return (
    <FormField id={`${idPrefix}-title`} label={T.jobTitle} required className="md:col-span-2">
      {(aria) => <Input {...aria} maxLength={JOB_FIELD_LIMITS.title} placeholder={placeholder} {...register('title')} />}
    </FormField>
  );
}

interface OptionsFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** The first, empty choice ('Select department'); none when left out. */
  emptyLabel?: string;
  options: Option[];
  registration: UseFormRegisterReturn;
}

/** A labelled select of options, optionally led by an empty choice. */
export function OptionsField({ id, label, required, emptyLabel, options, registration }: OptionsFieldProps) {
  return (
    <FormField id={id} label={label} required={required}>
      {(aria) => (
        <Select {...aria} {...registration}>
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
export function DepartmentField({ idPrefix, register, current }: JobFieldProps & { current: string }) {
  return (
    <OptionsField
      id={`${idPrefix}-department`}
      label={T.department}
      required
      emptyLabel={T.selectDepartment}
      options={departmentOptions(current)}
      registration={register('department')}
    />
  );
}

/** The employment type select: the create page has no empty choice, the dialog has one. */
export function EmploymentTypeField({ idPrefix, register, options, emptyLabel }: JobFieldProps & { options: Option[]; emptyLabel?: string }) {
  return (
    <OptionsField
      id={`${idPrefix}-employment-type`}
      label={T.employmentType}
      emptyLabel={emptyLabel}
      options={options}
      registration={register('employmentType')}
    />
  );
}

export function LocationField({ idPrefix, register, placeholder, className }: JobFieldProps & { placeholder?: string; className?: string }) {
  return (
    <FormField id={`${idPrefix}-location`} label={T.location} className={className}>
      {(aria) => <Input {...aria} maxLength={JOB_FIELD_LIMITS.location} placeholder={placeholder} {...register('location')} />}
    </FormField>
  );
}

interface DescriptionFieldsProps extends JobFieldProps {
  /** 'Job Description' on the page, 'Description' in the dialog. */
  descriptionLabel: string;
  rows: { description: number; requirements: number };
}

/** The description and requirements text areas. */
export function DescriptionFields({ idPrefix, register, descriptionLabel, rows }: DescriptionFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-description`} label={descriptionLabel} required className="md:col-span-2">
        {(aria) => <Textarea {...aria} rows={rows.description} maxLength={JOB_FIELD_LIMITS.description} {...register('description')} />}
      </FormField>
      <FormField id={`${idPrefix}-requirements`} label={T.requirements} required className="md:col-span-2">
        {(aria) => <Textarea {...aria} rows={rows.requirements} maxLength={JOB_FIELD_LIMITS.requirements} {...register('requirements')} />}
      </FormField>
    </>
  );
}

/** The application and AI processing cutoff dates; the pickers start at today. */
export function CutoffDateFields({ idPrefix, register }: JobFieldProps) {
  const today = todayLocal();
  return (
    <>
      <FormField id={`${idPrefix}-cutoff-date`} label={T.cutoffDate} required>
        {(aria) => <Input {...aria} type="date" min={today} {...register('cutoffDate')} />}
      </FormField>
      <FormField id={`${idPrefix}-ai-cutoff-date`} label={T.aiCutoffDate} required>
        {(aria) => <Input {...aria} type="date" min={today} {...register('aiProcessingCutoffDate')} />}
      </FormField>
    </>
  );
}

interface ContactEmailFieldProps {
  idPrefix: string;
  required?: boolean;
  /** Why the address cannot be changed, shown under the field with a lock. */
  note: string;
  /** The read-only input: registered on the page, the stored address in the dialog. */
  children: (aria: { id: string; 'aria-describedby'?: string }) => ReactNode;
}

export function ContactEmailField({ idPrefix, required, note, children }: ContactEmailFieldProps) {
  return (
    <FormField
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
    </FormField>
  );
}

const INTERNAL_DETAILS = [
  { name: 'projectName', id: 'project-name', label: T.projectName },
  { name: 'projectCode', id: 'project-code', label: T.projectCode },
  { name: 'projectManager', id: 'project-manager', label: T.projectManager },
  { name: 'techInterviewPoc', id: 'tech-interview-poc', label: T.techInterviewPoc },
] as const;

/** The four required Internal Details inputs (project name, code, manager, tech interview POC). */
export function InternalDetailsFields({ idPrefix, register }: JobFieldProps) {
  return (
    <>
      {INTERNAL_DETAILS.map(({ name, id, label }) => (
        <FormField key={name} id={`${idPrefix}-${id}`} label={label} required>
          {(aria) => <Input {...aria} maxLength={JOB_FIELD_LIMITS[name]} {...register(name)} />}
        </FormField>
      ))}
    </>
  );
}
