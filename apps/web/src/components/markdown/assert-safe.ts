/** Test-only: the checks every XSS test runs on the DOM that <Markdown> produced. */
import { expect } from 'vitest';
import { safeUrl } from './url';

const FORBIDDEN_SELECTOR = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'button',
  'textarea',
  'select',
  'option',
  'meta',
  'base',
  'link',
  'svg',
  'math',
  'template',
  'noscript',
  'picture',
  'source',
  'audio',
  'video',
  'marquee',
  'body',
  'input:not([type="checkbox"][disabled])',
].join(', ');

const URL_ATTRIBUTES = ['href', 'src', 'cite', 'action', 'formaction', 'data', 'poster', 'background', 'ping', 'xlink:href'];
const FORBIDDEN_ATTRIBUTES = ['srcdoc', 'srcset', 'formaction', 'action', 'xlink:href', 'data', 'autofocus', 'http-equiv', 'background', 'ping'];
const UNSAFE_SCHEME = /^[\s\u0000-\u001f]*(j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|data|vbscript|file|about|blob)\s*:/i;

/**
 * Fails when `root` holds a forbidden element, an event handler, a style hook or a disallowed URL.
 * `trusted` selects the app's own chrome inside `root` (icons, buttons) that the check skips.
 */
export function expectNothingDangerous(root: Element, label = 'rendered markdown', trusted?: string) {
  const isTrusted = (el: Element) => Boolean(trusted && el.closest(trusted) && root.contains(el.closest(trusted)));
  const forbidden = Array.from(root.querySelectorAll(FORBIDDEN_SELECTOR))
    .filter((el) => !isTrusted(el))
    .map((el) => el.outerHTML);
  expect(forbidden, `${label}: forbidden elements`).toEqual([]);
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    if (isTrusted(el)) continue;
    for (const attribute of Array.from(el.attributes)) {
      const name = attribute.name.toLowerCase();
      const where = `${label}: <${el.tagName.toLowerCase()} ${name}="${attribute.value}">`;
      expect(name.startsWith('on'), `${where} is an event handler`).toBe(false);
      expect(FORBIDDEN_ATTRIBUTES.includes(name), `${where} is not allowed`).toBe(false);
      if (name === 'style') {
        expect(['TH', 'TD'].includes(el.tagName) && /^text-align: (left|center|right|justify);?$/.test(attribute.value), `${where}`).toBe(true);
      }
      if (URL_ATTRIBUTES.includes(name)) {
        expect(UNSAFE_SCHEME.test(attribute.value), `${where} has an unsafe scheme`).toBe(false);
        expect(/^[\\/]{2}/.test(attribute.value.trim()), `${where} is protocol-relative`).toBe(false);
        expect(safeUrl(attribute.value), `${where} passes the allow-list`).toBe(attribute.value);
      }
    }
  }
}
