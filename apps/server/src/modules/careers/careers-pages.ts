import { CAREERS_MESSAGES, careersJobParamsSchema, careersParamsSchema } from '@kairox/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limiter.js';
import { withPageHead, type PageHead } from './careers-seo.js';
import { jobPageHead, listPageHead, refusedPageHead } from './careers-site.js';
import { getOpenJob, openJobsForFeeds } from './careers.service.js';

/**
 * Every public careers request (pages, API calls, feeds, the logo) per client IP: a page view is
 * about three, and a crawler reading a large careers site fits easily.
 */
export const CAREERS_RATE_LIMIT: RateLimit = { name: 'careers:ip', max: 600, windowSeconds: 10 * 60 };

/** How many of the open jobs the careers page's ItemList names (the sitemap names them all). */
const LIST_PAGE_JOBS = 50;

interface RenderedPage {
  status: number;
  html: string;
}

/** Renders an HTML page of the web app for a GET the API does not answer; null for an address it does not know. */
export type PageRenderer = (request: FastifyRequest, indexHtml: () => Promise<string>) => Promise<RenderedPage | null>;

const LIST_PATH = /^\/careers\/([^/]+)\/?$/;
const JOB_PATH = /^\/careers\/([^/]+)\/jobs\/([^/]+)\/?$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The careers address a path names: its slug and, for a job page, the job's id segment. */
function careersAddress(path: string): { slug: string; jobId?: string } | null {
  const job = JOB_PATH.exec(path);
  if (job) return { slug: job[1]!, jobId: job[2]! };
  const list = LIST_PATH.exec(path);
  return list ? { slug: list[1]! } : null;
}

/** A 404 or 410 the service refused with becomes a page that says so; anything else stays an error. */
function refused(error: unknown): { status: number; head: PageHead } {
  if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 410)) {
    return { status: error.statusCode, head: refusedPageHead(error.message) };
  }
  throw error;
}

/**
 * The careers pages with what search engines read before any script runs (careers-seo.ts): the
 * page's title, description, canonical address and structured data in the app's index.html. The
 * app itself then renders the page from the API. A job that no longer takes applications answers
 * 410 and one that does not exist 404, so search engines drop them; the app shows why.
 */
export function careersPages(ctx: AppContext): PageRenderer {
  const { db } = ctx.database;
  const { publicUrl } = ctx.config;

  async function headFor(address: { slug: string; jobId?: string }): Promise<{ status: number; head: PageHead }> {
    const slug = careersParamsSchema.safeParse({ slug: decoded(address.slug) });
    if (!slug.success) return { status: 404, head: refusedPageHead(CAREERS_MESSAGES.pageNotFound) };
    try {
      if (address.jobId === undefined) {
        const { org, jobs } = await openJobsForFeeds(db, slug.data.slug, new Date(), LIST_PAGE_JOBS);
        return { status: 200, head: listPageHead(org, jobs, publicUrl) };
      }
      const jobId = careersJobParamsSchema.shape.jobId.safeParse(decoded(address.jobId));
      if (!jobId.success) return { status: 404, head: refusedPageHead(CAREERS_MESSAGES.jobNotFound) };
      const { org, job } = await getOpenJob(db, slug.data.slug, jobId.data);
      return { status: 200, head: jobPageHead(org, job, publicUrl) };
    } catch (error) {
      return refused(error);
    }
  }

  return async (request, indexHtml) => {
    const address = careersAddress(request.url.split('?')[0]!);
    if (!address) return null;
    await consumeRateLimit(db, CAREERS_RATE_LIMIT, request.ip);
    const { status, head } = await headFor(address);
    return { status, html: withPageHead(await indexHtml(), head) };
  };
}
