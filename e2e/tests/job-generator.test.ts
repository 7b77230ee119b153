import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { field, gone, toast, visible } from '../support/ui';

/** Spec sections 2, 5 and 9: the AI Job Generator modal. */
const GENERATOR = 'AI Job Generator';
const PROMPT = 'What kind of job do you want to create?';
const STEP_2 = 'Job Details';
/** Spec section 9: the simulated generation takes 2 s. */
const GENERATOR_DELAY_MS = 2_000;

describe('AI Job Generator (/job-posting)', () => {
  const session = useBrowser();
  let token = '';

  beforeAll(async () => {
    token = await loginViaApi(session.baseUrl, DEMO_ADMIN);
  });

  it('enables Continue only for a prompt, Generate Job only with the five inputs, then fills the form after about 2 s without a server call', async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto('/job-posting');
    await visible(page.getByRole('heading', { level: 1, name: 'Create Job Posting' }));

    await page.getByRole('button', { name: GENERATOR }).click();
    const step1 = page.getByRole('dialog', { name: GENERATOR });
    await visible(step1);
    const prompt = field(step1, PROMPT);
    const continueButton = step1.getByRole('button', { name: 'Continue', exact: true });
    await visible(step1.getByRole('button', { name: 'Cancel', exact: true }));
    expect(await continueButton.isDisabled()).toBe(true);
    await prompt.fill('   ');
    expect(await continueButton.isDisabled()).toBe(true);
    await prompt.fill('A backend engineer to build and scale our payments platform');
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    await continueButton.click();

    const step2 = page.getByRole('dialog', { name: STEP_2 });
    await visible(step2);
    const generate = step2.getByRole('button', { name: 'Generate Job' });
    await visible(step2.getByRole('button', { name: 'Cancel', exact: true }));
    const stillDisabled = async (after: string) => expect(await generate.isDisabled(), `Generate Job after ${after}`).toBe(true);

    // Disabled until company name, experience level, required skills, salary range and work mode are filled.
    await stillDisabled('nothing');
    await field(step2, 'Company Name').fill('Globex Payments');
    await stillDisabled('company name');
    await field(step2, 'Experience Level').selectOption({ label: 'Senior (5-8 years)' });
    await stillDisabled('experience level');
    await field(step2, 'Required Skills').fill('TypeScript, Node.js, PostgreSQL');
    await stillDisabled('required skills');
    await field(step2, 'Salary Range').fill('$120,000 - $150,000');
    await stillDisabled('salary range');
    await field(step2, 'Company Name').fill('   ');
    await field(step2, 'Work Mode').selectOption('Remote');
    await stillDisabled('work mode with a blank company name');
    await field(step2, 'Company Name').fill('Globex Payments');
    // Team size and project type are marked required but not enforced.
    expect(await field(step2, 'Team Size').inputValue()).toBe('');
    expect(await field(step2, 'Project Type').inputValue()).toBe('');
    await expect.poll(() => generate.isEnabled()).toBe(true);

    // A local simulation: no call to the server while it generates.
    const serverCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/functions/') || pathname.startsWith('/api/')) serverCalls.push(pathname);
    });
    const startedAt = Date.now();
    await generate.click();
    await visible(step2.getByRole('button', { name: 'Generating...' }));
    await gone(step2, 10_000);
    const tookMs = Date.now() - startedAt;
    expect(tookMs).toBeGreaterThanOrEqual(GENERATOR_DELAY_MS - 100);
    expect(tookMs).toBeLessThan(GENERATOR_DELAY_MS + 3_000);
    expect(serverCalls).toEqual([]);
    await visible(toast(page, 'generated posting is in the form'));

    // The posting is in the form and reads like one: the role, the company, the skills, the salary.
    expect(await field(page, 'Job Title').inputValue()).toBe('Senior Backend Engineer');
    expect(await field(page, 'Department').inputValue()).toBe('engineering');
    const description = await field(page, 'Job Description').inputValue();
    const requirements = await field(page, 'Requirements').inputValue();
    expect(description).toContain('Globex Payments');
    expect(description).toContain('build and scale our payments platform');
    expect(description).toContain('$120,000 - $150,000');
    expect(description).not.toMatch(/lorem ipsum/i);
    expect(description.length).toBeGreaterThan(300);
    for (const skill of ['TypeScript', 'Node.js', 'PostgreSQL']) expect(requirements).toContain(skill);
    expect(requirements.split('\n').filter((line) => line.trim().startsWith('-')).length).toBeGreaterThanOrEqual(4);
  });

  it('Cancel closes the generator and leaves the form untouched', async () => {
    const { page } = session;
    await storeToken(page, token);
    await page.goto('/job-posting');
    await field(page, 'Job Title').fill('Keep this title');
    await page.getByRole('button', { name: GENERATOR }).click();
    const step1 = page.getByRole('dialog', { name: GENERATOR });
    await field(step1, PROMPT).fill('A product designer for our mobile app');
    await step1.getByRole('button', { name: 'Continue', exact: true }).click();
    const step2 = page.getByRole('dialog', { name: STEP_2 });
    await visible(step2);
    await step2.getByRole('button', { name: 'Cancel', exact: true }).click();
    await gone(step2);
    expect(await field(page, 'Job Title').inputValue()).toBe('Keep this title');

    // Opened again, it starts over at step 1 with an empty prompt.
    await page.getByRole('button', { name: GENERATOR }).click();
    await visible(page.getByRole('dialog', { name: GENERATOR }));
    expect(await field(page.getByRole('dialog', { name: GENERATOR }), PROMPT).inputValue()).toBe('');
  });
});
