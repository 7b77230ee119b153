import { isValidEmail, isValidPhone } from '@kairox/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateApplication } from '../api/hooks';
import { CANDIDATE_TEXT as T } from '../messages';
import { FormAlert } from '../../../components/ui/form-alert';

export interface EditableCandidate {
  id: number;
  candidateName: string;
  candidateEmail: string | null;
  candidatePhone: string | null;
}

/** 'Edit Candidate': only the basic info, all three required (spec sections 3 and 5). */
export function EditCandidateDialog({ candidate, onClose, onDone }: { candidate: EditableCandidate; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(candidate.candidateName);
  const [email, setEmail] = useState(candidate.candidateEmail ?? '');
  const [phone, setPhone] = useState(candidate.candidatePhone ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useUpdateApplication();
  const pending = mutation.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const body = { candidateName: name.trim(), candidateEmail: email.trim(), candidatePhone: phone.trim() };
    if (!body.candidateName || !body.candidateEmail || !body.candidatePhone) return setProblem(T.editRequired);
    if (!isValidEmail(body.candidateEmail)) return setProblem(T.invalidEmail);
    if (!isValidPhone(body.candidatePhone)) return setProblem(T.invalidPhone);
    setProblem(null);
    try {
      await mutation.mutateAsync({ id: candidate.id, body });
      toast.success(T.updated(body.candidateName), T.updatedTitle);
      onDone();
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, T.updateFailed), T.updateFailedTitle);
    }
  }

  const formId = `${id}-form`;
  const field = (suffix: string) => `${id}-${suffix}`;
  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      title={T.editTitle}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? T.saving : T.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <div>
          <Label htmlFor={field('name')} required>
            {T.candidateName}
          </Label>
          <Input id={field('name')} value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </div>
        <div>
          <Label htmlFor={field('email')} required>
            {T.email}
          </Label>
          <Input id={field('email')} type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
        </div>
        <div>
          <Label htmlFor={field('phone')} required>
            {T.phone}
          </Label>
          <Input
            id={field('phone')}
            type="tel"
            value={phone}
            placeholder="+1 555 123 4567"
            onChange={(event) => setPhone(event.target.value)}
            autoComplete="off"
          />
        </div>
      </form>
    </Dialog>
  );
}
