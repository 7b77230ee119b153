/** An organisation's careers site as search engines and job boards read it: page heads, sitemap, feed. */
import { CAREERS_MESSAGES } from '@kairox/contract';
import { jobsRssXml, sitemapXml } from './careers-feeds.js';
import { absoluteUrl, careersFeedPath, careersJobPath, careersPagePath } from './careers-links.js';
import { jobListJsonLd, jobPostingJsonLd, summaryOf, type HiringOrganization, type PageHead } from './careers-seo.js';
import { careersColorOf, careersLogoPathOf, type CareersOrgRow, type OrgJobRow } from './careers.service.js';

/** The organisation's website, when its domain ID is a host name (ACME.EXAMPLE -> https://acme.example). */
function websiteOf(domainId: string): string | undefined {
  return domainId.includes('.') ? `https://${domainId.toLowerCase()}` : undefined;
}

function logoUrlOf(org: CareersOrgRow, publicUrl: string): string | undefined {
  const path = careersLogoPathOf(org);
  return path ? absoluteUrl(publicUrl, path) : undefined;
}

function hiringOrganizationOf(org: CareersOrgRow, publicUrl: string): HiringOrganization {
  return { name: org.name, sameAs: websiteOf(org.domainId), logo: logoUrlOf(org, publicUrl), country: org.country ?? undefined };
}

const pageDescriptionOf = (org: CareersOrgRow) => summaryOf(org.description || CAREERS_MESSAGES.pageDescription(org.name));

/** The careers page: its jobs as an ItemList, and its RSS feed announced. */
export function listPageHead(org: CareersOrgRow, jobs: OrgJobRow[], publicUrl: string): PageHead {
  const title = CAREERS_MESSAGES.pageTitle(org.name);
  const jobUrls = jobs.map((job) => ({ title: job.title, url: absoluteUrl(publicUrl, careersJobPath(org.slug, job.id)) }));
  return {
    title,
    description: pageDescriptionOf(org),
    canonical: absoluteUrl(publicUrl, careersPagePath(org.slug)),
    image: logoUrlOf(org, publicUrl),
    themeColor: careersColorOf(org),
    feed: { title, href: absoluteUrl(publicUrl, careersFeedPath(org.slug)) },
    jsonLd: [jobListJsonLd(jobUrls)],
  };
}

/** An open job's page: its JobPosting. */
export function jobPageHead(org: CareersOrgRow, job: OrgJobRow, publicUrl: string): PageHead {
  const url = absoluteUrl(publicUrl, careersJobPath(org.slug, job.id));
  return {
    title: CAREERS_MESSAGES.jobTitle(job.title, org.name),
    description: summaryOf(job.description),
    canonical: url,
    image: logoUrlOf(org, publicUrl),
    themeColor: careersColorOf(org),
    jsonLd: [jobPostingJsonLd({ ...job, url, organization: hiringOrganizationOf(org, publicUrl) })],
  };
}

/** A page that answers 404 or 410: says why, and asks not to be indexed. */
export function refusedPageHead(message: string): PageHead {
  return { title: message, description: message, noindex: true };
}

export function careersSitemap(org: CareersOrgRow, jobs: OrgJobRow[], publicUrl: string): string {
  const newest = jobs.reduce<Date | undefined>((latest, job) => (!latest || job.updatedAt > latest ? job.updatedAt : latest), undefined);
  return sitemapXml([
    { url: absoluteUrl(publicUrl, careersPagePath(org.slug)), lastModified: newest },
    ...jobs.map((job) => ({ url: absoluteUrl(publicUrl, careersJobPath(org.slug, job.id)), lastModified: job.updatedAt })),
  ]);
}

/** The facts a job board shows first, then the description's start. */
function feedDescriptionOf(job: OrgJobRow): string {
  const facts = [job.location, job.employmentType, `Apply by ${job.cutoffDate}`].filter(Boolean).join(' · ');
  return `${facts}\n\n${summaryOf(job.description, 1000)}`;
}

export function careersRss(org: CareersOrgRow, jobs: OrgJobRow[], publicUrl: string, now = new Date()): string {
  return jobsRssXml(
    {
      title: CAREERS_MESSAGES.pageTitle(org.name),
      link: absoluteUrl(publicUrl, careersPagePath(org.slug)),
      description: pageDescriptionOf(org),
      self: absoluteUrl(publicUrl, careersFeedPath(org.slug)),
      builtAt: now,
    },
    jobs.map((job) => ({
      title: job.title,
      link: absoluteUrl(publicUrl, careersJobPath(org.slug, job.id)),
      description: feedDescriptionOf(job),
      category: job.department || undefined,
      publishedAt: job.createdAt,
    })),
  );
}
