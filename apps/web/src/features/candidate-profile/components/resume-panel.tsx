import type { ApplicationDetail } from '@kairox/contract';
import { Download } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { resumeDownloadPath } from '../../../api/applications';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { downloadWithToken } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { useResumeFile, useResumeText } from '../api';
import { PROFILE_TEXT as T } from '../messages';
import { EmptyText, QueryBody, Section } from './section';

type Tab = 'file' | 'text';

/** Browsers show a PDF in the page; Word and text files are shown by their extracted text. */
const isPdf = (fileName: string) => /\.pdf$/i.test(fileName);

/**
 * The PDF in a frame, from an object URL made for it and revoked when the frame goes or the file
 * changes. Always typed as a PDF: the frame shows it in the PDF viewer and never runs it as a page.
 */
function PdfFrame({ blob, title }: { blob: Blob; title: string }) {
  const attach = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (!frame) return;
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      frame.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <iframe ref={attach} title={title} className="h-[70vh] max-h-[900px] min-h-[420px] w-full rounded-lg border border-slate-200" />;
}

/** The resume itself (a PDF inline) and the text extracted from it, one tab each. */
export function ResumePanel({ application }: { application: ApplicationDetail }) {
  const pdf = isPdf(application.resumeFileName);
  const [tab, setTab] = useState<Tab>(pdf ? 'file' : 'text');
  const [downloading, setDownloading] = useState(false);
  const file = useResumeFile(application.id, pdf && tab === 'file');
  const text = useResumeText(application.id);
  const id = useId();

  async function download() {
    setDownloading(true);
    try {
      await downloadWithToken(resumeDownloadPath(application.id), application.resumeFileName || `resume-${application.id}`);
    } catch {
      toast.error(T.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  const tabs: { key: Tab; label: string }[] = [
    { key: 'file', label: T.resumeFileTab },
    { key: 'text', label: T.resumeTextTab },
  ];
  return (
    <Section
      title={T.resumeTitle}
      action={
        <Button variant="outline" size="sm" onClick={download} disabled={downloading}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {downloading ? T.downloading : T.download}
        </Button>
      }
    >
      {pdf && (
        <div role="tablist" aria-label={T.resumeTitle} className="mb-3 flex gap-1 border-b border-slate-200">
          {tabs.map(({ key, label }) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`${id}-${key}`}
              aria-selected={tab === key}
              aria-controls={`${id}-panel`}
              onClick={() => setTab(key)}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
                tab === key ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-500 hover:text-slate-800',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <div role={pdf ? 'tabpanel' : undefined} id={`${id}-panel`} aria-labelledby={pdf ? `${id}-${tab}` : undefined}>
        {pdf && tab === 'file' ? (
          <QueryBody query={file} lines={8}>
            {(blob) => <PdfFrame blob={blob} title={T.resumeFileLabel(application.candidateName)} />}
          </QueryBody>
        ) : (
          <QueryBody query={text} lines={8}>
            {(resumeText) =>
              resumeText.trim() ? (
                <pre
                  data-testid="resume-text"
                  className="max-h-[70vh] overflow-auto font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
                >
                  {resumeText.trim()}
                </pre>
              ) : (
                <EmptyText>{T.resumeTextMissing}</EmptyText>
              )
            }
          </QueryBody>
        )}
      </div>
    </Section>
  );
}
