import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { buttonClasses } from '../../components/ui/button';

/** /jobs/:id and /job-details/:jobId (DECISIONS.md: the same job page). */
export function JobDetailsPage() {
  return (
    <div className="space-y-4">
      <Link to="/dashboard" className={buttonClasses('ghost', 'sm', '-ml-3')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <PageHeader title="Job Details & Candidate Overview" />
    </div>
  );
}
