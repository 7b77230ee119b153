/**
 * The machine-readable views of a careers site: a sitemap (https://www.sitemaps.org/protocol.html)
 * for search engines and an RSS 2.0 feed of open jobs for job boards and feed readers.
 */

/** Characters XML 1.0 cannot hold at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF): dropped. */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML element content and quoted attribute values. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHARACTER, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export interface SitemapEntry {
  url: string;
  lastModified?: Date;
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(url)}</loc>${lastmod}</url>`;
  });
  return [XML_DECLARATION, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export interface FeedChannel {
  title: string;
  /** The careers page. */
  link: string;
  description: string;
  /** The feed's own address (atom:link rel="self", which feed validators ask for). */
  self: string;
  builtAt: Date;
}

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  category?: string;
  publishedAt: Date;
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function itemXml(item: FeedItem): string {
  return [
    '    <item>',
    `      ${element('title', item.title)}`,
    `      ${element('link', item.link)}`,
    `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    `      ${element('pubDate', item.publishedAt.toUTCString())}`,
    item.category ? `      ${element('category', item.category)}` : '',
    `      ${element('description', item.description)}`,
    '    </item>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** RSS 2.0 (https://www.rssboard.org/rss-specification); dates in RFC 822 form. */
export function jobsRssXml(channel: FeedChannel, items: FeedItem[]): string {
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', channel.description)}`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml" />`,
    `    ${element('lastBuildDate', channel.builtAt.toUTCString())}`,
    ...items.map(itemXml),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
