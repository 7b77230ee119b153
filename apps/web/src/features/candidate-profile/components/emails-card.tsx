import { CANDIDATE_EMAIL_TEMPLATE_LABELS, type CandidateEmail, type CandidateEmailStatus } from '@kairox/contract';
import { useState } from 'react';
import { useCandidateEmailBody, useCandidateEmails } from '../../../api/candidate-emails';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../format';
import { PROFILE_TEXT as T } from '../messages';
import { EmptyText, QueryBody, Section } from './section';

const STATE_COLOURS: Record<CandidateEmailStatus, string> = {
  QUEUED: 'bg-amber-100 text-amber-800 ring-amber-200',
  SENT: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  FAILED: 'bg-red-100 text-red-800 ring-red-200',
};

function EmailBody({ emailId }: { emailId: number }) {
  const body = useCandidateEmailBody(emailId, true);
  if (body.isPending) return <p className="text-xs text-slate-500">{T.emailLoading}</p>;
  if (body.isError) return <p className="text-xs text-red-700">{T.emailFailed}</p>;
  return (
    <pre className="mt-2 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-xs break-words whitespace-pre-wrap text-slate-700">
      {body.data.body}
    </pre>
  );
}

function EmailRow({ email }: { email: CandidateEmail }) {
  const [open, setOpen] = useState(false);
  const when = email.sentAt ?? email.createdAt;
  return (
    <li className="py-3 text-sm first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', STATE_COLOURS[email.status])}>
          {T.emailState[email.status]}
        </span>
        <span className="text-xs font-medium text-slate-500">{CANDIDATE_EMAIL_TEMPLATE_LABELS[email.template]}</span>
      </div>
      <p className="mt-1 font-medium break-words text-slate-900">{email.subject}</p>
      <p className="mt-0.5 text-xs break-words text-slate-500">
        <time dateTime={when}>{formatDateTime(when)}</time> · {T.emailTo(email.toAddress)}
        {email.sentByName && <> · {T.changedBy(email.sentByName)}</>}
        {email.attempts > 1 && <> · {T.emailAttempts(email.attempts)}</>}
      </p>
      {email.status !== 'SENT' && email.lastError && <p className="mt-1 text-xs break-words text-red-700">{email.lastError}</p>}
      <button
        type="button"
        className="mt-1 text-xs font-medium text-indigo-700 hover:underline"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? T.emailHide : T.emailShow}
      </button>
      {open && <EmailBody emailId={email.id} />}
    </li>
  );
}

/** Every email sent to the candidate about this application, newest first, with its delivery state. */
export function EmailsCard({ applicationId }: { applicationId: number }) {
  const emails = useCandidateEmails(applicationId);
  return (
    <Section title={T.emailsTitle}>
      <QueryBody query={emails} lines={3}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyText>{T.noEmails}</EmptyText>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="email-history">
              {rows.map((email) => (
                <EmailRow key={email.id} email={email} />
              ))}
            </ul>
          )
        }
      </QueryBody>
    </Section>
  );
}
