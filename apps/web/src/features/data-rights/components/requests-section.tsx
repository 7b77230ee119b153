import type { DataRequest } from '@kairox/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverMessageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useDataRequests, useDecideRequest } from '../api';
import { formatDay } from '../format';
import { PRIVACY_TEXT as T } from '../messages';
import { CELL, CELL_LABEL, ROW } from '../../../components/ui/stacked-table';
import { ListTable, PrivacySection } from './list-table';

type Decision = 'confirm' | 'reject';

interface RowProps {
  request: DataRequest;
  decide: boolean;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}

function RequestRow({ request, decide, busy, onDecide }: RowProps) {
  const name = request.candidateName ?? T.noLongerStored;
  return (
    <tr className={ROW}>
      <td className={cn(CELL, 'font-medium')}>
        {request.applicationId === null ? (
          <span className="text-slate-500">{T.noLongerStored}</span>
        ) : (
          <Link to={`/applications/${request.applicationId}`} className="break-words text-indigo-700 hover:underline">
            {request.candidateName}
          </Link>
        )}
        {request.jobTitle && <span className="block text-xs font-normal text-slate-500">{request.jobTitle}</span>}
      </td>
      <td className={cn(CELL, 'text-sm text-slate-700')}>
        <span className={CELL_LABEL}>{T.request}</span>
        {T.kinds[request.kind]}
      </td>
      <td className={cn(CELL, 'text-sm text-slate-600')}>
        <span className={CELL_LABEL}>{T.received}</span>
        {formatDay(request.createdAt)}
      </td>
      {decide && (
        <td className={cn(CELL, 'pt-2 md:text-right')}>
          <div className="flex flex-wrap gap-2 md:justify-end">
            <Button size="sm" disabled={busy} aria-label={T.actionLabel(T.confirm, name)} onClick={() => onDecide('confirm')}>
              {T.confirm}
            </Button>
            <Button variant="outline" size="sm" disabled={busy} aria-label={T.actionLabel(T.reject, name)} onClick={() => onDecide('reject')}>
              {T.reject}
            </Button>
          </div>
        </td>
      )}
    </tr>
  );
}

/** Candidates' pending requests; organisation admins confirm (the copy is emailed, or the candidate erased) or reject them. */
export function RequestsSection() {
  const { claims } = useAuth();
  const decide = claims?.role === 'ROLE_ADMIN';
  const query = useDataRequests();
  const mutation = useDecideRequest();
  const [asked, setAsked] = useState<{ request: DataRequest; decision: Decision } | null>(null);

  async function run() {
    if (!asked) return;
    const { request, decision } = asked;
    try {
      await mutation.mutateAsync({ id: request.id, decision });
      toast.success(T.decided(request.kind, decision === 'confirm'), T.decidedTitle);
    } catch (error) {
      toast.error(serverMessageOr(error, T.changeFailed), T.changeFailedTitle);
    } finally {
      setAsked(null);
    }
  }

  const headers = [T.candidate, T.request, T.received, ...(decide ? [T.actions] : [])];
  const confirming = asked?.decision === 'confirm';
  return (
    <PrivacySection
      title={T.requestsTitle}
      intro={
        <>
          {T.requestsIntro}
          {!decide && <span className="mt-1 block text-xs text-slate-500">{T.adminDecides}</span>}
        </>
      }
    >
      <ListTable
        caption={T.requestsTitle}
        headers={headers}
        lastRight={decide}
        query={query}
        items={query.data}
        empty={T.requestsEmpty}
        renderRow={(request) => (
          <RequestRow
            key={request.id}
            request={request}
            decide={decide}
            busy={mutation.isPending}
            onDecide={(decision) => setAsked({ request, decision })}
          />
        )}
      />
      <ConfirmDialog
        open={asked !== null}
        title={asked ? (confirming ? T.confirmTitle[asked.request.kind] : T.rejectTitle) : ''}
        message={
          asked ? (confirming ? T.confirmMessage(asked.request.kind, asked.request.candidateName) : T.rejectMessage(asked.request.candidateName)) : ''
        }
        confirmLabel={confirming ? T.confirm : T.reject}
        destructive={confirming && asked?.request.kind === 'ERASE'}
        pending={mutation.isPending}
        pendingLabel={T.working}
        onConfirm={() => void run()}
        onCancel={() => setAsked(null)}
      />
    </PrivacySection>
  );
}
