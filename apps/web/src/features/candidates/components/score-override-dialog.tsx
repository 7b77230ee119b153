import { SCORE_OVERRIDE_REASON_MAX, scoreOverrideRequestSchema } from '@kairox/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useOverrideScore } from '../api/scores';
import { SCORE_TEXT as T } from '../score-messages';
import type { ScoredCandidate } from './score-cell';

type FieldErrors = Partial<Record<'score' | 'reason', string>>;

/** The form's fields checked with the contract's schema; an empty score field is out of range too. */
export function validateOverride(scoreField: string, reason: string) {
  const score = scoreField.trim() === '' ? Number.NaN : Number(scoreField);
  const parsed = scoreOverrideRequestSchema.safeParse({ score, reason });
  if (parsed.success) return { body: parsed.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'score' || field === 'reason') && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}

/** Score 0-100 and a required reason, with the AI score shown beside; the override stays in force until removed. */
export function ScoreOverrideDialog({ candidate, onClose, onDone }: { candidate: ScoredCandidate; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const [score, setScore] = useState(candidate.score === null ? '' : String(candidate.score));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useOverrideScore();
  const pending = mutation.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const checked = validateOverride(score, reason);
    setErrors(checked.errors);
    if (!checked.body) return;
    try {
      const updated = await mutation.mutateAsync({ id: candidate.id, body: checked.body });
      toast.success(T.overridden(candidate.candidateName, updated.score ?? checked.body.score), T.overriddenTitle);
      onDone();
      onClose();
    } catch (error) {
      toast.error(serverMessageOr(error, T.overrideFailed), T.failedTitle);
    }
  }

  const formId = `${id}-form`;
  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      title={T.overrideTitle}
      description={T.overrideIntro(candidate.candidateName)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {T.close}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? T.overriding : T.overrideSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <div>
            <Label htmlFor={`${id}-score`} required>
              {T.scoreLabel}
            </Label>
            <Input
              id={`${id}-score`}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={score}
              invalid={Boolean(errors.score)}
              aria-describedby={errors.score ? `${id}-score-error` : undefined}
              onChange={(event) => {
                setScore(event.target.value);
                setErrors(({ score: _fixed, ...rest }) => rest);
              }}
              data-autofocus
            />
            <FieldError id={`${id}-score-error`} message={errors.score} />
          </div>
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
        <div>
          <Label htmlFor={`${id}-reason`} required>
            {T.reasonLabel}
          </Label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={SCORE_OVERRIDE_REASON_MAX}
            placeholder={T.reasonPlaceholder}
            invalid={Boolean(errors.reason)}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors(({ reason: _fixed, ...rest }) => rest);
            }}
          />
          <FieldError id={`${id}-reason-error`} message={errors.reason} />
        </div>
      </form>
    </Dialog>
  );
}
