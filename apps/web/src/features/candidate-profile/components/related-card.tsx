import type { ApplicationDetail } from '@kairox/contract';
import { Link } from 'react-router';
import { CandidateStatusBadge } from '../../../components/candidates/status-badge';
import { useRelatedApplications } from '../api';
import { formatDate } from '../format';
import { PROFILE_TEXT as T } from '../messages';
import { EmptyText, QueryBody, Section } from './section';

/** The same person's applications to the organisation's other (or the same) jobs, matched by email, phone or resume file. */
export function RelatedCard({ application }: { application: ApplicationDetail }) {
  const related = useRelatedApplications(application.id);
  return (
    <Section title={T.relatedTitle}>
      <QueryBody query={related} lines={2}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyText>{T.noRelated}</EmptyText>
          ) : (
            <ul className="divide-y divide-slate-100">
              {rows.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <div className="min-w-0">
                    <Link to={`/applications/${row.id}`} className="font-medium break-words text-indigo-700 hover:underline">
                      {row.jobTitle}
                    </Link>
                    <p className="text-xs text-slate-500">
                      {row.candidateName} · {formatDate(row.createdAt)}
                      {row.score !== null && ` · ${row.score}%`}
                    </p>
                  </div>
                  <CandidateStatusBadge status={row.status} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBody>
    </Section>
  );
}
