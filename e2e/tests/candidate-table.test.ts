import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import {
  addCandidateViaApi,
  capitalized,
  getApplicationViaApi,
  letterTag,
  notesViaApi,
  statusHistoryViaApi,
  waitForResumeProcessed,
  type ApplicationRow,
} from '../support/candidates';
import { pdfFile, resumeText } from '../support/files';
import { count, field, gone, text, texts, toast, visible } from '../support/ui';
import { type CreatedJob, createJobViaApi } from '../support/jobs';

/** Spec sections 2, 4, 5 and 8: the job page's candidate table and its modals. */
const TEXTS = {
  reinviteHint: 'This reason will be recorded for audit purposes.',
  confirmDeleteNote: 'Are you sure you want to delete this note?',
  confirmDelete: (name: string) => `Are you sure you want to delete candidate ${name}? This action cannot be undone.`,
  noMatches: 'No candidates match your current filters.',
  aiProcessing: 'AI Processing...',
  noFeedback: 'No AI screening feedback found for this candidate.',
  noFeedbackHint: 'Feedback will appear here once the AI screening is completed.',
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} candidates`,
};

/** The six sorts of spec section 2 (the app adds 'Newest first' as its default order). */
const SORTS = ['Name (A-Z)', 'Name (Z-A)', 'Resume Score (Low-High)', 'Resume Score (High-Low)', 'Scorecard (Low-High)', 'Scorecard (High-Low)'];

interface Person {
  name: string;
  email: string;
}

function person(first: string, tag: string): Person {
  return { name: `${first} ${capitalized(tag)}`, email: `${first.toLowerCase()}.${tag}@table.example` };
}

const applicantOf = (who: Person) => ({ candidateName: who.name, candidateEmail: who.email });

/** A resume that has nothing to do with a software job, so screening scores it apart from the others. */
function unrelatedResume(who: Person): string {
  return resumeText({
    name: who.name,
    email: who.email,
    lines: ['SUMMARY', 'Pastry chef with 2 years in a family bakery.', 'SKILLS', 'Baking, cake decoration, customer service'],
  });
}

describe('job page candidate table', () => {
  const session = useBrowser();
  let token = '';
  /** Read-only job: three candidates whose order, statuses and texts the browsing test relies on. */
  let browseJob: CreatedJob;
  let browse: { aaron: Person; mila: Person; zoe: Person };
  let browseRows: ApplicationRow[] = [];
  /** Job for the tests that change candidates; each adds its own. */
  let workJob: CreatedJob;

  beforeAll(async () => {
    const { baseUrl } = session;
    token = await loginViaApi(baseUrl, DEMO_ADMIN);
    browseJob = await createJobViaApi(baseUrl, token, { title: `E2E Table Browse ${unique()}` });
    workJob = await createJobViaApi(baseUrl, token, { title: `E2E Table Work ${unique()}` });
    const tag = letterTag();
    browse = { aaron: person('Aaron', tag), mila: person('Mila', tag), zoe: person('Zoe', tag) };
    // Added in an order that is not alphabetical, so the name sorts visibly reorder the table.
    const mila = await addCandidateViaApi(baseUrl, token, browseJob.id, { ...applicantOf(browse.mila), status: 'SHORTLISTED' });
    const zoe = await addCandidateViaApi(
      baseUrl,
      token,
      browseJob.id,
      applicantOf(browse.zoe),
      await pdfFile(`zoe-${tag}.pdf`, unrelatedResume(browse.zoe)),
    );
    const aaron = await addCandidateViaApi(baseUrl, token, browseJob.id, { ...applicantOf(browse.aaron), status: 'APPLIED' });
    browseRows = await Promise.all([mila, zoe, aaron].map((row) => waitForResumeProcessed(baseUrl, token, row.id)));
  });

  async function openJob(page: Page, jobId: number): Promise<Locator> {
    await storeToken(page, token);
    await page.goto(`/jobs/${jobId}`);
    const rows = page.getByTestId('candidate-row');
    await visible(rows);
    return rows;
  }

  const header = (page: Page) => page.getByTestId('candidates-count');
  const headerText = async (page: Page) => (await header(page).innerText()).replace(/\s+/g, ' ').trim();
  const rowOf = (page: Page, who: Person) => page.getByTestId('candidate-row').filter({ hasText: who.email });
  const successToast = (page: Page, content: string | RegExp) =>
    page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: content });
  const firstCells = (rows: Locator) => rows.locator('td:first-child');

  /**
   * Opens a row's action menu and picks `action`. The menu closes on any scroll (by design), and
   * Playwright scrolls the trigger into view as part of a click, so scroll first and let the scroll
   * events pass before clicking.
   */
  async function rowAction(page: Page, who: Person, action: string): Promise<void> {
    const trigger = page.getByRole('button', { name: `Actions for ${who.name}` });
    await trigger.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await trigger.click();
    await page
      .getByRole('menu', { name: `Actions for ${who.name}` })
      .getByRole('menuitem', { name: action })
      .click();
  }

  it("shows 'Showing 1 to N of N candidates', narrows by search ('(n filtered)') and status, and sorts by name and score", async () => {
    const { page } = session;
    const rows = await openJob(page, browseJob.id);
    await count(rows, 3);
    await expect.poll(() => headerText(page)).toBe(TEXTS.showing(1, 3, 3));

    // Search by name (case-insensitive), then by email.
    const search = page.getByRole('searchbox', { name: 'Search candidates' });
    await search.fill(browse.mila.name.toLowerCase());
    await count(rows, 1);
    expect(await rows.first().innerText()).toContain(browse.mila.name);
    await expect.poll(() => headerText(page)).toBe(`${TEXTS.showing(1, 3, 3)} (1 filtered)`);
    await search.fill(browse.zoe.email);
    await count(rows, 1);
    expect(await rows.first().innerText()).toContain(browse.zoe.name);
    await search.fill('nobody-by-this-name');
    await visible(text(page, TEXTS.noMatches));
    await expect.poll(() => headerText(page)).toBe(`${TEXTS.showing(1, 3, 3)} (0 filtered)`);
    await search.fill('');
    await count(rows, 3);
    await expect.poll(() => headerText(page)).toBe(TEXTS.showing(1, 3, 3));

    // Status filter.
    const filter = page.getByRole('combobox', { name: 'Filter by status' });
    expect((await filter.locator('option').first().innerText()).trim()).toBe('All Statuses');
    await filter.selectOption({ label: 'Shortlisted' });
    await count(rows, 1);
    expect(await rows.first().innerText()).toContain(browse.mila.name);
    await visible(rows.first().getByText('Shortlisted', { exact: true }));
    await expect.poll(() => headerText(page)).toBe(`${TEXTS.showing(1, 3, 3)} (1 filtered)`);
    await filter.selectOption({ label: 'Applied' });
    await count(rows, 1);
    expect(await rows.first().innerText()).toContain(browse.aaron.name);
    await filter.selectOption({ label: 'Rejected' });
    await visible(text(page, TEXTS.noMatches));
    await filter.selectOption({ label: 'All Statuses' });
    await count(rows, 3);

    // Sorts: all six offered; names A-Z and Z-A reorder the rows.
    const sort = page.getByRole('combobox', { name: 'Sort candidates' });
    const offered = (await sort.locator('option').allInnerTexts()).map((label) => label.trim());
    for (const label of SORTS) expect(offered).toContain(label);
    const names = [browse.aaron.name, browse.mila.name, browse.zoe.name];
    await sort.selectOption({ label: 'Name (A-Z)' });
    await expect.poll(() => firstCells(rows).allInnerTexts()).toEqual(names);
    await sort.selectOption({ label: 'Name (Z-A)' });
    await expect.poll(() => firstCells(rows).allInnerTexts()).toEqual([...names].reverse());

    // Resume score sorts follow the shown percentages (candidates without a score go last).
    const shownScores = async () =>
      (await texts(page.getByTestId('resume-score'), 3)).map((cell) => (cell.endsWith('%') ? Number.parseFloat(cell) : null));
    const ordered = (scores: Array<number | null>, direction: 1 | -1) => {
      const numbers = scores.filter((score): score is number => score !== null);
      const missingLast = scores.indexOf(null) === -1 || scores.slice(scores.indexOf(null)).every((score) => score === null);
      return missingLast && numbers.every((score, index) => index === 0 || direction * (score - numbers[index - 1]!) >= 0);
    };
    await sort.selectOption({ label: 'Resume Score (High-Low)' });
    expect(ordered(await shownScores(), -1)).toBe(true);
    await sort.selectOption({ label: 'Resume Score (Low-High)' });
    expect(ordered(await shownScores(), 1)).toBe(true);
    const scores = browseRows.map((row) => row.score);
    if (scores.every((score) => typeof score === 'number')) {
      // Screening scored all three: the sort is by those numbers.
      const byScore = [...browseRows].sort((a, b) => a.score! - b.score!).map((row) => row.candidateName);
      if (new Set(scores).size === 3) await expect.poll(() => firstCells(rows).allInnerTexts()).toEqual(byScore);
    }
  });

  it('keeps the name and actions in view on a 1366 px screen while the table scrolls to its last columns', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1366, height: 768 });
    await openJob(page, browseJob.id);
    const row = rowOf(page, browse.mila);
    const table = page.getByRole('table', { name: 'Candidates' });
    await table.scrollIntoViewIfNeeded();
    // The table is wider than the page beside the sidebar: it scrolls sideways, the page does not.
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth > element.parentElement!.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await table.evaluate((element) => {
      element.parentElement!.scrollLeft = element.parentElement!.scrollWidth;
    });

    /** True when the element's middle is what a click there would reach (nothing sticky covers it). */
    const reachable = (locator: Locator) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (element === hit || element.contains(hit));
      });
    const nameCell = row.locator('td').first();
    await expect.poll(() => reachable(nameCell)).toBe(true);
    expect(await nameCell.innerText()).toContain(browse.mila.name);
    for (const control of [
      row.getByRole('button', { name: 'View Resume' }),
      row.getByRole('combobox', { name: `Change status for ${browse.mila.name}` }),
      row.getByRole('button', { name: `Actions for ${browse.mila.name}` }),
    ]) {
      expect(await reachable(control)).toBe(true);
    }
  });

  it("'View Resume' shows 'Resume for {name}' with the extracted text; 'View Feedback' opens 'AI Feedback for {name}'", async () => {
    const { page, baseUrl } = session;
    const rows = await openJob(page, browseJob.id);
    await count(rows, 3);
    const who = browse.aaron;
    const row = rowOf(page, who);

    await row.getByRole('button', { name: 'View Resume' }).click();
    const resume = page.getByRole('dialog', { name: `Resume for ${who.name}` });
    await visible(resume);
    const shown = resume.getByTestId('resume-text');
    await visible(shown);
    const resumeShown = await shown.innerText();
    expect(resumeShown).toContain(who.name);
    expect(resumeShown).toContain(who.email);
    expect(resumeShown).toContain('Northwind Labs');
    await resume.getByRole('button', { name: 'Close', exact: true }).click();
    await gone(resume);

    await row.getByRole('button', { name: 'View Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: `AI Feedback for ${who.name}` });
    await visible(feedback);
    const aaron = browseRows.find((candidate) => candidate.candidateEmail === who.email)!;
    const stored = (await notesViaApi(baseUrl, token, aaron.id)).filter((note) => note.noteType === 'resume-feedback');
    if (stored.length > 0) {
      // The screening's markdown, rendered (its first line is a heading, shown as one).
      const firstLine = stored
        .at(-1)!
        .note.split('\n')
        .find((line) => line.trim())!
        .trim();
      const markdown = feedback.getByTestId('markdown-view');
      await visible(markdown);
      const heading = /^#{1,6}\s+(.*)$/.exec(firstLine)?.[1];
      if (heading) {
        await visible(markdown.getByRole('heading', { name: heading.trim() }).first());
        // Not shown as source text.
        expect(await markdown.innerText()).not.toContain(firstLine);
      } else {
        await visible(markdown.getByText(firstLine.replace(/[*_`]/g, '').slice(0, 40)).first());
      }
    } else {
      await visible(text(feedback, TEXTS.noFeedback));
      await visible(text(feedback, TEXTS.noFeedbackHint));
    }
  });

  it('changes a status with the dropdown, and reinvites only with a reason (recorded in the audit trail)', async () => {
    const { page, baseUrl } = session;
    const who = person('Sasha', letterTag());
    const created = await addCandidateViaApi(baseUrl, token, workJob.id, applicantOf(who));
    await openJob(page, workJob.id);
    const row = rowOf(page, who);
    await visible(row);
    const dropdown = page.getByRole('combobox', { name: `Change status for ${who.name}` });

    await dropdown.selectOption('SHORTLISTED');
    await visible(successToast(page, who.name));
    await visible(row.getByText('Shortlisted', { exact: true }));

    // Reinvite: the dialog asks for a reason; submit stays disabled while it is blank.
    await dropdown.selectOption('REINVITED_FOR_AI_SCREENING');
    const dialog = page.getByRole('dialog', { name: 'Reinvite for AI Screening' });
    await visible(dialog);
    await visible(text(dialog, TEXTS.reinviteHint));
    const submit = dialog.getByRole('button', { name: 'Reinvite Candidate' });
    expect(await submit.isDisabled()).toBe(true);
    const reason = dialog.getByRole('textbox');
    await reason.fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    // Cancel sends nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
    expect((await getApplicationViaApi(baseUrl, token, created.id)).status).toBe('SHORTLISTED');

    await dropdown.selectOption('REINVITED_FOR_AI_SCREENING');
    await visible(dialog);
    await reason.fill('  Lost connection during the interview.  ');
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await gone(dialog);
    await visible(successToast(page, /reinvited/i));
    await visible(row.getByText('Reinvited For AI Screening', { exact: true }));

    expect((await getApplicationViaApi(baseUrl, token, created.id)).status).toBe('REINVITED_FOR_AI_SCREENING');
    const history = await statusHistoryViaApi(baseUrl, token, created.id);
    expect(history.map((entry) => entry.toStatus).slice(-2)).toEqual(['SHORTLISTED', 'REINVITED_FOR_AI_SCREENING']);
    expect(history.at(-1)!.reason).toBe('Lost connection during the interview.');
  });

  it("flags a candidate who applied to another job as 'Duplicate', lists the match and marks it Duplicate", async () => {
    const { page, baseUrl } = session;
    const who = person('Noor', letterTag());
    const otherJob = await createJobViaApi(baseUrl, token, { title: `E2E Table Earlier ${unique()}` });
    const earlier = await addCandidateViaApi(baseUrl, token, otherJob.id, applicantOf(who));
    await addCandidateViaApi(baseUrl, token, workJob.id, applicantOf(who));
    await openJob(page, workJob.id);
    const row = rowOf(page, who);
    await visible(row);

    await row.getByRole('button', { name: `${who.name} matches 1 other application: show duplicates` }).click();
    const dialog = page.getByRole('dialog', { name: `Possible duplicates of ${who.name}` });
    await visible(dialog);
    await visible(text(dialog, 'Applications in your organisation with the same email, phone or resume file.'));
    const match = dialog.getByTestId('duplicate');
    await count(match, 1);
    const matchText = (await match.innerText()).replace(/\s+/g, ' ');
    expect(matchText).toContain(otherJob.title);
    expect(matchText).toMatch(/Matched on: Email\b/);

    await match.getByRole('button', { name: 'Mark this one as Duplicate' }).click();
    await visible(successToast(page, `${who.name}'s application for ${otherJob.title} was marked as Duplicate.`));
    await visible(match.getByRole('button', { name: 'Marked as Duplicate' }));
    expect(await match.getByRole('button', { name: 'Marked as Duplicate' }).isDisabled()).toBe(true);
    expect((await getApplicationViaApi(baseUrl, token, earlier.id)).status).toBe('DUPLICATE');

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await gone(dialog);
  });

  it("adds a note, lists it, and deletes it after 'Are you sure you want to delete this note?'", async () => {
    const { page, baseUrl } = session;
    const who = person('Noel', letterTag());
    const created = await addCandidateViaApi(baseUrl, token, workJob.id, applicantOf(who));
    await openJob(page, workJob.id);
    await visible(rowOf(page, who));

    await rowAction(page, who, 'Add Note');
    const add = page.getByRole('dialog', { name: `Add Note for ${who.name}` });
    await visible(add);
    const save = add.getByRole('button', { name: 'Save Note' });
    expect(await save.isDisabled()).toBe(true);
    const content = `Strong portfolio, follow up on references ${unique()}`;
    await add.getByRole('textbox').fill(`  ${content}  `);
    await save.click();
    await visible(toast(page, 'Note added successfully!'));
    await gone(add);

    await rowAction(page, who, 'View Notes');
    const list = page.getByRole('dialog', { name: `Notes for ${who.name}` });
    await visible(list);
    const notes = list.getByTestId('note');
    await count(notes, 1);
    expect(await notes.first().innerText()).toContain(content);

    await notes.first().getByRole('button', { name: 'Delete note' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Note' });
    await visible(confirm);
    await visible(text(confirm, TEXTS.confirmDeleteNote));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(toast(page, 'Note deleted successfully!'));
    await gone(confirm);
    await count(notes, 0);
    await visible(text(list, 'No notes yet for this candidate.'));
    expect((await notesViaApi(baseUrl, token, created.id)).filter((note) => note.noteType !== 'resume-feedback')).toEqual([]);
  });

  it("edits a candidate's name, email and phone", async () => {
    const { page, baseUrl } = session;
    const tag = letterTag();
    const who = person('Edie', tag);
    const created = await addCandidateViaApi(baseUrl, token, workJob.id, applicantOf(who));
    await openJob(page, workJob.id);
    await visible(rowOf(page, who));

    await rowAction(page, who, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Candidate' });
    await visible(dialog);
    const renamed = { name: `Edith ${capitalized(tag)}`, email: `edith.${tag}@table.example` };
    await field(dialog, 'Candidate Name').fill(renamed.name);
    await field(dialog, 'Email').fill(renamed.email);
    await field(dialog, 'Phone').fill('+14155550188');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await gone(dialog);
    await visible(rowOf(page, renamed).getByText(renamed.name, { exact: true }));
    expect(await getApplicationViaApi(baseUrl, token, created.id)).toMatchObject({
      candidateName: renamed.name,
      candidateEmail: renamed.email,
      candidatePhone: '+14155550188',
    });
  });

  it("deletes a candidate after 'Are you sure you want to delete candidate {name}? This action cannot be undone.'", async () => {
    const { page, baseUrl } = session;
    const who = person('Dana', letterTag());
    const created = await addCandidateViaApi(baseUrl, token, workJob.id, applicantOf(who));
    const rows = await openJob(page, workJob.id);
    await visible(rowOf(page, who));
    const total = Number(/of (\d+) candidates/.exec(await headerText(page))?.[1]);
    expect(total).toBeGreaterThanOrEqual(1);

    await rowAction(page, who, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete Candidate' });
    await visible(confirm);
    await visible(text(confirm, TEXTS.confirmDelete(who.name)));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(successToast(page, who.name));
    await gone(confirm);
    await count(rowOf(page, who), 0);
    await expect.poll(() => headerText(page)).toBe(TEXTS.showing(1, total - 1, total - 1));
    expect(await rows.count()).toBe(total - 1);
    await expect(getApplicationViaApi(baseUrl, token, created.id)).rejects.toMatchObject({ status: 404 });
  });

  it("shows 'AI Processing...' while a fresh resume is PROCESSING, and the feedback link once processing has finished", async () => {
    const { page, baseUrl } = session;
    const who = person('Pax', letterTag());
    await storeToken(page, token);
    // Record every in-flight text the table shows, however briefly.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { __inFlight: Set<string> }).__inFlight = seen;
      new MutationObserver(() => {
        for (const cell of Array.from(document.querySelectorAll('[data-testid="candidate-row"] td'))) {
          const value = (cell.textContent ?? '').trim();
          if (value === 'AI Processing...' || value === 'Queued for AI...') seen.add(value);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // Until the first page has been seen, the server's answer says PROCESSING for this candidate:
    // processing a one-page PDF usually takes less time than the page needs to load.
    let holdProcessing = true;
    await page.route(
      (url) => url.pathname === `/api/applications/applicants/${workJob.id}`,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { content: Array<{ candidateEmail: string; resumeStatus: string }> };
        if (holdProcessing) {
          for (const row of body.content) if (row.candidateEmail === who.email) row.resumeStatus = 'PROCESSING';
        }
        await route.fulfill({ response, json: body });
      },
    );

    const created = await addCandidateViaApi(baseUrl, token, workJob.id, applicantOf(who));
    await page.goto(`/jobs/${workJob.id}`);
    const row = rowOf(page, who);
    await visible(row);
    await visible(row.getByText(TEXTS.aiProcessing, { exact: true }));
    expect(await row.getByRole('button', { name: 'View Feedback' }).count()).toBe(0);

    // The table keeps polling while a resume is in flight; once processing is over it shows the link.
    const processed = await waitForResumeProcessed(baseUrl, token, created.id);
    holdProcessing = false;
    if (processed.resumeStatus === 'COMPLETED') await visible(row.getByRole('button', { name: 'View Feedback' }), 15_000);
    else await visible(row.getByText('Processing failed'), 15_000);
    await count(row.getByText(TEXTS.aiProcessing, { exact: true }), 0);
    const inFlight = await page.evaluate(() => [...(window as unknown as { __inFlight: Set<string> }).__inFlight]);
    expect(inFlight).toContain(TEXTS.aiProcessing);
  });
});
