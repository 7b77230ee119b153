import { JOB_FIELD_LIMITS, JOB_MESSAGES, type Job } from '@kairox/contract';
import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { serverMessageOr } from '../../../lib/api-client';
import { todayLocal } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useUpdateJob } from '../api/update-job';
import {
  buildUpdateJobPayload,
  editFormFromJob,
  editStatusOptions,
  validateEditJobForm,
  type EditJobFormValues,
} from '../edit-job-form';
import { departmentOptions, editEmploymentTypeOptions } from '../job-options';
import { JOB_PAGE_TEXT as T } from '../messages';
import { FormField } from './form-field';
import { InternalQuestionsEditor } from './internal-questions-editor';

const FORM_ID = 'edit-job-form';

function SectionTitle({ children }: { children: string }) {
  return <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase md:col-span-2">{children}</h3>;
}

/** The 'Edit Job Posting' modal (spec sections 2 and 5). */
export function EditJobDialog({ job, open, onClose }: { job: Job; open: boolean; onClose: () => void }) {
  const form = useForm<EditJobFormValues>({ defaultValues: editFormFromJob(job) });
  const updateJob = useUpdateJob();
  const today = todayLocal();

  // Each opening starts from the job as it is now.
  useEffect(() => {
    if (open) form.reset(editFormFromJob(job));
  }, [open, job, form]);

  const [department, employmentType, status, questions, topics] = form.watch([
    'department',
    'employmentType',
    'status',
    'questions',
    'topics',
  ]);

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
        <FormField id="edit-job-title" label="Job Title" required className="md:col-span-2">
          {(aria) => <Input {...aria} maxLength={JOB_FIELD_LIMITS.title} {...form.register('title')} />}
        </FormField>
        <FormField id="edit-job-department" label={T.department} required>
          {(aria) => (
            <Select {...aria} {...form.register('department')}>
              <option value="">Select department</option>
              {departmentOptions(department).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="edit-job-location" label={T.location}>
          {(aria) => <Input {...aria} maxLength={JOB_FIELD_LIMITS.location} {...form.register('location')} />}
        </FormField>
        <FormField id="edit-job-employment-type" label={T.employmentType}>
          {(aria) => (
            <Select {...aria} {...form.register('employmentType')}>
              <option value="">Select employment type</option>
              {editEmploymentTypeOptions(employmentType).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="edit-job-status" label={T.editStatus} required>
          {(aria) => (
            <Select {...aria} {...form.register('status')}>
              {editStatusOptions(status).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="edit-job-description" label={T.description} required className="md:col-span-2">
          {(aria) => <Textarea {...aria} rows={7} maxLength={JOB_FIELD_LIMITS.description} {...form.register('description')} />}
        </FormField>
        <FormField id="edit-job-requirements" label={T.requirements} required className="md:col-span-2">
          {(aria) => <Textarea {...aria} rows={6} maxLength={JOB_FIELD_LIMITS.requirements} {...form.register('requirements')} />}
        </FormField>
        <FormField id="edit-job-cutoff-date" label={T.cutoffDate} required>
          {(aria) => <Input {...aria} type="date" min={today} {...form.register('cutoffDate')} />}
        </FormField>
        <FormField id="edit-job-ai-cutoff-date" label={T.aiCutoffDate} required>
          {(aria) => <Input {...aria} type="date" min={today} {...form.register('aiProcessingCutoffDate')} />}
        </FormField>
        <FormField
          id="edit-job-email"
          label={T.contactEmail}
          className="md:col-span-2"
          hint={
            <span className="inline-flex items-center gap-1.5">
              <Lock className="h-3.5 w-3.5" aria-hidden="true" />
              {T.editContactEmailHint}
            </span>
          }
        >
          {(aria) => <Input {...aria} value={job.email} readOnly disabled className="bg-slate-50" />}
        </FormField>

        <SectionTitle>{T.internalDetails}</SectionTitle>
        <FormField id="edit-job-project-name" label={T.projectName} required>
          {(aria) => <Input {...aria} maxLength={JOB_FIELD_LIMITS.projectName} {...form.register('projectName')} />}
        </FormField>
        <FormField id="edit-job-project-code" label={T.projectCode} required>
          {(aria) => <Input {...aria} maxLength={JOB_FIELD_LIMITS.projectCode} {...form.register('projectCode')} />}
        </FormField>
        <FormField id="edit-job-project-manager" label={T.projectManager} required>
          {(aria) => <Input {...aria} maxLength={JOB_FIELD_LIMITS.projectManager} {...form.register('projectManager')} />}
        </FormField>
        <FormField id="edit-job-tech-interview-poc" label={T.techInterviewPoc} required>
          {(aria) => <Input {...aria} maxLength={JOB_FIELD_LIMITS.techInterviewPoc} {...form.register('techInterviewPoc')} />}
        </FormField>

        <SectionTitle>{T.internalQuestions}</SectionTitle>
        <div className="md:col-span-2">
          <InternalQuestionsEditor
            idPrefix="edit-job"
            questions={questions}
            topics={topics}
            registerQuestions={form.register('questions')}
            registerTopics={form.register('topics')}
          />
        </div>
      </form>
    </Dialog>
  );
}
