import { JOB_MESSAGES, type Job } from '@kairox/contract';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { serverMessageOr } from '../../../lib/api-client';
import { todayLocal } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useUpdateJob } from '../api/update-job';
import { buildUpdateJobPayload, editFormFromJob, editStatusOptions, validateEditJobForm, type EditJobFormValues } from '../edit-job-form';
import { editEmploymentTypeOptions } from '../../../lib/jobs/job-options';
import { JOB_PAGE_TEXT as T } from '../messages';
import { JOB_FORM_TEXT as FIELD_TEXT } from '../../../components/jobs/messages';
import { InternalQuestionsEditor } from '../../../components/jobs/internal-questions-editor';
import * as JobForm from '../../../components/jobs/job-form-fields';

const FORM_ID = 'edit-job-form';
/** The fields the dialog renders from (a constant, so useWatch keeps one subscription). */
const WATCHED_FIELDS = ['department', 'employmentType', 'status', 'questions', 'topics'] as const;

function SectionTitle({ children }: { children: string }) {
  return <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase md:col-span-2">{children}</h3>;
}

/** The 'Edit Job Posting' modal (spec sections 2 and 5). */
export function EditJobDialog({ job, open, onClose }: { job: Job; open: boolean; onClose: () => void }) {
  const form = useForm<EditJobFormValues>({ defaultValues: editFormFromJob(job) });
  const updateJob = useUpdateJob();
  const fields = { idPrefix: 'edit-job', register: form.register };

  // Each opening starts from the job as it is now.
  useEffect(() => {
    if (open) form.reset(editFormFromJob(job));
  }, [open, job, form]);

  const [department, employmentType, status, questions, topics] = useWatch({ control: form.control, name: WATCHED_FIELDS });

  function close() {
    if (!updateJob.isPending) onClose();
  }

  const submit = form.handleSubmit(async (values) => {
    if (updateJob.isPending) return;
    const problem = validateEditJobForm(values, job, todayLocal());
    if (problem) {
      toast.error(problem.message, problem.title);
      if (problem.field) form.setFocus(problem.field as keyof EditJobFormValues);
      return;
    }
    try {
      await updateJob.mutateAsync({ id: job.id, body: buildUpdateJobPayload(values) });
      toast.success(JOB_MESSAGES.updated(values.title.trim()));
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, JOB_MESSAGES.updateFailed), JOB_MESSAGES.updateFailedTitle);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={T.editTitle}
      description={`#${job.id} · ${job.title}`}
      className="max-w-3xl"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={updateJob.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={updateJob.isPending}>
            {updateJob.isPending ? T.saving : T.save}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
        <JobForm.TitleField {...fields} />
        <JobForm.DepartmentField {...fields} current={department} />
        <JobForm.LocationField {...fields} />
        <JobForm.EmploymentTypeField {...fields} emptyLabel={FIELD_TEXT.selectEmploymentType} options={editEmploymentTypeOptions(employmentType)} />
        <JobForm.OptionsField
          id="edit-job-status"
          label={T.editStatus}
          required
          options={editStatusOptions(status)}
          registration={form.register('status')}
        />
        <JobForm.DescriptionFields {...fields} descriptionLabel={T.description} rows={{ description: 7, requirements: 6 }} />
        <JobForm.CutoffDateFields {...fields} />
        <JobForm.ContactEmailField idPrefix={fields.idPrefix} note={T.editContactEmailHint}>
          {(aria) => <Input {...aria} value={job.email} readOnly disabled className="bg-slate-50" />}
        </JobForm.ContactEmailField>

        <SectionTitle>{T.internalDetails}</SectionTitle>
        <JobForm.InternalDetailsFields {...fields} />

        <SectionTitle>{T.internalQuestions}</SectionTitle>
        <div className="md:col-span-2">
          <InternalQuestionsEditor {...fields} questions={questions} topics={topics} />
        </div>
      </form>
    </Dialog>
  );
}
