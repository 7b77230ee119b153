import { describe, expect, it } from 'vitest';
import { escapeXml, jobsRssXml, sitemapXml } from './careers-feeds.js';

describe('sitemap and RSS feed', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`</title><x a="1">'&'\u0001\uFFFE`)).toBe('&lt;/title&gt;&lt;x a=&quot;1&quot;&gt;&apos;&amp;&apos;');
  });

  it('writes a sitemap of absolute addresses with their last change', () => {
    const xml = sitemapXml([
      { url: 'https://x.example/careers/a?b=1&c=2', lastModified: new Date('2030-02-03T10:00:00Z') },
      { url: 'https://x.example/careers/a/jobs/1' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://x.example/careers/a?b=1&amp;c=2</loc><lastmod>2030-02-03</lastmod></url>',
        '  <url><loc>https://x.example/careers/a/jobs/1</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes RSS 2.0 items with permalink guids and RFC 822 dates', () => {
    const xml = jobsRssXml(
      {
        title: 'Jobs at A & B',
        link: 'https://x.example/careers/a',
        description: 'Open positions',
        self: 'https://x.example/careers/a/jobs.xml',
        builtAt: new Date('2030-01-01T00:00:00Z'),
      },
      [
        {
          title: '<b>Dev</b>',
          link: 'https://x.example/careers/a/jobs/1',
          description: 'Berlin',
          category: 'R&D',
          publishedAt: new Date('2030-01-02T12:00:00Z'),
        },
      ],
    );
    expect(xml).toContain('<title>Jobs at A &amp; B</title>');
    expect(xml).toContain('<atom:link href="https://x.example/careers/a/jobs.xml" rel="self" type="application/rss+xml" />');
    expect(xml).toContain('<lastBuildDate>Tue, 01 Jan 2030 00:00:00 GMT</lastBuildDate>');
    expect(xml).toContain('<title>&lt;b&gt;Dev&lt;/b&gt;</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://x.example/careers/a/jobs/1</guid>');
    expect(xml).toContain('<pubDate>Wed, 02 Jan 2030 12:00:00 GMT</pubDate>');
    expect(xml).toContain('<category>R&amp;D</category>');
  });
});
