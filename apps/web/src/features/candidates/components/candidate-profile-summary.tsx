import type { ResumeProfile } from '@kairox/contract';
import { Github, Globe, IdCard, Linkedin, MapPin } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { PROFILE_TEXT as T } from '../messages';

/** How many skills the row shows before "+N more". */
const TOP_SKILLS = 4;

/** The URL when it is a web address (http or https); anything else ("javascript:", broken) is not linked. */
function safeWebUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const chip = 'inline-flex max-w-full items-center truncate rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700';

function ProfileLink({ href, site, name, icon }: { href: string | null; site: string; name: string; icon: ReactNode }) {
  const url = safeWebUrl(href);
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={T.linkTo(site, name)}
      title={url}
      className="inline-flex items-center gap-1 rounded text-indigo-600 hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {icon}
      <span>{site}</span>
    </a>
  );
}

const period = (start: string | null, end: string | null) => [start ?? '?', end ?? T.present].join(' – ');

function ProfileHistory({ profile }: { profile: ResumeProfile }) {
  return (
    <div className="mt-2 space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-2 text-xs text-slate-700">
      <div>
        <h4 className="font-semibold text-slate-800">{T.roles}</h4>
        {profile.roles.length === 0 ? (
          <p className="text-slate-500">{T.noRoles}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {profile.roles.map((role, index) => (
              <li key={index} className="break-words">
                <span className="font-medium text-slate-900">{role.title}</span>
                {role.organization && <span>, {role.organization}</span>}
                <span className="block text-slate-500">{period(role.start, role.end)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4 className="font-semibold text-slate-800">{T.education}</h4>
        {profile.education.length === 0 ? (
          <p className="text-slate-500">{T.noEducation}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {profile.education.map((entry, index) => (
              <li key={index} className="break-words">
                {[entry.degree, entry.institution, entry.year].filter(Boolean).join(', ')}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ProfileDetails({ name, profile, id }: { name: string; profile: ResumeProfile; id: string }) {
  const { location, totalYears, links, skills } = profile;
  const hiddenSkills = skills.length - TOP_SKILLS;
  return (
    <div id={id} role="group" aria-label={T.groupLabel(name)} className="mt-1 w-64 text-xs font-normal whitespace-normal text-slate-500">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {location && (
          <span className="inline-flex min-w-0 items-center gap-1 break-words">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {location}
          </span>
        )}
        {totalYears !== null && <span title={T.yearsTitle}>{T.years(Math.round(totalYears))}</span>}
        <ProfileLink href={links.linkedin} site={T.linkedin} name={name} icon={<Linkedin className="h-3.5 w-3.5" aria-hidden="true" />} />
        <ProfileLink href={links.github} site={T.github} name={name} icon={<Github className="h-3.5 w-3.5" aria-hidden="true" />} />
        <ProfileLink href={links.portfolio} site={T.portfolio} name={name} icon={<Globe className="h-3.5 w-3.5" aria-hidden="true" />} />
      </div>
      {skills.length > 0 && (
        <ul aria-label={T.skills} className="mt-1 flex flex-wrap gap-1">
          {skills.slice(0, TOP_SKILLS).map((skill) => (
            <li key={skill} className={chip}>
              {skill}
            </li>
          ))}
          {hiddenSkills > 0 && (
            <li className={chip} title={skills.slice(TOP_SKILLS).join(', ')}>
              {T.moreSkills(hiddenSkills)}
            </li>
          )}
        </ul>
      )}
      {(profile.roles.length > 0 || profile.education.length > 0) && <ProfileHistory profile={profile} />}
    </div>
  );
}

/**
 * Beside the candidate's name, a button that opens what was read from the resume: location, years
 * of experience, profile links, the top skills, roles and education. Closed, it adds no text to the
 * name cell (the table sorts and searches by that text); nothing while the resume is not parsed
 * yet, or when nothing was found.
 */
export function CandidateProfileSummary({ name, profile }: { name: string; profile: ResumeProfile | null }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (!profile) return null;
  const { location, totalYears, links, skills } = profile;
  const hasLinks = [links.linkedin, links.github, links.portfolio].some((url) => safeWebUrl(url));
  const hasHistory = profile.roles.length > 0 || profile.education.length > 0;
  if (!location && totalYears === null && !hasLinks && skills.length === 0 && !hasHistory) return null;
  const label = open ? T.hideDetails(name) : T.showDetails(name);

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        aria-label={label}
        title={label}
        onClick={() => setOpen((value) => !value)}
        className="ml-1.5 inline-flex h-6 w-6 items-center justify-center rounded align-middle text-slate-400 hover:bg-slate-100 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <IdCard className="h-4 w-4" aria-hidden="true" />
      </button>
      {open && <ProfileDetails name={name} profile={profile} id={detailsId} />}
    </>
  );
}
