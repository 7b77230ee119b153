import type { ScheduledInterview } from '@kairox/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useScheduledInterviews } from '../../../api/scheduled-interviews';
import { QueryStates } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SCHEDULED_TEXT as T } from '../messages';
import { filtersOf, type InterviewsView } from '../url-state';
import { addDays, byDay, daysOfWeek, localDay, weekRange, weekStartOf } from '../week';
import { InterviewEntry, type EntryActions } from './interview-entry';
import { LoadingEntries, NoInterviews } from './placeholders';

/** A week has far fewer interviews than this; the list call's largest page. */
const WEEK_SIZE = 100;

const midnight = (day: string) => new Date(`${day}T00:00:00`);
const DAY_NAME = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const DAY_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const RANGE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function WeekNavigation({ weekStart, onWeek }: { weekStart: string; onWeek: (week: string) => void }) {
  const label = T.weekOf(RANGE.formatRange(midnight(weekStart), midnight(addDays(weekStart, 6))));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-base font-semibold text-slate-900" aria-live="polite">
        {label}
      </h2>
      <div className="flex items-center gap-1.5">
        <Button variant="outline" size="sm" aria-label={T.previousWeek} onClick={() => onWeek(addDays(weekStart, -7))}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" onClick={() => onWeek('')}>
          {T.thisWeek}
        </Button>
        <Button variant="outline" size="sm" aria-label={T.nextWeek} onClick={() => onWeek(addDays(weekStart, 7))}>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** The week's seven days, each with its interviews. */
function WeekDays({ weekStart, interviews, ...actions }: EntryActions & { weekStart: string; interviews: ScheduledInterview[] }) {
  const today = localDay(new Date());
  const days = byDay(interviews);
  return (
    <ol className="grid gap-3 xl:grid-cols-7 xl:gap-2" data-testid="week-view">
      {daysOfWeek(weekStart).map((day) => {
        const entries = days.get(day) ?? [];
        return (
          <li key={day} aria-label={`${DAY_NAME.format(midnight(day))} ${DAY_DATE.format(midnight(day))}`} className="min-w-0">
            <p className={cn('mb-1.5 text-xs font-semibold tracking-wide uppercase', day === today ? 'text-indigo-700' : 'text-slate-500')}>
              {DAY_NAME.format(midnight(day))} <span className="font-normal normal-case">{DAY_DATE.format(midnight(day))}</span>
            </p>
            <div className={cn('space-y-2 rounded-lg bg-slate-100/70 p-1.5 xl:min-h-32', entries.length === 0 && 'hidden xl:block')}>
              {entries.map((interview) => (
                <InterviewEntry key={interview.id} interview={interview} compact {...actions} />
              ))}
            </div>
            {entries.length === 0 && <p className="text-xs text-slate-400 xl:hidden">{T.noneThisDay}</p>}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Monday to Sunday of one week in the viewer's time zone: seven columns from 1280 px, the days
 * one under another on narrow ones (days without interviews shrink to one line there).
 */
export function WeekView({ view, onWeek, ...actions }: EntryActions & { view: InterviewsView; onWeek: (week: string) => void }) {
  const weekStart = view.week || weekStartOf(new Date());
  const interviews = useScheduledInterviews({ ...filtersOf(view), ...weekRange(weekStart), size: String(WEEK_SIZE) });
  return (
    <div className="space-y-4">
      <WeekNavigation weekStart={weekStart} onWeek={onWeek} />
      <QueryStates query={interviews} loading={<LoadingEntries />} failed={T.loadFailed} look="panel" retry={T.retry}>
        {({ content }) =>
          content.length === 0 ? <NoInterviews title={T.emptyWeek} /> : <WeekDays weekStart={weekStart} interviews={content} {...actions} />
        }
      </QueryStates>
    </div>
  );
}
