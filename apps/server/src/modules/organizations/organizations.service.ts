import type { Organization, Plan } from '@kairox/contract';
import type { organizations } from '../../db/schema.js';

type OrganizationRow = typeof organizations.$inferSelect;

export function toOrganization(row: OrganizationRow): Organization {
  return {
    orgId: row.id,
    name: row.name,
    slug: row.slug,
    domainId: row.domainId,
    plan: row.plan as Plan,
    country: row.country,
    industry: row.industry,
    companySize: row.companySize,
  };
}
