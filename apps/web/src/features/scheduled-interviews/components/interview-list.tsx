import type { ScheduledInterview } from '@kairox/contract';
import { useScheduledInterviews } from '../../../api/scheduled-interviews';
import { QueryStates } from '../../../components/query-states';
import { Pagination } from '../../../components/ui/pagination';
import { SCHEDULED_TEXT as T } from '../messages';
import { filtersOf, type InterviewsView } from '../url-state';
import { byDay } from '../week';
import { InterviewEntry, type EntryActions } from './interview-entry';
import { LoadingEntries, NoInterviews } from './placeholders';

const PAGE_SIZE = 20;

const DAY_HEADING = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** One section a day (the viewer's days), its interviews in two columns from md. */
function InterviewsByDay({ interviews, ...actions }: EntryActions & { interviews: ScheduledInterview[] }) {
  return [...byDay(interviews)].map(([day, entries]) => (
    <section key={day} aria-label={DAY_HEADING.format(new Date(entries[0]!.startsAt))} className="space-y-3">
      <h2 className="text-sm font-semibold text-slate-700">{DAY_HEADING.format(new Date(entries[0]!.startsAt))}</h2>
      <div className="grid gap-3 md:grid-cols-2">
        {entries.map((interview) => (
          <InterviewEntry key={interview.id} interview={interview} {...actions} />
        ))}
      </div>
    </section>
  ));
}

/** The upcoming interviews, soonest first, under a heading per day, 20 a page. */
export function InterviewList({ view, onPage, ...actions }: EntryActions & { view: InterviewsView; onPage: (page: number) => void }) {
  const interviews = useScheduledInterviews({ ...filtersOf(view), page: String(view.page), size: String(PAGE_SIZE) });
  return (
    <QueryStates query={interviews} loading={<LoadingEntries />} failed={T.loadFailed} look="panel" retry={T.retry}>
      {({ content, totalPages }) =>
        content.length === 0 ? (
          <NoInterviews title={T.empty} hint={T.emptyHint} />
        ) : (
          <div className="space-y-6" data-testid="interview-list">
            <InterviewsByDay interviews={content} {...actions} />
            <Pagination page={view.page} totalPages={totalPages} onPageChange={onPage} label={T.pagination} />
          </div>
        )
      }
    </QueryStates>
  );
}
