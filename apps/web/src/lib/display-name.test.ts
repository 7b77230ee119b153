import { describe, expect, it } from 'vitest';
import { nameFromEmail } from './display-name';

describe('nameFromEmail', () => {
  it.each([
    ['jane.doe@acme.com', 'Jane Doe'],
    ['JOHN_SMITH@acme.com', 'John Smith'],
    ['mary-ann.o_neil@acme.com', 'Mary Ann O Neil'],
    ['admin@acme.com', 'Admin'],
    ['plainname', 'Plainname'],
    ['.@acme.com', '.@acme.com'],
  ])('%s -> %s', (subject, name) => {
    expect(nameFromEmail(subject)).toBe(name);
  });
});
