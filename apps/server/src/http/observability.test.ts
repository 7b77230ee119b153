import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerResumeProcessingJob } from '../modules/processing/resume-processing.js';
import { screeningSteps } from '../modules/screening/screening.pipeline.js';
import { call } from '../testing/api.js';
import { RESUME_TEXT, makePdf } from '../testing/fixtures.js';
import { addCandidate, signUpWithJob, waitForResumeProcessing, type TenantWithJob } from '../testing/tenants.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const METRICS_TOKEN = 'scrape-token-for-the-tests';

let app: TestApp;
let tenant: TenantWithJob;

/** The value of the sample `name{labels}` in a Prometheus text answer; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]!.split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

async function scrape(): Promise<string> {
  const answer = await call(app, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(answer.status).toBe(200);
  expect(answer.response.headers['content-type']).toContain('text/plain; version=0.0.4');
  return answer.response.body;
}

beforeAll(async () => {
  app = await createTestApp({ METRICS_TOKEN });
  tenant = await signUpWithJob(app, 'observed');
});

afterAll(async () => {
  await app?.close();
});

describe('GET /readyz', () => {
  it('answers ready while the migrated database answers', async () => {
    expect(await call(app, 'GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('answers 503 when the database does not, so a load balancer takes the instance out', async () => {
    const { pool } = app.ctx.database;
    const realQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    // Only the readiness probe fails: the worker's polling goes on through the same pool.
    const query = vi
      .spyOn(pool, 'query')
      .mockImplementation((text: unknown, ...rest: unknown[]) =>
        text === 'select 1' ? Promise.reject(new Error('connection refused')) : realQuery(text, ...rest),
      );
    try {
      expect(await call(app, 'GET', '/readyz')).toMatchObject({
        status: 503,
        body: { status: 'unavailable', message: 'The database does not answer.' },
      });
    } finally {
      query.mockRestore();
    }
    expect((await call(app, 'GET', '/readyz')).status).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN when it is set', async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer wrong-token-of-some-length' }, { authorization: METRICS_TOKEN }];
    for (const headers of attempts) {
      const answer = await call(app, 'GET', '/metrics', { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: 'UNAUTHORIZED', message: 'A valid metrics token is required.' });
      expect(answer.response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('counts and times requests by route pattern and status, never by raw URL', async () => {
    await call(app, 'GET', `/functions/V1/job/${tenant.jobId}`, { token: tenant.token });
    await call(app, 'GET', `/functions/V1/job/${tenant.jobId}`, { token: tenant.token });
    await call(app, 'GET', '/functions/V1/job/999999', { token: tenant.token });
    await call(app, 'GET', '/api/nothing-here');
    const text = await scrape();
    const route = { method: 'GET', route: '/functions/V1/job/:id' };
    expect(sample(text, 'kairox_http_request_duration_seconds_count', { ...route, status: '200' })).toBe(2);
    expect(sample(text, 'kairox_http_request_duration_seconds_count', { ...route, status: '404' })).toBe(1);
    expect(sample(text, 'kairox_http_request_duration_seconds_bucket', { ...route, status: '200', le: '+Inf' })).toBe(2);
    expect(sample(text, 'kairox_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(text).not.toContain(`/functions/V1/job/${tenant.jobId}"`);
    expect(text).toMatch(/^kairox_process_resident_memory_bytes \d+/m);
  });

  it('shows the queue depth, then the processed resumes with their outcome and run time', async () => {
    await app.workers.resumeProcessing.stop({ timeoutMs: 50 });
    const pdf = await makePdf(RESUME_TEXT);
    await addCandidate(app, tenant.token, tenant.jobId, { email: 'first@observed.io', resume: pdf });
    await addCandidate(app, tenant.token, tenant.jobId, { email: 'second@observed.io', resume: pdf });
    const queued = await scrape();
    expect(sample(queued, 'kairox_queue_jobs', { queue: 'resume-processing', state: 'created' })).toBe(2);
    expect(sample(queued, 'kairox_queue_jobs', { queue: 'resume-processing', state: 'active' })).toBe(0);
    expect(sample(queued, 'kairox_resumes_processed_recent', { status: 'COMPLETED' })).toBe(0);

    // A new resume worker (as a restart would start) works the queue off.
    const worker = await registerResumeProcessingJob(app.ctx, screeningSteps());
    try {
      await waitForResumeProcessing(app, [tenant.orgId]);
    } finally {
      await worker.stop();
    }
    const processed = await scrape();
    expect(sample(processed, 'kairox_queue_jobs', { queue: 'resume-processing', state: 'created' })).toBe(0);
    expect(sample(processed, 'kairox_resumes_processed_recent', { status: 'FAILED' })).toBe(0);
    expect(sample(processed, 'kairox_resumes_processed_recent', { status: 'COMPLETED' })).toBe(2);
    expect(sample(processed, 'kairox_queue_jobs_finished_recent', { queue: 'resume-processing', state: 'completed' })).toBe(2);
    for (const quantile of ['0.5', '0.9', '0.99']) {
      const seconds = sample(processed, 'kairox_queue_job_seconds', { queue: 'resume-processing', quantile });
      expect(seconds, quantile).toBeGreaterThan(0);
      expect(seconds, quantile).toBeLessThan(120);
    }
  });
});
