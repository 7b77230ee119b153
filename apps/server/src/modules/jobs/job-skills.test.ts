import { JOB_SKILL_MESSAGES, JOB_SKILLS_MAX, type JobSkill } from '@kairox/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, applicationStatusHistory } from '../../db/schema.js';
import { call, signUpTenant } from '../../testing/api.js';
import { makePdf } from '../../testing/fixtures.js';
import { waitFor } from '../../testing/server-process.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { addCandidate, jobRequestBody, waitForResumeProcessing } from '../../testing/tenants.js';
import { JOB_RESCREEN_QUEUE, registerJobRescreenJob, rescreenJobCandidates } from './skills-rescreen.js';

/** A posting whose benefits mention skills the job does not ask for. */
const FRONTEND_POSTING = {
  ...jobRequestBody('Frontend Engineer'),
  description: [
    'We build accessible web apps for hospitals.',
    'You will build React components with TypeScript.',
    '',
    'Benefits',
    '- Gym membership and yoga classes',
    '- Free Python workshops for your kids',
    '- Yearly Kubernetes hackathon trip',
  ].join('\n'),
  requirements: ['- 3+ years of React and TypeScript (must)', '- Experience with WCAG accessibility', '- Nice to have: GraphQL'].join('\n'),
};

/** A platform engineer: none of the posting's skills, all of the edited list's. */
const PLATFORM_RESUME = [
  'Robin Castillo',
  'robin.castillo@example.com',
  '',
  'SUMMARY',
  'Platform engineer with six years of Kubernetes, Terraform and Go in production.',
  '',
  'EXPERIENCE',
  'Platform Engineer, Northwind Logistics',
  'Mar 2019 – Present',
  '• Ran 40 Kubernetes clusters provisioned with Terraform',
  '• Wrote Go operators for rolling database upgrades',
  '',
  'SKILLS',
  'Kubernetes, Terraform, Go, Prometheus, Linux',
  '',
  'EDUCATION',
  'B.Sc. Computer Science, University of Leeds, 2017',
].join('\n');

const recruiterSkill = (name: string, importance: JobSkill['importance'] = 'MUST_HAVE'): JobSkill => ({
  name,
  importance,
  sentence: null,
  source: 'RECRUITER',
});

let app: TestApp;
let alpha: { orgId: number; token: string };
let beta: { orgId: number; token: string };

beforeAll(async () => {
  app = await createTestApp();
  alpha = await signUpTenant(app, { name: 'Alpha', slug: 'alpha', domainId: 'alpha.io', adminEmail: 'admin@alpha.io' });
  beta = await signUpTenant(app, { name: 'Beta', slug: 'beta', domainId: 'beta.io', adminEmail: 'admin@beta.io' });
});

afterAll(async () => {
  await app?.close();
});

async function createPosting(token: string, body: object = FRONTEND_POSTING): Promise<number> {
  const answer = await call(app, 'POST', '/functions/V1/create-job', { token, body });
  expect(answer.status).toBe(201);
  return answer.body.job_id as number;
}

const skillsUrl = (jobId: number) => `/functions/V1/job/${jobId}/skills`;
const names = (skills: JobSkill[]) => skills.map((skill) => skill.name.toLowerCase());

describe('GET /functions/V1/job/{id}/skills', () => {
  it("lists the skills the posting asks for, with importance and sentence, and none of the benefits' words", async () => {
    const jobId = await createPosting(alpha.token);
    const answer = await call(app, 'GET', skillsUrl(jobId), { token: alpha.token });

    expect(answer.status).toBe(200);
    expect(answer.body.edited).toBe(false);
    const skills = answer.body.skills as JobSkill[];
    expect(names(skills)).toEqual(expect.arrayContaining(['react', 'typescript', 'wcag', 'graphql']));
    expect(names(skills)).not.toContain('kubernetes');
    expect(names(skills)).not.toContain('python');
    const byName = new Map(skills.map((skill) => [skill.name.toLowerCase(), skill]));
    expect(byName.get('react')).toMatchObject({ importance: 'MUST_HAVE', source: 'POSTING' });
    expect(byName.get('react')!.sentence).toContain('React and TypeScript');
    expect(byName.get('graphql')).toMatchObject({ importance: 'NICE_TO_HAVE', sentence: expect.stringContaining('GraphQL') });
  });

  it('follows edits of the posting text while the skills were never edited', async () => {
    const jobId = await createPosting(alpha.token);
    const edited = await call(app, 'PUT', `/functions/V1/job/${jobId}`, {
      token: alpha.token,
      body: { requirements: '- Strong Angular and RxJS' },
    });
    expect(edited.status).toBe(200);

    const answer = await call(app, 'GET', skillsUrl(jobId), { token: alpha.token });
    expect(names(answer.body.skills)).toContain('angular');
    expect(names(answer.body.skills)).not.toContain('graphql');
  });
});

describe('PUT and DELETE /functions/V1/job/{id}/skills', () => {
  it("stores the recruiter's list, keeps it through posting edits, and resets to the posting's skills", async () => {
    const jobId = await createPosting(alpha.token);
    const posting = (await call(app, 'GET', skillsUrl(jobId), { token: alpha.token })).body.skills as JobSkill[];
    const list = [
      { ...posting.find((skill) => skill.name === 'GraphQL')!, importance: 'MUST_HAVE' as const },
      recruiterSkill('  Storybook  ', 'NICE_TO_HAVE'),
    ];

    const saved = await call(app, 'PUT', skillsUrl(jobId), { token: alpha.token, body: { skills: list } });
    expect(saved.status).toBe(200);
    const expected = [
      { name: 'GraphQL', importance: 'MUST_HAVE', sentence: expect.stringContaining('GraphQL'), source: 'POSTING' },
      { name: 'Storybook', importance: 'NICE_TO_HAVE', sentence: null, source: 'RECRUITER' },
    ];
    expect(saved.body).toEqual({ edited: true, skills: expected });
    expect((await call(app, 'GET', skillsUrl(jobId), { token: alpha.token })).body).toEqual({ edited: true, skills: expected });

    await call(app, 'PUT', `/functions/V1/job/${jobId}`, { token: alpha.token, body: { requirements: '- Strong Angular and RxJS' } });
    expect((await call(app, 'GET', skillsUrl(jobId), { token: alpha.token })).body.skills).toEqual(expected);

    const reset = await call(app, 'DELETE', skillsUrl(jobId), { token: alpha.token });
    expect(reset.status).toBe(200);
    expect(reset.body.edited).toBe(false);
    expect(names(reset.body.skills)).toContain('angular');
    expect(names(reset.body.skills)).not.toContain('storybook');
    expect((await call(app, 'GET', skillsUrl(jobId), { token: alpha.token })).body).toEqual(reset.body);
  });

  it.each([
    ['an empty list', [], JOB_SKILL_MESSAGES.noSkills],
    ['a blank name', [recruiterSkill('   ')], JOB_SKILL_MESSAGES.nameRequired],
    ['a name twice in another letter case', [recruiterSkill('Docker'), recruiterSkill(' docker ')], JOB_SKILL_MESSAGES.duplicate('docker')],
    ['an unknown importance', [{ ...recruiterSkill('Docker'), importance: 'OPTIONAL' }], JOB_SKILL_MESSAGES.importance],
    ['too many skills', Array.from({ length: JOB_SKILLS_MAX + 1 }, (_, index) => recruiterSkill(`Skill ${index}`)), JOB_SKILL_MESSAGES.tooMany],
    ['a name too long', [recruiterSkill('x'.repeat(101))], JOB_SKILL_MESSAGES.nameTooLong],
  ])('refuses %s with a 400 and keeps the stored list', async (_label, skills, message) => {
    const jobId = await createPosting(alpha.token);
    const before = (await call(app, 'GET', skillsUrl(jobId), { token: alpha.token })).body;

    const answer = await call(app, 'PUT', skillsUrl(jobId), { token: alpha.token, body: { skills } });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, error: 'BAD_REQUEST' });
    expect((await call(app, 'GET', skillsUrl(jobId), { token: alpha.token })).body).toEqual(before);
  });

  it("answers another organisation's job exactly like a missing one and leaves it unchanged", async () => {
    const betaJob = await createPosting(beta.token);
    const missing = 2_000_000_000;
    const body = { skills: [recruiterSkill('Kubernetes')] };
    for (const [method, withBody] of [
      ['GET', false],
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      const foreign = await call(app, method, skillsUrl(betaJob), { token: alpha.token, ...(withBody ? { body } : {}) });
      const absent = await call(app, method, skillsUrl(missing), { token: alpha.token, ...(withBody ? { body } : {}) });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(absent.body);
    }
    expect((await call(app, 'GET', skillsUrl(betaJob), { token: beta.token })).body.edited).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the three skills calls with their schemas', async () => {
    const { body } = await call(app, 'GET', '/docs/json');
    expect(Object.keys(body.paths['/functions/V1/job/{id}/skills']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(body.components.schemas)).toEqual(expect.arrayContaining(['JobSkill', 'JobSkillsResponse', 'UpdateJobSkillsRequest']));
  });
});

describe('background re-screen', () => {
  let jobId: number;
  let applicationId: number;
  let postingScore: number;

  const scoreNow = async () => {
    const [row] = await app.ctx.database.db.select({ score: applications.score }).from(applications).where(eq(applications.id, applicationId));
    return row!.score;
  };
  const rescreenHistory = () =>
    app.ctx.database.db
      .select()
      .from(applicationStatusHistory)
      .where(and(eq(applicationStatusHistory.applicationId, applicationId), eq(applicationStatusHistory.kind, 'RESCREEN')))
      .orderBy(applicationStatusHistory.id);
  /** The job's runs in these queue states ('created': waiting; 'active': running). */
  const runs = async (states: string[]) => {
    const { rows } = await app.ctx.database.pool.query<{ total: number }>(
      'select count(*)::int as total from pgboss.job where name = $1 and singleton_key = $2 and state = any($3)',
      [JOB_RESCREEN_QUEUE, String(jobId), states],
    );
    return rows[0]!.total;
  };
  const untilIdle = () => waitFor('the queued re-screens', async () => (await runs(['created', 'retry', 'active'])) === 0, 60_000, 100);
  const platformList = { skills: [recruiterSkill('Kubernetes'), recruiterSkill('Terraform'), recruiterSkill('Go', 'NICE_TO_HAVE')] };

  beforeAll(async () => {
    jobId = await createPosting(alpha.token);
    applicationId = await addCandidate(app, alpha.token, jobId, {
      name: 'Robin Castillo',
      email: 'robin.castillo@example.com',
      resume: await makePdf(PLATFORM_RESUME),
    });
    await waitForResumeProcessing(app, [alpha.orgId]);
    postingScore = (await scoreNow())!;
  });

  it("re-scores the job's candidates against the edited list, and again after the reset", async () => {
    expect(postingScore).not.toBeNull();

    expect((await call(app, 'PUT', skillsUrl(jobId), { token: alpha.token, body: platformList })).status).toBe(200);

    const editedScore = await waitFor(
      'the re-screen with the edited skills',
      async () => {
        const score = await scoreNow();
        return score !== null && score > postingScore ? score : null;
      },
      60_000,
      100,
    );
    expect((await rescreenHistory()).at(-1)).toMatchObject({ toScore: editedScore, reason: JOB_SKILL_MESSAGES.rescreenReason, changedBy: null });

    expect((await call(app, 'DELETE', skillsUrl(jobId), { token: alpha.token })).status).toBe(200);
    await waitFor('the re-screen with the posting skills', async () => (await scoreNow()) === postingScore, 60_000, 100);
  });

  it('coalesces edits in a row into one waiting run, which scores against the newest list', async () => {
    await untilIdle();
    // The worker paused, so the runs wait as they would behind a long run.
    await app.ctx.queue.offWork(JOB_RESCREEN_QUEUE);

    for (const skills of [[recruiterSkill('Python')], [recruiterSkill('Java')], [recruiterSkill('Rust')], platformList.skills]) {
      expect((await call(app, 'PUT', skillsUrl(jobId), { token: alpha.token, body: { skills } })).status).toBe(200);
    }
    expect(await runs(['created'])).toBe(1);

    const historyBefore = (await rescreenHistory()).length;
    const worker = await registerJobRescreenJob(app.ctx);
    try {
      await untilIdle();
    } finally {
      await worker.stop();
    }
    const history = await rescreenHistory();
    expect(history).toHaveLength(historyBefore + 1);
    expect(history.at(-1)!.toScore).toBeGreaterThan(postingScore);
  });

  it('stops between two candidates when the app is closing and leaves the rest unscreened', async () => {
    await untilIdle();
    const historyBefore = (await rescreenHistory()).length;
    expect(await rescreenJobCandidates(app.ctx, { orgId: alpha.orgId, jobId }, () => true)).toBe('interrupted');
    expect(await rescreenHistory()).toHaveLength(historyBefore);
  });
});
