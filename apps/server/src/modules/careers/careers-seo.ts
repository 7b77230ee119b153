/**
 * What search engines read in a careers page's HTML before any script runs: the title, the meta
 * description, the canonical address, Open Graph tags and schema.org structured data (JSON-LD),
 * written into the web app's index.html. Every text comes from an organisation's staff and is
 * escaped for where it goes: HTML attributes and text, or JSON inside a <script> element.
 */

/** schema.org `employmentType` values (https://schema.org/employmentType, as Google reads them). */
type SchemaOrgEmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

const EMPLOYMENT_TYPES: Record<string, SchemaOrgEmploymentType> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  contract: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  temp: 'TEMPORARY',
  internship: 'INTERN',
  intern: 'INTERN',
  volunteer: 'VOLUNTEER',
  perdiem: 'PER_DIEM',
};

/** 'Full-time', 'full time', 'FULL_TIME' -> FULL_TIME; another text -> OTHER; none -> undefined. */
export function schemaOrgEmploymentType(text: string): SchemaOrgEmploymentType | undefined {
  const key = text.toLowerCase().replace(/[^a-z]/g, '');
  if (!key) return undefined;
  return EMPLOYMENT_TYPES[key] ?? 'OTHER';
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * JSON for a <script type="application/ld+json"> element: `<`, `>` and `&` as \u escapes, so no
 * text can close the element (`</script>`) or open a comment, and the line separators JavaScript
 * once refused; JSON readers decode them back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Plain text as HTML paragraphs (blank lines) and line breaks, escaped. */
function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** The first `max` characters of a text on one line, cut at a word with an ellipsis. */
export function summaryOf(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

export interface HiringOrganization {
  name: string;
  /** The organisation's own website, when its domain ID is a host name. */
  sameAs?: string;
  /** Absolute address of its logo. */
  logo?: string;
  /** The country of its registration, where remote jobs may be held from. */
  country?: string;
}

export interface JobPostingInput {
  id: number;
  title: string;
  description: string;
  requirements: string;
  location: string;
  employmentType: string;
  /** 'YYYY-MM-DD', the last day to apply. */
  cutoffDate: string;
  createdAt: Date;
  url: string;
  organization: HiringOrganization;
}

/** A location that names remote work (possibly with a region: 'Remote (Europe)'). */
const isRemote = (location: string) => /\bremote\b/i.test(location);

function locationOf(job: JobPostingInput): Record<string, unknown> {
  const country = job.organization.country || undefined;
  if (isRemote(job.location)) {
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(country ? { applicantLocationRequirements: { '@type': 'Country', name: country } } : {}),
    };
  }
  const address = {
    '@type': 'PostalAddress',
    ...(job.location ? { addressLocality: job.location } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
  return { jobLocation: { '@type': 'Place', address } };
}

/**
 * schema.org JobPosting (https://schema.org/JobPosting, Google's job posting guidelines). The
 * posting is valid through the end of its cutoff day Anywhere on Earth (UTC-12), the moment the
 * application assistant stops accepting it.
 */
export function jobPostingJsonLd(job: JobPostingInput): Record<string, unknown> {
  const { organization } = job;
  const requirements = plainTextToHtml(job.requirements);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: plainTextToHtml(job.description) + (requirements ? `<h3>Requirements</h3>${requirements}` : ''),
    identifier: { '@type': 'PropertyValue', name: organization.name, value: String(job.id) },
    datePosted: job.createdAt.toISOString(),
    validThrough: `${job.cutoffDate}T23:59:59-12:00`,
    ...(schemaOrgEmploymentType(job.employmentType) ? { employmentType: schemaOrgEmploymentType(job.employmentType) } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      ...(organization.sameAs ? { sameAs: organization.sameAs } : {}),
      ...(organization.logo ? { logo: organization.logo } : {}),
    },
    ...locationOf(job),
    url: job.url,
  };
}

/** schema.org ItemList of a careers page's open jobs, in the order shown. */
export function jobListJsonLd(jobs: Array<{ title: string; url: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'ItemList',
    itemListElement: jobs.map((job, index) => ({ '@type': 'ListItem', position: index + 1, url: job.url, name: job.title })),
  };
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute address; absent on pages that should not be indexed. */
  canonical?: string;
  /** A page that answers 404 or 410 asks not to be indexed. */
  noindex?: boolean;
  image?: string;
  themeColor?: string;
  feed?: { title: string; href: string };
  jsonLd?: Array<Record<string, unknown>>;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

function headTags(head: PageHead): string[] {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    head.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}" />`
      : '',
    head.themeColor ? meta('name', 'theme-color', head.themeColor) : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    head.image ? meta('property', 'og:image', head.image) : '',
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ].filter(Boolean);
}

/**
 * index.html with the page's own head: the app's title and description are replaced, the other
 * tags added before </head>. Replacements are functions, so a `$&` in a job title stays text.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const tags = headTags(head).join('\n    ');
  const html = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, () => '').replace(/<meta\s+name="description"[^>]*>\s*/i, () => '');
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  // A page without a head element (the parser opens one): the tags go first, after any doctype.
  return html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}${tags}`);
}
