/**
 * The careers site (issue #13, point 1): public profile and open jobs by slug, the pages' served
 * head (title, canonical, JSON-LD), the sitemap and RSS feed, and the settings its admin keeps.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CAREERS_DEFAULT_COLOR, CAREERS_LOGO_MAX_BYTES, CAREERS_MESSAGES, todayAnywhereOnEarth } from '@kairox/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.js';
import { call, signUpTenant } from '../../testing/api.js';
import { encodeMultipart, makePng } from '../../testing/fixtures.js';
import { createTestApp, GENEROUS_RATE_LIMITS, type TestApp } from '../../testing/test-app.js';
import { addMember, jobRequestBody, PASSWORD, type Member } from '../../testing/tenants.js';

const PUBLIC_URL = 'https://jobs.example.com';
const HOSTILE_TITLE = 'Data & ML </script><script>alert(1)</script> Lead';
/** What a built index.html holds where the careers pages write their head. */
const INDEX_HTML = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <meta name="description" content="Kairox: AI-assisted recruitment." />',
  '    <title>Kairox</title>',
  '    <script type="module" crossorigin src="/assets/index-abc123.js"></script>',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

let app: TestApp;
let webDistDir: string;
let admin: string;
let member: Member;
let otherAdmin: string;
const ids = { backend: 0, designer: 0, hostile: 0, lastDay: 0, draft: 0, closed: 0, completed: 0, expired: 0, otherOrg: 0 };

async function createJob(token: string, fields: Partial<ReturnType<typeof jobRequestBody>> & { location?: string; employmentType?: string }) {
  const created = await call(app, 'POST', '/functions/V1/create-job', { token, body: { ...jobRequestBody(), ...fields } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.job_id as number;
}

const setJob = (id: number, values: Partial<typeof jobs.$inferInsert>) => app.ctx.database.db.update(jobs).set(values).where(eq(jobs.id, id));

const get = (url: string, headers: Record<string, string> = {}) => call(app, 'GET', url, { headers });

/** The JSON-LD objects of a served page, parsed as a search engine reads them. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-careers-web-'));
  await writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  app = await createTestApp({ WEB_DIST_DIR: webDistDir, PUBLIC_URL }, { rateLimits: GENEROUS_RATE_LIMITS });
  admin = (
    await signUpTenant(app, {
      name: 'Careers & Co',
      slug: 'careersa',
      domainId: 'CAREERSA.EXAMPLE',
      adminEmail: 'admin@careersa.example',
      password: PASSWORD,
    })
  ).token;
  member = await addMember(app, admin, 'CAREERSA.EXAMPLE', 'recruiter@careersa.example');
  otherAdmin = (
    await signUpTenant(app, {
      name: 'Other Org',
      slug: 'careersb',
      domainId: 'CAREERSB.EXAMPLE',
      adminEmail: 'admin@careersb.example',
      password: PASSWORD,
    })
  ).token;

  ids.backend = await createJob(admin, {
    title: 'Senior Backend Engineer',
    department: 'Engineering',
    description: 'Build payment APIs in Node.js.',
    location: 'Berlin, Germany',
    employmentType: 'Full-time',
  });
  ids.designer = await createJob(admin, {
    title: 'Product Designer',
    department: 'Design',
    description: 'Design the candidate experience.',
    location: 'Remote (Europe)',
    employmentType: 'Part-time',
  });
  ids.hostile = await createJob(admin, {
    title: HOSTILE_TITLE,
    department: 'Engineering',
    description: 'Models & <b>pipelines</b>.\n\nSecond paragraph.',
    location: 'Berlin, Germany',
    employmentType: 'Contract',
  });
  ids.lastDay = await createJob(admin, { title: 'Last Day Analyst', department: 'Finance', location: 'Hamburg, Germany' });
  await setJob(ids.lastDay, { cutoffDate: todayAnywhereOnEarth() });
  ids.draft = await createJob(admin, { title: 'Draft Role' });
  await setJob(ids.draft, { status: 'DRAFT' });
  ids.closed = await createJob(admin, { title: 'Closed Role' });
  await setJob(ids.closed, { status: 'CLOSED' });
  ids.completed = await createJob(admin, { title: 'Completed Role' });
  await setJob(ids.completed, { status: 'COMPLETED' });
  ids.expired = await createJob(admin, { title: 'Expired Role' });
  await setJob(ids.expired, { cutoffDate: '2020-01-31' });
  ids.otherOrg = await createJob(otherAdmin, { title: 'Other Org Role', department: 'Engineering' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (webDistDir) await rm(webDistDir, { recursive: true, force: true });
});

describe('public careers API', () => {
  it('answers the profile by slug in any letter case, and 404 for an unknown slug', async () => {
    expect(await get('/api/careers/CareersA')).toMatchObject({
      status: 200,
      body: { name: 'Careers & Co', slug: 'careersa', description: '', color: CAREERS_DEFAULT_COLOR, logoUrl: null },
    });
    expect(await get('/api/careers/nosuchorg')).toMatchObject({ status: 404, body: { message: CAREERS_MESSAGES.pageNotFound, error: 'NOT_FOUND' } });
  });

  it('lists only its ACTIVE jobs whose cutoff has not passed, with filters and paging', async () => {
    const all = await get('/api/careers/careersa/jobs');
    expect(all.status).toBe(200);
    expect(all.body.content.map((job: { id: number }) => job.id).sort()).toEqual([ids.backend, ids.designer, ids.hostile, ids.lastDay].sort());
    expect(all.body).toMatchObject({
      totalElements: 4,
      departments: ['Design', 'Engineering', 'Finance'],
      locations: ['Berlin, Germany', 'Hamburg, Germany', 'Remote (Europe)'],
    });
    expect(all.body.content.find((job: { id: number }) => job.id === ids.backend)).toMatchObject({
      title: 'Senior Backend Engineer',
      location: 'Berlin, Germany',
      employmentType: 'Full-time',
      postedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const titles = async (query: string) =>
      (await get(`/api/careers/careersa/jobs?${query}`)).body.content.map((job: { title: string }) => job.title);
    expect(await titles('q=payment%20node')).toEqual(['Senior Backend Engineer']);
    expect(await titles('q=%25')).toEqual([]);
    expect((await titles('department=engineering')).sort()).toEqual([HOSTILE_TITLE, 'Senior Backend Engineer'].sort());
    expect(await titles('location=Remote%20(Europe)')).toEqual(['Product Designer']);
    expect(await titles('department=Engineering&location=Hamburg%2C%20Germany')).toEqual([]);

    const second = await get('/api/careers/careersa/jobs?size=3&page=1');
    expect(second.body).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, first: false, last: true });
    expect(second.body.content).toHaveLength(1);
    expect((await get('/api/careers/careersa/jobs?size=51')).status).toBe(400);
    expect((await get('/api/careers/nosuchorg/jobs')).status).toBe(404);
  });

  it('shows an open job; 410 once it stops taking applications; 404 for a draft, a missing job or another organisation’s', async () => {
    expect(await get(`/api/careers/careersa/jobs/${ids.backend}`)).toMatchObject({
      status: 200,
      body: {
        id: ids.backend,
        title: 'Senior Backend Engineer',
        company: 'Careers & Co',
        department: 'Engineering',
        location: 'Berlin, Germany',
        employmentType: 'Full-time',
        description: 'Build payment APIs in Node.js.',
        requirements: 'Node.js, TypeScript, PostgreSQL',
        cutoffDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    expect((await get(`/api/careers/careersa/jobs/${ids.lastDay}`)).status).toBe(200);
    for (const id of [ids.closed, ids.completed, ids.expired]) {
      expect(await get(`/api/careers/careersa/jobs/${id}`)).toMatchObject({
        status: 410,
        body: { message: CAREERS_MESSAGES.jobClosed, error: 'GONE' },
      });
    }
    for (const id of [ids.draft, ids.otherOrg, 2_000_000_000]) {
      expect(await get(`/api/careers/careersa/jobs/${id}`)).toMatchObject({ status: 404, body: { message: CAREERS_MESSAGES.jobNotFound } });
    }
    expect((await get(`/api/careers/careersb/jobs/${ids.backend}`)).status).toBe(404);
  });
});

describe('careers settings', () => {
  const settings = (token: string, method: 'GET' | 'PUT' | 'DELETE' = 'GET', body?: unknown) =>
    call(app, method, '/api/organizations/settings/careers', { token, body });

  it('are read by any member and changed by the admin only, with the colour and description checked', async () => {
    expect(await settings(member.token)).toMatchObject({
      status: 200,
      body: { description: '', color: CAREERS_DEFAULT_COLOR, logoUrl: null, slug: 'careersa', careersUrl: `${PUBLIC_URL}/careers/careersa` },
    });
    expect(await settings(member.token, 'PUT', { description: 'Hi', color: '#112233' })).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(await settings(admin, 'PUT', { description: 'Hi', color: '#12345g' })).toMatchObject({
      status: 400,
      body: { message: CAREERS_MESSAGES.invalidColor },
    });
    expect(await settings(admin, 'PUT', { description: 'x'.repeat(501), color: '#112233' })).toMatchObject({
      status: 400,
      body: { message: CAREERS_MESSAGES.descriptionTooLong },
    });
    const saved = await settings(admin, 'PUT', { description: '  We build <fair> hiring & more.  ', color: '#0F766E' });
    expect(saved).toMatchObject({ status: 200, body: { description: 'We build <fair> hiring & more.', color: '#0f766e' } });
    expect((await get('/api/careers/careersa')).body).toMatchObject({ description: 'We build <fair> hiring & more.', color: '#0f766e' });
    expect((await settings(otherAdmin)).body).toMatchObject({ description: '', color: CAREERS_DEFAULT_COLOR, slug: 'careersb' });
  });

  it('take a PNG, JPEG or WebP logo told by its content, serve it typed and nosniff, and refuse anything else', async () => {
    const png = makePng(32, 32);
    const put = (token: string, bytes: Uint8Array, fileName = 'logo.png', type = 'image/png') => putForm(token, bytes, fileName, type);
    expect((await put(member.token, png)).status).toBe(403);
    const saved = await put(admin, png);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.logoUrl).toMatch(/^\/api\/careers\/careersa\/logo\?v=\d+$/);

    const served = await app.app.inject({ method: 'GET', url: saved.body.logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, Buffer.from(png))).toBe(0);

    const wrongMagic = Buffer.from(png);
    wrongMagic[1] = 0x51; // '\x89QNG': named and typed PNG, but not one
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, fileName, type] of [
      [wrongMagic, 'logo.png', 'image/png'],
      [svg, 'logo.svg', 'image/svg+xml'],
    ] as const) {
      expect(await put(admin, bytes, fileName, type)).toMatchObject({ status: 400, body: { message: CAREERS_MESSAGES.logoType } });
    }
    const tooLarge = Buffer.concat([Buffer.from(png), Buffer.alloc(CAREERS_LOGO_MAX_BYTES)]);
    expect(await put(admin, tooLarge)).toMatchObject({ status: 400, body: { message: CAREERS_MESSAGES.logoTooLarge } });
    expect((await get('/api/careers/careersa')).body.logoUrl).toBe(saved.body.logoUrl);

    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(16)]);
    const replaced = await put(admin, webp, 'logo.webp', 'image/webp');
    expect(replaced.status).toBe(200);
    expect((await app.app.inject({ method: 'GET', url: replaced.body.logoUrl })).headers['content-type']).toBe('image/webp');

    expect((await call(app, 'DELETE', '/api/organizations/settings/careers/logo', { token: member.token })).status).toBe(403);
    expect(await call(app, 'DELETE', '/api/organizations/settings/careers/logo', { token: admin })).toMatchObject({
      status: 200,
      body: { logoUrl: null },
    });
    expect(await get('/api/careers/careersa/logo')).toMatchObject({ status: 404, body: { message: CAREERS_MESSAGES.noLogo } });
    expect((await put(admin, png)).status).toBe(200);
  });
});

describe('what search engines and job boards read', () => {
  it('serves the careers page with its title, canonical address, feed and ItemList', async () => {
    const page = await app.app.inject({ method: 'GET', url: '/careers/careersa', headers: { accept: '*/*' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>Jobs at Careers &amp; Co</title>');
    expect(page.body).toContain('<meta name="description" content="We build &lt;fair&gt; hiring &amp; more." />');
    expect(page.body).not.toContain('Kairox: AI-assisted recruitment.');
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/careers/careersa" />`);
    expect(page.body).toContain(`href="${PUBLIC_URL}/careers/careersa/jobs.xml"`);
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    const [list] = jsonLdOf(page.body);
    expect(list).toMatchObject({ '@type': 'ItemList' });
    expect((list!.itemListElement as Array<{ url: string }>).map((item) => item.url)).toContain(`${PUBLIC_URL}/careers/careersa/jobs/${ids.backend}`);
  });

  it("serves a job's page with its JobPosting, escaped so no title can close the script", async () => {
    const page = await app.app.inject({ method: 'GET', url: `/careers/careersa/jobs/${ids.hostile}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/<script/g)).toHaveLength(2);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('<title>Data &amp; ML &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Lead at Careers &amp; Co</title>');
    const [posting] = jsonLdOf(page.body);
    const logo = (await get('/api/careers/careersa')).body.logoUrl;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: HOSTILE_TITLE,
      description:
        '<p>Models &amp; &lt;b&gt;pipelines&lt;/b&gt;.</p><p>Second paragraph.</p><h3>Requirements</h3><p>Node.js, TypeScript, PostgreSQL</p>',
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T23:59:59-12:00$/),
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Careers & Co', sameAs: 'https://careersa.example', logo: `${PUBLIC_URL}${logo}` },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin, Germany', addressCountry: 'Germany' } },
      url: `${PUBLIC_URL}/careers/careersa/jobs/${ids.hostile}`,
    });

    const remote = jsonLdOf((await get(`/careers/careersa/jobs/${ids.designer}`)).response.body)[0];
    expect(remote).toMatchObject({
      employmentType: 'PART_TIME',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Germany' },
    });
  });

  it('answers 410 for a closed job page and 404 for a missing one or an unknown organisation, not to be indexed', async () => {
    for (const [url, status, message] of [
      [`/careers/careersa/jobs/${ids.closed}`, 410, CAREERS_MESSAGES.jobClosed],
      [`/careers/careersa/jobs/${ids.draft}`, 404, CAREERS_MESSAGES.jobNotFound],
      [`/careers/careersa/jobs/${ids.otherOrg}`, 404, CAREERS_MESSAGES.jobNotFound],
      ['/careers/careersa/jobs/abc', 404, CAREERS_MESSAGES.jobNotFound],
      ['/careers/nosuchorg', 404, CAREERS_MESSAGES.pageNotFound],
    ] as const) {
      const page = await app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(status);
      expect(page.body, url).toContain(`<title>${message}</title>`);
      expect(page.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(jsonLdOf(page.body), url).toEqual([]);
    }
  });

  it('lists the careers page and every open job in the sitemap, and the open jobs in an escaped RSS feed', async () => {
    const sitemap = await get('/careers/careersa/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...String(sitemap.body).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const jobUrl = (id: number) => `${PUBLIC_URL}/careers/careersa/jobs/${id}`;
    expect(locations.sort()).toEqual([`${PUBLIC_URL}/careers/careersa`, ...[ids.backend, ids.designer, ids.hostile, ids.lastDay].map(jobUrl)].sort());

    const feed = await get('/careers/careersa/jobs.xml');
    expect(feed.status).toBe(200);
    expect(feed.response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = String(feed.body);
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(rss).toContain('<title>Jobs at Careers &amp; Co</title>');
    expect(rss).toContain('<title>Data &amp; ML &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Lead</title>');
    expect(rss).not.toContain('<script');
    expect(rss.match(/<item>/g)).toHaveLength(4);
    expect(rss).toContain(`<guid isPermaLink="true">${jobUrl(ids.backend)}</guid>`);
    expect(rss).not.toContain('Closed Role');

    expect((await get('/careers/nosuchorg/sitemap.xml')).status).toBe(404);
    expect((await get('/careers/nosuchorg/jobs.xml')).status).toBe(404);
  });
});

/** PUT of the logo form through the real app. */
async function putForm(token: string, bytes: Uint8Array, fileName: string, type: string) {
  const { payload, contentType } = await encodeMultipart([{ name: 'logo', bytes, fileName, type }]);
  const response = await app.app.inject({
    method: 'PUT',
    url: '/api/organizations/settings/careers/logo',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}
