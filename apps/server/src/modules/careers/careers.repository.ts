import type { CareersLogoType } from '@kairox/contract';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { containsPattern } from '../../db/patterns.js';
import { jobs, orgCareers, organizations } from '../../db/schema.js';

/** The organisation a careers address names, with its careers settings (never the logo's bytes). */
export interface CareersOrgRow {
  id: number;
  name: string;
  slug: string;
  domainId: string;
  country: string | null;
  description: string | null;
  color: string | null;
  logoUpdatedAt: Date | null;
}

export interface OpenJobFilters {
  words: string[];
  department?: string;
  location?: string;
}

const careersOrgColumns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  domainId: organizations.domainId,
  country: organizations.country,
  description: orgCareers.description,
  color: orgCareers.color,
  logoUpdatedAt: orgCareers.logoUpdatedAt,
};

/** A tenant by its slug; the platform operator's organisation has no careers page. */
export async function findCareersOrgBySlug(db: DbOrTx, slug: string): Promise<CareersOrgRow | undefined> {
  const [row] = await db
    .select(careersOrgColumns)
    .from(organizations)
    .leftJoin(orgCareers, eq(orgCareers.orgId, organizations.id))
    .where(and(eq(organizations.slug, slug), eq(organizations.isPlatform, false)));
  return row;
}

export async function findCareersOrgById(db: DbOrTx, orgId: number): Promise<CareersOrgRow | undefined> {
  const [row] = await db
    .select(careersOrgColumns)
    .from(organizations)
    .leftJoin(orgCareers, eq(orgCareers.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  return row;
}

/** ACTIVE jobs of the organisation whose last day to apply is `today` or later. */
const openJobsOf = (orgId: number, today: string) => and(eq(jobs.orgId, orgId), eq(jobs.status, 'ACTIVE'), gte(jobs.cutoffDate, today));

/** Every word in the title, description, department or location; department and location exactly, in any letter case. */
function filtersOf({ words, department, location }: OpenJobFilters): SQL | undefined {
  const wordMatches = words.map((word) => {
    const pattern = containsPattern(word);
    return or(ilike(jobs.title, pattern), ilike(jobs.description, pattern), ilike(jobs.department, pattern), ilike(jobs.location, pattern));
  });
  return and(
    ...wordMatches,
    department ? sql`lower(${jobs.department}) = lower(${department})` : undefined,
    location ? sql`lower(${jobs.location}) = lower(${location})` : undefined,
  );
}

const summaryColumns = {
  id: jobs.id,
  title: jobs.title,
  department: jobs.department,
  location: jobs.location,
  employmentType: jobs.employmentType,
  cutoffDate: jobs.cutoffDate,
  createdAt: jobs.createdAt,
};

export type OpenJobSummaryRow = Pick<typeof jobs.$inferSelect, keyof typeof summaryColumns>;

/** What a job's page, its structured data and the feeds show. */
const jobColumns = {
  ...summaryColumns,
  description: jobs.description,
  requirements: jobs.requirements,
  status: jobs.status,
  updatedAt: jobs.updatedAt,
};

export type OrgJobRow = Pick<typeof jobs.$inferSelect, keyof typeof jobColumns>;

/** One page of the organisation's open jobs matching the filters, newest first, and how many match. */
export async function findOpenJobPage(
  db: DbOrTx,
  orgId: number,
  today: string,
  filters: OpenJobFilters,
  paging: { page: number; size: number },
): Promise<{ rows: OpenJobSummaryRow[]; total: number }> {
  const where = and(openJobsOf(orgId, today), filtersOf(filters));
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The distinct non-empty values of a column among the organisation's open jobs, sorted. */
async function openJobValues(db: DbOrTx, orgId: number, today: string, column: typeof jobs.department | typeof jobs.location): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: column })
    .from(jobs)
    .where(and(openJobsOf(orgId, today), ne(column, '')))
    .orderBy(asc(column));
  return rows.map((row) => row.value);
}

export async function findOpenJobFacets(db: DbOrTx, orgId: number, today: string) {
  const [departments, locations] = await Promise.all([
    openJobValues(db, orgId, today, jobs.department),
    openJobValues(db, orgId, today, jobs.location),
  ]);
  return { departments, locations };
}

/** The organisation's job whatever its state (the service tells open from closed). */
export async function findOrgJob(db: DbOrTx, orgId: number, jobId: number): Promise<OrgJobRow | undefined> {
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.orgId, orgId)));
  return row;
}

/** The organisation's open jobs for its sitemap and feed, newest first, at most `limit`. */
export async function findOpenJobsForFeed(db: DbOrTx, orgId: number, today: string, limit: number): Promise<OrgJobRow[]> {
  return db.select(jobColumns).from(jobs).where(openJobsOf(orgId, today)).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limit);
}

export async function findLogoBySlug(db: DbOrTx, slug: string): Promise<{ logo: Buffer; logoType: CareersLogoType } | undefined> {
  const [row] = await db
    .select({ logo: orgCareers.logo, logoType: orgCareers.logoType })
    .from(orgCareers)
    .innerJoin(organizations, eq(organizations.id, orgCareers.orgId))
    .where(and(eq(organizations.slug, slug), eq(organizations.isPlatform, false), isNotNull(orgCareers.logo)));
  return row?.logo && row.logoType ? { logo: row.logo, logoType: row.logoType } : undefined;
}

type CareersChanges = Partial<Pick<typeof orgCareers.$inferInsert, 'description' | 'color' | 'logo' | 'logoType' | 'logoUpdatedAt'>>;

/** Writes the organisation's careers settings, creating its row on first use. */
export async function upsertCareers(db: DbOrTx, orgId: number, changes: CareersChanges): Promise<void> {
  await db
    .insert(orgCareers)
    .values({ orgId, ...changes })
    .onConflictDoUpdate({ target: orgCareers.orgId, set: { ...changes, updatedAt: sql`now()` } });
}
