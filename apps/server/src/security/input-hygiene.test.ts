/**
 * Text that cannot be stored (issue #9, finding 4): a NUL or another control character in any
 * path parameter, query parameter or body value is refused with 400 on every registered route,
 * before it reaches a query. The routes come from the router and their parameters and body fields
 * from the OpenAPI document built from the same schemas, so a new route is covered without
 * touching this file.
 */
import { INTERVIEW_API_KEY_HEADER, TEXT_MESSAGES } from '@kairox/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app.js';
import { createInterviewApiKey, findOrganizationByDomain } from '../modules/interviews/api-keys.service.js';
import { call, login } from '../testing/api.js';
import { applicantJson, makePdf, RESUME_TEXT, upload } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { waitForResumeProcessing } from '../testing/tenants.js';

const NUL = '\u0000';
const ADMIN = { email: 'alex.morgan@acme.example', password: 'Demo@2026' };
const OPERATOR = { email: 'operator@kairox.example', password: 'Operator@2026' };
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The value of the other path parameters: a valid id no row has, so a probe that got through changes nothing. */
const MISSING_ID = 2_000_000_000;

let app: TestApp;
let adminToken: string;
let operatorToken: string;
let interviewKey: string;
let jobId: number;
let applicationId: number;

interface Probe {
  label: string;
  method: string;
  url: string;
  body?: unknown;
}

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name ? document.components?.schemas?.[name] : schema;
}

/** The body's top-level field names (through unions and intersections) and whether it is an array. */
function bodyShape(document: OpenApiDocument, schema: JsonSchema | undefined): { fields: string[]; array: boolean } {
  const resolved = resolve(document, schema);
  if (!resolved) return { fields: [], array: false };
  const branches = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])].map((branch) => bodyShape(document, branch));
  return {
    fields: [...new Set([...Object.keys(resolved.properties ?? {}), ...branches.flatMap((branch) => branch.fields)])],
    array: [resolved.type].flat().includes('array') || branches.some((branch) => branch.array),
  };
}

/** Every way to put a NUL into one route: each path parameter, each query parameter, each body field. */
function probesFor(route: RegisteredRoute, document: OpenApiDocument): Probe[] {
  const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
  const pathParams = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const withParams = (nulParam?: string) =>
    route.url.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) => ((name ?? '*') === nulParam ? 'x%00' : String(MISSING_ID)));
  const url = withParams();
  const label = `${route.method} ${route.url}`;
  const queryNames = [...new Set([...(operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name), 'unlisted'])];

  const probes: Probe[] = [
    ...pathParams.map((param) => ({ label: `${label} path ${param}`, method: route.method, url: withParams(param) })),
    ...queryNames.map((name) => ({ label: `${label} query ${name}`, method: route.method, url: `${url}?${name}=a%00b` })),
  ];
  if (BODY_METHODS.has(route.method)) {
    const { fields, array } = bodyShape(document, operation.requestBody?.content?.['application/json']?.schema);
    probes.push(
      ...fields.map((field) => ({ label: `${label} body ${field}`, method: route.method, url, body: { [field]: `a${NUL}b` } })),
      { label: `${label} nested body value`, method: route.method, url, body: { unlisted: [{ deeper: `a${NUL}b` }] } },
      { label: `${label} body key`, method: route.method, url, body: { [`key${NUL}`]: 'value' } },
    );
    if (array) probes.push({ label: `${label} body array`, method: route.method, url, body: [`a${NUL}b`] });
  }
  return probes;
}

async function send(probe: Probe, token: string) {
  const response = await app.app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers: { authorization: `Bearer ${token}`, [INTERVIEW_API_KEY_HEADER]: interviewKey },
    ...(probe.body === undefined ? {} : { payload: probe.body as object }),
  });
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(response.body);
  } catch {
    // not JSON: reported with the status below
  }
  return { status: response.statusCode, body };
}

beforeAll(async () => {
  app = await createTestApp({ DEMO_DATA: 'true' });
  adminToken = await login(app, ADMIN.email, ADMIN.password);
  operatorToken = await login(app, OPERATOR.email, OPERATOR.password);
  const organization = await findOrganizationByDomain(app.ctx.database.db, 'ACME.EXAMPLE');
  interviewKey = (await createInterviewApiKey(app.ctx.database.db, organization!.id, 'input hygiene')).key;
  const jobs = await call(app, 'GET', '/functions/V1/jobs?size=100', { token: adminToken });
  jobId = jobs.body.jobs[0].id;
  const added = await upload(
    app,
    '/api/applications/applications',
    [
      { name: 'applicant', value: applicantJson(jobId, { candidateEmail: 'hygiene@example.com' }) },
      { name: 'cv', bytes: await makePdf(RESUME_TEXT), fileName: 'hygiene.pdf', type: 'application/pdf' },
    ],
    { token: adminToken },
  );
  expect(added.status).toBe(201);
  applicationId = added.body.id;
  // Settled before any test: a snapshot must not see the screening land between its two reads.
  await waitForResumeProcessing(app, [organization!.id]);
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('control characters in requests', () => {
  it('are refused with 400 on every registered route: each path parameter, query parameter and body field', async () => {
    const document = (await call(app, 'GET', '/docs/json')).body as OpenApiDocument;
    const routes = app.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let probed = 0;
    for (const route of routes) {
      const token = route.url.startsWith('/api/super-admin') ? operatorToken : adminToken;
      for (const probe of probesFor(route, document)) {
        probed += 1;
        const answer = await send(probe, token);
        const refused =
          answer.status === 400 && answer.body?.error === 'BAD_REQUEST' && /must not contain control characters/.test(String(answer.body?.message));
        if (!refused) failures.push(`${probe.label}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(200);
  }, 180_000);
});

describe('the text fields that answered 500 before (issue #9, finding 4)', () => {
  const refusal = (field: string) => ({ status: 400, body: { error: 'BAD_REQUEST', message: TEXT_MESSAGES.controlCharactersIn(field) } });

  /** What the refused calls could have changed, read back through the API. */
  const snapshot = async () => ({
    stats: (await call(app, 'GET', '/functions/V1/job-stats', { token: adminToken })).body,
    job: (await call(app, 'GET', `/functions/V1/job/${jobId}`, { token: adminToken })).body,
    application: (await call(app, 'GET', `/api/applications/${applicationId}`, { token: adminToken })).body,
    notes: (await call(app, 'GET', `/api/applications/${applicationId}/notes`, { token: adminToken })).body,
    history: (await call(app, 'GET', `/api/applications/${applicationId}/status-history`, { token: adminToken })).body,
    interview: (await call(app, 'GET', `/api/interviews/${applicationId}`, { token: adminToken })).body,
    users: (await call(app, 'GET', '/api/super-admin/stats', { token: operatorToken })).body,
  });

  it('refuse a NUL with 400 naming the field, and change nothing', async () => {
    const before = await snapshot();
    const job = before.job;
    const validJob = {
      title: job.title,
      department: job.department,
      location: job.location,
      employmentType: job.employmentType,
      description: job.description,
      requirements: job.requirements,
      cutoffDate: '2999-01-01',
      aiProcessingCutoffDate: '2999-01-01',
      internalDetails: job.internalDetails,
    };
    const staff = { token: adminToken };
    const answers = {
      createJob: await call(app, 'POST', '/functions/V1/create-job', { ...staff, body: { ...validJob, title: `Engineer${NUL}` } }),
      editJob: await call(app, 'PUT', `/functions/V1/job/${jobId}`, { ...staff, body: { description: `Build${NUL}` } }),
      statusReason: await call(app, 'PUT', `/api/applications/${applicationId}/status`, {
        ...staff,
        body: { status: 'REINVITED_FOR_AI_SCREENING', message: `Second chance${NUL}` },
      }),
      editCandidate: await call(app, 'PUT', `/api/applications/updateApplication/${applicationId}`, {
        ...staff,
        body: { candidateName: `Jordan${NUL}`, candidateEmail: 'hygiene@example.com', candidatePhone: '+1 415 555 0199' },
      }),
      note: await call(app, 'POST', `/api/applications/${applicationId}/notes`, { ...staff, body: { content: `Strong${NUL}` } }),
      interviewEvent: await call(app, 'POST', '/api/interviews/events', {
        headers: { [INTERVIEW_API_KEY_HEADER]: interviewKey },
        body: { event: 'Scorecard generated', applicantId: applicationId, OverallScore: 8, Feedback: `Good${NUL}` },
      }),
      login: await call(app, 'POST', '/auth/login', { body: { userName: `alex.morgan${NUL}@acme.example`, password: ADMIN.password } }),
      search: await call(app, 'GET', `/api/applications/applicants/${jobId}?q=node%00`, staff),
      operatorSearch: await call(app, 'GET', '/api/super-admin/organizations?search=acme%00', { token: operatorToken }),
      register: await call(app, 'POST', '/users/register', {
        ...staff,
        body: { firstName: `Ada${NUL}`, lastName: 'Lovelace', email: 'ada@acme.example', password: 'Str0ngPass!', phone: '+49 151 12345678' },
      }),
    };
    expect(answers).toMatchObject({
      createJob: refusal('body.title'),
      editJob: refusal('body.description'),
      statusReason: refusal('body.message'),
      editCandidate: refusal('body.candidateName'),
      note: refusal('body.content'),
      interviewEvent: refusal('body.Feedback'),
      login: refusal('body.userName'),
      search: refusal('query.q'),
      operatorSearch: refusal('query.search'),
      register: refusal('body.firstName'),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuse a NUL in the application form (multipart), checked by the shared applicant schema', async () => {
    const count = async () => (await call(app, 'GET', `/api/applications/applicants/${jobId}`, { token: adminToken })).body.totalElements;
    const before = await count();
    const answer = await upload(app, '/api/applications/applications', [
      { name: 'applicant', value: applicantJson(jobId, { candidateName: `Jordan${NUL}Rivera`, candidateEmail: 'nul@example.com' }) },
      { name: 'cv', bytes: await makePdf(RESUME_TEXT), fileName: 'resume.pdf', type: 'application/pdf' },
    ]);
    expect(answer).toEqual({ status: 400, body: { error: 'BAD_REQUEST', message: TEXT_MESSAGES.controlCharacters } });
    expect(await count()).toBe(before);
  });

  it('keep tabs and line breaks as ordinary text', async () => {
    const content = 'First line\r\n\tindented second line';
    const added = await call(app, 'POST', `/api/applications/${applicationId}/notes`, { token: adminToken, body: { content } });
    expect(added.status).toBe(201);
    const notes = await call(app, 'GET', `/api/applications/${applicationId}/notes`, { token: adminToken });
    expect(notes.body.map((note: { note: string }) => note.note)).toContain(content);
  });

  it('show a control character in a key escaped, not raw, in the message', async () => {
    const answer = await call(app, 'POST', '/auth/login', { body: { [`user${NUL}Name`]: 'x', userName: 'a@acme.example', password: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(TEXT_MESSAGES.controlCharactersIn('body.user\\u0000Name'));
  });
});
