import { EDIT_EMPLOYMENT_TYPES, EMPLOYMENT_TYPES, JOB_DEPARTMENTS } from '@kairox/contract';

export interface Option {
  value: string;
  label: string;
}

/* Display labels; the value sent is capitalised by the contract's rule ('hr' -> 'Hr'). */
const LABELS: Record<string, string> = {
  engineering: 'Engineering',
  product: 'Product',
  design: 'Design',
  marketing: 'Marketing',
  others: 'Others',
  hr: 'HR',
  analytics: 'Analytics',
  finance: 'Finance',
  consulting: 'Consulting',
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

export function optionLabel(value: string): string {
  const key = value.trim().toLowerCase();
  return LABELS[key] ?? (key ? key.charAt(0).toUpperCase() + key.slice(1) : '');
}

/** A stored or template value ('Engineering', 'HR') as the select's value ('engineering', 'hr'). */
export function toOptionValue(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/**
 * The select's options: the fixed list, plus the current value when it is not one of them (a
 * template's 'hr' or 'finance', or a stored job's department), so it is shown and kept.
 */
function withCurrent(values: readonly string[], current: string): Option[] {
  const options = values.map((value) => ({ value, label: optionLabel(value) }));
  const key = toOptionValue(current);
  if (key && !values.includes(key)) options.push({ value: key, label: optionLabel(key) });
  return options;
}

export const departmentOptions = (current = '') => withCurrent(JOB_DEPARTMENTS, current);
export const employmentTypeOptions = (current = '') => withCurrent(EMPLOYMENT_TYPES, current);
export const editEmploymentTypeOptions = (current = '') => withCurrent(EDIT_EMPLOYMENT_TYPES, current);

/** 'ACTIVE' -> 'Active'. */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1).toLowerCase() : '';
}
