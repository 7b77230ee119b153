/**
 * Every text of the screening note, in English and German: the note is written in the job's
 * language (`language.ts`), English when the posting is in neither. Arguments are already escaped
 * markdown where they come from the job or the resume; these texts add no markup of their own
 * beyond what the note's layout needs.
 */
import type { EducationLevel } from './education.js';
import type { ScreeningLanguage } from './language.js';
import type { PartName } from './model.js';

export type ScoreBand = 'strong' | 'good' | 'partial' | 'weak';

export interface FeedbackTexts {
  scoreBands: Record<ScoreBand, string>;
  headings: { mustHaves: string; niceToHaves: string; experience: string; education: string; concerns: string; breakdown: string };
  /** "1 year", "3.5 years". */
  years: (n: number) => string;
  number: (n: number) => string;
  /** The reasons on the fit line and in the summary. */
  reasons: {
    mustHaves: (found: number, total: number) => string;
    skills: (found: number, total: number) => string;
    noSkills: string;
    years: (years: string, asked: string | null) => string;
    noYears: string;
    degree: (level: string) => string;
    noDegree: (asked: string) => string;
  };
  summary: (label: string, score: number, title: string, reasons: string[]) => string;
  thisJob: string;
  found: string;
  /** A language skill the resume shows by being written in that language. */
  writtenInIt: string;
  missing: string;
  noMustHaves: string;
  experience: {
    total: (years: string, asked: string | null) => string;
    statedOnly: (years: string) => string;
    unknown: string;
    /** The years a job asks for or only prefers: at least `min`, or a level's band up to `max`. */
    askedYears: (min: number, max: number | null, preferred: boolean) => string;
    rolesThatCount: (years: string) => string;
    noRolesThatCount: string;
    present: string;
  };
  education: {
    asked: (level: string, equivalentAccepted: boolean, preferredOnly: boolean) => string;
    found: (level: string) => string;
    notFound: string;
  };
  concerns: {
    missingMustHaves: (skills: string) => string;
    shortOnYears: (short: string, asked: number, preferred: boolean) => string;
    /** The roles that count add up to fewer years than asked, though all the resume's work does not. */
    fewYearsThatCount: (years: string, asked: number, preferred: boolean) => string;
    unknownYears: string;
    aboveBand: (years: string, min: number, max: number) => string;
    gap: (months: number, from: string, to: string) => string;
    degreeBelow: (found: string, asked: string) => string;
    noDegree: (asked: string) => string;
    littleOverlap: string;
    shortResume: (words: number) => string;
    none: string;
  };
  breakdown: { part: string; weight: string; score: string; overall: string; parts: Record<PartName, string> };
  /** How an optional LLM review was combined with the local score (note line, summary sentence). */
  llm: {
    combination: (score: number, localShare: number, local: number, llmShare: number, llm: number) => string;
    summary: (llm: number, score: number) => string;
  };
  educationLevels: Record<EducationLevel, string>;
}

/** Years asked, below a year in months: "3+ years", "6+ months" (a posting's "6 months of experience"). */
const atLeast = (years: number, yearWord: string, monthWord: string): string =>
  years < 1 ? `${Math.round(years * 12)}+ ${monthWord}` : `${years}+ ${yearWord}`;

const en: FeedbackTexts = {
  scoreBands: { strong: 'Strong match', good: 'Good match', partial: 'Partial match', weak: 'Weak match' },
  headings: {
    mustHaves: 'Must-haves',
    niceToHaves: 'Nice-to-haves',
    experience: 'Experience',
    education: 'Education',
    concerns: 'Concerns',
    breakdown: 'Score breakdown',
  },
  years: (n) => `${en.number(n)} ${n === 1 ? 'year' : 'years'}`,
  number: (n) => String(Math.round(n * 10) / 10),
  reasons: {
    mustHaves: (found, total) => `${found} of ${total} must-haves shown`,
    skills: (found, total) => `${found} of ${total} listed skills shown`,
    noSkills: 'the job names no skills',
    years: (years, asked) => `${years} of experience${asked === null ? '' : ` (${asked})`}`,
    noYears: 'no dated experience',
    degree: (level) => level,
    noDegree: (asked) => `no degree found (${asked} asked)`,
  },
  summary: (label, score, title, reasons) => `${label} (${score}/100) for ${title}: ${reasons.join('; ')}.`,
  llm: {
    combination: (score, localShare, local, llmShare, llm) =>
      `Score ${score}/100 = ${localShare}% local engine (${local}) + ${llmShare}% AI review (${llm}).`,
    summary: (llm, score) => `AI review: ${llm}/100; combined score ${score}/100.`,
  },
  thisJob: 'this job',
  found: 'found',
  writtenInIt: 'the resume is written in it',
  missing: 'missing',
  noMustHaves: 'The job names no must-have skills.',
  experience: {
    total: (years, asked) => `${years} in total${asked === null ? '; the job states no requirement' : ` (${asked})`}.`,
    statedOnly: (years) => ` As stated in the resume: ${years}; no dated roles found.`,
    unknown: 'No dated roles and no stated years found.',
    askedYears: (min, max, preferred) =>
      `${max === null ? atLeast(min, 'years', 'months') : `${min}-${max} years`} ${preferred ? 'preferred' : 'asked'}`,
    rolesThatCount: (years) => `Roles that count (${years}):`,
    noRolesThatCount: 'No dated role shares the job title or a job skill.',
    present: 'present',
  },
  education: {
    asked: (level, equivalent, preferred) => `Asked: ${level}${equivalent ? ' or equivalent experience' : ''}${preferred ? ' (preferred)' : ''}.`,
    found: (level) => `Found: ${level}`,
    notFound: 'Found: no degree named.',
  },
  concerns: {
    missingMustHaves: (skills) => `Must-haves not shown: ${skills}.`,
    shortOnYears: (short, asked, preferred) => `${short} short of the ${atLeast(asked, 'years', 'months')} ${preferred ? 'preferred' : 'asked'}.`,
    fewYearsThatCount: (years, asked, preferred) =>
      `The roles that count add up to ${years}, less than the ${atLeast(asked, 'years', 'months')} ${preferred ? 'preferred' : 'asked'}.`,
    unknownYears: 'Total experience unknown: no dated roles and no stated years.',
    aboveBand: (years, min, max) => `${years} is well above the ${min}-${max} years of the role's level.`,
    gap: (months, from, to) => `A gap of ${months} months between ${from} and ${to}.`,
    degreeBelow: (found, asked) => `Highest degree found (${found}) is below the ${asked} asked.`,
    noDegree: (asked) => `No degree named (${asked} asked).`,
    littleOverlap: 'The resume has little in common with the job description; it may be aimed at another kind of role.',
    shortResume: (words) => `Very short resume (${words} words): details may be missing or the text incompletely extracted.`,
    none: 'No concerns found.',
  },
  breakdown: {
    part: 'Part',
    weight: 'Weight',
    score: 'Score',
    overall: 'Overall',
    parts: { skills: 'Skills', relevance: 'Relevance', role: 'Role', domain: 'Domain', experience: 'Experience', education: 'Education' },
  },
  educationLevels: {
    1: 'High school diploma',
    2: 'Associate degree or diploma',
    3: "Bachelor's degree",
    4: "Master's degree",
    5: 'Doctorate',
  },
};

const de: FeedbackTexts = {
  scoreBands: {
    strong: 'Starke Übereinstimmung',
    good: 'Gute Übereinstimmung',
    partial: 'Teilweise Übereinstimmung',
    weak: 'Geringe Übereinstimmung',
  },
  headings: {
    mustHaves: 'Muss-Kriterien',
    niceToHaves: 'Kann-Kriterien',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    concerns: 'Bedenken',
    breakdown: 'Zusammensetzung der Bewertung',
  },
  years: (n) => `${de.number(n)} ${n === 1 ? 'Jahr' : 'Jahre'}`,
  number: (n) => String(Math.round(n * 10) / 10).replace('.', ','),
  reasons: {
    mustHaves: (found, total) => `${found} von ${total} Muss-Kriterien belegt`,
    skills: (found, total) => `${found} von ${total} genannten Kenntnissen belegt`,
    noSkills: 'die Stelle nennt keine Kenntnisse',
    years: (years, asked) => `${years} Berufserfahrung${asked === null ? '' : ` (${asked})`}`,
    noYears: 'keine datierte Berufserfahrung',
    degree: (level) => level,
    noDegree: (asked) => `kein Abschluss gefunden (${asked} verlangt)`,
  },
  summary: (label, score, title, reasons) => `${label} (${score}/100) für ${title}: ${reasons.join('; ')}.`,
  llm: {
    combination: (score, localShare, local, llmShare, llm) =>
      `Bewertung ${score}/100 = ${localShare} % lokale Bewertung (${local}) + ${llmShare} % KI-Prüfung (${llm}).`,
    summary: (llm, score) => `KI-Prüfung: ${llm}/100; kombinierte Bewertung ${score}/100.`,
  },
  thisJob: 'diese Stelle',
  found: 'belegt',
  writtenInIt: 'der Lebenslauf ist darin verfasst',
  missing: 'fehlt',
  noMustHaves: 'Die Stelle nennt keine Muss-Kriterien.',
  experience: {
    total: (years, asked) => `${years} insgesamt${asked === null ? '; die Stelle nennt keine Anforderung' : ` (${asked})`}.`,
    statedOnly: (years) => ` Laut Lebenslauf: ${years}; keine datierten Stationen gefunden.`,
    unknown: 'Keine datierten Stationen und keine Angabe der Jahre gefunden.',
    askedYears: (min, max, preferred) =>
      `${max === null ? atLeast(min, 'Jahre', 'Monate') : `${min}-${max} Jahre`} ${preferred ? 'wünschenswert' : 'verlangt'}`,
    rolesThatCount: (years) => `Einschlägige Stationen (${years}):`,
    noRolesThatCount: 'Keine datierte Station teilt den Stellentitel oder eine geforderte Kenntnis.',
    present: 'heute',
  },
  education: {
    asked: (level, equivalent, preferred) =>
      `Verlangt: ${level}${equivalent ? ' oder gleichwertige Erfahrung' : ''}${preferred ? ' (wünschenswert)' : ''}.`,
    found: (level) => `Gefunden: ${level}`,
    notFound: 'Gefunden: kein Abschluss genannt.',
  },
  concerns: {
    missingMustHaves: (skills) => `Nicht belegte Muss-Kriterien: ${skills}.`,
    shortOnYears: (short, asked, preferred) =>
      `${short} weniger als die ${preferred ? 'gewünschten' : 'verlangten'} ${atLeast(asked, 'Jahre', 'Monate')}.`,
    fewYearsThatCount: (years, asked, preferred) =>
      `Die einschlägigen Stationen ergeben ${years}, weniger als die ${preferred ? 'gewünschten' : 'verlangten'} ${atLeast(asked, 'Jahre', 'Monate')}.`,
    unknownYears: 'Gesamterfahrung unbekannt: keine datierten Stationen und keine Angabe der Jahre.',
    aboveBand: (years, min, max) => `${years} liegen deutlich über den ${min}-${max} Jahren der Stellenstufe.`,
    gap: (months, from, to) => `Eine Lücke von ${months} Monaten zwischen ${from} und ${to}.`,
    degreeBelow: (found, asked) => `Höchster gefundener Abschluss (${found}) liegt unter dem verlangten (${asked}).`,
    noDegree: (asked) => `Kein Abschluss genannt (${asked} verlangt).`,
    littleOverlap: 'Der Lebenslauf hat wenig mit der Stellenbeschreibung gemein; er zielt womöglich auf eine andere Art von Stelle.',
    shortResume: (words) => `Sehr kurzer Lebenslauf (${words} Wörter): Angaben fehlen womöglich oder der Text wurde unvollständig ausgelesen.`,
    none: 'Keine Bedenken gefunden.',
  },
  breakdown: {
    part: 'Teil',
    weight: 'Gewicht',
    score: 'Wert',
    overall: 'Gesamt',
    parts: {
      skills: 'Kenntnisse',
      relevance: 'Relevanz',
      role: 'Rolle',
      domain: 'Fachgebiet',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
    },
  },
  educationLevels: {
    1: 'Schulabschluss',
    2: 'Berufsausbildung oder Diplom einer Fachschule',
    3: 'Bachelor-Abschluss',
    4: 'Master-Abschluss',
    5: 'Promotion',
  },
};

export const FEEDBACK_TEXTS: Record<ScreeningLanguage, FeedbackTexts> = { en, de };
