import { ArrowLeft, CreditCard, Info, Lock, Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Brand } from '../../components/brand';
import { Button, buttonClasses } from '../../components/ui/button';
import { FieldShell } from '../../components/ui/form';
import { Input, type InputProps } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { PlanFeatureList } from '../../components/billing/plan-feature-list';
import { PopularBadge } from '../../components/billing/popular-badge';
import { CHECKOUT_TEXT } from './messages';
import { CHECKOUT_PLAN_LIST, checkoutPath, formatPlanAmount, resolveCheckoutPlan, salesMailto, type CheckoutPlan } from '../../lib/plans';

/**
 * /billing/checkout?plan=: the selected plan and a payment placeholder naming the card processor
 * (spec sections 2, 8 and 9). Nothing is charged and nothing is sent to a server.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const requested = params.get('plan');
  const plan = resolveCheckoutPlan(requested);

  return <CheckoutLayout>{plan ? <Checkout plan={plan} /> : <PlanNotFound requested={requested ?? ''} />}</CheckoutLayout>;
}

function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gradient-to-b from-slate-50 to-white">
      <header className="border-b border-slate-200 bg-white/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-6">
          <Link to="/" aria-label="Kairox home" className="rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600">
            <Brand />
          </Link>
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500">
            <Lock className="h-4 w-4 text-emerald-600" aria-hidden="true" />
            {CHECKOUT_TEXT.secure}
          </span>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">{children}</main>
    </div>
  );
}

function Checkout({ plan }: { plan: CheckoutPlan }) {
  return (
    <>
      <title>{`${CHECKOUT_TEXT.documentTitle} · ${plan.name} · Kairox`}</title>
      <Link to="/" className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-700">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {CHECKOUT_TEXT.backHome}
      </Link>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{CHECKOUT_TEXT.title}</h1>
          <p className="mt-1 text-slate-600">{CHECKOUT_TEXT.subtitle(plan.name)}</p>
        </div>
        <PlanSwitcher current={plan} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <PlanSummary plan={plan} />
        <PaymentPlaceholder plan={plan} />
      </div>
    </>
  );
}

/** Links between the three plans; the selected one is marked aria-current. */
function PlanSwitcher({ current }: { current: CheckoutPlan }) {
  return (
    <nav aria-label={CHECKOUT_TEXT.plansNav}>
      <ul className="inline-flex rounded-lg border border-slate-200 bg-white p-1 shadow-sm">
        {CHECKOUT_PLAN_LIST.map((plan) => {
          const active = plan.id === current.id;
          return (
            <li key={plan.id}>
              <Link
                to={checkoutPath(plan.id)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                  active ? 'bg-indigo-600 text-white shadow-sm' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {plan.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PlanSummary({ plan }: { plan: CheckoutPlan }) {
  const includedFeatures = plan.features.filter((feature) => feature.included);
  const excludedFeatures = plan.features.filter((feature) => !feature.included);
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className={cn(
        'rounded-2xl border bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 lg:self-start',
        plan.popular ? 'border-indigo-200 ring-1 ring-indigo-100' : 'border-slate-200',
      )}
    >
      <h2 id="checkout-summary-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {CHECKOUT_TEXT.summaryTitle}
      </h2>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xs font-medium text-slate-500">{CHECKOUT_TEXT.selectedPlan}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <p className="text-2xl font-bold text-slate-900" data-testid="checkout-plan-name">
              {plan.name}
            </p>
            {plan.popular && <PopularBadge />}
          </div>
          <p className="mt-2 max-w-md text-sm text-slate-600">{plan.description}</p>
        </div>
        <p className="text-right" data-testid="checkout-plan-price">
          <span className="text-4xl font-extrabold tracking-tight text-slate-900">{formatPlanAmount(plan)}</span>
          {plan.price !== null && <span className="text-base font-medium text-slate-500">{CHECKOUT_TEXT.perMonth}</span>}
        </p>
      </div>
      <p className="mt-4 text-xs text-slate-500">{plan.price === null ? CHECKOUT_TEXT.customBilling : CHECKOUT_TEXT.billedMonthly}</p>

      <div className="mt-6 grid gap-6 border-t border-slate-100 pt-6 sm:grid-cols-2">
        <div>
          <h3 className="mb-3 text-sm font-semibold text-slate-900">{CHECKOUT_TEXT.includes}</h3>
          <PlanFeatureList features={includedFeatures} />
        </div>
        {excludedFeatures.length > 0 && (
          <div>
            <h3 className="mb-3 text-sm font-semibold text-slate-900">{CHECKOUT_TEXT.notIncluded}</h3>
            <PlanFeatureList features={excludedFeatures} />
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The card form of the payment processor, shown disabled: online payment is not offered yet
 * (spec sections 1 and 6). No field is submitted anywhere.
 */
function PaymentPlaceholder({ plan }: { plan: CheckoutPlan }) {
  const noticeId = 'checkout-unavailable';
  return (
    <section
      aria-labelledby="checkout-payment-title"
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
    >
      <h2 id="checkout-payment-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CreditCard className="h-5 w-5 text-slate-400" aria-hidden="true" />
        {CHECKOUT_TEXT.paymentTitle}
      </h2>
      <p className="mt-2 flex items-start gap-2 text-sm font-medium text-slate-700">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
        {CHECKOUT_TEXT.processor}
      </p>
      <p className="mt-1 text-xs text-slate-500">{CHECKOUT_TEXT.processorHint}</p>

      <form aria-label={CHECKOUT_TEXT.cardElement} aria-describedby={noticeId} onSubmit={(event) => event.preventDefault()} className="mt-5">
        <fieldset disabled className="space-y-4 rounded-xl border border-dashed border-slate-300 bg-slate-50/70 p-4">
          <legend className="px-1 text-xs font-medium text-slate-500">{CHECKOUT_TEXT.cardElement}</legend>
          <CardField id="checkout-cardholder" label={CHECKOUT_TEXT.cardholder} placeholder="Jane Doe" />
          <CardField id="checkout-card-number" label={CHECKOUT_TEXT.cardNumber} inputMode="numeric" placeholder="1234 1234 1234 1234" />
          <div className="grid grid-cols-2 gap-3">
            <CardField id="checkout-card-expiry" label={CHECKOUT_TEXT.cardExpiry} placeholder="MM / YY" />
            <CardField id="checkout-card-cvc" label={CHECKOUT_TEXT.cardCvc} placeholder="123" />
          </div>
        </fieldset>

        <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4 text-sm">
          <span className="text-slate-600">{CHECKOUT_TEXT.dueToday}</span>
          <span className="font-semibold text-slate-900">{plan.price === null ? CHECKOUT_TEXT.customQuote : `$${plan.price.toFixed(2)}`}</span>
        </div>

        <Button type="submit" size="lg" className="mt-4 w-full" disabled>
          <Lock className="h-4 w-4" aria-hidden="true" />
          {CHECKOUT_TEXT.subscribe(plan.name)}
        </Button>
      </form>

      <div id={noticeId} role="note" className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="flex items-center gap-2 font-semibold">
          <Info className="h-4 w-4 shrink-0" aria-hidden="true" />
          {CHECKOUT_TEXT.unavailableTitle}
        </p>
        <p className="mt-1.5 text-amber-800">{CHECKOUT_TEXT.unavailableBody}</p>
      </div>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
        <Link to="/signup" className={buttonClasses('default', 'md', 'flex-1')}>
          {CHECKOUT_TEXT.startTrial}
        </Link>
        <a href={salesMailto(CHECKOUT_TEXT.salesSubject(plan.name))} className={buttonClasses('outline', 'md', 'flex-1')}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          {CHECKOUT_TEXT.contactSales}
        </a>
      </div>
    </section>
  );
}

/** A field of the card placeholder: never validated nor sent, so it has no form state. */
function CardField({ id, label, ...inputProps }: { id: string; label: string } & Pick<InputProps, 'inputMode' | 'placeholder'>) {
  return (
    <FieldShell id={id} label={label}>
      {(aria) => <Input {...aria} autoComplete="off" {...inputProps} />}
    </FieldShell>
  );
}

function PlanNotFound({ requested }: { requested: string }) {
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <title>{`${CHECKOUT_TEXT.notFoundTitle} · Kairox`}</title>
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100">
        <Info className="h-7 w-7 text-amber-600" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900">{CHECKOUT_TEXT.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{CHECKOUT_TEXT.notFoundBody(requested)}</p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-3">
        {CHECKOUT_PLAN_LIST.map((plan) => (
          <li key={plan.id}>
            <Link
              to={checkoutPath(plan.id)}
              className="block rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-indigo-300 hover:shadow-md"
            >
              <span className="block text-sm font-semibold text-slate-900">{CHECKOUT_TEXT.viewPlan(plan.name)}</span>
              <span className="mt-1 block text-sm text-slate-500">
                {formatPlanAmount(plan)}
                {plan.price !== null && CHECKOUT_TEXT.perMonth}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/" className={buttonClasses('ghost', 'md', 'mt-8')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {CHECKOUT_TEXT.backHome}
      </Link>
    </div>
  );
}
