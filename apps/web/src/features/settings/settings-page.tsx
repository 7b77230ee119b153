import { Bot } from 'lucide-react';
import { useId } from 'react';
import { useAuth } from '../../lib/auth';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { serverMessageOr } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useOrganizationSettings, useUpdateOrganizationSettings } from './api';
import { EmailTemplatesCard } from './email-templates-card';
import { CareersSettingsCard } from './careers-settings-card';
import { SETTINGS_TEXT as T } from './messages';
import { RetentionSettingsCard } from './retention-settings-card';

/** An on/off switch (WAI-ARIA switch): the label names it, the description says what the state means. */
function Switch({
  checked,
  disabled,
  onChange,
  labelId,
  descriptionId,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (next: boolean) => void;
  labelId: string;
  descriptionId: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        'disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'bg-indigo-600' : 'bg-slate-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0.5')}
      />
    </button>
  );
}

/** The "AI decisions" card: automatic moves after the AI interview, off by default; admins change it. */
function AiDecisionsCard() {
  const id = useId();
  const { claims } = useAuth();
  const isAdmin = claims?.role === 'ROLE_ADMIN';
  const query = useOrganizationSettings();
  const mutation = useUpdateOrganizationSettings();

  async function change(aiAutoMoves: boolean) {
    try {
      await mutation.mutateAsync({ aiAutoMoves });
      toast.success(T.saved(aiAutoMoves), T.savedTitle);
    } catch (error) {
      toast.error(serverMessageOr(error, T.saveFailed), T.saveFailedTitle);
    }
  }

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-500">
        {T.loading}
      </p>
    );
  } else if (query.isError) {
    body = (
      <FormAlert>
        <p>{serverMessageOr(query.error, T.loadFailed)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {T.retry}
        </Button>
      </FormAlert>
    );
  } else {
    const on = query.data.aiAutoMoves;
    body = (
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
            {T.autoMovesLabel}
          </p>
          <p id={`${id}-state`} className="mt-1 text-sm text-slate-600" aria-live="polite">
            {mutation.isPending ? T.saving : on ? T.autoMovesOn : T.autoMovesOff}
          </p>
          {!isAdmin && <p className="mt-2 text-xs text-slate-500">{T.adminOnly}</p>}
        </div>
        <Switch
          checked={on}
          disabled={!isAdmin || mutation.isPending}
          onChange={(next) => void change(next)}
          labelId={`${id}-label`}
          descriptionId={`${id}-state`}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Bot className="h-5 w-5 text-indigo-600" aria-hidden="true" />
        {T.aiTitle}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{T.aiIntro}</p>
      {body}
    </section>
  );
}

export function SettingsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={T.title} description={T.description} />
      <AiDecisionsCard />
      <EmailTemplatesCard />
      <CareersSettingsCard />
      <RetentionSettingsCard />
    </div>
  );
}
