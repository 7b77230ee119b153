import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../testing/api.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { DEMO_ADMIN } from './demo-accounts.js';
import { DEMO_CANDIDATES } from './demo-candidates.js';

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
  candidateName: string;
  status: string;
  resumeStatus: string;
}

async function demoCandidates(): Promise<Array<Row & { jobStatus: string }>> {
  const jobs = await call(demo, 'GET', '/functions/V1/jobs?size=100', { token });
  const rows: Array<Row & { jobStatus: string }> = [];
  for (const job of jobs.body.jobs as Array<{ id: number; status: string }>) {
    const page = await call(demo, 'GET', `/api/applications/applicants/${job.id}?size=100`, { token });
    rows.push(...(page.body.content as Row[]).map((row) => ({ ...row, jobStatus: job.status })));
  }
  return rows;
}

describe('demo candidates', () => {
  it('gives the active and closed demo jobs candidates in several statuses, with real resumes that get processed', async () => {
    let rows = await demoCandidates();
    expect(rows).toHaveLength(DEMO_CANDIDATES.length);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.jobStatus))).toEqual(new Set(['ACTIVE', 'CLOSED']));
    for (const status of ['APPLIED', 'SHORTLISTED', 'INVITED_FOR_AI_SCREENING', 'REJECTED', 'INTERVIEW_IN_PROGRESS', 'QUALIFIED']) {
      expect(
        rows.map((row) => row.status),
        status,
      ).toContain(status);
    }

    const deadline = Date.now() + 100_000;
    while (rows.some((row) => row.resumeStatus !== 'COMPLETED') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rows = await demoCandidates();
    }
    expect(rows.map((row) => row.resumeStatus)).toEqual(rows.map(() => 'COMPLETED'));

    const sample = rows[0]!;
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
});
