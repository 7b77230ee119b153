import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpTenant } from '../../testing/api.js';
import { makePdf, upload } from '../../testing/fixtures.js';
import { createJob } from '../../testing/tenants.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Issue #10: mass-uploaded candidates are named from their resume, never its headline. */

let app: TestApp;
let tenant: { orgId: number; token: string };
let otherTenant: { orgId: number; token: string };
let jobId: number;

beforeAll(async () => {
  app = await createTestApp();
  tenant = await signUpTenant(app, { name: 'Alpha', slug: 'alpha', domainId: 'alpha.io', adminEmail: 'admin@alpha.io' });
  otherTenant = await signUpTenant(app, { name: 'Beta', slug: 'beta', domainId: 'beta.io', adminEmail: 'admin@beta.io' });
  jobId = await createJob(app, tenant.token, 'Head Chef');
});

afterAll(async () => {
  await app?.close();
});

async function massUpload(files: Array<[Uint8Array, string]>): Promise<number[]> {
  const answer = await upload(
    app,
    '/api/applications/mass-upload',
    [{ name: 'jobId', value: String(jobId) }, ...files.map(([bytes, fileName]) => ({ name: 'files', bytes, fileName, type: 'application/pdf' }))],
    { token: tenant.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.accepted.map((entry: { applicationId: number }) => entry.applicationId);
}

async function processed(id: number) {
  // The first resume also waits for an extraction child to start: seconds on a loaded machine.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const answer = await call(app, 'GET', `/api/applications/${id}`, { token: tenant.token });
    if (answer.body.resumeStatus === 'COMPLETED' || answer.body.resumeStatus === 'FAILED') return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`application ${id} was not processed in time`);
}

// Long enough to be screened (a resume of fewer than 12 words ends FAILED as unreadable).
const KITCHEN_EXPERIENCE =
  'Head chef for eight years in hotel kitchens: menu planning, food cost control, HACCP food safety, ' +
  'training line cooks and running banquets for up to 400 guests.';

describe('mass upload: fields from the resume', () => {
  it('names the candidate from the resume, not its headline, and stores the parsed profile', async () => {
    const headlineFirst = await makePdf(
      `Chef\nMaria Keller\nmaria.keller@example.com | +49 30 1234567 | Berlin, Germany\nlinkedin.com/in/maria-keller\nSUMMARY\n${KITCHEN_EXPERIENCE}\nEXPERIENCE\nHead Chef, Hotel Adlon, 2016 - 2024`,
    );
    const [id] = await massUpload([[headlineFirst, 'CHEF_11444536.pdf']]);
    const application = await processed(id!);
    expect(application).toMatchObject({
      resumeStatus: 'COMPLETED',
      candidateName: 'Maria Keller',
      candidateEmail: 'maria.keller@example.com',
      candidatePhone: '+49 30 1234567',
      profile: {
        name: 'Maria Keller',
        email: 'maria.keller@example.com',
        phone: '+49 30 1234567',
        phoneCountry: 'DE',
        location: 'Berlin, Germany',
        links: { linkedin: 'https://linkedin.com/in/maria-keller', github: null, portfolio: null },
        language: 'en',
      },
    });
    expect(application.profile.totalYears).toBeGreaterThanOrEqual(8);

    // Another tenant cannot read it: exactly like a missing application.
    const foreign = await call(app, 'GET', `/api/applications/${id}`, { token: otherTenant.token });
    const missing = await call(app, 'GET', '/api/applications/999999999', { token: otherTenant.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  it('keeps the file name without extension when the resume names nobody', async () => {
    const nameless = await makePdf(`SALES ASSOCIATE\nSummary\n${KITCHEN_EXPERIENCE}\nSkills\nCustomer service, cash handling`);
    const [id] = await massUpload([[nameless, 'SALES_27624540.pdf']]);
    expect(await processed(id!)).toMatchObject({
      resumeStatus: 'COMPLETED',
      candidateName: 'SALES_27624540',
      candidateEmail: null,
      candidatePhone: null,
      profile: { name: null, email: null, phone: null },
    });
  });
});
