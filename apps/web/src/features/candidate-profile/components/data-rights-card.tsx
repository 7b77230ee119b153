import type { ApplicationDetail } from '@kairox/contract';
import { Download, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadCandidateExport } from '../../../api/data-rights';
import { EraseCandidateDialog } from '../../../components/data-rights/erase-candidate-dialog';
import { DATA_RIGHTS_TEXT as T } from '../../../components/data-rights/messages';
import { Button } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Section } from './section';

/** Export everything stored about the candidate (a zip), or erase it for good (docs/data-rights.md). */
export function DataRightsCard({ application }: { application: ApplicationDetail }) {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      await downloadCandidateExport(application.id);
    } catch (error) {
      toast.error(serverMessageOr(error, T.exportFailed), T.exportFailedTitle);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Section title={T.cardTitle}>
      <p className="mb-3 text-sm text-slate-600">{T.cardIntro}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportData()}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {exporting ? T.exporting : T.exportData}
        </Button>
        <Button variant="outline" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setErasing(true)}>
          <ShieldX className="h-4 w-4" aria-hidden="true" />
          {T.eraseCandidate}
        </Button>
      </div>
      {erasing && (
        <EraseCandidateDialog
          candidate={application}
          onClose={() => setErasing(false)}
          onErased={() => navigate(`/jobs/${application.jobId}`, { replace: true })}
        />
      )}
    </Section>
  );
}
