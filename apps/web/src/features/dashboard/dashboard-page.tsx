import { useAuth } from '../../app/auth';
import { PageHeader } from '../../components/page-header';
import { GreetingBanner } from './components/greeting-banner';
import { DASHBOARD_TEXT } from './messages';

export function DashboardPage() {
  const { claims } = useAuth();
  return (
    <div className="space-y-6">
      <PageHeader title={DASHBOARD_TEXT.title} />
      {claims && <GreetingBanner claims={claims} />}
    </div>
  );
}
