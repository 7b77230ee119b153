/**
 * The HTML sanitizer schema of all AI text (DECISIONS.md "Screening": URL allow-list AND an HTML
 * sanitizer). Raw HTML passes through rehype-raw (spec section 1) and then through this schema,
 * which is rehype-sanitize's GitHub-style `defaultSchema` made stricter:
 *
 * - elements: only what GitHub-flavoured markdown produces (headings, paragraphs, emphasis,
 *   lists and task lists, tables, code, blockquote, del/ins, links, images, footnotes, details)
 *   plus a few harmless inline tags. Everything else is unwrapped (its text stays, its tag goes);
 *   script, style, iframe, frame(set), object, embed, template, textarea, select, noscript,
 *   svg, math and friends are removed together with their content. Never allowed: form, input
 *   other than a disabled checkbox, button, meta, base, link, picture/source (srcset is not
 *   protocol-checked), audio, video.
 * - attributes: an explicit, short list. No event handlers (on*), no style, no class except
 *   the few GFM markers, no srcdoc / srcset / formaction / action / xlink:href / data / ping /
 *   itemtype / longdesc. ids and names are prefixed ('user-content-') so they cannot clobber
 *   the page's globals.
 * - protocols: href http(s)/irc(s)/mailto/xmpp, src and cite http(s) (relative always allowed by
 *   the sanitizer; urlTransform then drops protocol-relative '//host' addresses too).
 */
import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { SAFE_URL_PROTOCOLS } from './url';

const aria = ['ariaDescribedBy', 'ariaLabel', 'ariaLabelledBy'];

/** Elements kept (GFM output and harmless inline/phrasing tags). */
const ALLOWED_TAGS: readonly string[] = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'code',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'input', // task-list checkboxes only: see `required` and rehypeOnlyCheckboxInputs
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'tt',
  'u',
  'ul',
  'var',
];

/** Elements removed together with everything inside them (their text must not show either). */
const STRIPPED_TAGS: readonly string[] = [
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'option',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'head',
];

/** Attributes harmless on any kept element (no URLs, no handlers, no styling hooks). */
const GLOBAL_ATTRIBUTES = [
  'abbr',
  'align',
  'alt',
  'colSpan',
  'dateTime',
  'dir',
  'headers',
  'height',
  'id',
  'lang',
  'name',
  'rowSpan',
  'scope',
  'span',
  'start',
  'summary',
  'title',
  'vAlign',
  'value',
  'width',
];

export const markdownSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...ALLOWED_TAGS],
  strip: [...STRIPPED_TAGS],
  attributes: {
    a: [...aria, 'dataFootnoteBackref', 'dataFootnoteRef', ['className', 'data-footnote-backref'], 'href'],
    blockquote: ['cite'],
    code: [['className', /^language-[\w-]+$/]],
    del: ['cite'],
    dl: [...aria],
    h2: [['className', 'sr-only']],
    img: [...aria, 'src'],
    input: [['disabled', true], ['type', 'checkbox'], 'checked'],
    ins: ['cite'],
    li: [['className', 'task-list-item']],
    ol: [...aria, ['className', 'contains-task-list']],
    q: ['cite'],
    section: ['dataFootnotes', ['className', 'footnotes']],
    summary: [...aria],
    table: [...aria],
    ul: [...aria, ['className', 'contains-task-list']],
    '*': GLOBAL_ATTRIBUTES,
  },
  required: { input: { disabled: true, type: 'checkbox' } },
  protocols: {
    cite: ['http', 'https'],
    href: [...SAFE_URL_PROTOCOLS],
    src: ['http', 'https'],
  },
  clobber: ['ariaDescribedBy', 'ariaLabelledBy', 'id', 'name'],
  clobberPrefix: 'user-content-',
  allowComments: false,
  allowDoctypes: false,
};

/* A minimal view of hast (the package's types are not a direct dependency of the app). */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function isCheckbox(node: HastNode): boolean {
  const type = node.properties?.type;
  return typeof type === 'string' && type.trim().toLowerCase() === 'checkbox';
}

function dropNonCheckboxInputs(node: HastNode): void {
  if (!node.children) return;
  node.children = node.children.filter((child) => !(child.type === 'element' && child.tagName === 'input' && !isCheckbox(child)));
  for (const child of node.children) dropNonCheckboxInputs(child);
}

/**
 * Runs before the sanitizer: an `<input>` that is not a checkbox is removed outright (the
 * sanitizer's `required` rule would otherwise turn `<input type="text">` into a checkbox).
 * Checkboxes that remain are forced to `disabled` by the schema.
 */
export function rehypeOnlyCheckboxInputs() {
  return (tree: HastNode) => {
    dropNonCheckboxInputs(tree);
  };
}
