import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type CalendarEvent } from './ics.js';

/**
 * No iCalendar parser is installed (neither ical.js nor node-ical), so the structure is checked by
 * hand with RFC 5545's rules: CRLF everywhere, lines of at most 75 octets, unfolding, components
 * nested and closed, and each property parsed into name, parameters and value.
 */
interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

function unfold(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  return text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
}

function parseProperty(line: string): Property {
  // The value starts at the first ':' outside a quoted parameter value.
  let quoted = false;
  let colon = -1;
  for (let index = 0; index < line.length && colon < 0; index += 1) {
    if (line[index] === '"') quoted = !quoted;
    else if (line[index] === ':' && !quoted) colon = index;
  }
  const [name, ...params] = line.slice(0, colon).match(/(?:[^;"]|"[^"]*")+/g)!;
  return {
    name: name!,
    params: Object.fromEntries(params.map((param) => param.split(/=(.*)/s).slice(0, 2) as [string, string])),
    value: line.slice(colon + 1),
  };
}

/** The VEVENT's properties, after checking the calendar's frame. */
function parseCalendar(text: string) {
  const properties = unfold(text).map(parseProperty);
  const names = properties.map((property) => `${property.name}:${property.name === 'BEGIN' || property.name === 'END' ? property.value : ''}`);
  expect(names[0]).toBe('BEGIN:VCALENDAR');
  expect(names.at(-1)).toBe('END:VCALENDAR');
  const begin = names.indexOf('BEGIN:VEVENT');
  const end = names.indexOf('END:VEVENT');
  expect(begin).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(begin);
  const calendar = new Map(properties.slice(1, begin).map((property) => [property.name, property.value]));
  expect(calendar.get('VERSION')).toBe('2.0');
  expect(calendar.get('PRODID')).toBeTruthy();
  const event = properties.slice(begin + 1, end);
  const one = (name: string) => {
    const found = event.filter((property) => property.name === name);
    expect(found, name).toHaveLength(1);
    return found[0]!;
  };
  return { method: calendar.get('METHOD'), event, one };
}

const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_match, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));

const base: CalendarEvent = {
  method: 'REQUEST',
  uid: '0f8fad5b-d9cb-469f-a165-70867728950e@kairox',
  sequence: 0,
  stamp: new Date('2026-04-20T12:34:56.789Z'),
  start: new Date('2026-05-04T08:00:00Z'),
  durationMinutes: 45,
  summary: 'Interview: Zoë Müller-Lüdenscheidt, Senior Backend Engineer; round 2',
  description: 'Planned for 2026-05-04 10:00 (Europe/Berlin).\nBring: a laptop, C:\\code\\demo',
  location: 'Room 4.12; Building A, Berlin',
  url: 'https://meet.example.com/abc-defg-hij?pwd=1,2',
  organizer: { name: 'Alex Morgan, Acme: Talent', email: 'alex.morgan@acme.example' },
  attendees: [
    { name: 'Zoë "Z" Müller', email: 'zoe@example.com' },
    { name: 'Sam Lee', email: 'sam.lee@acme.example' },
  ],
};

describe('buildCalendar', () => {
  it('writes a REQUEST with UTC times, escaped text, quoted names and attendees asked to reply', () => {
    const { method, one, event } = parseCalendar(buildCalendar(base));
    expect(method).toBe('REQUEST');
    expect(one('UID').value).toBe(base.uid);
    expect(one('SEQUENCE').value).toBe('0');
    expect(one('DTSTAMP').value).toBe('20260420T123456Z');
    expect(one('DTSTART').value).toBe('20260504T080000Z');
    expect(one('DTEND').value).toBe('20260504T084500Z');
    expect(one('STATUS').value).toBe('CONFIRMED');
    expect(one('SUMMARY').value).toBe('Interview: Zoë Müller-Lüdenscheidt\\, Senior Backend Engineer\\; round 2');
    expect(unescape(one('DESCRIPTION').value)).toBe(base.description);
    expect(unescape(one('LOCATION').value)).toBe(base.location);
    expect(one('URL').value).toBe(base.url);
    expect(one('ORGANIZER')).toEqual({ name: 'ORGANIZER', params: { CN: '"Alex Morgan, Acme: Talent"' }, value: 'mailto:alex.morgan@acme.example' });
    const attendees = event.filter((property) => property.name === 'ATTENDEE');
    expect(attendees.map((property) => property.value)).toEqual(['mailto:zoe@example.com', 'mailto:sam.lee@acme.example']);
    expect(attendees[0]!.params).toMatchObject({ CN: `"Zoë 'Z' Müller"`, RSVP: 'TRUE', PARTSTAT: 'NEEDS-ACTION', ROLE: 'REQ-PARTICIPANT' });
  });

  it('cancels with the same UID, a higher SEQUENCE, METHOD:CANCEL and STATUS:CANCELLED', () => {
    const { method, one, event } = parseCalendar(buildCalendar({ ...base, method: 'CANCEL', sequence: 3, location: null, url: null }));
    expect(method).toBe('CANCEL');
    expect(one('UID').value).toBe(base.uid);
    expect(one('SEQUENCE').value).toBe('3');
    expect(one('STATUS').value).toBe('CANCELLED');
    expect(event.some((property) => property.name === 'LOCATION' || property.name === 'URL')).toBe(false);
    expect(event.filter((property) => property.name === 'ATTENDEE').every((property) => !('RSVP' in property.params))).toBe(true);
  });

  it('folds long lines of multi-octet text without splitting a character', () => {
    const description = 'Ünïcödé ✓ '.repeat(40);
    const text = buildCalendar({ ...base, description });
    const { one } = parseCalendar(text);
    expect(unescape(one('DESCRIPTION').value)).toBe(description);
    expect(text).toContain('\r\n ');
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('keeps a line of 75 octets whole and starts each continuation with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(150))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });
});
