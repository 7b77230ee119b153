import { describe, expect, it } from 'vitest';
import { isFragmentUrl, safeUrl } from './url';

describe('safeUrl (the allow-list of spec section 1)', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:jane@example.com',
    'irc://irc.libera.chat/kairox',
    'ircs://irc.libera.chat/kairox',
    'xmpp:jane@example.com',
    'page',
    './images/a.png',
    '../a.png',
    '/absolute/path',
    '?query=1',
    '#section',
    'path/with:colon-after-slash',
    'file.png?x=javascript:alert(1)',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'jav\tascript:alert(1)',
    'jav\nascript:alert(1)',
    'jav\rascript:alert(1)',
    '\u0001javascript:alert(1)',
    '   javascript:alert(1)',
    'javascript\u00a0:alert(1)',
    'java\u200bscript:alert(1)',
    'java\u0000script:alert(1)',
    'javascript&colon;alert(1)'.replace('&colon;', ':'),
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/uuid',
    'about:blank',
    '//evil.com',
    '//evil.com/pixel.gif',
    '\\\\evil.com',
    '/\\evil.com',
    '\\/evil.com',
    ' //evil.com',
    '',
    '   ',
  ])('drops %j (returns null, not an empty string)', (url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it('removes what the browser would ignore anyway', () => {
    expect(safeUrl('  https://example.com/a\n')).toBe('https://example.com/a');
    expect(safeUrl('https://exa\tmple.com')).toBe('https://example.com');
  });

  it('tells fragment links apart', () => {
    expect(isFragmentUrl('#top')).toBe(true);
    expect(isFragmentUrl('https://example.com/#top')).toBe(false);
  });
});
