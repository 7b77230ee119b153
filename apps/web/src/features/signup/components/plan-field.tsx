import { ExternalLink, Info } from 'lucide-react';
import { PLAN_LABELS, PLANS, type Plan } from '@kairox/contract';
import { Controller } from 'react-hook-form';
import { FormField } from '../../../components/ui/form';
import { Select } from '../../../components/ui/select';
import { PRICING_URL, SIGNUP_MESSAGES, SIGNUP_TEXT } from '../messages';
import { isSelfService, type SignupForm } from '../use-signup-form';
import { WithLabelNote } from './signup-layout';

/** The plan select; choosing a paid plan shows the notice that the account starts on the Free Trial. */
export function PlanField({ signup }: { signup: SignupForm }) {
  const { id, form, planNotice, choosePlan } = signup;
  const noticeId = `${id('plan')}-notice`;
  return (
    <WithLabelNote note={<PricingLink />}>
      <FormField control={form.control} name="plan" id={id('plan')} label={SIGNUP_TEXT.plan} required>
        {(aria) => (
          <>
            <Controller
              control={form.control}
              name="plan"
              render={({ field }) => (
                <Select
                  {...aria}
                  {...field}
                  aria-describedby={planNotice ? noticeId : aria['aria-describedby']}
                  onChange={(event) => field.onChange(choosePlan(event.target.value as Plan))}
                >
                  {PLANS.map((plan) => (
                    <option key={plan} value={plan}>
                      {isSelfService(plan) ? PLAN_LABELS[plan] : `${PLAN_LABELS[plan]} (${SIGNUP_TEXT.planContactSales})`}
                    </option>
                  ))}
                </Select>
              )}
            />
            {planNotice && (
              <div
                id={noticeId}
                role="status"
                className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-800"
              >
                <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                <p>
                  <span className="font-semibold">{PLAN_LABELS[planNotice]}: </span>
                  {SIGNUP_MESSAGES.paidPlanRequested}
                </p>
              </div>
            )}
          </>
        )}
      </FormField>
    </WithLabelNote>
  );
}

function PricingLink() {
  return (
    <a
      href={PRICING_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-xs font-medium text-indigo-600 hover:text-indigo-500"
    >
      {SIGNUP_TEXT.viewPricing}
      <ExternalLink className="h-3 w-3" aria-hidden="true" />
    </a>
  );
}
