import { LogOut } from 'lucide-react';
import { useAuth } from '../../app/auth';
import { SUPER_ADMIN_LOGIN } from '../../app/guards';
import { PageHeader } from '../../components/page-header';
import { PublicPageShell } from '../../components/public-page-shell';
import { Button } from '../../components/ui/button';

/** /kairox-admin/dashboard: the operator's dashboard (super admins only, see RequireSuperAdmin). */
export function AdminDashboardPage() {
  const { logout } = useAuth();
  return (
    <PublicPageShell>
      <PageHeader
        title="Super Admin Dashboard"
        actions={
          <Button variant="outline" onClick={() => logout(SUPER_ADMIN_LOGIN)}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Logout
          </Button>
        }
      />
    </PublicPageShell>
  );
}
