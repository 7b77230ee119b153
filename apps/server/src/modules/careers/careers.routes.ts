import { CAREERS_LOGO_MAX_BYTES, CAREERS_LOGO_PART, careersEndpoints, careersParamsSchema } from '@kairox/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { endpointRouter } from '../../http/endpoint-router.js';
import { consumeRateLimit } from '../../lib/rate-limiter.js';
import { formParts, readFilePart, skipFilePart } from '../applications/multipart.js';
import { callerOf } from '../auth/authenticate.js';
import { CAREERS_RATE_LIMIT } from './careers-pages.js';
import { careersRss, careersSitemap } from './careers-site.js';
import {
  getCareersSettings,
  getOpenJob,
  listOpenJobs,
  openJobsForFeeds,
  readLogo,
  removeLogo,
  replaceLogo,
  toCareersJob,
  toCareersProfile,
  findCareersOrg,
  updateCareersSettings,
  type CareersOrgRow,
  type LogoUpload,
  type OrgJobRow,
} from './careers.service.js';

/** Feeds and the logo change rarely; a few minutes of caching spares the database a crawler's repeats. */
const FEED_CACHE = 'public, max-age=300';
const LOGO_CACHE = 'public, max-age=86400';

/** The `logo` file part of the upload form; other parts (and fields) are read past. */
async function readLogoForm(request: FastifyRequest): Promise<LogoUpload | null> {
  let upload: LogoUpload | null = null;
  for await (const part of formParts(request, { files: 2, fields: 10, parts: 12, fileSize: CAREERS_LOGO_MAX_BYTES, fieldSize: 1024 })) {
    if (part.type === 'field') continue;
    if (part.fieldname === CAREERS_LOGO_PART && !upload) upload = await readFilePart(part);
    else await skipFilePart(part);
  }
  return upload;
}

/**
 * The careers site (docs/careers.md): public calls by the organisation's slug, rate-limited per
 * IP, that show only open jobs; the settings its staff read and its admins change.
 */
export async function careersRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = endpointRouter(app, ctx);
  const { db } = ctx.database;
  const { publicUrl } = ctx.config;
  const limit = (request: FastifyRequest) => consumeRateLimit(db, CAREERS_RATE_LIMIT, request.ip);

  route(careersEndpoints.getProfile, async (request) => {
    await limit(request);
    return toCareersProfile(await findCareersOrg(db, request.params.slug));
  });

  route(careersEndpoints.listJobs, async (request) => {
    await limit(request);
    return listOpenJobs(db, request.params.slug, request.query);
  });

  route(careersEndpoints.getJob, async (request) => {
    await limit(request);
    const { org, job } = await getOpenJob(db, request.params.slug, request.params.jobId);
    return toCareersJob(org, job);
  });

  route(careersEndpoints.getLogo, async (request, reply) => {
    await limit(request);
    const { logo, logoType } = await readLogo(db, request.params.slug);
    return (
      reply
        .header('content-type', logoType)
        .header('content-length', logo.length)
        .header('cache-control', LOGO_CACHE)
        .header('x-content-type-options', 'nosniff')
        // A Buffer is sent as is (never serialised); the typed reply only knows the JSON answers.
        .send(logo as never)
    );
  });

  route(careersEndpoints.getSettings, async (request) => getCareersSettings(db, publicUrl, callerOf(request).orgId));

  route(careersEndpoints.updateSettings, async (request) => {
    const caller = callerOf(request);
    const settings = await updateCareersSettings(db, publicUrl, caller.orgId, request.body);
    request.log.info({ orgId: caller.orgId, by: caller.userId, color: settings.color }, 'careers settings changed');
    return settings;
  });

  route(careersEndpoints.uploadLogo, async (request) => {
    const caller = callerOf(request);
    const settings = await replaceLogo(db, publicUrl, caller.orgId, await readLogoForm(request));
    request.log.info({ orgId: caller.orgId, by: caller.userId }, 'careers logo replaced');
    return settings;
  });

  route(careersEndpoints.deleteLogo, async (request) => {
    const caller = callerOf(request);
    const settings = await removeLogo(db, publicUrl, caller.orgId);
    request.log.info({ orgId: caller.orgId, by: caller.userId }, 'careers logo removed');
    return settings;
  });

  await feedRoutes(app, ctx);
}

/** The sitemap and the RSS feed: files for machines beside the pages, not calls of the API. */
async function feedRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const feed = (file: string, summary: string, contentType: string, render: (org: CareersOrgRow, jobs: OrgJobRow[], publicUrl: string) => string) =>
    api.get(`/careers/:slug/${file}`, { schema: { tags: ['Careers'], summary, params: careersParamsSchema } }, async (request, reply) => {
      await consumeRateLimit(db, CAREERS_RATE_LIMIT, request.ip);
      const { org, jobs } = await openJobsForFeeds(db, request.params.slug);
      return reply
        .type(contentType)
        .header('cache-control', FEED_CACHE)
        .send(render(org, jobs, ctx.config.publicUrl));
    });

  feed('sitemap.xml', 'Sitemap of the careers page and its open jobs', 'application/xml; charset=utf-8', careersSitemap);
  feed('jobs.xml', 'RSS 2.0 feed of the open jobs, for job boards', 'application/rss+xml; charset=utf-8', careersRss);
}
