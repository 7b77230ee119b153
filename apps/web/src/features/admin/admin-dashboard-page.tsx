import type { AdminOrganization } from '@kairox/contract';
import { useCallback, useState } from 'react';
import { useAuth } from '../../lib/auth';
import { SUPER_ADMIN_LOGIN } from '../../lib/routes';
import { nameFromEmail } from '../../lib/display-name';
import { AdminHeader } from './components/admin-header';
import { OrganizationsSection, type OrganizationListState } from './components/organizations-section';
import { StatCards } from './components/stat-cards';
import { UsersSection } from './components/users-section';
import { ADMIN_DASHBOARD_TEXT } from './messages';

const INITIAL_LIST: OrganizationListState = { search: '', plan: '', page: 0 };

/**
 * /kairox-admin/dashboard (super admins only, see RequireSuperAdmin): header with welcome and
 * Logout, the three cards, then the organisation list or the users of the chosen organisation.
 */
export function AdminDashboardPage() {
  const { claims, logout } = useAuth();
  const [list, setList] = useState<OrganizationListState>(INITIAL_LIST);
  const [organization, setOrganization] = useState<AdminOrganization | null>(null);
  const subject = claims?.sub ?? '';

  const showUsers = useCallback((next: AdminOrganization) => {
    setOrganization(next);
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <div className="min-h-screen bg-slate-50">
      <title>{`${ADMIN_DASHBOARD_TEXT.title} · Kairox`}</title>
      <AdminHeader name={nameFromEmail(subject)} email={subject} onLogout={() => logout(SUPER_ADMIN_LOGIN)} />
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 md:px-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{ADMIN_DASHBOARD_TEXT.title}</h1>
          <p className="mt-1 text-sm text-slate-500">{ADMIN_DASHBOARD_TEXT.subtitle}</p>
        </div>
        <StatCards />
        {organization ? (
          <UsersSection key={organization.orgId} organization={organization} onBack={() => setOrganization(null)} />
        ) : (
          <OrganizationsSection state={list} onStateChange={setList} onViewUsers={showUsers} />
        )}
      </main>
    </div>
  );
}
