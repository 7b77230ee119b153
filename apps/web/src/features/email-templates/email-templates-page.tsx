import {
  CANDIDATE_EMAIL_TEMPLATES,
  CANDIDATE_EMAIL_TEMPLATE_LABELS,
  EMAIL_LANGUAGES,
  EMAIL_LANGUAGE_LABELS,
  type CandidateEmailTemplate,
  type EmailLanguage,
  type EmailTemplate,
} from '@kairox/contract';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryStates } from '../../components/query-states';
import { buttonClasses } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';
import { useEmailTemplates } from './api';
import { TemplateEditor } from './components/template-editor';
import { EMAIL_TEMPLATES_TEXT as T } from './messages';

/** The template and the language being edited: a select and two toggle buttons. */
function TemplatePicker({
  template,
  language,
  customized,
  onTemplate,
  onLanguage,
}: {
  template: CandidateEmailTemplate;
  language: EmailLanguage;
  customized: ReadonlySet<string>;
  onTemplate: (template: CandidateEmailTemplate) => void;
  onLanguage: (language: EmailLanguage) => void;
}) {
  const id = useId();
  const mark = (name: CandidateEmailTemplate) => (customized.has(`${name}/${language}`) ? ` (${T.customized})` : '');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-template`} className="mb-1 block text-sm font-medium text-slate-700">
          {T.template}
        </label>
        <Select id={`${id}-template`} value={template} onChange={(event) => onTemplate(event.target.value as CandidateEmailTemplate)}>
          {CANDIDATE_EMAIL_TEMPLATES.map((name) => (
            <option key={name} value={name}>
              {CANDIDATE_EMAIL_TEMPLATE_LABELS[name] + mark(name)}
            </option>
          ))}
        </Select>
      </div>
      <div role="group" aria-label={T.language} className="inline-flex self-start rounded-md border border-slate-300 bg-white p-0.5 sm:self-auto">
        {EMAIL_LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === language}
            onClick={() => onLanguage(option)}
            className={cn(
              'rounded px-3 py-1.5 text-sm font-medium',
              option === language ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {EMAIL_LANGUAGE_LABELS[option]}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The picker and the editor of the chosen template in the chosen language, saying whether it is the default text. */
function TemplatesEditor({
  templates,
  template,
  language,
  canEdit,
  onTemplate,
  onLanguage,
}: {
  templates: EmailTemplate[];
  template: CandidateEmailTemplate;
  language: EmailLanguage;
  canEdit: boolean;
  onTemplate: (template: CandidateEmailTemplate) => void;
  onLanguage: (language: EmailLanguage) => void;
}) {
  const current = templates.find((row) => row.template === template && row.language === language);
  const customized = new Set(templates.filter((row) => row.customized).map((row) => `${row.template}/${row.language}`));
  return (
    <div className="space-y-4">
      <TemplatePicker template={template} language={language} customized={customized} onTemplate={onTemplate} onLanguage={onLanguage} />
      {current && (
        <>
          <p className="text-xs text-slate-500">
            {current.customized && current.updatedAt ? T.lastEdited(formatLongDate(current.updatedAt), current.updatedByName) : T.defaultText}
          </p>
          {/* A fresh form for each template and language (and after a reset, which changes `customized`). */}
          <TemplateEditor key={`${template}/${language}/${current.updatedAt ?? 'default'}`} template={current} canEdit={canEdit} />
        </>
      )}
    </div>
  );
}

/** /settings/emails: the organisation's candidate email templates, per language, with a live preview. */
export function EmailTemplatesPage() {
  const { claims } = useAuth();
  const canEdit = claims?.role === 'ROLE_ADMIN';
  const query = useEmailTemplates();
  const [template, setTemplate] = useState<CandidateEmailTemplate>('APPLICATION_RECEIVED');
  const [language, setLanguage] = useState<EmailLanguage>('en');

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link to="/settings" className={buttonClasses('ghost', 'sm', '-ml-2')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {T.back}
      </Link>
      <PageHeader title={T.title} description={T.description} />
      <QueryStates query={query} loading={T.loading} failed={T.loadFailed} retry={T.retry}>
        {(templates) => (
          <TemplatesEditor
            templates={templates}
            template={template}
            language={language}
            canEdit={canEdit}
            onTemplate={setTemplate}
            onLanguage={setLanguage}
          />
        )}
      </QueryStates>
      <p className="text-xs text-slate-500">{T.transactional}</p>
    </div>
  );
}
