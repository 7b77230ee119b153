import { ArrowLeft, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApplicationInterviewsCard } from '../../components/scheduling/application-interviews-card';
import { QueryFailed } from '../../components/query-states';
import { buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useApplication, useScorecard } from './api';
import { ContactCard } from './components/contact-card';
import { EmailsCard } from './components/emails-card';
import { DataRightsCard } from './components/data-rights-card';
import { HistoryCard } from './components/history-card';
import { InterviewCard } from './components/interview-card';
import { NotesCard } from './components/notes-card';
import { ProfileHeader } from './components/profile-header';
import { RelatedCard } from './components/related-card';
import { ResumePanel } from './components/resume-panel';
import { ScreeningCard } from './components/screening-card';
import { SkeletonLines } from './components/section';
import { PROFILE_TEXT as T } from './messages';

/** The address's application id; null when it is not a positive whole number (then: not found). */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function NotFound() {
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
      <UserX className="h-10 w-10 text-slate-300" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-800">{T.notFound}</p>
      <p className="mt-1 text-sm text-slate-500">{T.notFoundHint}</p>
      <Link to="/applications" className={buttonClasses('outline', 'sm', 'mt-4')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {T.backToApplications}
      </Link>
    </div>
  );
}

function PageSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="space-y-4">
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <SkeletonLines lines={3} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        {[4, 10].map((lines) => (
          <div key={lines} className="rounded-xl border border-slate-200 bg-white p-5">
            <SkeletonLines lines={lines} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** /applications/:applicationId: everything about one candidate's application on one page (issue #12). */
export function CandidateProfilePage() {
  const id = parseId(useParams().applicationId);
  if (id === null) return <NotFound />;
  return <Profile key={id} id={id} />;
}

function Profile({ id }: { id: number }) {
  const query = useApplication(id);
  const scorecard = useScorecard(id);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    // Another organisation's application answers like a missing one (404); a malformed id 400.
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return missing ? <NotFound /> : <QueryFailed look="panel" message={T.loadFailed} retry={T.retry} onRetry={() => void query.refetch()} />;
  }
  const application = query.data;
  return (
    <div className="space-y-4">
      <ProfileHeader application={application} />
      {/* One column below lg (DOM order, so focus order matches what is seen); two from lg. */}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="min-w-0 space-y-4">
          <ContactCard application={application} />
          <ApplicationInterviewsCard application={application} />
          <ScreeningCard application={application} />
          {scorecard.data && <InterviewCard scorecard={scorecard.data} />}
          <HistoryCard applicationId={id} />
          <EmailsCard applicationId={id} />
        </div>
        <div className="min-w-0 space-y-4">
          <ResumePanel application={application} />
          <NotesCard applicationId={id} />
          <RelatedCard application={application} />
          <DataRightsCard application={application} />
        </div>
      </div>
    </div>
  );
}
