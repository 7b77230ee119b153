import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/errors.js';

/**
 * Operations endpoints for load balancers and Prometheus (docs/deployment.md):
 * - `GET /readyz`: 200 `{ status: 'ready' }` while the (migrated: the app is built after the
 *   migrations) database answers, else 503. Once the app closes, Fastify answers every request,
 *   this one too, with 503, so a load balancer stops sending before the process goes.
 * - `GET /metrics`: Prometheus text. Per process: request latencies (and counts, `_count`) by route
 *   and status, and Node.js's process metrics. For the whole deployment, read from the shared
 *   database at each scrape, so every API instance answers the same values (aggregate them with
 *   max, not sum): queue depth, and the jobs and resumes finished in the last 15 minutes with how
 *   long they took. With METRICS_TOKEN set it answers only `Authorization: Bearer <token>`.
 */

const READY_CHECK_TIMEOUT_MS = 3000;
/** The window of the "recently finished" gauges. */
const RECENT_MINUTES = 15;
const QUANTILES = [0.5, 0.9, 0.99] as const;
/** The pg-boss queue of resume processing (modules/processing/resume-processing.ts). */
const RESUME_QUEUE = 'resume-processing';

const readySchema = z.object({ status: z.literal('ready') });
const unavailableSchema = z.object({ status: z.literal('unavailable'), message: z.string() });

/** Node.js's own metrics (CPU, memory, event loop, GC) belong to the process, not to one app: collected once. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'kairox_' });
  }
  return processRegistry;
}

/** Registers /readyz, /metrics and the request timing hook on the root app (call before the routes). */
export function registerObservability(app: FastifyInstance, ctx: AppContext): void {
  const registry = new Registry();
  const requestSeconds = new Histogram({
    name: 'kairox_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: latency in seconds, count in _count',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refreshDeploymentGauges = deploymentGauges(registry, ctx);
  const scraped = Registry.merge([processMetrics(), registry]);

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw URL: ids would make a series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    requestSeconds.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Readiness for a load balancer',
        description: 'Answers 200 while the migrated database answers, 503 when it does not or while the instance shuts down.',
        response: { 200: readySchema, 503: unavailableSchema },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(ctx.database.pool.query('select 1'), READY_CHECK_TIMEOUT_MS);
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
        return reply.code(503).send({ status: 'unavailable' as const, message: 'The database does not answer.' });
      }
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Metrics in the Prometheus text format',
        description: 'Needs `Authorization: Bearer <METRICS_TOKEN>` when it is set.',
      },
      onRequest: (request, _reply, done) => done(metricsTokenProblem(request, ctx.config.metricsToken)),
    },
    async (_request, reply: FastifyReply) => {
      await refreshDeploymentGauges();
      return reply.type(scraped.contentType).send(await scraped.metrics());
    },
  );
}

/** The 401 for a scrape without the configured token (compared in constant time); undefined when it may scrape. */
function metricsTokenProblem(request: FastifyRequest, token: string | undefined): AppError | undefined {
  if (!token) return undefined;
  const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  if (timingSafeEqual(digest(sent), digest(token))) return undefined;
  return new AppError(401, 'UNAUTHORIZED', 'A valid metrics token is required.', { 'www-authenticate': 'Bearer' });
}

/**
 * The gauges read from the shared database, and the function that refreshes them before a scrape.
 * A failed read leaves them empty for that scrape (logged), and the rest is still answered.
 */
function deploymentGauges(registry: Registry, ctx: AppContext): () => Promise<void> {
  const queueJobs = new Gauge({
    name: 'kairox_queue_jobs',
    help: 'Background jobs waiting (created, retry) or running (active), by queue: the queue depth',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const finishedJobs = new Gauge({
    name: 'kairox_queue_jobs_finished_recent',
    help: `Background jobs finished (completed, failed) in the last ${RECENT_MINUTES} minutes, by queue`,
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const jobSeconds = new Gauge({
    name: 'kairox_queue_job_seconds',
    help: `Run time of the jobs finished in the last ${RECENT_MINUTES} minutes (start to finish of the last attempt), by queue and quantile`,
    labelNames: ['queue', 'quantile'] as const,
    registers: [registry],
  });
  const processedResumes = new Gauge({
    name: 'kairox_resumes_processed_recent',
    help: `Resumes whose processing finished in the last ${RECENT_MINUTES} minutes, by outcome (COMPLETED, FAILED)`,
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const gauges = [queueJobs, finishedJobs, jobSeconds, processedResumes];
  const { pool } = ctx.database;

  return async () => {
    for (const gauge of gauges) gauge.reset();
    try {
      const waiting = await pool.query<{ queue: string; state: string; jobs: number }>(
        `select q.name as queue, s.state, count(j.id)::int as jobs
         from pgboss.queue q cross join unnest(array['created', 'retry', 'active']) as s(state)
         left join pgboss.job j on j.name = q.name and j.state::text = s.state
         group by q.name, s.state`,
      );
      for (const row of waiting.rows) queueJobs.set({ queue: row.queue, state: row.state }, row.jobs);

      // Per queue and state the counts; the queue-wide row (state null) the run times of both states together.
      const finished = await pool.query<{ queue: string; state: string | null; jobs: number; quantiles: number[] }>(
        `select name as queue, state::text as state, count(*)::int as jobs,
           percentile_cont($1::float8[]) within group (order by extract(epoch from completed_on - started_on)) as quantiles
         from pgboss.job
         where state in ('completed', 'failed') and started_on is not null and completed_on > now() - make_interval(mins => $2)
         group by grouping sets ((name, state), (name))`,
        [QUANTILES, RECENT_MINUTES],
      );
      for (const row of finished.rows) {
        if (row.state) finishedJobs.set({ queue: row.queue, state: row.state }, row.jobs);
        else QUANTILES.forEach((quantile, index) => jobSeconds.set({ queue: row.queue, quantile: String(quantile) }, row.quantiles[index]!));
      }

      const resumes = await pool.query<{ status: string; resumes: number }>(
        `with recent as (
           select a.resume_status as status from pgboss.job j join applications a on a.id = (j.data->>'applicationId')::int
           where j.name = $1 and j.state in ('completed', 'failed') and j.completed_on > now() - make_interval(mins => $2)
         )
         select s.status, count(recent.status)::int as resumes
         from unnest(array['COMPLETED', 'FAILED']) as s(status) left join recent on recent.status = s.status
         group by s.status`,
        [RESUME_QUEUE, RECENT_MINUTES],
      );
      for (const row of resumes.rows) processedResumes.set({ status: row.status }, row.resumes);
    } catch (error) {
      for (const gauge of gauges) gauge.reset();
      ctx.logger.warn({ err: error }, 'metrics: the deployment gauges could not be read from the database');
    }
  };
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
