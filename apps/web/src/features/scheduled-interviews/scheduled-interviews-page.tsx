import type { ScheduledInterview } from '@kairox/contract';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ScheduleInterviewDialog } from '../../components/scheduling/schedule-interview-dialog';
import { useOwnMemberIds } from '../../components/scheduling/use-own-member-ids';
import { Button } from '../../components/ui/button';
import { CancelInterviewDialog } from './components/cancel-interview-dialog';
import { CandidatePicker, type PickedCandidate } from './components/candidate-picker';
import { InterviewFilters } from './components/interview-filters';
import { InterviewList } from './components/interview-list';
import { WeekView } from './components/week-view';
import { SCHEDULED_TEXT as T } from './messages';
import { readView, writeView, type InterviewsView } from './url-state';

type OpenDialog = { kind: 'schedule' } | { kind: 'reschedule' | 'cancel'; interview: ScheduledInterview } | null;

/** "Schedule interview" from this page: the candidate is chosen by a search first. */
function ScheduleFromPage({ onClose }: { onClose: () => void }) {
  const pickerId = useId();
  const ownIds = useOwnMemberIds();
  const [candidate, setCandidate] = useState<PickedCandidate | null>(null);
  const [missing, setMissing] = useState(false);
  const pick = (picked: PickedCandidate | null) => {
    setCandidate(picked);
    setMissing(false);
  };
  return (
    <ScheduleInterviewDialog
      target={{ mode: 'schedule', application: candidate, defaultInterviewerIds: ownIds }}
      onClose={onClose}
      candidatePicker={<CandidatePicker id={pickerId} value={candidate} onChange={pick} error={missing ? T.candidateRequired : null} />}
      onMissingCandidate={() => setMissing(true)}
    />
  );
}

/**
 * /scheduled-interviews (issue #13, point 4): the organisation's upcoming interviews as a list or
 * a week, in the viewer's time zone, filtered by job and interviewer; schedule, reschedule, cancel.
 */
export function ScheduledInterviewsPage() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const update = (patch: Partial<InterviewsView>) => setParams(writeView({ ...view, page: 0, ...patch }), { replace: true });
  const actions = {
    onReschedule: (interview: ScheduledInterview) => setDialog({ kind: 'reschedule', interview }),
    onCancel: (interview: ScheduledInterview) => setDialog({ kind: 'cancel', interview }),
  };
  const close = () => setDialog(null);
  return (
    <div className="space-y-6">
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <Button onClick={() => setDialog({ kind: 'schedule' })}>
            <CalendarPlus className="h-4 w-4" aria-hidden="true" />
            {T.schedule}
          </Button>
        }
      />
      <InterviewFilters view={view} onChange={update} />
      {view.layout === 'week' ? (
        <WeekView view={view} onWeek={(week) => update({ week })} {...actions} />
      ) : (
        <InterviewList view={view} onPage={(page) => update({ page })} {...actions} />
      )}
      {dialog?.kind === 'schedule' && <ScheduleFromPage onClose={close} />}
      {dialog?.kind === 'reschedule' && <ScheduleInterviewDialog target={{ mode: 'reschedule', interview: dialog.interview }} onClose={close} />}
      {dialog?.kind === 'cancel' && <CancelInterviewDialog interview={dialog.interview} onClose={close} />}
    </div>
  );
}
