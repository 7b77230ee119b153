import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../testing/api.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { DEMO_ADMIN } from './demo-accounts.js';
import { DEMO_CANDIDATES } from './demo-candidates.js';

/** The demo data after start-up (one app for all: seeding it screens every demo candidate). */
let demo: TestApp;
let token: string;

beforeAll(async () => {
  demo = await createTestApp({ DEMO_DATA: 'true' });
  token = await login(demo, DEMO_ADMIN.email, DEMO_ADMIN.password);
});

afterAll(async () => {
  await demo?.close();
});

interface Row {
  id: number;
  jobId: number;
  candidateName: string;
  status: string;
  score: number | null;
  resumeStatus: string;
  noticePeriod: string | null;
  proposedStatus: string | null;
  jobStatus: string;
}

/** Every demo candidate, over all the demo jobs. */
async function rows(): Promise<Row[]> {
  const jobs = await call(demo, 'GET', '/functions/V1/jobs?size=100', { token });
  const all: Row[] = [];
  for (const job of jobs.body.jobs as Array<{ id: number; status: string }>) {
    const page = await call(demo, 'GET', `/api/applications/applicants/${job.id}?size=100`, { token });
    all.push(...(page.body.content as Row[]).map((row) => ({ ...row, jobStatus: job.status })));
  }
  return all;
}

/** The demo candidates once the pipeline has processed every resume (or the last look after 100 s). */
async function processedRows(): Promise<Row[]> {
  let all = await rows();
  const deadline = Date.now() + 100_000;
  while (all.some((row) => row.resumeStatus !== 'COMPLETED') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    all = await rows();
  }
  return all;
}

const byName = (all: Row[], name: string) => all.find((row) => row.candidateName === name)!;

describe('demo data', () => {
  it('gives the active and closed demo jobs candidates in several statuses, with real resumes that get processed', async () => {
    const all = await processedRows();
    expect(all).toHaveLength(DEMO_CANDIDATES.length);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((row) => row.jobStatus))).toEqual(new Set(['ACTIVE', 'CLOSED']));
    for (const status of ['APPLIED', 'SHORTLISTED', 'INVITED_FOR_AI_SCREENING', 'REJECTED', 'INTERVIEW_IN_PROGRESS', 'QUALIFIED']) {
      expect(
        all.map((row) => row.status),
        status,
      ).toContain(status);
    }

    expect(all.map((row) => row.resumeStatus)).toEqual(all.map(() => 'COMPLETED'));

    const sample = all[0]!;
    const text = await call(demo, 'GET', `/api/applications/${sample.id}/resume-text`, { token });
    expect(text.body.resumeText).toContain(sample.candidateName);
    expect(text.body.resumeText).toMatch(/EXPERIENCE[\s\S]+\w{3} \d{4} – (Present|\w{3} \d{4})[\s\S]+SKILLS[\s\S]+EDUCATION/);
    const file = await demo.app.inject({
      method: 'GET',
      url: `/api/applications/${sample.id}/resume`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('gives every demo candidate a real screening score and feedback', async () => {
    const all = await processedRows();
    expect(all).toHaveLength(DEMO_CANDIDATES.length);
    for (const row of all) {
      expect(row.resumeStatus, row.candidateName).toBe('COMPLETED');
      expect(row.score, row.candidateName).toEqual(expect.any(Number));
      expect(row.score!).toBeGreaterThanOrEqual(0);
      expect(row.score!).toBeLessThanOrEqual(100);
      const notes = await call(demo, 'GET', `/api/applications/${row.id}/notes`, { token });
      const feedback = notes.body.filter((note: { noteType: string }) => note.noteType === 'resume-feedback');
      expect(feedback, row.candidateName).toHaveLength(1);
      expect(feedback[0].note).toContain('### Must-haves');
    }
    // Scores use the range: the strongest backend candidate well above the weakest.
    const backend = all.filter((row) => row.jobId === byName(all, 'Maya Patel').jobId).map((row) => row.score!);
    expect(Math.max(...backend) - Math.min(...backend)).toBeGreaterThan(20);
  }, 60_000);

  it('has AI interview records: strong (suggestion accepted), medium and integrity alerts (open suggestions), and one in progress', async () => {
    const all = await rows();
    const maya = byName(all, 'Maya Patel');
    const olivia = byName(all, 'Olivia Brown');
    const daniel = byName(all, 'Daniel Kim');
    const emily = byName(all, 'Emily Chen');

    const strong = await call(demo, 'GET', `/api/interviews/${maya.id}`, { token });
    expect(strong.body).toMatchObject({
      overallScore: 8.5,
      rawOverallScore: 8.6,
      suspicionDeduction: 0.1,
      idVerified: true,
      voiceVerified: true,
      noticePeriod: '30 days',
    });
    expect(strong.body.feedback).toContain('## Summary');
    expect(strong.body.scorecard).toContain('| Competency | Score | Evidence |');
    expect(maya).toMatchObject({ status: 'SHORTLISTED', noticePeriod: '30 days', proposedStatus: null });
    const accepted = await call(demo, 'GET', `/api/applications/${maya.id}/status-history`, { token });
    expect(accepted.body.at(-1)).toMatchObject({
      toStatus: 'SHORTLISTED',
      changedByName: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`,
      reason: expect.stringMatching(/meets the pass mark 6\. Accepted by /),
    });

    const medium = await call(demo, 'GET', `/api/interviews/complete-logs/${olivia.id}`, { token });
    expect(medium.body).toMatchObject({
      OverallScore: 6.5,
      RawOverallScore: 7,
      SuspicionDeduction: 0.5,
      idVerified: true,
      voiceVerified: false,
      noticePeriod: '60 days',
    });
    expect(medium.body.logDetails.map((entry: { event: string }) => entry.event)).toEqual([
      'Interview started',
      'Verification successful',
      'Scorecard generated',
    ]);
    expect(olivia).toMatchObject({ status: 'INTERVIEW_IN_PROGRESS', proposedStatus: 'SHORTLISTED', noticePeriod: '60 days' });

    const alerts = await call(demo, 'GET', `/api/interviews/complete-logs/${daniel.id}`, { token });
    expect(alerts.body).toMatchObject({
      TotalFaceMismatchDetected: 2,
      TotalNoFaceDetected: 1,
      RawOverallScore: 7.4,
      SuspicionDeduction: 2.7,
      OverallScore: 4.7,
      noticePeriod: 'immediate',
    });
    expect(alerts.body.SuspiciousJustification).toContain('2 face mismatches');
    expect(daniel).toMatchObject({ status: 'INTERVIEW_IN_PROGRESS', proposedStatus: 'REJECTED_IN_AI_INTERVIEW' });

    expect((await call(demo, 'GET', `/api/interviews/${emily.id}`, { token })).status).toBe(404);
    const started = await call(demo, 'GET', `/api/interviews/complete-logs/${emily.id}`, { token });
    expect(started.body).toMatchObject({ OverallScore: null, idVerified: true });
    expect(emily.status).toBe('INTERVIEW_IN_PROGRESS');

    const trail = await call(demo, 'GET', `/api/applications/${daniel.id}/status-history`, { token });
    expect(trail.body.map((entry: { toStatus: string }) => entry.toStatus)).toEqual(['INVITED_FOR_AI_SCREENING', 'INTERVIEW_IN_PROGRESS']);
  });
});
