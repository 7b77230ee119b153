import type { JobSkill } from '@kairox/contract';
import { JOB_SKILLS_TEXT as T } from '../messages';
import { SkillImportanceBadge } from './skill-importance-badge';

/** The skills with their importance; each shows the posting sentence it came from (always visible, not on hover). */
export function JobSkillsList({ skills }: { skills: JobSkill[] }) {
  return (
    <ul aria-label={T.title} className="grid gap-x-6 gap-y-3 md:grid-cols-2">
      {skills.map((skill, index) => (
        <li key={`${index}:${skill.name}`} className="min-w-0 rounded-lg border border-slate-200 px-3.5 py-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-medium break-words text-slate-900">{skill.name}</span>
            <SkillImportanceBadge importance={skill.importance} />
          </div>
          {skill.sentence ? (
            <p className="mt-1 text-sm break-words text-slate-500">
              <span className="sr-only">{T.fromPosting} </span>“{skill.sentence}”
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-500 italic">{T.addedByRecruiter}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
