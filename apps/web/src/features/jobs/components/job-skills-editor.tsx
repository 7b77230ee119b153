import {
  SKILL_IMPORTANCE_LABELS,
  SKILL_IMPORTANCES,
  updateJobSkillsRequestSchema,
  type JobSkill,
  type JobSkillsResponse,
  type SkillImportance,
} from '@kairox/contract';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, TextField, useSchemaForm } from '../../../components/ui/form';
import { FormAlert } from '../../../components/ui/form-alert';
import { Select } from '../../../components/ui/select';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveJobSkills } from '../api/job-skills';
import { JOB_SKILLS_TEXT as T } from '../messages';

interface NewSkillFields {
  name: string;
  importance: SkillImportance;
}

const EMPTY_NEW_SKILL: NewSkillFields = { name: '', importance: 'MUST_HAVE' };

/**
 * A skill the recruiter adds, checked as the skills update (updateJobSkillsRequestSchema) checks
 * the list it joins: the list's problems (full, a repeated name) before the skill's own, all
 * shown under the name. Hands over the parsed skill (name trimmed).
 */
function newSkillFormSchema(draft: readonly JobSkill[]) {
  return z.custom<NewSkillFields>().transform((fields, ctx): JobSkill => {
    const request = updateJobSkillsRequestSchema.safeParse({ skills: [...draft, { ...fields, sentence: null, source: 'RECRUITER' }] });
    if (request.success) return request.data.skills.at(-1)!;
    const listFirst = [...request.error.issues].sort((a, b) => a.path.length - b.path.length);
    for (const issue of listFirst) ctx.addIssue({ code: 'custom', message: issue.message, path: ['name'] });
    return z.NEVER;
  });
}

/** The row that adds a skill: its name (Enter adds it too) and importance; a refused name keeps its message until the next try. */
function NewSkillRow({ draft, onAdd }: { draft: readonly JobSkill[]; onAdd: (skill: JobSkill) => void }) {
  const ids = { name: useId(), importance: useId() };
  const schema = useMemo(() => newSkillFormSchema(draft), [draft]);
  const form = useSchemaForm(schema, { defaultValues: EMPTY_NEW_SKILL, mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false });

  useEffect(() => form.setFocus('name'), [form]);

  const add = form.handleSubmit((skill) => {
    onAdd(skill);
    form.resetField('name');
    form.setFocus('name');
  });

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };

  // Top-aligned so a message under the name moves nothing; the button sits level with the inputs, below their labels.
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        form={form}
        name="name"
        id={ids.name}
        label={T.newSkillName}
        className="min-w-0 flex-1"
        placeholder={T.newSkillPlaceholder}
        onKeyDown={addOnEnter}
      />
      <FormField control={form.control} name="importance" id={ids.importance} label={T.importance} className="sm:w-44">
        {(aria) => (
          <Select {...aria} {...form.register('importance')}>
            {SKILL_IMPORTANCES.map((importance) => (
              <option key={importance} value={importance}>
                {SKILL_IMPORTANCE_LABELS[importance]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button variant="outline" className="sm:mt-6.5" onClick={() => void add()}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {T.add}
      </Button>
    </div>
  );
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
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveJobSkills();
  const [pendingAction, setPendingAction] = useState<'save' | 'reset' | null>(null);

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

      <NewSkillRow draft={draft} onAdd={(skill) => setDraft([...draft, skill])} />

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
