import { ExternalLink, Info } from 'lucide-react';
import { PLAN_LABELS, PLANS } from '@kairox/contract';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { PRICING_URL, SIGNUP_MESSAGES, SIGNUP_TEXT } from '../messages';
import { isSelfService, type SignupForm } from '../use-signup-form';
import { Field, LabelRow } from './signup-layout';

/** The plan select; choosing a paid plan shows the notice that the account starts on the Free Trial. */
export function PlanField({ form }: { form: SignupForm }) {
  const { id, values, visibleError, describedBy, planNotice, onPlanChange } = form;
  return (
    <Field>
      <LabelRow>
        <Label htmlFor={id('plan')} required>
          {SIGNUP_TEXT.plan}
        </Label>
        <a
          href={PRICING_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="mb-1.5 inline-flex items-center gap-1 text-xs font-medium text-indigo-600 hover:text-indigo-500"
        >
          {SIGNUP_TEXT.viewPricing}
          <ExternalLink className="h-3 w-3" aria-hidden="true" />
        </a>
      </LabelRow>
      <Select
        id={id('plan')}
        value={values.plan}
        onChange={onPlanChange}
        invalid={Boolean(visibleError('plan'))}
        aria-describedby={planNotice ? `${id('plan')}-notice` : describedBy('plan')}
      >
        {PLANS.map((plan) => (
          <option key={plan} value={plan}>
            {isSelfService(plan) ? PLAN_LABELS[plan] : `${PLAN_LABELS[plan]} (${SIGNUP_TEXT.planContactSales})`}
          </option>
        ))}
      </Select>
      {planNotice ? (
        <div
          id={`${id('plan')}-notice`}
          role="status"
          className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-800"
        >
          <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">{PLAN_LABELS[planNotice]}: </span>
            {SIGNUP_MESSAGES.paidPlanRequested}
          </p>
        </div>
      ) : (
        <FieldError id={`${id('plan')}-error`} message={visibleError('plan')} />
      )}
    </Field>
  );
}
