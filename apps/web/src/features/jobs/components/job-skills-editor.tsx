import {
  JOB_SKILL_MESSAGES,
  JOB_SKILLS_MAX,
  SKILL_IMPORTANCE_LABELS,
  SKILL_IMPORTANCES,
  duplicateSkillName,
  editedJobSkillSchema,
  updateJobSkillsRequestSchema,
  type JobSkill,
  type JobSkillsResponse,
  type SkillImportance,
} from '@kairox/contract';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveJobSkills } from '../api/job-skills';
import { JOB_SKILLS_TEXT as T } from '../messages';

/** A skill the recruiter adds, checked with the contract's rules; returns the skill or the message to show. */
function newRecruiterSkill(list: JobSkill[], name: string, importance: SkillImportance): JobSkill | string {
  if (list.length >= JOB_SKILLS_MAX) return JOB_SKILL_MESSAGES.tooMany;
  const parsed = editedJobSkillSchema.safeParse({ name, importance, sentence: null, source: 'RECRUITER' });
  if (!parsed.success) return parsed.error.issues[0]!.message;
  const duplicate = duplicateSkillName([...list, parsed.data]);
  return duplicate ? JOB_SKILL_MESSAGES.duplicate(duplicate) : parsed.data;
}

const withImportance = (skill: JobSkill, mustHave: boolean): JobSkill => ({ ...skill, importance: mustHave ? 'MUST_HAVE' : 'NICE_TO_HAVE' });

interface JobSkillsEditorProps {
  jobId: number;
  current: JobSkillsResponse;
  onDone: () => void;
}

/** Edit mode of the Skills card: add, remove, mark must-have; Save, Cancel or Reset to posting. */
export function JobSkillsEditor({ jobId, current, onDone }: JobSkillsEditorProps) {
  const [draft, setDraft] = useState<JobSkill[]>(current.skills);
  const [newName, setNewName] = useState('');
  const [newImportance, setNewImportance] = useState<SkillImportance>('MUST_HAVE');
  const [addError, setAddError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveJobSkills();
  const [pendingAction, setPendingAction] = useState<'save' | 'reset' | null>(null);
  const newNameRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), importance: useId(), addError: useId() };

  useEffect(() => newNameRef.current?.focus(), []);

  const addSkill = () => {
    const skill = newRecruiterSkill(draft, newName, newImportance);
    if (typeof skill === 'string') {
      setAddError(skill);
      return;
    }
    setDraft([...draft, skill]);
    setNewName('');
    setAddError(null);
    newNameRef.current?.focus();
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addSkill();
  };

  const send = (skills: JobSkill[] | null, done: string, failed: string) => {
    setFormError(null);
    setPendingAction(skills ? 'save' : 'reset');
    save.mutate(
      { jobId, skills },
      {
        onSuccess: () => {
          toast.success(done);
          onDone();
        },
        onError: (error) => setFormError(serverMessageOr(error, failed)),
        onSettled: () => setPendingAction(null),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateJobSkillsRequestSchema.safeParse({ skills: draft });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]!.message);
      return;
    }
    send(parsed.data.skills, T.saved, T.saveFailed);
  };

  const busy = save.isPending;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={T.editTitle}>
      {draft.length > 0 ? (
        <ul className="space-y-2">
          {draft.map((skill, index) => (
            <li
              key={`${index}:${skill.name}`}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-slate-200 px-3 py-2"
            >
              <span className="min-w-0 flex-1 font-medium break-words text-slate-900">{skill.name}</span>
              <div className="flex items-center gap-3">
                <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                  <Checkbox
                    checked={skill.importance === 'MUST_HAVE'}
                    aria-label={T.markMustHave(skill.name)}
                    onChange={(event) => setDraft(draft.map((item, at) => (at === index ? withImportance(item, event.target.checked) : item)))}
                  />
                  <span aria-hidden="true">{T.mustHave}</span>
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  aria-label={T.remove(skill.name)}
                  onClick={() => setDraft(draft.filter((_, at) => at !== index))}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{T.empty}</p>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <Label htmlFor={ids.name}>{T.newSkillName}</Label>
          <Input
            id={ids.name}
            ref={newNameRef}
            value={newName}
            placeholder={T.newSkillPlaceholder}
            invalid={Boolean(addError)}
            aria-describedby={addError ? ids.addError : undefined}
            onChange={(event) => setNewName(event.target.value)}
            onKeyDown={addOnEnter}
          />
        </div>
        <div className="sm:w-44">
          <Label htmlFor={ids.importance}>{T.importance}</Label>
          <Select id={ids.importance} value={newImportance} onChange={(event) => setNewImportance(event.target.value as SkillImportance)}>
            {SKILL_IMPORTANCES.map((importance) => (
              <option key={importance} value={importance}>
                {SKILL_IMPORTANCE_LABELS[importance]}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="outline" onClick={addSkill}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {T.add}
        </Button>
      </div>
      <FieldError id={ids.addError} message={addError} />

      {formError && <FormAlert>{formError}</FormAlert>}

      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        <Button type="submit" disabled={busy}>
          {pendingAction === 'save' ? T.saving : T.save}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onDone}>
          {T.cancel}
        </Button>
        {current.edited && (
          <Button variant="ghost" className="sm:ml-auto" disabled={busy} onClick={() => send(null, T.resetDone, T.resetFailed)}>
            {pendingAction === 'reset' ? T.resetting : T.reset}
          </Button>
        )}
      </div>
    </form>
  );
}
