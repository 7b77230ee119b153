import { DASHBOARD_RESUME_ACCEPT, MANUAL_SOURCE_CHANNEL, isValidEmail } from '@kairox/contract';
import { FileText } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input, fieldClasses, fieldStateClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
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

interface Fields {
  candidateName: string;
  candidateEmail: string;
  candidatePhone: string;
  experience: string;
  skills: string;
  motivation: string;
}

const EMPTY: Fields = { candidateName: '', candidateEmail: '', candidatePhone: '', experience: '', skills: '', motivation: '' };

/**
 * The dashboard's 'Add Candidate' form (spec sections 2, 5 and 8): name, email, phone, resume PDF,
 * experience, skills and motivation. Name, email and the PDF are required. The upload overlay
 * stays at least 3.5 s before the result toast; on success the dashboard's counts refresh.
 */
export function AddCandidateDialog({ job, onClose }: { job: CandidateDialogJob; onClose: () => void }) {
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const mutation = useCreateApplication();
  const invalidate = useInvalidateApplications();
  const { uploading, run } = useUploadOverlay();

  const set = (name: keyof Fields) => (value: string) => setFields((previous) => ({ ...previous, [name]: value }));
  const close = () => {
    if (!uploading) onClose();
  };

  function pickFile(picked: File | undefined) {
    if (!picked) return;
    const problem = dashboardResumeProblem(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    const candidateName = fields.candidateName.trim();
    const candidateEmail = fields.candidateEmail.trim();
    if (!candidateName || !candidateEmail || !file) {
      toast.error(T.required, T.requiredTitle);
      return;
    }
    if (!isValidEmail(candidateEmail)) {
      toast.error(T.invalidEmail, T.invalidEmailTitle);
      return;
    }
    const applicant = {
      candidateName,
      candidateEmail,
      candidatePhone: fields.candidatePhone.trim(),
      status: 'qualified' as const,
      score: 0 as const,
      sourceChannel: MANUAL_SOURCE_CHANNEL,
      resumeUrl: null,
      experience: fields.experience.trim(),
      skills: fields.skills.trim(),
      motivation: fields.motivation.trim(),
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
  }

  const formId = `${id}-form`;
  const fieldId = (name: string) => `${id}-${name}`;
  const fileErrorId = `${id}-file-error`;

  return (
    <>
      <Dialog
        open
        onClose={close}
        title={T.addCandidateTitle}
        description={`#${job.id} · ${job.title}`}
        className="max-w-2xl"
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={uploading}>
              {T.close}
            </Button>
            <Button type="submit" form={formId} disabled={uploading}>
              {uploading ? T.adding : T.submitAdd}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={submit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={fieldId('name')} required>
                {T.candidateName}
              </Label>
              <Input
                id={fieldId('name')}
                autoComplete="off"
                value={fields.candidateName}
                onChange={(event) => set('candidateName')(event.target.value)}
              />
            </div>
            <div>
              <Label htmlFor={fieldId('email')} required>
                {T.email}
              </Label>
              <Input
                id={fieldId('email')}
                type="email"
                autoComplete="off"
                placeholder="name@example.com"
                value={fields.candidateEmail}
                onChange={(event) => set('candidateEmail')(event.target.value)}
              />
            </div>
          </div>
          <div>
            <Label htmlFor={fieldId('phone')}>{T.phone}</Label>
            <PhoneInput
              id={fieldId('phone')}
              flags={flags}
              value={fields.candidatePhone || undefined}
              onChange={(value) => set('candidatePhone')(value ?? '')}
              className="kx-phone"
              numberInputProps={{ className: `${fieldClasses} ${fieldStateClasses(false)}` }}
            />
          </div>
          <div>
            <Label htmlFor={fieldId('resume')} required>
              {T.resumePdf}
            </Label>
            <input
              id={fieldId('resume')}
              type="file"
              accept={DASHBOARD_RESUME_ACCEPT}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? fileErrorId : undefined}
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
            <FieldError id={fileErrorId} message={fileError} />
          </div>
          <div>
            <Label htmlFor={fieldId('experience')}>{T.experience}</Label>
            <Textarea
              id={fieldId('experience')}
              rows={2}
              placeholder={T.experiencePlaceholder}
              value={fields.experience}
              onChange={(event) => set('experience')(event.target.value)}
            />
          </div>
          <div>
            <Label htmlFor={fieldId('skills')}>{T.skills}</Label>
            <Textarea
              id={fieldId('skills')}
              rows={2}
              placeholder={T.skillsPlaceholder}
              value={fields.skills}
              onChange={(event) => set('skills')(event.target.value)}
            />
          </div>
          <div>
            <Label htmlFor={fieldId('motivation')}>{T.motivation}</Label>
            <Textarea
              id={fieldId('motivation')}
              rows={3}
              placeholder={T.motivationPlaceholder}
              value={fields.motivation}
              onChange={(event) => set('motivation')(event.target.value)}
            />
          </div>
        </form>
      </Dialog>
      <UploadOverlay open={uploading} message={T.uploadingResume} />
    </>
  );
}
