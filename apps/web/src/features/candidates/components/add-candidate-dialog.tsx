import { DASHBOARD_RESUME_ACCEPT, MANUAL_SOURCE_CHANNEL, applicantPayloadSchema } from '@kairox/contract';
import { FileText } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FieldShell, TextField, TextareaField, useSchemaForm } from '../../../components/ui/form';
import { PhoneField } from '../../../components/ui/phone-field';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateApplication, useInvalidateApplications } from '../api/hooks';
import { dashboardResumeProblem, formatFileSize } from '../files';
import { CANDIDATE_TEXT as T } from '../messages';
import { useUploadOverlay } from '../upload';
import { UploadOverlay } from './upload-overlay';

export interface CandidateDialogJob {
  id: number;
  title: string;
}

const typed = z.string().trim();
const addCandidateFieldsSchema = z.object({
  candidateName: typed,
  candidateEmail: typed,
  candidatePhone: typed,
  experience: typed,
  skills: typed,
  motivation: typed,
});
type AddCandidateFields = z.input<typeof addCandidateFieldsSchema>;

const EMPTY: AddCandidateFields = { candidateName: '', candidateEmail: '', candidatePhone: '', experience: '', skills: '', motivation: '' };

/**
 * The form's fields, trimmed, checked by the contract's applicant rules (what the server checks the
 * `applicant` part with) for this job. The part is then sent as the dashboard always sent it (the
 * trimmed text, status 'qualified', score 0), not as the schema's server-side shape.
 */
function addCandidateFormSchema(jobId: number) {
  return addCandidateFieldsSchema.superRefine((fields, ctx) => {
    const checked = applicantPayloadSchema.safeParse({ ...fields, jobId });
    for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
}

/** The spec's toasts for a refused form: missing name, email or resume first, then an invalid email. */
function toastRefusal(errors: FieldErrors<AddCandidateFields>, hasResume: boolean) {
  const messages = Object.values(errors).map((error) => error?.message);
  if (!hasResume || messages.includes(T.required)) toast.error(T.required, T.requiredTitle);
  else if (messages.includes(T.invalidEmail)) toast.error(T.invalidEmail, T.invalidEmailTitle);
}

/**
 * The dashboard's 'Add Candidate' form (spec sections 2, 5 and 8): name, email, phone, resume PDF,
 * experience, skills and motivation. Name, email and the PDF are required. The upload overlay
 * stays at least 3.5 s before the result toast; on success the dashboard's counts refresh.
 */
export function AddCandidateDialog({ job, onClose }: { job: CandidateDialogJob; onClose: () => void }) {
  const id = useId();
  const schema = useMemo(() => addCandidateFormSchema(job.id), [job.id]);
  const form = useSchemaForm(schema, { defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const mutation = useCreateApplication();
  const invalidate = useInvalidateApplications();
  const { uploading, run } = useUploadOverlay();

  function pickFile(picked: File | undefined) {
    if (!picked) return;
    const problem = dashboardResumeProblem(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
  }

  const submit = form.handleSubmit(
    async (fields) => {
      if (uploading) return;
      if (!file) {
        toastRefusal({}, false);
        return;
      }
      const applicant = {
        ...fields,
        status: 'qualified' as const,
        score: 0 as const,
        sourceChannel: MANUAL_SOURCE_CHANNEL,
        resumeUrl: null,
        jobId: job.id,
      };
      const outcome = await run(() => mutation.mutateAsync({ applicant, cv: file }));
      if (outcome.ok) {
        toast.success(T.added, T.addedTitle);
        void invalidate();
        onClose();
      } else {
        toast.error(serverMessageOr(outcome.error, T.addFailed), T.addFailedTitle);
      }
    },
    (errors) => toastRefusal(errors, file !== null),
  );

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <>
      <FormDialog
        title={T.addCandidateTitle}
        description={`#${job.id} · ${job.title}`}
        className="max-w-2xl"
        onClose={onClose}
        onSubmit={submit}
        pending={uploading}
        cancelLabel={T.close}
        submitLabel={uploading ? T.adding : T.submitAdd}
        formClassName="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="candidateName" id={fieldId('name')} label={T.candidateName} required autoComplete="off" />
          <TextField
            form={form}
            name="candidateEmail"
            id={fieldId('email')}
            label={T.email}
            required
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
          />
        </div>
        <PhoneField form={form} name="candidatePhone" id={fieldId('phone')} label={T.phone} />
        <FieldShell id={fieldId('resume')} label={T.resumePdf} required error={fileError ?? undefined}>
          {({ invalid, ...aria }) => (
            <>
              <input
                {...aria}
                type="file"
                accept={DASHBOARD_RESUME_ACCEPT}
                aria-invalid={invalid || undefined}
                onChange={(event) => {
                  pickFile(event.target.files?.[0]);
                  event.target.value = '';
                }}
                className="block w-full cursor-pointer rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-indigo-600 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white hover:file:bg-indigo-700"
              />
              {file && (
                <p className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-600" data-testid="chosen-resume">
                  <FileText className="h-4 w-4 text-indigo-600" aria-hidden="true" />
                  <span className="truncate">{file.name}</span>
                  <span className="text-slate-400">({formatFileSize(file.size)})</span>
                </p>
              )}
            </>
          )}
        </FieldShell>
        <TextareaField form={form} name="experience" id={fieldId('experience')} label={T.experience} rows={2} placeholder={T.experiencePlaceholder} />
        <TextareaField form={form} name="skills" id={fieldId('skills')} label={T.skills} rows={2} placeholder={T.skillsPlaceholder} />
        <TextareaField form={form} name="motivation" id={fieldId('motivation')} label={T.motivation} rows={3} placeholder={T.motivationPlaceholder} />
      </FormDialog>
      <UploadOverlay open={uploading} message={T.uploadingResume} />
    </>
  );
}
