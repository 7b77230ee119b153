import {
  CAREERS_DESCRIPTION_MAX,
  CAREERS_LOGO_MAX_BYTES,
  CAREERS_LOGO_TYPES,
  CAREERS_MESSAGES,
  updateCareersSettingsRequestSchema,
  type CareersSettings,
} from '@kairox/contract';
import { Copy, ExternalLink, Globe, ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { QueryStates } from '../../components/query-states';
import { Button, buttonClasses } from '../../components/ui/button';
import { FieldShell, FormField, TextareaField, useSchemaForm } from '../../components/ui/form';
import { Input } from '../../components/ui/input';
import { serverMessageOr } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { textColorOn } from '../../lib/brand-color';
import { toast } from '../../lib/toast';
import { useCareersSettings, useRemoveCareersLogo, useUpdateCareersSettings, useUploadCareersLogo } from './careers-settings-api';
import { CAREERS_SETTINGS_TEXT as T } from './careers-settings-text';
import { SettingsCard } from './settings-card';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The careers page's address, to copy or open. */
function PublicAddress({ url }: { url: string }) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  }
  return (
    <FieldShell id={`${id}-url`} label={T.addressLabel}>
      {(aria) => (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input {...aria} readOnly value={url} className="font-mono text-xs sm:text-sm" onFocus={(event) => event.target.select()} />
          <div className="flex shrink-0 gap-2">
            <Button variant="outline" onClick={() => void copy()}>
              <Copy className="h-4 w-4" aria-hidden="true" />
              {T.copy}
            </Button>
            <a href={url} target="_blank" rel="noreferrer" aria-label={T.openLabel} className={buttonClasses('outline')}>
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              {T.open}
            </a>
          </div>
        </div>
      )}
    </FieldShell>
  );
}

/** Why a chosen file cannot be a logo, before it is sent (the server checks its content again). */
function logoFileProblem(file: File): string | null {
  if (!(CAREERS_LOGO_TYPES as readonly string[]).includes(file.type)) return CAREERS_MESSAGES.logoType;
  if (file.size > CAREERS_LOGO_MAX_BYTES) return CAREERS_MESSAGES.logoTooLarge;
  return null;
}

function LogoField({ settings, canEdit }: { settings: CareersSettings; canEdit: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploadLogo = useUploadCareersLogo();
  const removeLogo = useRemoveCareersLogo();
  const busy = uploadLogo.isPending || removeLogo.isPending;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = logoFileProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      await uploadLogo.mutateAsync(file);
      toast.success(T.logoSaved);
    } catch (error) {
      setProblem(serverMessageOr(error, T.logoFailed));
    }
  }

  async function remove() {
    try {
      await removeLogo.mutateAsync(undefined);
      setProblem(null);
      toast.success(T.logoRemoved);
    } catch (error) {
      setProblem(serverMessageOr(error, T.logoFailed));
    }
  }

  return (
    <FieldShell id={`${id}-logo`} label={T.logoLabel} hint={T.logoHint} error={problem ?? undefined}>
      {({ invalid, ...aria }) => (
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex h-16 w-16 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white">
            {settings.logoUrl ? (
              <img src={settings.logoUrl} alt={T.logoAlt} className="h-full w-full object-contain p-1" />
            ) : (
              <span className="px-1 text-center text-xs text-slate-400">{T.logoNone}</span>
            )}
          </span>
          <input
            {...aria}
            ref={input}
            type="file"
            accept={CAREERS_LOGO_TYPES.join(',')}
            aria-invalid={invalid || undefined}
            className="sr-only"
            disabled={!canEdit || busy}
            onChange={(event) => void choose(event)}
          />
          <Button variant="outline" disabled={!canEdit || busy} onClick={() => input.current?.click()}>
            <ImageUp className="h-4 w-4" aria-hidden="true" />
            {uploadLogo.isPending ? T.uploading : settings.logoUrl ? T.replaceLogo : T.uploadLogo}
          </Button>
          {settings.logoUrl && (
            <Button variant="ghost" disabled={!canEdit || busy} onClick={() => void remove()}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {T.removeLogo}
            </Button>
          )}
        </div>
      )}
    </FieldShell>
  );
}

/** The colour as a picker and as text; the preview shows the page's heading text on it. */
function ColorField({ form, canEdit }: { form: ReturnType<typeof useDetailsForm>; canEdit: boolean }) {
  const id = useId();
  return (
    <FormField control={form.control} name="color" id={`${id}-color`} label={T.colorLabel} hint={T.colorHint}>
      {(aria) => (
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => {
            const valid = HEX_COLOR.test(field.value.trim());
            const color = valid ? field.value.trim().toLowerCase() : '#ffffff';
            return (
              <div className="flex flex-wrap items-center gap-3">
                <input
                  type="color"
                  aria-label={T.colorPicker}
                  value={color}
                  disabled={!canEdit}
                  onChange={(event) => field.onChange(event.target.value)}
                  className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 disabled:cursor-not-allowed"
                />
                <Input {...aria} {...field} disabled={!canEdit} maxLength={7} spellCheck={false} className="w-32 font-mono" />
                {valid && (
                  <span className="rounded-lg px-3 py-2 text-sm font-semibold" style={{ backgroundColor: color, color: textColorOn(color) }}>
                    {T.preview}
                  </span>
                )}
              </div>
            );
          }}
        />
      )}
    </FormField>
  );
}

function useDetailsForm(settings: CareersSettings) {
  return useSchemaForm(updateCareersSettingsRequestSchema, {
    defaultValues: { description: settings.description, color: settings.color },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

function DetailsForm({ settings, canEdit }: { settings: CareersSettings; canEdit: boolean }) {
  const id = useId();
  const form = useDetailsForm(settings);
  const update = useUpdateCareersSettings();
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ description: saved.description, color: saved.color });
      toast.success(T.saved, T.savedTitle);
    } catch (error) {
      toast.error(serverMessageOr(error, T.saveFailed), T.saveFailedTitle);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextareaField
        form={form}
        name="description"
        id={`${id}-description`}
        label={T.descriptionLabel}
        hint={T.descriptionHint(description.length)}
        rows={4}
        maxLength={CAREERS_DESCRIPTION_MAX}
        disabled={!canEdit}
      />
      <ColorField form={form} canEdit={canEdit} />
      {canEdit && (
        <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
          {update.isPending ? T.saving : T.save}
        </Button>
      )}
    </form>
  );
}

/** The settings page's "Careers page" card: its address, logo, description and colour; admins change them. */
export function CareersSettingsCard() {
  const { claims } = useAuth();
  const canEdit = claims?.role === 'ROLE_ADMIN';
  const query = useCareersSettings();
  return (
    <SettingsCard icon={Globe} title={T.title} intro={T.intro}>
      <QueryStates query={query} loading={T.loading} failed={T.loadFailed} retry={T.retry}>
        {(settings) => (
          <div className="space-y-5">
            <PublicAddress url={settings.careersUrl} />
            {!canEdit && <p className="text-xs text-slate-500">{T.adminOnly}</p>}
            <LogoField settings={settings} canEdit={canEdit} />
            <DetailsForm settings={settings} canEdit={canEdit} />
          </div>
        )}
      </QueryStates>
    </SettingsCard>
  );
}
