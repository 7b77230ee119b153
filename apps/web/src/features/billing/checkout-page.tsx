import { PageHeader } from '../../components/page-header';
import { PublicPageShell } from '../../components/public-page-shell';

/** /billing/checkout?plan=: the plan checkout (public). */
export function CheckoutPage() {
  return (
    <PublicPageShell>
      <PageHeader title="Billing Checkout" />
    </PublicPageShell>
  );
}
