import { count } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { organizations, users } from '../db/schema.js';
import { ensureOperator } from '../modules/admin/operator.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { DEMO_ADMIN, DEMO_OPERATOR, DEMO_ORGANIZATION, DEMO_USER } from './demo-accounts.js';
import { seedDemoCandidates } from './demo-candidates.js';
import { seedDemoInterviews } from './demo-interviews.js';
import { seedDemoJobs } from './demo-jobs.js';

/**
 * Seeds the demo operator and the demo organisation, only into an empty database. With `ctx`
 * (file storage and job queue), the demo jobs also get candidates with real resume files, and some
 * of them AI interview results (demo-interviews.ts).
 */
export async function seedDemoData(db: Db, logger: Logger, ctx?: AppContext): Promise<boolean> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(organizations);
  if (total > 0) return false;
  await ensureOperator(db, DEMO_OPERATOR);
  const seeded = await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ ...DEMO_ORGANIZATION, plan: 'FREE_TRIAL' })
      .returning();
    const staff = [
      { ...DEMO_ADMIN, role: 'ROLE_ADMIN' as const },
      { ...DEMO_USER, role: 'ROLE_USER' as const },
    ];
    const staffIds: number[] = [];
    for (const { password, ...person } of staff) {
      const [user] = await tx
        .insert(users)
        .values({ ...person, orgId: org!.id, passwordHash: await hashPassword(password) })
        .returning({ id: users.id });
      staffIds.push(user!.id);
    }
    await seedDemoJobs(tx, org!.id, staffIds[0] ?? null);
    return { orgId: org!.id, adminId: staffIds[0] ?? null };
  });
  if (ctx) {
    await seedDemoCandidates(ctx, seeded.orgId, seeded.adminId);
    await seedDemoInterviews(ctx, seeded.orgId, seeded.adminId);
  }
  logger.info({ organization: DEMO_ORGANIZATION.name }, 'demo data seeded');
  return true;
}
