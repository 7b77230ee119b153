import type { ApplicationDetail } from '@kairox/contract';
import { ExternalLink, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../format';
import { PROFILE_TEXT as T } from '../messages';
import { Section } from './section';

/** Only web links open from the profile: a parsed link is resume text, not a trusted URL. */
function safeHref(link: string): string | null {
  const href = /^https?:\/\//i.test(link) ? link : `https://${link}`;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** Email, phone and what the parser read from the resume (links, location, years, roles, education, skills). */
export function ContactCard({ application }: { application: ApplicationDetail }) {
  const profile = application.profile;
  const links = profile
    ? (['linkedin', 'github', 'portfolio'] as const).flatMap((key) => {
        const link = profile.links[key];
        const href = link ? safeHref(link) : null;
        return link && href ? [{ key, link, href }] : [];
      })
    : [];
  return (
    <Section title={T.contactTitle}>
      <dl className="divide-y divide-slate-100">
        <Row label={T.email}>
          {application.candidateEmail ? (
            <a href={`mailto:${application.candidateEmail}`} className="inline-flex items-center gap-1.5 text-indigo-700 hover:underline">
              <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="break-all">{application.candidateEmail}</span>
            </a>
          ) : (
            T.notAvailable
          )}
        </Row>
        <Row label={T.phone}>
          {application.candidatePhone ? (
            <a href={`tel:${application.candidatePhone}`} className="inline-flex items-center gap-1.5 text-indigo-700 hover:underline">
              <Phone className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              {application.candidatePhone}
            </a>
          ) : (
            T.notAvailable
          )}
        </Row>
        {links.map(({ key, link, href }) => (
          <Row key={key} label={T[key]}>
            <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 text-indigo-700 hover:underline">
              <span className="break-all">{link}</span>
              <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            </a>
          </Row>
        ))}
        {profile?.location && <Row label={T.location}>{profile.location}</Row>}
        {profile?.totalYears != null && <Row label={T.experience}>{T.years(profile.totalYears)}</Row>}
        {application.noticePeriod && <Row label={T.noticePeriod}>{application.noticePeriod}</Row>}
        {application.privacyConsent && (
          <Row label={T.privacyConsent}>
            {T.privacyConsentGiven(formatDateTime(application.privacyConsent.givenAt))}
            <span className="block text-xs whitespace-nowrap text-slate-500">{T.privacyNoticeVersion(application.privacyConsent.noticeVersion)}</span>
          </Row>
        )}
        {profile && profile.roles.length > 0 && (
          <Row label={T.roles}>
            <ul className="space-y-0.5">
              {profile.roles.map((role, index) => (
                <li key={index}>
                  {[role.title, role.organization].filter(Boolean).join(', ')}
                  {(role.start || role.end) && <span className="text-slate-500"> ({[role.start, role.end ?? '…'].join(' – ')})</span>}
                </li>
              ))}
            </ul>
          </Row>
        )}
        {profile && profile.education.length > 0 && (
          <Row label={T.education}>
            <ul className="space-y-0.5">
              {profile.education.map((entry, index) => (
                <li key={index}>{[entry.degree, entry.institution, entry.year].filter(Boolean).join(', ')}</li>
              ))}
            </ul>
          </Row>
        )}
      </dl>
      {profile && profile.skills.length > 0 && (
        <div className="mt-3">
          <h3 className="mb-1.5 text-xs font-medium text-slate-500">{T.skills}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {profile.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {skill}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
