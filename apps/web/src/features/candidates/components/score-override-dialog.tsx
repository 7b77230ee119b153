import { SCORE_OVERRIDE_REASON_MAX, scoreOverrideRequestSchema } from '@kairox/contract';
import { useId } from 'react';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField, TextareaField, useSchemaForm } from '../../../components/ui/form';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useOverrideScore } from '../api/scores';
import { SCORE_TEXT as T } from '../score-messages';
import type { ScoredCandidate } from './score-cell';

/** The contract's override request, with the score as the number field's text: an empty field is out of range too. */
export const scoreOverrideFormSchema = scoreOverrideRequestSchema.extend({
  score: z
    .string()
    .transform((typed) => (typed.trim() === '' ? Number.NaN : Number(typed)))
    .pipe(scoreOverrideRequestSchema.shape.score),
});
type OverrideField = FieldPath<z.input<typeof scoreOverrideFormSchema>>;

/** Score 0-100 and a required reason, with the AI score shown beside; the override stays in force until removed. */
export function ScoreOverrideDialog({ candidate, onClose, onDone }: { candidate: ScoredCandidate; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const form = useSchemaForm(scoreOverrideFormSchema, {
    defaultValues: { score: candidate.score === null ? '' : String(candidate.score), reason: '' },
    // Checked on submit; editing a field drops its own message only (see `edited`).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const mutation = useOverrideScore();
  const pending = mutation.isPending;

  function edited(name: OverrideField) {
    if (form.getFieldState(name).error) form.clearErrors(name);
  }

  const submit = form.handleSubmit(async (body) => {
    if (pending) return;
    try {
      const updated = await mutation.mutateAsync({ id: candidate.id, body });
      toast.success(T.overridden(candidate.candidateName, updated.score ?? body.score), T.overriddenTitle);
      onDone();
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, T.overrideFailed), T.failedTitle);
    }
  });

  return (
    <FormDialog
      title={T.overrideTitle}
      description={T.overrideIntro(candidate.candidateName)}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={T.close}
      submitLabel={pending ? T.overriding : T.overrideSubmit}
      formClassName="space-y-4"
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField
          form={form}
          name="score"
          id={`${id}-score`}
          label={T.scoreLabel}
          required
          rules={{ onChange: () => edited('score') }}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          data-autofocus
        />
        <dl>
          <dt className="mb-1.5 block text-sm font-medium text-slate-700">{T.aiScoreLabel}</dt>
          <dd
            className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-800"
            data-testid="override-ai-score"
          >
            {T.aiScoreValue(candidate.aiScore ?? null)}
          </dd>
        </dl>
      </div>
      <TextareaField
        form={form}
        name="reason"
        id={`${id}-reason`}
        label={T.reasonLabel}
        required
        rules={{ onChange: () => edited('reason') }}
        maxLength={SCORE_OVERRIDE_REASON_MAX}
        placeholder={T.reasonPlaceholder}
      />
    </FormDialog>
  );
}
