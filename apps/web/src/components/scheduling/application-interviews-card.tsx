import type { ScheduledInterview } from '@kairox/contract';
import { CalendarPlus, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useScheduledInterviews } from '../../api/scheduled-interviews';
import { formatInterviewRange } from '../../lib/scheduling/interview-time';
import { QueryStates } from '../query-states';
import { Button } from '../ui/button';
import { SCHEDULING_TEXT as T } from './messages';
import { ScheduleInterviewDialog, type InterviewCandidate } from './schedule-interview-dialog';
import { useOwnMemberIds } from './use-own-member-ids';

function UpcomingInterview({ interview }: { interview: ScheduledInterview }) {
  return (
    <li className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <p className="font-medium text-slate-900">{formatInterviewRange(interview.startsAt, interview.endsAt)}</p>
      <p className="text-slate-600">{T.with(interview.interviewers.map((member) => member.name).join(', '))}</p>
      {interview.location && <p className="break-words text-slate-600">{interview.location}</p>}
      {interview.videoUrl && (
        <a
          href={interview.videoUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 break-all text-indigo-700 hover:underline"
        >
          <Video className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {interview.videoUrl}
        </a>
      )}
    </li>
  );
}

function Upcoming({ applicationId }: { applicationId: number }) {
  const interviews = useScheduledInterviews({ applicationId, size: '20' });
  return (
    <QueryStates
      query={interviews}
      loading={<div className="h-10 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />}
      failed={T.cardFailed}
      look="line"
      retry={T.retry}
    >
      {({ content }) =>
        content.length === 0 ? (
          <p className="text-sm text-slate-500">{T.cardEmpty}</p>
        ) : (
          <ul className="space-y-2">
            {content.map((interview) => (
              <UpcomingInterview key={interview.id} interview={interview} />
            ))}
          </ul>
        )
      }
    </QueryStates>
  );
}

/** The candidate profile's card: this application's upcoming interviews and "Schedule interview". */
export function ApplicationInterviewsCard({ application }: { application: InterviewCandidate }) {
  const [open, setOpen] = useState(false);
  const ownIds = useOwnMemberIds();
  return (
    <section aria-label={T.cardTitle} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{T.cardTitle}</h2>
        <Button size="sm" onClick={() => setOpen(true)}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          {T.scheduleButton}
        </Button>
      </div>
      <Upcoming applicationId={application.id} />
      <Link to="/scheduled-interviews" className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline">
        {T.viewAll}
      </Link>
      {open && <ScheduleInterviewDialog target={{ mode: 'schedule', application, defaultInterviewerIds: ownIds }} onClose={() => setOpen(false)} />}
    </section>
  );
}
