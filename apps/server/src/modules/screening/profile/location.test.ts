import { describe, expect, it } from 'vitest';
import { findLocation } from './location.js';

const locationOf = (text: string) => findLocation(text.split('\n'));

describe('resume location', () => {
  it('reads "City, Country" and "City, ST" fields near the top', () => {
    expect(locationOf('Jana Müller\nBerlin, Germany\nBerufserfahrung')).toBe('Berlin, Germany');
    expect(locationOf('John Doe\njohn@doe.io , +1 (415) 555-0142 , San Francisco, CA , linkedin.com/in/jd')).toBe('San Francisco, CA');
    expect(locationOf('Alfred Pennyworth\nSilicon Valley, CA, USA')).toBe('Silicon Valley, CA, USA');
    expect(locationOf('JOHN DOE\n123 Main St, Anywhere, USA — (123) 456-7890')).toBe('Anywhere, USA');
    expect(locationOf('Max Mustermann\nHauptstraße 5 | 10115 Berlin')).toBe('Berlin');
  });

  it('reads a labelled location', () => {
    expect(locationOf('Jane Doe\nPhone: 123 | Residence: Tel Aviv, Israel')).toBe('Tel Aviv, Israel');
    expect(locationOf('Jonas Weber\nWohnort: München')).toBe('München');
  });

  it('reads a country or a known place of several words alone near the top', () => {
    expect(locationOf('Contact\nFull Stack Developer (Golang / JS / TS)\nTel Aviv\nSummary')).toBe('Tel Aviv');
    expect(locationOf('Jane Doe | São Paulo | jane@example.com')).toBe('São Paulo');
    expect(locationOf('Jonas Weber\nGermany\nBerufserfahrung')).toBe('Germany');
  });

  it('finds none in a resume without one', () => {
    expect(locationOf('Jane Doe\nSkills: Java, SQL\nExperience at ACME, 2019 - 2021')).toBeNull();
  });
});
