import type { ScheduledInterview } from '@kairox/contract';
import { CalendarClock, MapPin, Users, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatClockRange, formatInterviewRange } from '../../../lib/scheduling/interview-time';
import { SCHEDULED_TEXT as T } from '../messages';

export interface EntryActions {
  onReschedule: (interview: ScheduledInterview) => void;
  onCancel: (interview: ScheduledInterview) => void;
}

interface Props extends EntryActions {
  interview: ScheduledInterview;
  /** The week view's narrow column: smaller text, the video link as "Join video call". */
  compact?: boolean;
}

function Line({ icon: Icon, children }: { icon: typeof MapPin; children: ReactNode }) {
  return (
    <p className="flex min-w-0 items-start gap-1.5">
      <Icon className="mt-0.5 h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden="true" />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/**
 * One interview under its day: when (in the viewer's zone), who, for which job, with whom, where;
 * Reschedule and Cancel.
 */
export function InterviewEntry({ interview, compact = false, onReschedule, onCancel }: Props) {
  const name = interview.candidateName;
  return (
    <article
      aria-label={`${name}, ${formatInterviewRange(interview.startsAt, interview.endsAt)}`}
      className={cn('min-w-0 rounded-lg border border-slate-200 bg-white shadow-xs', compact ? 'space-y-1 p-2.5' : 'space-y-1.5 p-4')}
    >
      <p className={cn('flex items-start gap-1.5 font-semibold text-indigo-700', compact ? 'text-xs' : 'text-sm')}>
        <CalendarClock className="mt-px h-4 w-4 shrink-0" aria-hidden="true" />
        {formatClockRange(interview.startsAt, interview.endsAt)}
      </p>
      <div className="min-w-0">
        <Link
          to={`/applications/${interview.applicationId}`}
          className={cn('block font-medium break-words text-slate-900 hover:text-indigo-700 hover:underline', compact && 'text-sm')}
        >
          {name}
        </Link>
        <p className={cn('text-slate-500', compact ? 'truncate text-xs' : 'text-sm')} title={interview.jobTitle}>
          {interview.jobTitle}
        </p>
      </div>
      <div className={cn('space-y-1 text-slate-600', compact ? 'text-xs' : 'text-sm')}>
        <Line icon={Users}>{interview.interviewers.map((member) => member.name).join(', ')}</Line>
        {interview.location && <Line icon={MapPin}>{interview.location}</Line>}
        {interview.videoUrl && (
          <Line icon={Video}>
            <a href={interview.videoUrl} target="_blank" rel="noreferrer noopener" className="break-all text-indigo-700 hover:underline">
              {compact ? T.videoLink : interview.videoUrl}
            </a>
          </Line>
        )}
      </div>
      <div className={cn('flex flex-wrap', compact ? 'gap-x-3 gap-y-1 pt-0.5' : 'gap-2 pt-1')}>
        <Button
          variant={compact ? 'ghost' : 'outline'}
          size="sm"
          aria-label={T.actionsFor(T.reschedule, name)}
          className={cn(compact && 'h-auto px-0 py-0.5 text-xs text-indigo-700 hover:bg-transparent hover:underline')}
          onClick={() => onReschedule(interview)}
        >
          {T.reschedule}
        </Button>
        <Button
          variant={compact ? 'ghost' : 'outline'}
          size="sm"
          aria-label={T.actionsFor(T.cancel, name)}
          className={cn('text-red-700', compact ? 'h-auto px-0 py-0.5 text-xs hover:bg-transparent hover:underline' : 'hover:bg-red-50')}
          onClick={() => onCancel(interview)}
        >
          {T.cancel}
        </Button>
      </div>
    </article>
  );
}
