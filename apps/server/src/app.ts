import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { GENERIC_MESSAGES, TEXT_MESSAGES, findControlCharacter } from '@kairox/contract';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from './context.js';
import { registerObservability } from './http/observability.js';
import { AppError, badRequest, codeForStatus } from './lib/errors.js';
import { superAdminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { careersPages, type PageRenderer } from './modules/careers/careers-pages.js';
import { careersRoutes } from './modules/careers/careers.routes.js';
import { applicationRoutes } from './modules/applications/applications.routes.js';
import { candidateEmailRoutes } from './modules/candidate-emails/candidate-emails.routes.js';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes.js';
import { interviewRoutes } from './modules/interviews/interviews.routes.js';
import { jobRoutes } from './modules/jobs/jobs.routes.js';
import { organizationRoutes } from './modules/organizations/organizations.routes.js';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes.js';
import { userRoutes } from './modules/users/users.routes.js';

/** Path prefixes that belong to the API; any other GET for a page (`wantsPage`) gets the web app. */
const API_PREFIXES = ['/auth/', '/org/', '/otp/', '/users/', '/forgot-password', '/functions/', '/api/', '/healthz', '/docs'];

const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Whether a GET that matched no route is a page of the web app: a browser asks for HTML; a client
 * that accepts any type or sends no Accept header (curl, fetch) gets the page too, unless the path
 * names a file ("/assets/missing.js", "/robots.txt"), which answers a JSON 404.
 */
function wantsPage(method: string, url: string, accept = ''): boolean {
  if (method !== 'GET') return false;
  if (accept.includes('text/html')) return true;
  const lastSegment = url.split('?')[0]!.split('/').at(-1)!;
  return (accept === '' || accept.includes('*/*')) && !lastSegment.includes('.');
}

/** Answers smaller than this go out uncompressed: the encoding would cost more than it saves. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
/** The built app's file names carry a content hash: a changed file is a new URL. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Pages (the web app and the API documentation) run only their own scripts: no inline script, no
 * plugin, no <base>, no frame but the page's own (blob: PDFs), forms post home. Inline styles stay
 * allowed: the toasts and the dialogs' scroll lock insert <style> elements. Images may be data: or blob: URLs, never third-party.
 */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  // The candidate profile shows a resume PDF in a frame, from a blob: URL the page made itself.
  "frame-src 'self' blob:",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');
/** Other content (JSON, files) loads nothing and frames nowhere, should a browser ever render it. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** Powerful browser features the app never uses, denied to it and to anything it might embed. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The page policy unless the answer is typed as something else: a 304 revalidating a cached page
 * has no content type, and the browser replaces the cached page's policy with the 304's.
 */
function contentSecurityPolicy(reply: FastifyReply): string {
  const type = reply.getHeader('content-type');
  return type === undefined || String(type).startsWith('text/html') ? PAGE_POLICY : RESOURCE_POLICY;
}

/** A registered route, as the route-driven tests (tenant isolation matrix) enumerate them. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app (HEAD routes Fastify adds for GETs left out). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('caller', null);
  app.decorateRequest('session', null);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url });
    }
  });
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', refuseControlCharacters);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', contentSecurityPolicy(reply));
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  // Text answers (API JSON, pages) in Brotli or gzip; the web app's files come precompressed (registerWebApp).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESSION_THRESHOLD_BYTES, globalDecompression: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kairox API', version: '1.0.0', description: 'Multi-tenant AI-assisted recruitment platform.' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          interviewApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20, parts: 30 } });

  registerObservability(app, ctx);
  app.get(
    '/healthz',
    { schema: { tags: ['Operations'], summary: 'Liveness and readiness', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await ctx.database.pool.query('select 1');
      return { status: 'ok' as const };
    },
  );
  await app.register(async (scope) => authRoutes(scope, ctx));
  await app.register(async (scope) => organizationRoutes(scope, ctx));
  await app.register(async (scope) => userRoutes(scope, ctx));
  await app.register(async (scope) => jobRoutes(scope, ctx));
  await app.register(async (scope) => applicationRoutes(scope, ctx));
  await app.register(async (scope) => interviewRoutes(scope, ctx));
  await app.register(async (scope) => superAdminRoutes(scope, ctx));
  await app.register(async (scope) => careersRoutes(scope, ctx));
  await app.register(async (scope) => candidateEmailRoutes(scope, ctx));
  await app.register(async (scope) => schedulingRoutes(scope, ctx));
  await app.register(async (scope) => dataRightsRoutes(scope, ctx));

  await registerWebApp(app, ctx.config.webDistDir, careersPages(ctx));
  return app;
}

/**
 * Text that cannot be stored is refused before any route sees it: a control character (NUL
 * included) in any body value or key, query parameter or path parameter answers 400, on every
 * route, including routes added later. Multipart fields are read by their routes and checked by
 * the contract's schemas.
 */
async function refuseControlCharacters(request: FastifyRequest) {
  // A key may hold the character itself: the message shows it escaped.
  const printable = (segment: string | number) => JSON.stringify(String(segment)).slice(1, -1);
  const parts = { body: request.body, query: request.query, params: request.params };
  for (const [part, value] of Object.entries(parts)) {
    const path = findControlCharacter(value);
    if (path) throw badRequest(TEXT_MESSAGES.controlCharactersIn([part, ...path].map(printable).join('.')));
  }
}

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: issue.message,
    }));
    return reply.code(400).send({ message: details[0]?.message ?? 'Invalid request', error: 'BAD_REQUEST', details });
  }
  if (error instanceof AppError) {
    return reply.code(error.statusCode).headers(error.headers).send({ message: error.message, error: error.code });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The request body is not valid JSON.' : error.message;
    return reply.code(error.statusCode).send({ message, error: codeForStatus(error.statusCode) });
  } else {
    request.log.error({ err: error }, 'unhandled error');
  }
  return reply.code(500).send({ message: GENERIC_MESSAGES.internal, error: 'INTERNAL_ERROR' });
}

/**
 * Serves the built React app; unknown GETs that want HTML get index.html (client-side routes), and
 * / the prerendered landing page when the build wrote one.
 * Hashed files under /assets are cached for a year, everything else (index.html) is revalidated on
 * every load. A file's .br or .gz twin, written by the web app's build, is sent to a browser that
 * accepts it. `renderPage` answers the addresses whose index.html carries the page's own head (the
 * careers pages, for search engines), whatever the Accept header.
 */
async function registerWebApp(app: FastifyInstance, distDir: string, renderPage: PageRenderer) {
  const indexHtml = path.join(distDir, 'index.html');
  const hasWebApp = existsSync(indexHtml);
  // The landing page, prerendered by the web app's build: HTML and a small script, no React.
  const hasLandingPage = existsSync(path.join(distDir, 'landing.html'));
  const pageFile = (url: string) => (hasLandingPage && url.split('?')[0] === '/' ? 'landing.html' : 'index.html');
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Its own Cache-Control header would replace the one setHeaders gives.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashedAsset ? HASHED_ASSET_CACHE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run `npm run build`)');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const page = hasWebApp && request.method === 'GET' ? await renderPage(request, () => readFile(indexHtml, 'utf8')) : null;
    if (page) return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
    if (hasWebApp && wantsPage(request.method, request.url, request.headers.accept) && !isApiPath(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile(pageFile(request.url));
    }
    return reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, error: 'NOT_FOUND' });
  });
}
