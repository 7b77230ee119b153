import { ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LANDING_STEPS, LANDING_TEXT, SCHEDULE_DEMO_HREF } from '../content';

/** 'Watch Demo': a written walkthrough of the product (no external video), with a way to the live demo. */
export function DemoDialog({ open, onClose, onShowSteps }: { open: boolean; onClose: () => void; onShowSteps: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={LANDING_TEXT.demoTitle}
      description={LANDING_TEXT.demoDescription}
      className="max-w-2xl"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {LANDING_TEXT.demoClose}
          </Button>
          <Button onClick={onShowSteps}>{LANDING_TEXT.demoHowItWorks}</Button>
        </>
      }
    >
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
    </Dialog>
  );
}
