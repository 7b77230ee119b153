import {
  EMAIL_TEMPLATE_LIMITS,
  EMAIL_TEMPLATE_VARIABLES,
  renderEmailTemplate,
  updateEmailTemplateRequestSchema,
  type EmailTemplate,
} from '@kairox/contract';
import { RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField, TextareaField, useSchemaForm } from '../../../components/ui/form';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useResetEmailTemplate, useSaveEmailTemplate } from '../api';
import { EMAIL_TEMPLATES_TEXT as T, PREVIEW_FOOTER, SAMPLE_VALUES, VARIABLE_DESCRIPTIONS } from '../messages';

/** The email as a candidate would read it, with sample values, rendered by the contract's own renderer. */
function LivePreview({ subject, body, footer }: { subject: string; body: string; footer: string }) {
  return (
    <section aria-label={T.previewTitle} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <h2 className="text-base font-semibold text-slate-900">{T.previewTitle}</h2>
      <p className="mt-0.5 text-xs text-slate-500">{T.previewIntro}</p>
      <div className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800" data-testid="template-preview">
        <p className="font-semibold break-words">{renderEmailTemplate(subject, SAMPLE_VALUES, true)}</p>
        <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap">{renderEmailTemplate(body, SAMPLE_VALUES).trim()}</pre>
        <p className="mt-3 border-t border-slate-200 pt-2 text-xs break-words text-slate-500">{footer}</p>
      </div>
    </section>
  );
}

/** Subject and body of one template with its variables and a live preview; admins save or reset it. */
export function TemplateEditor({ template, canEdit }: { template: EmailTemplate; canEdit: boolean }) {
  const id = useId();
  const form = useSchemaForm(updateEmailTemplateRequestSchema, {
    defaultValues: { subject: template.subject, body: template.body },
    mode: 'onChange',
  });
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] });
  const save = useSaveEmailTemplate();
  const reset = useResetEmailTemplate();
  const [confirmReset, setConfirmReset] = useState(false);
  // Where the body's caret was when it lost focus: a clicked variable goes there.
  const caret = useRef<number | null>(null);
  const key = { template: template.template, language: template.language };

  const submit = form.handleSubmit(async (text) => {
    try {
      await save.mutateAsync({ key, text });
      form.reset(text);
      toast.success(T.saved, T.savedTitle);
    } catch (error) {
      toast.error(serverMessageOr(error, T.saveFailed));
    }
  });

  async function restoreDefault() {
    try {
      const restored = await reset.mutateAsync(key);
      form.reset({ subject: restored.subject, body: restored.body });
      toast.success(T.resetDone, T.resetTitle);
    } catch (error) {
      toast.error(serverMessageOr(error, T.saveFailed));
    } finally {
      setConfirmReset(false);
    }
  }

  function insertVariable(name: string) {
    const current = form.getValues('body') ?? '';
    const at = caret.current ?? current.length;
    const placeholder = `{{${name}}}`;
    form.setValue('body', current.slice(0, at) + placeholder + current.slice(at), { shouldDirty: true, shouldValidate: true });
    caret.current = at + placeholder.length;
  }

  const formId = `${id}-form`;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
        <form id={formId} onSubmit={submit} noValidate className="space-y-4">
          <fieldset disabled={!canEdit} className="space-y-4">
            <TextField form={form} name="subject" id={`${id}-subject`} label={T.subject} required maxLength={EMAIL_TEMPLATE_LIMITS.subject} />
            <TextareaField
              form={form}
              name="body"
              id={`${id}-body`}
              label={T.body}
              required
              rows={14}
              maxLength={EMAIL_TEMPLATE_LIMITS.body}
              hint={T.bodyHint}
              rules={{ onBlur: (event: { target: HTMLTextAreaElement }) => (caret.current = event.target.selectionStart) }}
            />
          </fieldset>
        </form>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">{T.variablesTitle}</h2>
          <p className="mt-0.5 text-xs text-slate-500">{T.variablesIntro}</p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {EMAIL_TEMPLATE_VARIABLES.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  disabled={!canEdit}
                  title={VARIABLE_DESCRIPTIONS[name]}
                  onClick={() => insertVariable(name)}
                  className="rounded-md border border-slate-200 bg-slate-50 px-2 py-1 font-mono text-xs text-slate-700 hover:border-indigo-300 hover:bg-indigo-50 disabled:cursor-default disabled:hover:border-slate-200 disabled:hover:bg-slate-50"
                >
                  {`{{${name}}}`}
                </button>
              </li>
            ))}
          </ul>
        </div>
        {canEdit ? (
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
            {template.customized && (
              <Button variant="outline" onClick={() => setConfirmReset(true)} disabled={reset.isPending || save.isPending}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" />
                {T.reset}
              </Button>
            )}
            <Button type="submit" form={formId} disabled={save.isPending || !form.formState.isDirty}>
              {save.isPending ? T.saving : T.save}
            </Button>
          </div>
        ) : (
          <p className="text-xs text-slate-500">{T.adminOnly}</p>
        )}
      </div>
      <LivePreview subject={subject ?? ''} body={body ?? ''} footer={PREVIEW_FOOTER[template.language]} />
      <ConfirmDialog
        open={confirmReset}
        title={T.resetTitle}
        message={T.confirmReset}
        confirmLabel={T.reset}
        pending={reset.isPending}
        pendingLabel={T.resetting}
        onConfirm={() => void restoreDefault()}
        onCancel={() => setConfirmReset(false)}
      />
    </div>
  );
}
