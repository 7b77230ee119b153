import { PageHeader } from '../../components/page-header';

export function JobPostingPage() {
  return <PageHeader title="Create Job Posting" />;
}
