import { JOB_CREATE_GUARD_MS, JOB_MESSAGES, type JobInput } from '@kairox/contract';
import { Briefcase, ClipboardList, Lightbulb, Lock, Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { useSchemaForm } from '../../components/ui/form';
import { Input } from '../../components/ui/input';
import { toast } from '../../lib/toast';
import { createJobErrorMessage, useCreateJob } from '../../api/jobs/create-job';
import { InternalQuestionsEditor } from '../../components/jobs/internal-questions-editor';
import * as JobForm from '../../components/jobs/job-form-fields';
import { firstJobFormProblem } from '../../lib/jobs/job-form-schema';
import { employmentTypeOptions } from '../../lib/jobs/job-options';
import { AiJobGeneratorDialog } from './components/ai-job-generator-dialog';
import { FormCard } from './components/form-card';
import { JobCreatedDialog } from './components/job-created-dialog';
import { TemplatePicker } from './components/template-picker';
import type { GeneratedJobPosting } from './generate-job-posting';
import { emptyJobPostingForm, formFromTemplate, formWithGenerated, jobPostingFormSchema, type JobPostingFormValues } from './job-posting-form';
import { GENERATOR_TEXT, JOB_POSTING_TEXT as T } from './messages';
import { JOB_TEMPLATES, type JobTemplate } from './templates';

/**
 * The create-job submission guard (spec sections 4 and 8): a second submission while one is
 * being checked or in flight, or within 2 s of the last request sent, is refused with a toast.
 * Refs, not state, so two clicks faster than a re-render are caught too. Only requests that were
 * sent count as attempts: a form refused by validation can be fixed and sent again at once.
 */
function useSubmissionGuard() {
  const inFlight = useRef(false);
  const lastAttemptAt = useRef<number | null>(null);
  return {
    /** Takes the submission, or refuses with a toast and returns false when one may not start now. */
    claim(now: number): boolean {
      if (inFlight.current) {
        toast.warning(JOB_MESSAGES.inProgress, JOB_MESSAGES.inProgressTitle);
        return false;
      }
      if (lastAttemptAt.current !== null && now - lastAttemptAt.current < JOB_CREATE_GUARD_MS) {
        toast.warning(JOB_MESSAGES.tooManyRequests, JOB_MESSAGES.tooManyRequestsTitle);
        return false;
      }
      inFlight.current = true;
      return true;
    },
    /** The request of the submission claimed at `now` goes out: it counts as an attempt. */
    sent(now: number) {
      lastAttemptAt.current = now;
    },
    end(succeeded: boolean) {
      inFlight.current = false;
      // Success resets the attempt counter (spec section 4).
      if (succeeded) lastAttemptAt.current = null;
    },
  };
}

/** /job-posting: templates and the AI generator on the left, the three cards on the right. */
export function JobPostingPage() {
  const navigate = useNavigate();
  const form = useSchemaForm(jobPostingFormSchema, {
    defaultValues: emptyJobPostingForm(),
    // Checked on submit only; an edited field's error is dropped (see JobForm.clearErrorOnEdit), not re-checked.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The field named by the toast gets the focus, not the first field with an error.
    shouldFocusError: false,
  });
  const createJob = useCreateJob();
  const guard = useSubmissionGuard();
  const [creating, setCreating] = useState(false);
  const [createdJobId, setCreatedJobId] = useState<number | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [generatorOpen, setGeneratorOpen] = useState(false);
  const fields = { idPrefix: 'job', form: JobForm.sharedJobForm(form) };

  const department = useWatch({ control: form.control, name: 'department' });
  const employmentType = useWatch({ control: form.control, name: 'employmentType' });
  const questions = useWatch({ control: form.control, name: 'questions' });
  const topics = useWatch({ control: form.control, name: 'topics' });

  function applyTemplate(template: JobTemplate) {
    form.reset(formFromTemplate(template));
    setTemplateId(template.id);
  }

  function applyGenerated(posting: GeneratedJobPosting) {
    form.reset(formWithGenerated(form.getValues(), posting));
    setTemplateId(null);
    setGeneratorOpen(false);
    toast.success(GENERATOR_TEXT.generated, GENERATOR_TEXT.generatedTitle);
  }

  /** A refused form: a toast names the first problem (spec order) and its field gets the focus. */
  function refuse(errors: FieldErrors<JobPostingFormValues>) {
    guard.end(false);
    const problem = firstJobFormProblem(errors);
    if (!problem) return;
    toast.error(problem.message, problem.title);
    form.setFocus(problem.field as FieldPath<JobPostingFormValues>);
  }

  async function send(payload: JobInput, claimedAt: number) {
    guard.sent(claimedAt);
    setCreating(true);
    let succeeded = false;
    try {
      const { job_id: jobId } = await createJob.mutateAsync(payload);
      succeeded = true;
      toast.success(JOB_MESSAGES.created(jobId), JOB_MESSAGES.createdTitle);
      form.reset(emptyJobPostingForm());
      setTemplateId(null);
      setCreatedJobId(jobId);
    } catch (error) {
      toast.error(createJobErrorMessage(error, JOB_MESSAGES.createFailed), JOB_MESSAGES.createFailedTitle);
    } finally {
      guard.end(succeeded);
      setCreating(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const now = Date.now();
    if (!guard.claim(now)) return;
    void form.handleSubmit((payload) => send(payload, now), refuse)(event);
  }

  return (
    <div className="space-y-6">
      <PageHeader title={T.title} description={T.description} />
      {/* grid-cols-1 (minmax(0, 1fr)) on phones too: an implicit column grows to the templates' untruncated summaries and overflows the screen. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <aside className="space-y-4">
          <TemplatePicker templates={JOB_TEMPLATES} selectedId={templateId} onSelect={applyTemplate} />
          <div role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="flex items-center gap-2 font-semibold">
              <Lightbulb className="h-4 w-4 shrink-0" aria-hidden="true" />
              {T.proTipTitle}
            </p>
            <p className="mt-1.5 leading-relaxed">{T.proTip}</p>
          </div>
          <div className="rounded-xl border border-indigo-200 bg-gradient-to-br from-indigo-50 to-violet-50 p-4">
            <p className="text-sm text-slate-600">{T.aiGeneratorHint}</p>
            <Button className="mt-3 w-full" onClick={() => setGeneratorOpen(true)}>
              <Sparkles className="h-4 w-4 shrink-0" aria-hidden="true" />
              {T.aiGenerator}
            </Button>
          </div>
        </aside>

        <form noValidate onSubmit={submit} className="space-y-6" aria-label={T.title}>
          <FormCard title={T.jobDetailsCard} icon={<Briefcase className="h-5 w-5" aria-hidden="true" />}>
            <div className="grid gap-4 md:grid-cols-2">
              <JobForm.TitleField {...fields} placeholder="e.g. Senior Frontend Engineer" />
              <JobForm.DepartmentField {...fields} current={department} />
              <JobForm.EmploymentTypeField {...fields} options={employmentTypeOptions(employmentType)} />
              <JobForm.LocationField {...fields} placeholder="e.g. Bengaluru, India (Hybrid)" className="md:col-span-2" />
              <JobForm.DescriptionFields {...fields} descriptionLabel={T.jobDescription} rows={{ description: 8, requirements: 7 }} />
              <JobForm.CutoffDateFields {...fields} />
              <JobForm.ContactEmailField idPrefix={fields.idPrefix} required note={JOB_MESSAGES.customEmailUpgrade}>
                {(aria) => <Input {...aria} type="email" readOnly className="bg-slate-50 text-slate-600" {...form.register('email')} />}
              </JobForm.ContactEmailField>
              <div className="flex items-start gap-3 md:col-span-2">
                <Checkbox
                  id="job-include-team-meeting"
                  className="mt-0.5"
                  aria-describedby="job-include-team-meeting-hint"
                  {...form.register('includeTeamMeeting')}
                />
                <div>
                  <label htmlFor="job-include-team-meeting" className="text-sm font-medium text-slate-700">
                    {T.includeTeamMeeting}
                  </label>
                  <p id="job-include-team-meeting-hint" className="text-xs text-slate-500">
                    {T.includeTeamMeetingHint}
                  </p>
                </div>
              </div>
            </div>
          </FormCard>

          <FormCard title={T.internalDetailsCard} description={T.internalDetailsHint} icon={<Lock className="h-5 w-5" aria-hidden="true" />}>
            <div className="grid gap-4 md:grid-cols-2">
              <JobForm.InternalDetailsFields {...fields} />
            </div>
          </FormCard>

          <FormCard
            title={T.internalQuestionsCard}
            description={T.internalQuestionsHint}
            icon={<ClipboardList className="h-5 w-5" aria-hidden="true" />}
          >
            <InternalQuestionsEditor {...fields} questions={questions} topics={topics} />
          </FormCard>

          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={creating} aria-busy={creating || undefined}>
              {creating ? T.creating : T.submit}
            </Button>
          </div>
        </form>
      </div>

      <AiJobGeneratorDialog open={generatorOpen} onClose={() => setGeneratorOpen(false)} onGenerated={applyGenerated} />
      <JobCreatedDialog
        jobId={createdJobId}
        onClose={() => setCreatedJobId(null)}
        onViewJob={(jobId) => {
          setCreatedJobId(null);
          navigate(`/job-details/${jobId}`);
        }}
      />
    </div>
  );
}
