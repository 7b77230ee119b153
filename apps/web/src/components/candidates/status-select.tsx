import { APPLICATION_STATUSES, applicationStatusLabel } from '@kairox/contract';
import { Select } from '../ui/select';
import { CANDIDATE_DIALOG_TEXT as T } from './messages';

interface StatusSelectProps {
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  className?: string;
  /** The status chosen; the select goes back to its 'Change Status' placeholder. */
  onChange: (status: string) => void;
}

/** The 'Change Status' dropdown (spec section 2): every candidate status, by its label. */
export function StatusSelect({ onChange, ...props }: StatusSelectProps) {
  return (
    <Select value="" onChange={(event) => onChange(event.target.value)} {...props}>
      <option value="" disabled>
        {T.changeStatusPlaceholder}
      </option>
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {applicationStatusLabel(status)}
        </option>
      ))}
    </Select>
  );
}
