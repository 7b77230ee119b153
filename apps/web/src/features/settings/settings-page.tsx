import { Bot } from 'lucide-react';
import { useId } from 'react';
import { useAuth } from '../../lib/auth';
import { PageHeader } from '../../components/page-header';
import { QueryStates } from '../../components/query-states';
import { serverMessageOr } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { useOrganizationSettings, useUpdateOrganizationSettings } from './api';
import { EmailTemplatesCard } from './email-templates-card';
import { CareersSettingsCard } from './careers-settings-card';
import { SETTINGS_TEXT as T } from './messages';
import { RetentionSettingsCard } from './retention-settings-card';
import { SettingsCard } from './settings-card';

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

  return (
    <SettingsCard icon={Bot} title={T.aiTitle} intro={T.aiIntro}>
      <QueryStates query={query} loading={T.loading} failed={T.loadFailed} retry={T.retry}>
        {({ aiAutoMoves: on }) => (
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
        )}
      </QueryStates>
    </SettingsCard>
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
