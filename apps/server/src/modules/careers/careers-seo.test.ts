import { describe, expect, it } from 'vitest';
import { escapeHtml, jobPostingJsonLd, schemaOrgEmploymentType, scriptSafeJson, summaryOf, withPageHead } from './careers-seo.js';

const JOB = {
  id: 7,
  title: 'Engineer',
  description: 'Line one\nline two\n\nNext',
  requirements: '',
  location: 'Remote (Europe)',
  employmentType: 'Full-time',
  cutoffDate: '2030-05-31',
  createdAt: new Date('2030-01-02T03:04:05Z'),
  url: 'https://jobs.example.com/careers/acme/jobs/7',
  organization: { name: 'Acme', country: '' },
};

describe('JSON-LD and the page head', () => {
  it('maps employment types to schema.org values', () => {
    expect(['Full-time', 'part time', 'CONTRACT', 'Internship', 'Seasonal', ''].map(schemaOrgEmploymentType)).toEqual([
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'INTERN',
      'OTHER',
      undefined,
    ]);
  });

  it('keeps JSON inside a script element: no </script>, no comment opener, and it parses back', () => {
    const value = { title: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('writes a remote job without a place and its description as escaped paragraphs', () => {
    const posting = jobPostingJsonLd(JOB);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      description: '<p>Line one<br>line two</p><p>Next</p>',
      validThrough: '2030-05-31T23:59:59-12:00',
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('applicantLocationRequirements');
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Acme' });
  });

  it("replaces the app's title and description, and a `$&` in a text stays text", () => {
    const html = withPageHead('<html><head><meta name="description" content="app" /><title>Kairox</title></head><body></body></html>', {
      title: 'A $& "B"',
      description: "it's <new>",
    });
    expect(html).toContain('<title>A $&amp; &quot;B&quot;</title>');
    expect(html).toContain('<meta name="description" content="it&#39;s &lt;new&gt;" />');
    expect(html).not.toContain('Kairox');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    expect(withPageHead('<!doctype html><div id="root"></div>', { title: 'T', description: 'D' })).toMatch(/^<!doctype html><title>T<\/title>/);
  });

  it('escapes HTML and cuts summaries at a word', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(summaryOf('one two three four', 12)).toBe('one two…');
    expect(summaryOf('  short\n text ', 12)).toBe('short text');
  });
});
