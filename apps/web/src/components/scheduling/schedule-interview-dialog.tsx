import {
  INTERVIEW_DURATION_CHOICES,
  SCHEDULING_MESSAGES,
  rescheduleInterviewRequestSchema,
  type InterviewPlan,
  type RescheduleInterviewRequest,
  type ScheduledInterview,
} from '@kairox/contract';
import { useId, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useRescheduleInterview, useScheduleInterview } from '../../api/scheduled-interviews';
import { ApiError, serverMessageOr } from '../../lib/api-client';
import { addDaysLocal, todayLocal } from '../../lib/dates';
import { browserTimeZone, timeZoneChoices } from '../../lib/scheduling/interview-time';
import { toast } from '../../lib/toast';
import { FormDialog } from '../ui/form-dialog';
import { FormAlert } from '../ui/form-alert';
import { FormField, TextareaField, TextField, useSchemaForm, type SchemaForm } from '../ui/form';
import { Select } from '../ui/select';
import { InterviewerChecklist } from './interviewer-checklist';
import { SCHEDULING_TEXT as T } from './messages';

/** The application an interview is booked for. */
export interface InterviewCandidate {
  id: number;
  candidateName: string;
}

type InterviewDialogTarget =
  | { mode: 'schedule'; application: InterviewCandidate | null; defaultInterviewerIds: number[] }
  | { mode: 'reschedule'; interview: ScheduledInterview };

interface Props {
  target: InterviewDialogTarget;
  onClose: () => void;
  /** Where the candidate is chosen when the dialog does not know him yet (the Scheduled Interviews page's search). */
  candidatePicker?: ReactNode;
  /** Shown under the picker when the form is sent without a candidate. */
  onMissingCandidate?: () => void;
}

type PlanForm = SchemaForm<RescheduleInterviewRequest, InterviewPlan>;

function defaultsOf(target: InterviewDialogTarget): RescheduleInterviewRequest {
  if (target.mode === 'reschedule') {
    const { interview } = target;
    return {
      date: interview.date,
      time: interview.time,
      timeZone: interview.timeZone,
      durationMinutes: String(interview.durationMinutes),
      location: interview.location ?? '',
      videoUrl: interview.videoUrl ?? '',
      notes: interview.notes ?? '',
      interviewerIds: interview.interviewers.map((member) => member.id),
    };
  }
  return {
    date: addDaysLocal(1),
    time: '10:00',
    timeZone: browserTimeZone(),
    durationMinutes: '60',
    location: '',
    videoUrl: '',
    notes: '',
    interviewerIds: target.defaultInterviewerIds,
  };
}

/** A refusal the server ties to one field goes under it; any other failure above the fields. */
function showFailure(form: PlanForm, error: unknown, setAlert: (message: string) => void) {
  const message = serverMessageOr(error, T.failed);
  if (error instanceof ApiError && message === SCHEDULING_MESSAGES.inThePast) form.setError('date', { message });
  else if (error instanceof ApiError && message === SCHEDULING_MESSAGES.unknownInterviewers) form.setError('interviewerIds', { message });
  else setAlert(message);
}

/** When: date, time, time zone and duration. */
function WhenFields({ form, id, timeZone }: { form: PlanForm; id: string; timeZone: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="date" id={`${id}-date`} label={T.date} required type="date" min={todayLocal()} />
      <TextField form={form} name="time" id={`${id}-time`} label={T.time} required type="time" step={300} />
      <FormField control={form.control} name="timeZone" id={`${id}-zone`} label={T.timeZone} required>
        {({ invalid, ...aria }) => (
          <Select {...aria} invalid={invalid} {...form.register('timeZone')}>
            {timeZoneChoices(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField control={form.control} name="durationMinutes" id={`${id}-duration`} label={T.duration} required>
        {({ invalid, ...aria }) => (
          <Select {...aria} invalid={invalid} {...form.register('durationMinutes')}>
            {INTERVIEW_DURATION_CHOICES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {T.minutes(minutes)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}

/**
 * Schedule or reschedule an interview: when (a wall-clock time in a chosen zone, the viewer's by
 * default), how long, where, with whom, and notes for the interviewers. Validated with the
 * contract's schema, as the server validates the call; saving sends the invitations.
 */
export function ScheduleInterviewDialog({ target, onClose, candidatePicker, onMissingCandidate }: Props) {
  const id = useId();
  const defaults = defaultsOf(target);
  const form = useSchemaForm(rescheduleInterviewRequestSchema, { defaultValues: defaults, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const schedule = useScheduleInterview();
  const reschedule = useRescheduleInterview();
  const [alert, setAlert] = useState<string | null>(null);
  const pending = schedule.isPending || reschedule.isPending;
  const rescheduling = target.mode === 'reschedule';

  const submit = form.handleSubmit(async (plan) => {
    setAlert(null);
    try {
      if (target.mode === 'reschedule') {
        const saved = await reschedule.mutateAsync({ id: target.interview.id, body: plan });
        toast.success(T.rescheduled(saved.candidateName), T.savedTitle);
      } else if (!target.application) {
        onMissingCandidate?.();
        return;
      } else {
        const saved = await schedule.mutateAsync({ applicationId: target.application.id, ...plan });
        toast.success(T.scheduled(saved.candidateName), T.savedTitle);
      }
      onClose();
    } catch (error) {
      showFailure(form, error, setAlert);
    }
  });

  const candidateName = rescheduling ? target.interview.candidateName : target.application?.candidateName;
  return (
    <FormDialog
      title={rescheduling ? T.rescheduleTitle : T.scheduleTitle}
      description={T.dialogDescription}
      className="max-w-2xl"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={T.cancel}
      submitLabel={pending ? (rescheduling ? T.saving : T.scheduling) : rescheduling ? T.save : T.schedule}
      formClassName="space-y-4"
    >
      {alert && <FormAlert>{alert}</FormAlert>}
      {candidatePicker ?? (
        <p className="text-sm text-slate-600">
          {T.candidate}: <span className="font-medium text-slate-900">{candidateName}</span>
        </p>
      )}
      <WhenFields form={form} id={id} timeZone={defaults.timeZone} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="location" id={`${id}-place`} label={T.place} placeholder={T.placePlaceholder} hint={T.placeHint} />
        <TextField form={form} name="videoUrl" id={`${id}-video`} label={T.videoUrl} type="url" placeholder="https://" />
      </div>
      <Controller
        control={form.control}
        name="interviewerIds"
        render={({ field, fieldState }) => (
          <InterviewerChecklist
            id={`${id}-interviewers`}
            value={(field.value ?? []).map(Number)}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextareaField form={form} name="notes" id={`${id}-notes`} label={T.notes} hint={T.notesHint} rows={3} />
    </FormDialog>
  );
}
