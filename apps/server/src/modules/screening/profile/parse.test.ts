import { describe, expect, it } from 'vitest';
import { parseResumeProfile } from './parse.js';

const now = new Date('2026-06-01T00:00:00Z');

describe('parseResumeProfile', () => {
  it('reads every field of an English resume', () => {
    const text = [
      'Senior Software Engineer',
      'JANE DOE',
      'jane.doe@example.com | +44 20 7946 0958 | London, United Kingdom',
      'linkedin.com/in/jane-doe · github.com/janedoe',
      'SUMMARY',
      'Backend engineer with a focus on Python and PostgreSQL.',
      'EXPERIENCE',
      'Senior Software Engineer, ACME Ltd, 01/2020 - Present',
      'Software Engineer, Initech, 06/2016 - 12/2019',
      'EDUCATION',
      'BSc Computer Science, University of Leeds, 2016',
    ].join('\n');
    const profile = parseResumeProfile(text, { now });
    expect(profile).toMatchObject({
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '+44 20 7946 0958',
      phoneCountry: 'GB',
      links: { linkedin: 'https://linkedin.com/in/jane-doe', github: 'https://github.com/janedoe', portfolio: null },
      location: 'London, United Kingdom',
      education: [{ degree: 'BSc Computer Science', institution: 'University of Leeds', year: '2016' }],
      language: 'en',
    });
    expect(profile.totalYears).toBeGreaterThanOrEqual(9.5);
    expect(profile.skills).toEqual(expect.arrayContaining(['Python', 'PostgreSQL']));
    expect(profile.roles.length).toBeGreaterThanOrEqual(2);
  });

  it('reads a German resume', () => {
    const text = [
      'Lebenslauf',
      'Name: Jonas Weber',
      'Telefon: +49 89 1234567 | E-Mail: jonas.weber@example.de',
      'Wohnort: München',
      'Berufserfahrung',
      'Entwickler bei der Muster GmbH, 2018 - 2024, und ich arbeite mit Java und der Datenbank.',
      'Ausbildung',
      'Diplom-Informatiker an der Hochschule München | 2017',
    ].join('\n');
    expect(parseResumeProfile(text, { now })).toMatchObject({
      name: 'Jonas Weber',
      email: 'jonas.weber@example.de',
      phone: '+49 89 1234567',
      phoneCountry: 'DE',
      location: 'München',
      education: [{ degree: 'Diplom-Informatiker', institution: 'Hochschule München', year: '2017' }],
      language: 'de',
    });
  });

  it('reads a resume whose characters were double-encoded as the characters they stand for', () => {
    const text = ['JosÃ© GarcÃ­a', 'jose.garcia@example.com Â· MÃ¼nchen, Germany', 'Experience', 'Backend Engineer, Zalando, 2019 â€“ Present'].join(
      '\n',
    );
    expect(parseResumeProfile(text, { now })).toMatchObject({
      name: 'José García',
      email: 'jose.garcia@example.com',
      location: 'München, Germany',
      roles: [{ title: 'Backend Engineer', organization: 'Zalando', start: '2019', end: null }],
    });
  });

  it('leaves every field empty for a resume that has none, and never names it after its headline', () => {
    const profile = parseResumeProfile('CHEF\nSummary\nCooking.', { now, fileName: 'CHEF_11444536.pdf' });
    expect(profile).toMatchObject({
      name: null,
      email: null,
      phone: null,
      phoneCountry: null,
      location: null,
      totalYears: null,
      roles: [],
      education: [],
    });
  });

  // A hostile or broken file's text must not stall the worker: these took minutes with a
  // whole-text email pattern and the glued-words pass (quadratic on long runs of letters).
  it('parses the longest stored texts without a line break or space quickly', { timeout: 15_000 }, () => {
    for (const text of ['a'.repeat(200_000), `www.${'a'.repeat(199_000)}`, 'a@'.repeat(100_000), '12 '.repeat(66_000)]) {
      expect(parseResumeProfile(text, { now }).name).toBeNull();
    }
  });
});
