import { RETENTION_MONTHS_MAX, RETENTION_NOTICE_DAYS, updateRetentionRequestSchema, type RetentionSettings } from '@kairox/contract';
import { Timer } from 'lucide-react';
import { useId } from 'react';
import { z } from 'zod';
import { useRetention, useUpdateRetention } from '../../api/data-rights';
import { DATA_RIGHTS_TEXT as T } from '../../components/data-rights/messages';
import { QueryStates } from '../../components/query-states';
import { Button } from '../../components/ui/button';
import { TextField, useSchemaForm } from '../../components/ui/form';
import { serverMessageOr } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { SettingsCard } from './settings-card';

/** The field holds text; empty means "keep candidates" (null), anything else must be the contract's whole months. */
const retentionFormSchema = z
  .object({ retentionMonths: z.string() })
  .transform(({ retentionMonths }) => ({ retentionMonths: retentionMonths.trim() === '' ? null : Number(retentionMonths) }))
  .pipe(updateRetentionRequestSchema);

function RetentionForm({ settings, isAdmin }: { settings: RetentionSettings; isAdmin: boolean }) {
  const id = useId();
  const mutation = useUpdateRetention();
  const form = useSchemaForm(retentionFormSchema, { defaultValues: { retentionMonths: settings.retentionMonths?.toString() ?? '' } });

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await mutation.mutateAsync(body);
      form.reset({ retentionMonths: saved.retentionMonths?.toString() ?? '' });
      toast.success(T.retentionSaved(saved.retentionMonths), T.retentionSavedTitle);
    } catch (error) {
      toast.error(serverMessageOr(error, T.retentionSaveFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {T.retentionCurrent(settings.retentionMonths)}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          form={form}
          name="retentionMonths"
          id={`${id}-months`}
          label={T.retentionLabel}
          hint={T.retentionHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={RETENTION_MONTHS_MAX}
          disabled={!isAdmin}
          className="sm:w-72"
        />
        {isAdmin && (
          <Button type="submit" disabled={mutation.isPending} className="sm:mt-6">
            {mutation.isPending ? T.retentionSaving : T.retentionSave}
          </Button>
        )}
      </div>
      {!isAdmin && <p className="text-xs text-slate-500">{T.adminOnly}</p>}
    </form>
  );
}

/** Settings → Data retention: months after the last activity until candidates not hired are erased (admins change it). */
export function RetentionSettingsCard() {
  const { claims } = useAuth();
  const query = useRetention();
  return (
    <SettingsCard icon={Timer} title={T.retentionTitle} intro={T.retentionIntro(query.data?.noticeDays ?? RETENTION_NOTICE_DAYS)}>
      <QueryStates query={query} loading={T.loading} failed={T.loadFailed} retry={T.retry}>
        {(settings) => <RetentionForm settings={settings} isAdmin={claims?.role === 'ROLE_ADMIN'} />}
      </QueryStates>
    </SettingsCard>
  );
}
