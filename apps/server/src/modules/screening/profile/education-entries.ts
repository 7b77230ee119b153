/**
 * Education entries of a resume: degree, institution and year. Read from the education section
 * when the resume has one ("Education", "Ausbildung", "Studium"), else from lines that name a degree.
 */
import type { ResumeProfile } from '@kairox/contract';
import { heldEducationMentions } from '../education.js';

type EducationEntry = ResumeProfile['education'][number];

const EDUCATION_HEADING =
  /^(?:education(?:al\s+background)?|academic\s+(?:background|qualifications)|qualifications|(?:aus|schul)?bildung(?:sweg)?|studium|akademische\s+ausbildung)\s*:?$/i;
const NEXT_HEADING =
  /^(?:(?:professional|work|relevant)\s+)?(?:experience|employment|skills?|projects?|languages?|certifications?|courses|awards|interests|hobbies|references|summary|profile|berufserfahrung|beruflicher\s+werdegang|kenntnisse|fähigkeiten|sprachen|projekte|zertifikate|interessen)\b.{0,30}$/i;
const INSTITUTION =
  /\b(?:university|universit[äa]t|universidad|college|school|institute|institut|academy|akademie|hochschule|fachhochschule|polytechnic|gymnasium|TU|ETH|MIT)\b/i;
const YEAR = /\b(?:19[5-9]\d|20\d\d)\b/g;
const SEGMENT_SEPARATOR = /\s*(?:[,|•·;]|\s[—–-]\s|\t)\s*|\s+(?:at|an\s+der|@)\s+/;
/** A line of dates only ("2011 - 2015"): the year of the entry above. */
const YEARS_ONLY = /^(?:\d{4}|[\s–—\-/.]|present|heute)+$/i;
const MAX_LINE = 200;
const MAX_ENTRIES = 6;

const isDegree = (segment: string) => heldEducationMentions(segment).length > 0;

/** The lines of the education section, or null when the resume has no such heading. */
function educationSection(lines: string[]): string[] | null {
  const start = lines.findIndex((line) => EDUCATION_HEADING.test(line.replace(/^[#*\-•\s]+/, '')));
  if (start < 0) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.length <= 60 && NEXT_HEADING.test(line));
  return end < 0 ? rest : rest.slice(0, end);
}

function entryOfLine(line: string): EducationEntry | null {
  if (line.length > MAX_LINE) return null;
  const segments = line.split(SEGMENT_SEPARATOR).filter(Boolean);
  const degree = segments.find(isDegree) ?? null;
  const institution = segments.find((segment) => segment !== degree && INSTITUTION.test(segment)) ?? null;
  const year = line.match(YEAR)?.at(-1) ?? null;
  if (!degree && !institution) return year && YEARS_ONLY.test(line) ? { degree: null, institution: null, year } : null;
  return { degree: degree?.slice(0, 150) ?? null, institution: institution?.slice(0, 150) ?? null, year };
}

/** Fills the previous entry's missing fields from the next line ("B.Sc. Physics" / "TU Berlin" / "2015"). */
function mergeable(previous: EducationEntry, next: EducationEntry): boolean {
  return (['degree', 'institution', 'year'] as const).every((field) => previous[field] === null || next[field] === null);
}

export function findEducation(lines: string[]): EducationEntry[] {
  const section = educationSection(lines);
  const candidates = section ?? lines.filter(isDegree);
  const entries: EducationEntry[] = [];
  for (const line of candidates) {
    const entry = entryOfLine(line);
    if (!entry) continue;
    const previous = entries.at(-1);
    if (section && previous && mergeable(previous, entry)) {
      entries[entries.length - 1] = {
        degree: previous.degree ?? entry.degree,
        institution: previous.institution ?? entry.institution,
        year: previous.year ?? entry.year,
      };
    } else if (entry.degree || entry.institution) {
      entries.push(entry);
    }
  }
  return entries.slice(0, MAX_ENTRIES);
}
