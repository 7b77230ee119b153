/**
 * Profile links of a resume: LinkedIn, GitHub and a portfolio or personal site, written with or
 * without a scheme ("linkedin.com/in/jane", "https://github.com/jane", "www.jane.design").
 * Every link is returned as an https URL.
 */

export interface ProfileLinks {
  linkedin: string | null;
  github: string | null;
  portfolio: string | null;
}

const LINKEDIN = /(?<![\w.@/-])(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[\p{L}\p{N}_%-]+/iu;
const GITHUB = /(?<![\w.@/-])(?:https?:\/\/)?(?:www\.)?github\.com\/[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?![\w-])/i;
/** A URL with a scheme or "www.", or a GitHub Pages site (user names are at most 39 characters). */
const WEB_ADDRESS =
  /(?<![\w.@/-])(?:https?:\/\/[^\s|,;<>"()]+|www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s|,;<>"()]*|[a-z0-9-]{1,39}\.github\.io[^\s|,;<>"()]*)/gi;
/** "Portfolio: jane.design", "Website - jane.dev": a bare domain counts only after such a label. */
const LABELLED_SITE =
  /\b(?:portfolio|website|web\s*site|homepage|home\s+page|personal\s+site|blog|webseite)\s*[:\-–]\s*((?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[^\s|,;<>"()]*)?)/i;
/** Sites that are not the candidate's own work. */
const NOT_A_PORTFOLIO =
  /(?:^|\.)(?:linkedin\.com|github\.com|facebook\.com|twitter\.com|x\.com|instagram\.com|t\.me|wa\.me|google\.com|gmail\.com)$/i;

/** Longer is not a profile address (and would bloat the stored profile). */
const MAX_URL = 300;
const trimPunctuation = (url: string) => url.replace(/[.)\]}'"]+$/, '');

/** The address as an https URL, without trailing punctuation; null when too long to be one. */
function webUrl(found: string): string | null {
  const url = trimPunctuation(found);
  const withScheme = /^https?:\/\//i.test(url) ? url.replace(/^http:/i, 'https:') : `https://${url}`;
  return withScheme.length <= MAX_URL ? withScheme : null;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

function findPortfolio(text: string): string | null {
  const labelled = LABELLED_SITE.exec(text)?.[1];
  const candidates = [...(labelled ? [labelled] : []), ...[...text.matchAll(WEB_ADDRESS)].map((match) => match[0])];
  for (const candidate of candidates) {
    const url = webUrl(candidate);
    const host = url && hostOf(url);
    if (host && host.includes('.') && !NOT_A_PORTFOLIO.test(host)) return url;
  }
  return null;
}

export function findLinks(text: string): ProfileLinks {
  const linkedin = LINKEDIN.exec(text)?.[0];
  const github = GITHUB.exec(text)?.[0];
  return {
    linkedin: linkedin ? webUrl(linkedin) : null,
    github: github ? webUrl(github) : null,
    portfolio: findPortfolio(text),
  };
}
