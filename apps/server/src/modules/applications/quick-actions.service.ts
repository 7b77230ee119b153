import type { QuickActionCounts } from '@kairox/contract';
import type { DbOrTx } from '../../db/database.js';
import { countQuickActions } from './quick-actions.repository.js';

/** GET /api/dashboard/quick-actions: what waits for the organisation's recruiters. */
export function quickActionCounts(db: DbOrTx, orgId: number): Promise<QuickActionCounts> {
  return countQuickActions(db, orgId);
}
