import { PageHeader } from '../../components/page-header';

export function ScheduledInterviewsPage() {
  return <PageHeader title="Scheduled Interviews" />;
}
