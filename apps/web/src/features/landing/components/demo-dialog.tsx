import { ExternalLink, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LANDING_STEPS, LANDING_TEXT, SCHEDULE_DEMO_HREF } from '../content';
import { DEMO_DIALOG_ID, landingAction } from '../landing-behaviour';

const TITLE_ID = `${DEMO_DIALOG_ID}-title`;
const DESCRIPTION_ID = `${DEMO_DIALOG_ID}-description`;

/**
 * 'Watch Demo': a written walkthrough of the product (no external video), with a way to the live
 * demo. A native modal <dialog> (landing-behaviour.ts opens and closes it), so the prerendered page
 * needs no React for it: Escape, the focus trap and the focus's return come with the browser. Drawn
 * like components/ui/dialog.tsx.
 */
export function DemoDialog() {
  return (
    <dialog
      id={DEMO_DIALOG_ID}
      aria-labelledby={TITLE_ID}
      aria-describedby={DESCRIPTION_ID}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-xl bg-white shadow-xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-[1px]"
    >
      <div className="flex max-h-[90vh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <div>
            <h2 id={TITLE_ID} className="text-lg font-semibold text-slate-900">
              {LANDING_TEXT.demoTitle}
            </h2>
            <p id={DESCRIPTION_ID} className="mt-1 text-sm text-slate-500">
              {LANDING_TEXT.demoDescription}
            </p>
          </div>
          <button
            type="button"
            aria-label="Dismiss"
            {...landingAction('close-demo')}
            className="-mr-2 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-5">
          <ol className="space-y-4">
            {LANDING_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{step.title}</p>
                  <p className="mt-0.5 text-sm text-slate-600">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
            {LANDING_TEXT.demoLive}{' '}
            <a
              href={SCHEDULE_DEMO_HREF}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-indigo-600 hover:text-indigo-500"
            >
              Book a live demo
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            </a>
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-6 py-4">
          <Button variant="outline" {...landingAction('close-demo')}>
            {LANDING_TEXT.demoClose}
          </Button>
          <Button {...landingAction('show-steps')}>{LANDING_TEXT.demoHowItWorks}</Button>
        </div>
      </div>
    </dialog>
  );
}
