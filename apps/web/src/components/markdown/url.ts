/**
 * The URL allow-list of all AI text (spec section 1, DECISIONS.md "Screening"): a link or image
 * address is kept only when it is relative or uses http, https, irc, ircs, mailto or xmpp.
 * Everything else becomes null, so react-markdown drops the attribute (an empty string would still
 * make `<img src="">` request the page and `<a href="">` point at it; see STACK.md).
 */

export const SAFE_URL_PROTOCOLS: readonly string[] = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

/* What a browser ignores before parsing a URL: ASCII tab, LF and CR anywhere... */
const IGNORED_INSIDE = /[\t\n\r]/g;
/* ...and C0 controls and spaces at either end. */
const IGNORED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/* Whatever is left of these means someone is hiding something: refuse rather than guess. */
const SUSPICIOUS = /[\u0000-\u001f\u007f-\u009f\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;
/* '//host', '\\host', '/\host' and '\/host': protocol-relative, i.e. an external address. */
const PROTOCOL_RELATIVE = /^[\\/]{2}/;
/* A scheme is whatever precedes the first ':' that comes before any '/', '?' or '#'. */
const SCHEME = /^([^:/?#]*):/;

/**
 * The address as it may be rendered, or null when it must go. Relative addresses ('page',
 * '/path', '?q', '#frag', 'images/a.png') are kept; protocol-relative ones ('//evil.com') are
 * external and dropped; an explicit scheme must be one of SAFE_URL_PROTOCOLS (any case). Entity
 * tricks such as 'jav&#x09;ascript:' arrive here already decoded (by the HTML parser or by
 * micromark) and are caught because tabs and newlines are removed first, exactly as the browser
 * would remove them.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const value = url.replace(IGNORED_INSIDE, '').replace(IGNORED_AT_ENDS, '');
  if (value === '' || SUSPICIOUS.test(value) || PROTOCOL_RELATIVE.test(value)) return null;
  const scheme = SCHEME.exec(value);
  if (!scheme) return value;
  return SAFE_URL_PROTOCOLS.includes(scheme[1]!.toLowerCase()) ? value : null;
}

/** react-markdown's `urlTransform`: the same rule for every URL-bearing attribute. */
export function markdownUrlTransform(url: string): string | null {
  return safeUrl(url);
}

/** True for an in-page fragment link ('#section'), which stays in the same tab. */
export function isFragmentUrl(url: string): boolean {
  return url.startsWith('#');
}
