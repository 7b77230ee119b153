import { PageHeader } from '../../components/page-header';
import { PublicPageShell } from '../../components/public-page-shell';

/** /kairox-admin: the platform operator's sign-in. */
export function AdminLoginPage() {
  return (
    <PublicPageShell>
      <PageHeader title="Super Admin Portal" />
    </PublicPageShell>
  );
}
