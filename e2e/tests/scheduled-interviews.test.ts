import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { PHONE, storeToken, useBrowser } from '../support/browser';
import { addCandidateViaApi } from '../support/candidates';
import { type CreatedJob, createJobViaApi } from '../support/jobs';
import { gone, onPath, text, toast, visible } from '../support/ui';

/** Issue #13 point 4: interviews booked from the candidate profile, seen in both views, moved and cancelled, with their .ics. */

interface Invitation {
  subject: string;
  ics: string;
}

/** The invite.ics mails to `to` in the outbox, oldest first, once there are `howMany` (the queue sends them in the background). */
async function invitationsTo(dataDir: string, to: string, howMany: number): Promise<Invitation[]> {
  const dir = path.join(dataDir, 'outbox');
  let found: Invitation[] = [];
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
        const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8').catch(() => '{}'))));
        found = mails
          .filter((mail) => mail.to === to && mail.attachments?.[0]?.filename === 'invite.ics')
          .map((mail) => ({ subject: mail.subject, ics: mail.attachments[0].content }));
        return found.length;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBeGreaterThanOrEqual(howMany);
  return found;
}

/** One property of an .ics, unfolded. */
const property = (ics: string, name: string) =>
  ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

async function newCandidate(baseUrl: string, token: string, job: CreatedJob) {
  const id = unique();
  const name = `Ines Interview${id.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const email = `ines.${id}@interview.example`;
  const row = await addCandidateViaApi(baseUrl, token, job.id, { candidateName: name, candidateEmail: email });
  return { id: row.id, name, email };
}

const entry = (page: Page | Locator, name: string) => page.getByRole('article', { name: new RegExp(`^${name}, `) });

describe('scheduled interviews', () => {
  describe('on a desktop', () => {
    const session = useBrowser({ viewport: { width: 1366, height: 900 } });
    let token = '';
    let job: CreatedJob;

    beforeAll(async () => {
      token = await loginViaApi(session.baseUrl, DEMO_ADMIN);
      job = await createJobViaApi(session.baseUrl, token);
    });

    it('books an interview from the candidate profile; the candidate gets the .ics and it shows in the list and the week', async () => {
      const { page, baseUrl, dataDir } = session;
      const candidate = await newCandidate(baseUrl, token, job);
      await storeToken(page, token);
      await page.goto(`/applications/${candidate.id}`);
      const card = page.getByRole('region', { name: 'Interviews' });
      await visible(text(card, 'No interviews scheduled'));
      await card.getByRole('button', { name: 'Schedule interview' }).click();

      // Tomorrow at 10:00 in the browser's zone, with the signed-in admin as interviewer, are the defaults.
      const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
      await visible(dialog.getByRole('checkbox', { name: new RegExp(DEMO_ADMIN.name) }));
      await expect.poll(() => dialog.getByRole('checkbox', { name: new RegExp(DEMO_ADMIN.name) }).isChecked()).toBe(true);
      await dialog.getByLabel(/^Place/).fill('Room 4.12, Main office');
      await dialog.getByLabel(/^Video link/).fill('https://meet.example.com/ines');
      await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
      await visible(toast(page, `Interview with ${candidate.name} scheduled.`));
      await gone(dialog);
      await visible(text(card, 'Room 4.12, Main office'));
      await visible(page.getByRole('region', { name: 'Status history' }).getByText(/Interview scheduled for /));

      const [invitation] = await invitationsTo(dataDir, candidate.email, 1);
      expect(property(invitation!.ics, 'METHOD')).toBe('REQUEST');
      expect(property(invitation!.ics, 'SEQUENCE')).toBe('0');
      expect(property(invitation!.ics, 'UID')).toMatch(/@kairox$/);

      await page.getByRole('link', { name: 'Scheduled Interviews' }).first().click();
      await onPath(page, '/scheduled-interviews');
      await page.getByLabel('Job', { exact: true }).selectOption(String(job.id));
      await visible(entry(page, candidate.name));
      await visible(text(entry(page, candidate.name), DEMO_ADMIN.name));

      await page.getByRole('button', { name: 'Week' }).click();
      const week = page.getByTestId('week-view');
      // The interview is tomorrow: in next week's view when today is Sunday.
      if (await page.evaluate(() => new Date().getDay() === 0)) await page.getByRole('button', { name: 'Next week' }).click();
      await visible(entry(week, candidate.name));
    });
  });

  describe('on a phone', () => {
    const session = useBrowser({ viewport: PHONE, isMobile: true, hasTouch: true });

    it('reschedules (same UID, SEQUENCE 1) and cancels (METHOD:CANCEL) from the list', async () => {
      const { page, baseUrl, dataDir } = session;
      const token = await loginViaApi(baseUrl, DEMO_ADMIN);
      const job = await createJobViaApi(baseUrl, token);
      const candidate = await newCandidate(baseUrl, token, job);
      const team = await apiRequest<Array<{ id: number; email: string }>>(baseUrl, 'GET', '/api/users', { token });
      const interviewer = team.find((member) => member.email === DEMO_ADMIN.userName)!;
      const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      await apiRequest(baseUrl, 'POST', '/api/scheduled-interviews', {
        token,
        json: {
          applicationId: candidate.id,
          date,
          time: '09:00',
          timeZone: 'UTC',
          durationMinutes: 30,
          videoUrl: 'https://meet.example.com/x',
          interviewerIds: [interviewer.id],
        },
      });
      const [first] = await invitationsTo(dataDir, candidate.email, 1);

      await storeToken(page, token);
      await page.goto(`/scheduled-interviews?jobId=${job.id}`);
      await page.getByRole('button', { name: `Reschedule the interview with ${candidate.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Reschedule interview' });
      await dialog.getByLabel(/^Duration/).selectOption('60');
      await dialog.getByRole('button', { name: 'Save and notify' }).click();
      await visible(toast(page, `Interview with ${candidate.name} rescheduled.`));
      const [, moved] = await invitationsTo(dataDir, candidate.email, 2);
      expect(property(moved!.ics, 'UID')).toBe(property(first!.ics, 'UID'));
      expect(property(moved!.ics, 'SEQUENCE')).toBe('1');
      expect(property(moved!.ics, 'DTEND')).toBe(`${date.replace(/-/g, '')}T100000Z`);

      await page.getByRole('button', { name: `Cancel the interview with ${candidate.name}` }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel interview' });
      await cancel.getByLabel(/^Reason/).fill('The position was filled.');
      await cancel.getByRole('button', { name: 'Cancel interview' }).click();
      await visible(toast(page, `The interview with ${candidate.name} was cancelled.`));
      await visible(text(page, 'No interviews scheduled'));
      const [, , cancelled] = await invitationsTo(dataDir, candidate.email, 3);
      expect([property(cancelled!.ics, 'METHOD'), property(cancelled!.ics, 'STATUS'), property(cancelled!.ics, 'SEQUENCE')]).toEqual([
        'CANCEL',
        'CANCELLED',
        '2',
      ]);
    });
  });
});
