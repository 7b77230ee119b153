import {
  ArrowRight,
  BrainCircuit,
  CalendarDays,
  ChartColumn,
  CirclePlay,
  ShieldCheck,
  Timer,
  UsersRound,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Brand, LogoMark, PRODUCT_NAME } from '../../components/brand';
import { buttonClasses } from '../../components/ui/button';
import { SALES_EMAIL } from '../../lib/plans';
import { DemoDialog } from './components/demo-dialog';
import { HeroVisual } from './components/hero-visual';
import { PricingTeaser } from './components/pricing-teaser';
import { HOW_IT_WORKS_ID, enhanceLanding, landingAction } from './landing-behaviour';
import { LANDING_FEATURES, LANDING_STATS, LANDING_STEPS, LANDING_TEXT, SCHEDULE_DEMO_HREF, type FeatureIcon } from './content';

const FEATURE_ICONS: Record<FeatureIcon, LucideIcon> = {
  screening: BrainCircuit,
  workflows: Workflow,
  analytics: ChartColumn,
  collaboration: UsersRound,
  speed: Timer,
  security: ShieldCheck,
};

/**
 * The public landing page (spec section 1): AI screening, automated workflows, analytics, team
 * collaboration, time to hire and security; the three claims; Sign In, Get Started, Start Free
 * Trial, Watch Demo and the external Schedule Demo link. Drawn with CSS and inline SVG only.
 * The server sends it prerendered for / (scripts/prerender-landing.mjs): its only behaviour is in
 * landing-behaviour.ts, which that page runs without React, and its links are plain links there.
 */
export function LandingPage() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => enhanceLanding(root.current!), []);

  return (
    <div ref={root} className="min-h-screen bg-white text-slate-900">
      <title>{LANDING_TEXT.documentTitle}</title>
      <TopBar />
      <main>
        <Hero />
        <Stats />
        <Features />
        <HowItWorks />
        <PricingTeaser />
        <FinalCallToAction />
      </main>
      <Footer />
      <DemoDialog />
    </div>
  );
}

function TopBar() {
  const anchors = [
    { href: '#features', label: LANDING_TEXT.nav.features },
    { href: `#${HOW_IT_WORKS_ID}`, label: LANDING_TEXT.nav.howItWorks },
    { href: '#pricing', label: LANDING_TEXT.nav.pricing },
  ];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-6">
        <Link to="/" aria-label="Kairox home" className="rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600">
          <Brand />
        </Link>
        <nav aria-label="Sections" className="hidden md:block">
          <ul className="flex items-center gap-8 text-sm font-medium text-slate-600">
            {anchors.map((anchor) => (
              <li key={anchor.href}>
                <a href={anchor.href} className="transition-colors hover:text-slate-900">
                  {anchor.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link to="/login" className={buttonClasses('ghost', 'sm')}>
            {LANDING_TEXT.signIn}
          </Link>
          <Link to="/signup" className={buttonClasses('default', 'sm')}>
            {LANDING_TEXT.getStarted}
          </Link>
        </div>
      </div>
    </header>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_top_right,var(--color-indigo-100),transparent),radial-gradient(40rem_24rem_at_bottom_left,var(--color-violet-100),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(148_163_184/0.12)_1px,transparent_1px),linear-gradient(to_bottom,rgb(148_163_184/0.12)_1px,transparent_1px)] bg-[size:3rem_3rem] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 md:px-6 lg:grid-cols-2 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm">
            <BrainCircuit className="h-4 w-4" aria-hidden="true" />
            {LANDING_TEXT.eyebrow}
          </p>
          <h1 className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-[3.4rem] lg:leading-[1.1]">
            {LANDING_TEXT.heroTitleLead}{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">{LANDING_TEXT.heroTitleAccent}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-slate-600 lg:mx-0">{LANDING_TEXT.heroBody}</p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to="/signup" className={buttonClasses('default', 'lg', 'shadow-lg shadow-indigo-200')}>
              {LANDING_TEXT.startTrial}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <button type="button" {...landingAction('open-demo')} aria-haspopup="dialog" className={buttonClasses('outline', 'lg')}>
              <CirclePlay className="h-5 w-5 text-indigo-600" aria-hidden="true" />
              {LANDING_TEXT.watchDemo}
            </button>
          </div>
          <p className="mt-5 text-sm text-slate-500">{LANDING_TEXT.heroFootnote}</p>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

function Stats() {
  return (
    <section aria-label={LANDING_TEXT.statsLabel} className="border-y border-slate-200 bg-slate-50">
      <dl className="mx-auto grid max-w-6xl grid-cols-1 divide-y divide-slate-200 px-4 sm:grid-cols-3 sm:divide-x sm:divide-y-0 md:px-6">
        {LANDING_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center py-8 text-center">
            <dt className="order-2 mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="order-1 text-4xl font-extrabold tracking-tight text-indigo-600 sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SectionHeading({ id, eyebrow, title, body }: { id: string; eyebrow: string; title: string; body?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">{eyebrow}</p>
      <h2 id={id} tabIndex={-1} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl">
        {title}
      </h2>
      {body && <p className="mt-4 text-lg text-slate-600">{body}</p>}
    </div>
  );
}

function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={LANDING_TEXT.featuresEyebrow}
          title={LANDING_TEXT.featuresTitle}
          body={LANDING_TEXT.featuresBody}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {LANDING_FEATURES.map((feature) => {
            const Icon = FEATURE_ICONS[feature.icon];
            return (
              <li
                key={feature.title}
                className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md"
              >
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 transition group-hover:bg-indigo-600 group-hover:text-white">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{feature.body}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section id={HOW_IT_WORKS_ID} aria-labelledby="how-title" className="scroll-mt-20 bg-slate-900 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-300 uppercase">{LANDING_TEXT.howEyebrow}</p>
          <h2 id="how-title" tabIndex={-1} className="mt-2 text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl">
            {LANDING_TEXT.howTitle}
          </h2>
        </div>
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LANDING_STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-white/10 bg-white/5 p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-sm font-bold">
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function FinalCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 md:px-6">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-600 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div aria-hidden="true" className="absolute -top-20 -right-20 h-64 w-64 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-24 -left-16 h-72 w-72 rounded-full bg-violet-400/30 blur-3xl" />
        <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight sm:text-4xl">
          {LANDING_TEXT.ctaTitle}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{LANDING_TEXT.ctaBody}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/signup" className={buttonClasses('outline', 'lg', 'border-transparent bg-white text-indigo-700 hover:bg-indigo-50')}>
            {LANDING_TEXT.ctaCreate}
          </Link>
          <a
            href={SCHEDULE_DEMO_HREF}
            target="_blank"
            rel="noopener noreferrer"
            title={LANDING_TEXT.opensExternally}
            className={buttonClasses('outline', 'lg', 'border-white/40 bg-white/10 text-white hover:bg-white/20')}
          >
            <CalendarDays className="h-5 w-5" aria-hidden="true" />
            {LANDING_TEXT.scheduleDemo}
          </a>
        </div>
      </div>
    </section>
  );
}

function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-4 md:px-6">
        <div className="md:col-span-2">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <h2 className="text-base font-bold tracking-tight text-slate-900">{PRODUCT_NAME}</h2>
          </div>
          <p className="mt-3 max-w-sm text-sm text-slate-600">{LANDING_TEXT.footerTagline}</p>
        </div>
        <nav aria-label={LANDING_TEXT.footerProduct}>
          <h3 className="text-sm font-semibold text-slate-900">{LANDING_TEXT.footerProduct}</h3>
          <ul className="mt-3 space-y-2 text-sm text-slate-600">
            <li>
              <a href="#features" className="hover:text-slate-900">
                {LANDING_TEXT.nav.features}
              </a>
            </li>
            <li>
              <a href={`#${HOW_IT_WORKS_ID}`} className="hover:text-slate-900">
                {LANDING_TEXT.nav.howItWorks}
              </a>
            </li>
            <li>
              <a href="#pricing" className="hover:text-slate-900">
                {LANDING_TEXT.nav.pricing}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={LANDING_TEXT.footerAccount}>
          <h3 className="text-sm font-semibold text-slate-900">{LANDING_TEXT.footerAccount}</h3>
          <ul className="mt-3 space-y-2 text-sm text-slate-600">
            <li>
              <Link to="/login" className="hover:text-slate-900">
                {LANDING_TEXT.footerLogIn}
              </Link>
            </li>
            <li>
              <Link to="/signup" className="hover:text-slate-900">
                {LANDING_TEXT.footerCreate}
              </Link>
            </li>
            <li>
              <a href={`mailto:${SALES_EMAIL}`} className="hover:text-slate-900">
                {LANDING_TEXT.footerSales}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-500 md:px-6">
          © <span data-current-year>{year}</span> {PRODUCT_NAME}. {LANDING_TEXT.footerRights}
        </p>
      </div>
    </footer>
  );
}
