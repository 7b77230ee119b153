import type { DataRequestKind, DataRequestLink } from '@kairox/contract';
import { CheckCircle2, Clock, Download, RotateCcw, ShieldX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PublicPage } from '../../components/public-page';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { ApiError, serverMessageOr } from '../../lib/api-client';
import { useCreateDataRequest, useDataRequestLink } from './api';
import { PRIVACY_REQUEST_TEXT as T } from './messages';

/** A refused link (400 invalid or expired, 404 erased, 429) says why; anything else may be retried. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

function Notice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-center text-sm text-slate-700 shadow-sm sm:p-8">
      {title && <h1 className="mb-2 text-lg font-semibold text-slate-900">{title}</h1>}
      {children}
    </div>
  );
}

interface OptionProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  pending: boolean;
  pendingText: string;
  busy: boolean;
  destructive?: boolean;
  onChoose: () => void;
}

function RequestOption({ icon, title, text, action, pending, pendingText, busy, destructive = false, onChoose }: OptionProps) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <p className="mt-2 flex-1 text-sm text-slate-600">{text}</p>
      {pending ? (
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-amber-800">
          <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
          {pendingText}
        </p>
      ) : (
        <Button variant={destructive ? 'destructive' : 'default'} className="mt-4 self-start" disabled={busy} onClick={onChoose}>
          {busy ? T.sending : action}
        </Button>
      )}
    </div>
  );
}

function RequestChoices({ token, link }: { token: string; link: DataRequestLink }) {
  const mutation = useCreateDataRequest(token);
  const [confirmingErase, setConfirmingErase] = useState(false);
  const sent = mutation.data?.message;

  async function ask(kind: DataRequestKind) {
    setConfirmingErase(false);
    await mutation.mutateAsync(kind).catch(() => undefined);
  }

  const busy = (kind: DataRequestKind) => mutation.isPending && mutation.variables === kind;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{T.heading(link.company)}</h1>
        <p className="mt-1 text-sm font-medium text-slate-700">{T.application(link.jobTitle)}</p>
        <p className="mt-3 text-sm text-slate-600">{T.intro}</p>
      </div>
      {sent && (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {sent}
        </p>
      )}
      {mutation.isError && <FormAlert>{serverMessageOr(mutation.error, T.failed)}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <RequestOption
          icon={<Download className="h-5 w-5 text-indigo-600" aria-hidden="true" />}
          title={T.exportTitle}
          text={T.exportText(link.company)}
          action={T.exportAction}
          pending={link.pending.includes('EXPORT')}
          pendingText={T.pending(link.company)}
          busy={busy('EXPORT')}
          onChoose={() => void ask('EXPORT')}
        />
        <RequestOption
          icon={<ShieldX className="h-5 w-5 text-red-600" aria-hidden="true" />}
          title={T.eraseTitle}
          text={T.eraseText(link.company)}
          action={T.eraseAction}
          pending={link.pending.includes('ERASE')}
          pendingText={T.pending(link.company)}
          busy={busy('ERASE')}
          destructive
          onChoose={() => setConfirmingErase(true)}
        />
      </div>
      <ConfirmDialog
        open={confirmingErase}
        title={T.eraseConfirmTitle}
        message={T.eraseConfirmMessage(link.company, link.jobTitle)}
        confirmLabel={T.eraseConfirm}
        cancelLabel={T.cancel}
        destructive
        onConfirm={() => void ask('ERASE')}
        onCancel={() => setConfirmingErase(false)}
      />
    </div>
  );
}

function PageBody({ token }: { token: string | null }) {
  const query = useDataRequestLink(token);
  if (token === null) return <Notice title={T.refusedTitle}>{T.noToken}</Notice>;
  if (query.isPending)
    return (
      <p role="status" className="py-12 text-center text-sm text-slate-500">
        {T.checking}
      </p>
    );
  if (query.isError) {
    if (isRefusal(query.error)) return <Notice title={T.refusedTitle}>{serverMessageOr(query.error, T.loadFailed)}</Notice>;
    return (
      <Notice>
        <p>{T.loadFailed}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {T.retry}
        </Button>
      </Notice>
    );
  }
  return <RequestChoices token={token} link={query.data} />;
}

/** /privacy/request?token=…: a candidate asks for a copy or the erasure of their data, without an account. */
export function PrivacyRequestPage() {
  const token = useSearchParams()[0].get('token');
  return (
    <PublicPage title={T.pageTitle}>
      <PageBody token={token?.trim() ? token.trim() : null} />
    </PublicPage>
  );
}
