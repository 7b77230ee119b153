import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNothingDangerous } from './assert-safe';
import { Markdown, preloadMarkdown } from './markdown';
import { EXTERNAL_LINK_REL } from './markdown-renderer';
import { XSS_VECTORS } from './xss-vectors';

// Loaded once up front, every render below is synchronous (markdown-loading.test.tsx covers the loading).
beforeAll(async () => {
  await preloadMarkdown();
});

function renderMarkdown(source: string) {
  const { container } = render(<Markdown data-testid="md">{source}</Markdown>);
  return { root: screen.getByTestId('md'), container };
}

describe('Markdown: known XSS vectors', () => {
  const alert = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('alert', alert);
    delete (window as unknown as Record<string, unknown>).__xss;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has at least 30 vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_VECTORS)('%s: nothing dangerous reaches the DOM', (_name, source) => {
    const { root } = renderMarkdown(source);
    expectNothingDangerous(root);
    expect(alert).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>).__xss).toBeUndefined();
    // Nothing escaped into the rest of the document either.
    expect(document.head.querySelector('base, meta[http-equiv], link[href*="evil"]')).toBeNull();
  });

  it('removes script and style bodies entirely instead of showing them', () => {
    const { root } = renderMarkdown('before<script>window.__xss = 1</script><style>body{display:none}</style>after');
    expect(root).toHaveTextContent('beforeafter');
    expect(root.textContent).not.toContain('__xss');
    expect(root.textContent).not.toContain('display:none');
  });

  it('keeps the words of a refused link, without a link', () => {
    const { root } = renderMarkdown('[Click me](javascript:alert(1)) and <a href="//evil.com">there</a>');
    expect(root).toHaveTextContent('Click me and there');
    expect(root.querySelectorAll('a')).toHaveLength(0);
  });

  it('drops the refused address instead of leaving an empty one', () => {
    const { root } = renderMarkdown('![pixel](//evil.com/p.gif) <img src="javascript:alert(1)" alt="raw">');
    expect(root.querySelectorAll('[src=""]')).toHaveLength(0);
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(root).toHaveTextContent('pixel raw');
  });

  it('turns any raw input into nothing, or a disabled checkbox', () => {
    const { root } = renderMarkdown('<input type="checkbox" checked> <input type="password"> <input>');
    const inputs = root.querySelectorAll('input');
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toBeDisabled();
    expect(inputs[0]).toBeChecked();
  });

  it('prefixes ids and names so they cannot clobber globals', () => {
    const { root } = renderMarkdown('<a id="location" name="cookie" href="https://ok.example">x</a>');
    const link = root.querySelector('a')!;
    expect(link.id).toBe('user-content-location');
    expect(link.getAttribute('name')).toBe('user-content-cookie');
  });

  it('drops class names other than the GFM markers', () => {
    const { root } = renderMarkdown('<div class="fixed inset-0 z-50">x</div><code class="language-js fixed">y</code>');
    expect(root.querySelector('div')).toHaveTextContent('x');
    expect(root.querySelector('div')).not.toHaveAttribute('class');
    expect(root.querySelector('.fixed, .inset-0, .z-50')).toBeNull();
    expect(root.querySelector('code')).toHaveClass('language-js');
  });
});

describe('Markdown: GitHub-flavoured markdown', () => {
  it('renders headings, emphasis, strikethrough and paragraphs', () => {
    const { root } = renderMarkdown('# Summary\n\n## Strengths\n\nThis is **strong**, *emphasised* and ~~struck~~.');
    expect(within(root).getByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(within(root).getByRole('heading', { level: 2, name: 'Strengths' })).toBeInTheDocument();
    expect(root.querySelector('strong')).toHaveTextContent('strong');
    expect(root.querySelector('em')).toHaveTextContent('emphasised');
    expect(root.querySelector('del')).toHaveTextContent('struck');
  });

  it('renders lists and task lists with disabled checkboxes', () => {
    const { root } = renderMarkdown('- React\n- TypeScript\n  1. nested\n\n- [x] done\n- [ ] todo');
    expect(within(root).getAllByRole('list').length).toBeGreaterThanOrEqual(2);
    expect(within(root).getByText('React').closest('li')).toBeInTheDocument();
    const boxes = within(root).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).not.toBeChecked();
    for (const box of boxes) expect(box).toBeDisabled();
  });

  it('renders tables with their alignment', () => {
    const { root } = renderMarkdown('| Skill | Score |\n| :--- | ---: |\n| React | 9 |\n| SQL | 7 |');
    const table = within(root).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Skill', 'Score']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('9')).toHaveStyle({ textAlign: 'right' });
    expect(within(table).getByText('React')).toHaveStyle({ textAlign: 'left' });
  });

  it('keeps only real alignments on raw table cells', () => {
    const { root } = renderMarkdown('<table><tr><td align="center">a</td><td align="left;background:red">b</td></tr></table>');
    expect(within(root).getByText('a')).toHaveStyle({ textAlign: 'center' });
    expect(within(root).getByText('b')).not.toHaveAttribute('style');
  });

  it('renders inline code, fenced code with its language, and blockquotes', () => {
    const { root } = renderMarkdown('Use `npm test`.\n\n```ts\nconst a = 1 < 2;\n```\n\n> Quoted <b>bold</b>');
    expect(within(root).getByText('npm test').tagName).toBe('CODE');
    const block = root.querySelector('pre code')!;
    expect(block).toHaveClass('language-ts');
    expect(block).toHaveTextContent('const a = 1 < 2;');
    expect(root.querySelector('blockquote b')).toHaveTextContent('bold');
  });

  it('keeps allowed links, opening external ones in a new tab without opener or referrer', () => {
    const { root } = renderMarkdown(
      '[site](https://example.com/jobs) [plain](http://example.com) [mail](mailto:hr@example.com) [chat](xmpp:hr@example.com) ' +
        '[irc](ircs://irc.example.com/room) [rel](/jobs/42) [frag](#top) https://auto.example.com ' +
        '<a href="https://raw.example.com" target="_self" rel="opener">raw</a>',
    );
    const link = (name: string) => within(root).getByRole('link', { name });
    expect(link('site')).toHaveAttribute('href', 'https://example.com/jobs');
    expect(link('plain')).toHaveAttribute('href', 'http://example.com');
    expect(link('mail')).toHaveAttribute('href', 'mailto:hr@example.com');
    expect(link('chat')).toHaveAttribute('href', 'xmpp:hr@example.com');
    expect(link('irc')).toHaveAttribute('href', 'ircs://irc.example.com/room');
    expect(link('rel')).toHaveAttribute('href', '/jobs/42');
    expect(link('https://auto.example.com')).toHaveAttribute('href', 'https://auto.example.com');
    for (const name of ['site', 'plain', 'mail', 'rel', 'raw', 'https://auto.example.com']) {
      expect(link(name)).toHaveAttribute('target', '_blank');
      expect(link(name)).toHaveAttribute('rel', EXTERNAL_LINK_REL);
    }
    expect(link('frag')).toHaveAttribute('href', '#top');
    expect(link('frag')).not.toHaveAttribute('target');
  });

  it('keeps relative and https images, without sending a referrer', () => {
    const { root } = renderMarkdown(
      '![chart](images/chart.png) ![logo](/static/logo.png "Logo") <img src="https://cdn.example.com/a.png" alt="raw">',
    );
    const images = within(root).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['images/chart.png', '/static/logo.png', 'https://cdn.example.com/a.png']);
    expect(images[1]).toHaveAttribute('title', 'Logo');
    for (const img of images) expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('passes harmless raw HTML through', () => {
    const { root } = renderMarkdown('<details><summary>More</summary><p>Hidden <kbd>Ctrl</kbd> <sub>2</sub></p></details>');
    expect(root.querySelector('details summary')).toHaveTextContent('More');
    expect(root.querySelector('kbd')).toHaveTextContent('Ctrl');
    expect(root.querySelector('sub')).toHaveTextContent('2');
  });

  it('renders nothing for empty input and tolerates null', () => {
    const { root } = renderMarkdown('');
    expect(root).toBeEmptyDOMElement();
    render(<Markdown data-testid="nullish">{null}</Markdown>);
    expect(screen.getByTestId('nullish')).toBeEmptyDOMElement();
  });
});
