import type { DueErasure } from '@kairox/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { EraseCandidateDialog } from '../../../components/data-rights/erase-candidate-dialog';
import { DATA_RIGHTS_TEXT } from '../../../components/data-rights/messages';
import { Button } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useDueErasures, useKeepCandidate } from '../api';
import { formatDay } from '../format';
import { PRIVACY_TEXT as T } from '../messages';
import { CELL, CELL_LABEL, ROW } from '../../../components/ui/stacked-table';
import { ListTable, PrivacySection } from './list-table';

function DueRow({ due, busy, onKeep, onErase }: { due: DueErasure; busy: boolean; onKeep: () => void; onErase: () => void }) {
  return (
    <tr className={ROW}>
      <td className={cn(CELL, 'font-medium')}>
        <Link to={`/applications/${due.applicationId}`} className="break-words text-indigo-700 hover:underline">
          {due.candidateName}
        </Link>
      </td>
      <td className={cn(CELL, 'text-sm text-slate-600')}>
        <span className={CELL_LABEL}>{T.job}</span>
        {due.jobTitle}
      </td>
      <td className={cn(CELL, 'text-sm text-slate-600')}>
        <span className={CELL_LABEL}>{T.lastActivity}</span>
        {formatDay(due.lastActivityAt)}
      </td>
      <td className={cn(CELL, 'text-sm font-medium text-red-700')}>
        <span className={CELL_LABEL}>{T.erasedOn}</span>
        {formatDay(due.dueAt)}
      </td>
      <td className={cn(CELL, 'pt-2 md:text-right')}>
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button variant="outline" size="sm" disabled={busy} aria-label={T.actionLabel(T.keep, due.candidateName)} onClick={onKeep}>
            {T.keep}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={T.actionLabel(T.eraseNow, due.candidateName)}
            onClick={onErase}
            className="text-red-700 hover:bg-red-50"
          >
            {T.eraseNow}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Candidates past the retention period, each with the date the maintenance job erases them. */
export function DueErasuresSection() {
  const query = useDueErasures();
  const keep = useKeepCandidate();
  const [erasing, setErasing] = useState<DueErasure | null>(null);

  async function keepCandidate(due: DueErasure) {
    try {
      await keep.mutateAsync(due.applicationId);
      toast.success(T.kept(due.candidateName), T.keptTitle);
    } catch (error) {
      toast.error(serverMessageOr(error, T.changeFailed), T.changeFailedTitle);
    }
  }

  return (
    <PrivacySection title={T.dueTitle} intro={T.dueIntro}>
      <ListTable
        caption={T.dueTitle}
        headers={[T.candidate, T.job, T.lastActivity, T.erasedOn, T.actions]}
        lastRight
        query={query}
        items={query.data}
        empty={T.dueEmpty}
        renderRow={(due) => (
          <DueRow
            key={due.applicationId}
            due={due}
            busy={keep.isPending && keep.variables === due.applicationId}
            onKeep={() => void keepCandidate(due)}
            onErase={() => setErasing(due)}
          />
        )}
      />
      {erasing && (
        <EraseCandidateDialog
          candidate={{ id: erasing.applicationId, candidateName: erasing.candidateName }}
          defaultReason={DATA_RIGHTS_TEXT.retentionReasonDefault}
          onClose={() => setErasing(null)}
          onErased={() => setErasing(null)}
        />
      )}
    </PrivacySection>
  );
}
