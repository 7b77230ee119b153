import { describe, expect, it } from 'vitest';
import { findLinks } from './links.js';

describe('profile links', () => {
  it('reads LinkedIn, GitHub and a portfolio with or without a scheme, as https URLs', () => {
    expect(findLinks('jane@doe.io | linkedin.com/in/jane-doe | github.com/janedoe | www.janedoe.design')).toEqual({
      linkedin: 'https://linkedin.com/in/jane-doe',
      github: 'https://github.com/janedoe',
      portfolio: 'https://www.janedoe.design',
    });
    expect(findLinks('https://de.linkedin.com/in/jana-müller/ · http://github.com/jana · https://jana.dev/work.')).toEqual({
      linkedin: 'https://de.linkedin.com/in/jana-müller',
      github: 'https://github.com/jana',
      portfolio: 'https://jana.dev/work',
    });
  });

  it('takes a bare domain as the portfolio only after a label, and never a social site or an email domain', () => {
    expect(findLinks('Portfolio: janedoe.art').portfolio).toBe('https://janedoe.art');
    expect(findLinks('Projects at agrml.github.io/me').portfolio).toBe('https://agrml.github.io/me');
    expect(findLinks('jane@janedoe.art, see https://twitter.com/jane and https://www.facebook.com/jane')).toEqual({
      linkedin: null,
      github: null,
      portfolio: null,
    });
  });
});
