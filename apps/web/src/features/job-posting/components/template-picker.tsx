import { Check, LayoutTemplate } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { optionLabel } from '../../../lib/jobs/job-options';
import { JOB_POSTING_TEXT } from '../messages';
import type { JobTemplate } from '../templates';

interface TemplatePickerProps {
  templates: readonly JobTemplate[];
  selectedId: string | null;
  onSelect: (template: JobTemplate) => void;
}

/** The quick templates (spec section 2): choosing one fills the form. */
export function TemplatePicker({ templates, selectedId, onSelect }: TemplatePickerProps) {
  return (
    <section aria-labelledby="job-templates-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-start gap-3">
        <LayoutTemplate className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
        <div>
          <h2 id="job-templates-heading" className="text-lg font-semibold text-slate-900">
            {JOB_POSTING_TEXT.templatesTitle}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">{JOB_POSTING_TEXT.templatesHint}</p>
        </div>
      </div>
      <ul className="space-y-2">
        {templates.map((template) => {
          const selected = template.id === selectedId;
          return (
            <li key={template.id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(template)}
                className={cn(
                  'flex w-full items-start justify-between gap-3 rounded-lg border px-3 py-2.5 text-left transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  selected ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 hover:border-indigo-300 hover:bg-slate-50',
                )}
              >
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{template.jobTitle}</span>
                  <span className="block truncate text-xs text-slate-500">{template.summary}</span>
                </span>
                <span className="flex shrink-0 items-center gap-1.5">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">{optionLabel(template.department)}</span>
                  {selected && <Check className="h-4 w-4 shrink-0 text-indigo-600" aria-hidden="true" />}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
