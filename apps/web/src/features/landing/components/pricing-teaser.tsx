import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { PlanFeatureList } from '../../../components/billing/plan-feature-list';
import { PopularBadge } from '../../../components/billing/popular-badge';
import { CHECKOUT_PLAN_LIST, checkoutPath, formatPlanAmount } from '../../../lib/plans';
import { LANDING_TEXT } from '../content';

const TEASER_FEATURES = 5;

/** The three paid plans with a link to each one's checkout, and the free trial beside them. */
export function PricingTeaser() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">{LANDING_TEXT.pricingEyebrow}</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {LANDING_TEXT.pricingTitle}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{LANDING_TEXT.pricingBody}</p>
        </div>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {CHECKOUT_PLAN_LIST.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8',
                plan.popular ? 'border-indigo-300 shadow-xl shadow-indigo-100 ring-1 ring-indigo-200' : 'border-slate-200 shadow-sm',
              )}
            >
              {plan.popular && <PopularBadge className="absolute -top-3 left-6" />}
              <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-1 min-h-10 text-sm text-slate-500">{plan.description}</p>
              <p className="mt-5">
                <span className="text-4xl font-extrabold tracking-tight text-slate-900">{formatPlanAmount(plan)}</span>
                {plan.price !== null && <span className="text-sm font-medium text-slate-500">/month</span>}
              </p>
              <PlanFeatureList features={plan.features.slice(0, TEASER_FEATURES)} className="mt-6 flex-1" />
              <Link to={checkoutPath(plan.id)} className={buttonClasses(plan.popular ? 'default' : 'outline', 'md', 'mt-8 w-full')}>
                {LANDING_TEXT.choosePlan(plan.name)}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-slate-600">
          {LANDING_TEXT.trialNote}{' '}
          <Link to="/signup" className="font-semibold text-indigo-600 hover:text-indigo-500">
            {LANDING_TEXT.trialLink}
          </Link>{' '}
          {LANDING_TEXT.trialNoteTail}
        </p>
      </div>
    </section>
  );
}
