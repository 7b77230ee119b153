/**
 * The fields of a resume (issue #10): contacts, profile links, location, years of experience,
 * roles, education, skills and language, read from its extracted text. Every field may be
 * missing; the parser never guesses a name from a headline.
 */
import type { ResumeProfile } from '@kairox/contract';
import { repairDoubleEncodedUtf8 } from '../../../lib/plain-text.js';
import { candidateExperience, candidateRoles } from '../experience.js';
import { detectLanguage } from '../language.js';
import { extractSkills, getVocabulary, type SkillMention } from '../vocabulary.js';
import { findContacts } from './contacts.js';
import { findEducation } from './education-entries.js';
import { findLinks } from './links.js';
import { findLocation } from './location.js';

export interface ParseProfileOptions {
  /** "Today" for open date ranges ("2019 - Present"). */
  now?: Date;
  /** The uploaded file's name: a hint for spotting the name line, never a name by itself. */
  fileName?: string | null;
  /**
   * What the screening engine read from the same text with personal details masked (resume-reading.ts):
   * its skill mentions, so that a name ("Ruby Chen") is no skill, and its years. Read here when absent.
   */
  screened?: { skills: Map<string, SkillMention>; totalYears: number | null };
}

const MAX_SKILLS = 40;
const MAX_ROLES = 30;
const MAX_ROLE_FIELD = 150;

/** Vocabulary names of the skills written in the resume, the most often written first. */
function skillNames(mentions: Map<string, SkillMention>): string[] {
  const vocabulary = getVocabulary();
  return [...mentions.values()]
    .sort((a, b) => b.at.length - a.at.length || a.first - b.first)
    .slice(0, MAX_SKILLS)
    .map((mention) => vocabulary.byId.get(mention.id)!.name);
}

/** A profile handle ("linkedin.com/in/jane-doe" -> "jane-doe"): it often spells the name. */
const handleOf = (url: string | null) => url?.replace(/\/+$/, '').split('/').at(-1) ?? null;

export function parseResumeProfile(extracted: string, options: ParseProfileOptions = {}): ResumeProfile {
  const now = options.now ?? new Date();
  // A name or a town double-encoded once ("JosÃ© GarcÃ­a") is shown as written, as the engine reads it.
  const text = repairDoubleEncodedUtf8(extracted);
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const links = findLinks(text);
  const hints = [handleOf(links.linkedin), handleOf(links.github), options.fileName ?? null].filter((hint): hint is string => Boolean(hint));
  return {
    ...findContacts(lines, text, hints),
    links,
    location: findLocation(lines),
    totalYears: options.screened ? options.screened.totalYears : candidateExperience(text, { now }).years,
    roles: candidateRoles(text, { now })
      .slice(0, MAX_ROLES)
      .map((role) => ({ ...role, title: role.title.slice(0, MAX_ROLE_FIELD), organization: role.organization?.slice(0, MAX_ROLE_FIELD) ?? null })),
    education: findEducation(lines),
    skills: skillNames(options.screened?.skills ?? extractSkills(text)),
    language: detectLanguage(text),
  };
}
