import { JOB_MESSAGES, type Job } from '@kairox/contract';
import { useEffect, useMemo } from 'react';
import { useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSchemaForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { serverMessageOr } from '../../../lib/api-client';
import { firstJobFormProblem } from '../../../lib/jobs/job-form-schema';
import { toast } from '../../../lib/toast';
import { useUpdateJob } from '../api/update-job';
import { buildUpdateJobPayload, editFormFromJob, editJobFormSchema, editStatusOptions, type EditJobFormValues } from '../edit-job-form';
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
  const schema = useMemo(() => editJobFormSchema(job), [job]);
  const form = useSchemaForm(schema, {
    defaultValues: editFormFromJob(job),
    // Checked on submit only; an edited field's error is dropped (see JobForm.clearErrorOnEdit), not re-checked.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The field named by the toast gets the focus, not the first field with an error.
    shouldFocusError: false,
  });
  const updateJob = useUpdateJob();
  const fields = { idPrefix: 'edit-job', form: JobForm.sharedJobForm(form) };

  // Each opening starts from the job as it is now.
  useEffect(() => {
    if (open) form.reset(editFormFromJob(job));
  }, [open, job, form]);

  const [department, employmentType, status, questions, topics] = useWatch({ control: form.control, name: WATCHED_FIELDS });

  function close() {
    if (!updateJob.isPending) onClose();
  }

  /** A refused form: a toast names the first problem (spec order) and its field gets the focus. */
  function refuse(errors: FieldErrors<EditJobFormValues>) {
    const problem = firstJobFormProblem(errors);
    if (!problem) return;
    toast.error(problem.message, problem.title);
    form.setFocus(problem.field as FieldPath<EditJobFormValues>);
  }

  const submit = form.handleSubmit(async (update) => {
    if (updateJob.isPending) return;
    try {
      await updateJob.mutateAsync({ id: job.id, body: buildUpdateJobPayload(update) });
      toast.success(JOB_MESSAGES.updated(update.title ?? job.title));
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, JOB_MESSAGES.updateFailed), JOB_MESSAGES.updateFailedTitle);
    }
  }, refuse);

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
        <JobForm.OptionsField id="edit-job-status" label={T.editStatus} required options={editStatusOptions(status)} form={form} name="status" />
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
