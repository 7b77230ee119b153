import { ListChecks, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useJobSkills } from '../api/job-skills';
import { JOB_SKILLS_TEXT as T } from '../messages';
import { JobSkillsEditor } from './job-skills-editor';
import { JobSkillsList } from './job-skills-list';

interface SkillsBodyProps {
  jobId: number;
  editing: boolean;
  /** Back from editing: the Edit button takes the focus again, so keyboard users keep their place. */
  returning: boolean;
  onEdit: () => void;
  onDone: () => void;
}

function SkillsBody({ jobId, editing, returning, onEdit, onDone }: SkillsBodyProps) {
  const query = useJobSkills(jobId);
  if (query.isPending) {
    return (
      <p aria-busy="true" className="text-sm text-slate-500">
        {T.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <FormAlert>
        <p>{T.loadFailed}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {T.retry}
        </Button>
      </FormAlert>
    );
  }
  if (editing) return <JobSkillsEditor jobId={jobId} current={query.data} onDone={onDone} />;
  return (
    <div className="space-y-4">
      {query.data.edited && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
            {T.edited}
          </span>
          {T.editedHint}
        </p>
      )}
      {query.data.skills.length > 0 ? <JobSkillsList skills={query.data.skills} /> : <p className="text-sm text-slate-500">{T.empty}</p>}
      <Button variant="outline" size="sm" autoFocus={returning} onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {T.edit}
      </Button>
    </div>
  );
}

/** 'Skills' (issue #10): what the job's candidates are screened against, editable by the recruiter. */
export function JobSkillsCard({ jobId }: { jobId: number }) {
  const [editing, setEditing] = useState(false);
  const [returning, setReturning] = useState(false);
  const finishEditing = () => {
    setEditing(false);
    setReturning(true);
  };
  return (
    <section aria-labelledby="job-skills-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <ListChecks className="mt-0.5 h-5 w-5 text-indigo-600" aria-hidden="true" />
        <div>
          <h2 id="job-skills-heading" className="text-lg font-semibold text-slate-900">
            {T.title}
          </h2>
          <p className="text-sm text-slate-500">{T.hint}</p>
        </div>
      </div>
      <SkillsBody jobId={jobId} editing={editing} returning={returning} onEdit={() => setEditing(true)} onDone={finishEditing} />
    </section>
  );
}
