import { Link } from 'react-router';
import { useRetention } from '../../api/data-rights';
import { PageHeader } from '../../components/page-header';
import { DueErasuresSection } from './components/due-erasures-section';
import { ErasureLogSection } from './components/erasure-log-section';
import { RequestsSection } from './components/requests-section';
import { PRIVACY_TEXT as T } from './messages';

/** The organisation's retention period in one sentence, with the way to change it. */
function RetentionSummary() {
  const retention = useRetention();
  if (!retention.data) return null;
  const { retentionMonths, noticeDays } = retention.data;
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      {retentionMonths === null ? T.retentionKept : T.retentionSet(retentionMonths, noticeDays)}{' '}
      <Link to="/settings" className="font-medium whitespace-nowrap text-indigo-700 hover:underline">
        {T.retentionSettings}
      </Link>
    </p>
  );
}

/** /privacy: candidates due for erasure, candidates' requests and the erasure log (docs/data-rights.md). */
export function PrivacyPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div className="space-y-4">
        <PageHeader title={T.title} description={T.description} />
        <RetentionSummary />
      </div>
      <DueErasuresSection />
      <RequestsSection />
      <ErasureLogSection />
    </div>
  );
}
