import { PageHeader } from '../../components/page-header';

export function ApplicationsPage() {
  return <PageHeader title="Applications" />;
}
