import {
  CAREERS_DEFAULT_COLOR,
  CAREERS_MESSAGES,
  isPastJobDate,
  todayAnywhereOnEarth,
  type CareersJob,
  type CareersJobPage,
  type CareersJobSummary,
  type CareersLogoType,
  type CareersProfile,
  type CareersSettings,
  type careersJobListQuerySchema,
  type updateCareersSettingsRequestSchema,
} from '@kairox/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database.js';
import { badRequest, gone, notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/page.js';
import { absoluteUrl, careersLogoPath, careersPagePath } from './careers-links.js';
import {
  findCareersOrgById,
  findCareersOrgBySlug,
  findLogoBySlug,
  findOpenJobFacets,
  findOpenJobPage,
  findOpenJobsForFeed,
  findOrgJob,
  upsertCareers,
  type CareersOrgRow,
  type OpenJobSummaryRow,
  type OrgJobRow,
} from './careers.repository.js';
import { detectLogoType } from './logo-image.js';

export type { CareersOrgRow, OrgJobRow };

/** At most this many search words count; more add nothing a candidate needs and cost a clause each. */
const MAX_SEARCH_WORDS = 8;

const pageNotFound = () => notFound(CAREERS_MESSAGES.pageNotFound);

/** The organisation a careers address names; 404 when none (or the platform's own). */
export async function findCareersOrg(db: DbOrTx, slug: string): Promise<CareersOrgRow> {
  const org = await findCareersOrgBySlug(db, slug);
  if (!org) throw pageNotFound();
  return org;
}

export const careersColorOf = (org: CareersOrgRow) => org.color ?? CAREERS_DEFAULT_COLOR;

export const careersLogoPathOf = (org: CareersOrgRow) => (org.logoUpdatedAt ? careersLogoPath(org.slug, org.logoUpdatedAt) : null);

export function toCareersProfile(org: CareersOrgRow): CareersProfile {
  return { name: org.name, slug: org.slug, description: org.description ?? '', color: careersColorOf(org), logoUrl: careersLogoPathOf(org) };
}

/** The calendar day (UTC) a job was posted. */
const postedDateOf = (job: { createdAt: Date }) => job.createdAt.toISOString().slice(0, 10);

function toSummary(row: OpenJobSummaryRow): CareersJobSummary {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    location: row.location,
    employmentType: row.employmentType,
    cutoffDate: row.cutoffDate,
    postedDate: postedDateOf(row),
  };
}

/** GET /api/careers/{slug}/jobs: a page of open jobs and the filters' choices. */
export async function listOpenJobs(
  db: DbOrTx,
  slug: string,
  query: z.output<typeof careersJobListQuerySchema>,
  now = new Date(),
): Promise<CareersJobPage> {
  const org = await findCareersOrg(db, slug);
  const today = todayAnywhereOnEarth(now);
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const { page, size } = query;
  const [{ rows, total }, facets] = await Promise.all([
    findOpenJobPage(db, org.id, today, { words, department: query.department, location: query.location }, { page, size }),
    findOpenJobFacets(db, org.id, today),
  ]);
  return { ...pageAnswer(rows.map(toSummary), { total, page, size }), ...facets };
}

/**
 * One job of the organisation as the public may see it: 404 when missing, DRAFT or another
 * organisation's; 410 when it no longer takes applications (CLOSED, COMPLETED, or its cutoff date
 * passed Anywhere on Earth), the same rule the application assistant applies.
 */
export async function getOpenJob(db: DbOrTx, slug: string, jobId: number, now = new Date()): Promise<{ org: CareersOrgRow; job: OrgJobRow }> {
  const org = await findCareersOrg(db, slug);
  const job = await findOrgJob(db, org.id, jobId);
  if (!job || job.status === 'DRAFT') throw notFound(CAREERS_MESSAGES.jobNotFound);
  if (job.status !== 'ACTIVE' || isPastJobDate(job.cutoffDate, todayAnywhereOnEarth(now))) throw gone(CAREERS_MESSAGES.jobClosed);
  return { org, job };
}

export function toCareersJob(org: CareersOrgRow, job: OrgJobRow): CareersJob {
  return { ...toSummary(job), company: org.name, description: job.description, requirements: job.requirements };
}

/** The most jobs a sitemap, a feed or the list page's structured data names. */
const FEED_LIMIT = 1000;

/** The organisation and its open jobs, newest first, for the sitemap, the RSS feed and the list page's structured data. */
export async function openJobsForFeeds(
  db: DbOrTx,
  slug: string,
  now = new Date(),
  limit = FEED_LIMIT,
): Promise<{ org: CareersOrgRow; jobs: OrgJobRow[] }> {
  const org = await findCareersOrg(db, slug);
  return { org, jobs: await findOpenJobsForFeed(db, org.id, todayAnywhereOnEarth(now), limit) };
}

export async function readLogo(db: DbOrTx, slug: string): Promise<{ logo: Buffer; logoType: CareersLogoType }> {
  const found = await findLogoBySlug(db, slug);
  if (!found) throw notFound(CAREERS_MESSAGES.noLogo);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Settings (staff)
// ---------------------------------------------------------------------------------------------

export async function getCareersSettings(db: DbOrTx, publicUrl: string, orgId: number): Promise<CareersSettings> {
  const org = await findCareersOrgById(db, orgId);
  if (!org) throw notFound();
  const { description, color, logoUrl, slug } = toCareersProfile(org);
  return { description, color, logoUrl, slug, careersUrl: absoluteUrl(publicUrl, careersPagePath(slug)) };
}

export async function updateCareersSettings(
  db: DbOrTx,
  publicUrl: string,
  orgId: number,
  update: z.output<typeof updateCareersSettingsRequestSchema>,
): Promise<CareersSettings> {
  await upsertCareers(db, orgId, { description: update.description, color: update.color });
  return getCareersSettings(db, publicUrl, orgId);
}

/** A logo file as read from the form: its bytes may be cut at the size limit (`truncated`). */
export interface LogoUpload {
  bytes: Buffer;
  truncated: boolean;
}

/** Replaces the logo with a PNG, JPEG or WebP image (told by its content); anything else is refused and the old logo stays. */
export async function replaceLogo(db: DbOrTx, publicUrl: string, orgId: number, upload: LogoUpload | null): Promise<CareersSettings> {
  if (!upload || upload.bytes.length === 0) throw badRequest(CAREERS_MESSAGES.logoMissing);
  if (upload.truncated) throw badRequest(CAREERS_MESSAGES.logoTooLarge);
  const logoType = detectLogoType(upload.bytes);
  if (!logoType) throw badRequest(CAREERS_MESSAGES.logoType);
  await upsertCareers(db, orgId, { logo: upload.bytes, logoType, logoUpdatedAt: new Date() });
  return getCareersSettings(db, publicUrl, orgId);
}

export async function removeLogo(db: DbOrTx, publicUrl: string, orgId: number): Promise<CareersSettings> {
  await upsertCareers(db, orgId, { logo: null, logoType: null, logoUpdatedAt: null });
  return getCareersSettings(db, publicUrl, orgId);
}
