/**
 * iCalendar (RFC 5545) invitations in the iTIP way (RFC 5546): METHOD:REQUEST for a new or changed
 * event, METHOD:CANCEL for a cancelled one. One event per calendar; calendar programs match updates
 * by UID and take the highest SEQUENCE.
 *
 * Times are written in UTC (`DTSTART:20260504T080000Z`), which every calendar program reads and
 * shows in its user's zone, so no VTIMEZONE block (the zone's rules) has to be written; the zone the
 * interview was planned in is named in the description (docs/decisions.md).
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const PRODUCT_ID = '-//Kairox//Interview scheduling//EN';

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value (CN): quoted, as it may hold ':' ';' ','; a quoted value cannot hold a double
 * quote or a line break (RFC 5545 3.1), so those become a single quote and a space.
 */
function paramValue(value: string): string {
  return `"${value.replace(/"/g, "'").replace(/[\r\n]+/g, ' ')}"`;
}

/**
 * Folds a content line after at most 75 octets (RFC 5545 3.1): each continuation line starts with
 * one space, and a character of several UTF-8 octets is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** 20260504T080000Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function person(property: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson, params: string[] = []): string {
  return `${property};${[`CN=${paramValue(who.name)}`, ...params].join(';')}:mailto:${who.email}`;
}

function attendee(who: CalendarPerson, method: CalendarEvent['method']): string {
  const reply = method === 'REQUEST' ? ['PARTSTAT=NEEDS-ACTION', 'RSVP=TRUE'] : [];
  return person('ATTENDEE', who, ['CUTYPE=INDIVIDUAL', 'ROLE=REQ-PARTICIPANT', ...reply]);
}

/** The whole calendar object: CRLF line ends, folded lines, ending with CRLF. */
export function buildCalendar(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    person('ORGANIZER', event.organizer),
    ...event.attendees.map((who) => attendee(who, event.method)),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
