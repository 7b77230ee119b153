/**
 * The screening note for the recruiter (GitHub-flavoured markdown, no raw HTML), in the job's
 * language: the fit in one line; each must-have found (quoting the resume line that shows it) or
 * missing, then the nice-to-haves; experience with the roles that count; education when the job
 * asks for a degree; concerns; the score breakdown for traceability.
 *
 * Skills are named in the job's own words; everything from the job or the resume is escaped, and
 * quoted resume lines are plain text (`evidence.ts` drops markup from them).
 */
import type { JobAnalysis, PartScores, ResumeAnalysis } from './engine.js';
import { type RolesThatCount, rolesThatCount, skillQuote } from './evidence.js';
import { isWellAboveBand, type MonthRange, type ResumeRole } from './experience.js';
import { FEEDBACK_TEXTS, type FeedbackTexts, type ScoreBand } from './feedback-texts.js';
import { PART_NAMES } from './model.js';
import { type RequiredSkill, resumeShows, WRITTEN_LANGUAGE_SKILLS, writtenFormIn } from './skills.js';
import { escapeMarkdown, matchingWords } from './text.js';
import type { ScreeningBreakdown } from './types.js';

export interface FeedbackInput {
  score: number;
  parts: PartScores;
  breakdown: ScreeningBreakdown;
  resume: ResumeAnalysis;
  job: JobAnalysis;
}

/** A job skill in the posting's words, found (with the resume line that shows it) or missing. */
export interface SkillEvidence {
  name: string;
  mustHave: boolean;
  found: boolean;
  /** The resume line that shows it; null when missing (or, rarely, found in no single line). */
  quote: string | null;
  /** A language the resume shows by being written in it, not by a line. */
  writtenIn?: true;
}

/** A gap between two periods of work this long or longer is a concern. */
const GAP_CONCERN_MONTHS = 12;
const SHORT_RESUME_WORDS = 150;
/** BM25 relevance (0-1) below this: the resume shares little wording with the posting. */
const LOW_RELEVANCE = 0.4;
const TITLE_MAX_CHARS = 120;

function scoreBand(score: number): ScoreBand {
  if (score >= 75) return 'strong';
  if (score >= 55) return 'good';
  if (score >= 35) return 'partial';
  return 'weak';
}

const md = escapeMarkdown;
const bold = (s: string) => `**${md(s)}**`;

/**
 * The job's skills with their evidence, each of the posting's words once (two vocabulary skills
 * can come from the same words: found when either is). Alternatives ("Tableau or Power BI") are one
 * requirement, "Tableau / Power BI", quoted where the resume shows one of them; a group that two
 * sentences offer ("campaigns in Braze", then "a marketing automation platform (Braze, Iterable or
 * similar)") is shown once, as the sentence that writes all of it has it.
 */
export function skillEvidence(input: Pick<FeedbackInput, 'parts' | 'resume' | 'job'>): SkillEvidence[] {
  const matched = new Set<RequiredSkill>(input.parts.skills.matched);
  const byId = new Map(input.job.requiredSkills.map((s) => [s.id, s]));
  const byKey = new Map<string, SkillEvidence>();
  const writtenWhole = new Set<SkillEvidence>();
  for (const skill of input.job.requiredSkills) {
    const { members, whole } = alternativesGroup(skill, byId);
    const name = members.map((member) => member.written).join(' / ');
    const keys = evidenceKeys(name, members);
    const entry = keys.map((key) => byKey.get(key)).find((found) => found !== undefined) ?? { name, mustHave: false, found: false, quote: null };
    if (whole && !writtenWhole.has(entry)) {
      entry.name = name;
      writtenWhole.add(entry);
    }
    entry.mustHave ||= !skill.preferred;
    if (matched.has(skill) && !entry.found) {
      const shown = members.find((member) => resumeShows(input.resume.skills, member.skill))?.skill ?? skill;
      entry.found = true;
      entry.quote = skillQuote(input.resume.evidence, shown);
      if (entry.quote === null && shown.id === WRITTEN_LANGUAGE_SKILLS[input.resume.language]) entry.writtenIn = true;
    }
    for (const key of keys) byKey.set(key, entry);
  }
  return [...new Set(byKey.values())];
}

/** The keys a skill's line of the note is found by: its name, and a group's members in any order. */
function evidenceKeys(name: string, members: ReadonlyArray<{ skill: RequiredSkill }>): string[] {
  if (members.length < 2) return [name];
  const ids = members.map((member) => member.skill.id).sort();
  return [name, `ids:${ids.join(' ')}`];
}

/**
 * The skill with its alternatives as its posting sentence writes them, in that order, and whether
 * the sentence writes them all. An alternative another sentence asked first is written as this one
 * names it ("warehouse", not the title's "Warehouse Manager").
 */
function alternativesGroup(
  skill: RequiredSkill,
  byId: ReadonlyMap<string, RequiredSkill>,
): { members: Array<{ skill: RequiredSkill; written: string }>; whole: boolean } {
  if (!skill.alternatives) return { members: [{ skill, written: skill.asWritten }], whole: true };
  const writtenHere = (member: RequiredSkill) =>
    member.sentence === skill.sentence ? member.asWritten : (writtenFormIn(skill.sentence ?? '', member.id) ?? member.asWritten);
  // As matching words: "scikit learn" as read is "scikit-learn" in the sentence.
  const spaced = (text: string) => ` ${matchingWords(text).join(' ')} `;
  const sentence = spaced(skill.sentence ?? '');
  // A member the sentence does not write (the group a later sentence offered) goes last, as that sentence has it.
  const position = (written: string) => {
    const at = sentence.indexOf(spaced(written));
    return at < 0 ? Infinity : at;
  };
  const members = [skill, ...skill.alternatives.map((id) => byId.get(id)!)]
    .map((member) => {
      const written = writtenHere(member);
      return { skill: member, written, at: position(written) };
    })
    .sort((a, b) => a.at - b.at);
  return { members, whole: members.every((member) => member.at < Infinity) };
}

function monthLabel(month: number): string {
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
}

function roleLine(role: ResumeRole, years: number | null, t: FeedbackTexts): string {
  const name = [role.title, role.organization]
    .filter(Boolean)
    .map((s) => md(s!))
    .join(', ');
  const period = `${md(role.start ?? '?')} – ${role.end === null ? t.experience.present : md(role.end)}`;
  return `- ${name}: ${period}${years === null ? '' : ` (${t.years(years)})`}`;
}

function askedYears(job: JobAnalysis, t: FeedbackTexts): string | null {
  const { years, maxYears, source, preferred } = job.experience;
  if (years === null) return null;
  // A level (the job's or its title's) asks for a band; explicit years ask for at least them.
  return t.experience.askedYears(years, source === 'experience-level' || source === 'title' ? maxYears : null, preferred);
}

function experienceSection(input: FeedbackInput, counting: RolesThatCount, t: FeedbackTexts): string[] {
  const cand = input.resume.experience;
  const asked = askedYears(input.job, t);
  if (cand.years === null) return [t.experience.unknown];
  const lines = [t.experience.total(t.years(cand.years), asked) + (cand.fromDates === 0 ? t.experience.statedOnly(t.years(cand.years)) : '')];
  if (input.resume.evidence.roles.length === 0) return lines;
  lines.push('');
  if (counting.roles.length === 0) lines.push(t.experience.noRolesThatCount);
  else lines.push(t.experience.rolesThatCount(t.years(counting.years)), '', ...counting.roles.map((r) => roleLine(r.role, r.years, t)));
  return lines;
}

function educationSection(input: FeedbackInput, t: FeedbackTexts): string[] {
  const { job, resume } = input;
  if (job.education.level === null) return [];
  const asked = t.education.asked(t.educationLevels[job.education.level], job.education.equivalentAccepted, job.education.preferredOnly);
  const degree = resume.evidence.degree;
  const found =
    resume.education === null
      ? t.education.notFound
      : `${t.education.found(t.educationLevels[resume.education])}${degree ? `: “${md(degree)}”` : '.'}`;
  return [`### ${t.headings.education}`, '', asked, found, ''];
}

function gaps(ranges: MonthRange[]): { months: number; from: string; to: string }[] {
  const out: { months: number; from: string; to: string }[] = [];
  for (let i = 1; i < ranges.length; i++) {
    const previousEnd = ranges[i - 1]!.latestEnd ?? ranges[i - 1]!.end;
    const months = ranges[i]!.start - previousEnd - 1;
    if (months >= GAP_CONCERN_MONTHS) out.push({ months, from: monthLabel(previousEnd), to: monthLabel(ranges[i]!.start) });
  }
  return out;
}

function concerns(input: FeedbackInput, skills: SkillEvidence[], counting: RolesThatCount, t: FeedbackTexts): string[] {
  const { resume, job, parts } = input;
  const out: string[] = [];
  const missingMustHaves = skills.filter((s) => s.mustHave && !s.found);
  if (missingMustHaves.length > 0) out.push(t.concerns.missingMustHaves(missingMustHaves.map((s) => bold(s.name)).join(', ')));
  const asked = job.experience.years;
  const years = resume.experience.years;
  if (asked !== null && asked > 0) {
    if (years === null) out.push(t.concerns.unknownYears);
    else if (years < asked) out.push(t.concerns.shortOnYears(t.years(asked - years), asked, job.experience.preferred));
    // The total counts any work; the years asked are the job's kind (none counting is said under Experience).
    else if (counting.roles.length > 0 && counting.years < asked) {
      out.push(t.concerns.fewYearsThatCount(t.years(counting.years), asked, job.experience.preferred));
    }
  }
  // Also for a junior level, which asks for no years but has a top.
  const { maxYears } = job.experience;
  if (asked !== null && years !== null && years >= asked && isWellAboveBand(years, maxYears)) {
    out.push(t.concerns.aboveBand(t.years(years), asked, maxYears));
  }
  for (const gap of gaps(resume.experience.ranges)) out.push(t.concerns.gap(gap.months, gap.from, gap.to));
  if (job.education.level !== null && (resume.education === null || resume.education < job.education.level)) {
    const askedLevel = t.educationLevels[job.education.level];
    out.push(resume.education === null ? t.concerns.noDegree(askedLevel) : t.concerns.degreeBelow(t.educationLevels[resume.education], askedLevel));
  }
  // The wording shared with the posting, not the relevance part, which also holds focus (lower for a short resume).
  if (parts.relevance.applies && parts.signals.bm25 < LOW_RELEVANCE) out.push(t.concerns.littleOverlap);
  if (resume.wordCount < SHORT_RESUME_WORDS) out.push(t.concerns.shortResume(resume.wordCount));
  return out;
}

function breakdownTable(input: FeedbackInput, t: FeedbackTexts): string[] {
  const weight = (w: number) => (w > 0 ? `${Math.round(w * 100)}%` : '—');
  const rows = PART_NAMES.map((p) => {
    const part = input.breakdown[p];
    return `| ${t.breakdown.parts[p]} | ${weight(part.weight)} | ${input.parts[p].applies ? part.score : '—'} |`;
  });
  return [
    `| ${t.breakdown.part} | ${t.breakdown.weight} | ${t.breakdown.score} |`,
    '| --- | ---: | ---: |',
    ...rows,
    `| **${t.breakdown.overall}** | 100% | **${input.score}** |`,
  ];
}

/** The reasons for the score in a few words: must-haves shown, years, degree when asked. */
function reasons(input: FeedbackInput, skills: SkillEvidence[], t: FeedbackTexts, withDegree: boolean): string[] {
  const { resume, job } = input;
  const mustHaves = skills.filter((s) => s.mustHave);
  const out: string[] = [];
  if (mustHaves.length > 0) out.push(t.reasons.mustHaves(mustHaves.filter((s) => s.found).length, mustHaves.length));
  else if (skills.length > 0) out.push(t.reasons.skills(skills.filter((s) => s.found).length, skills.length));
  else out.push(t.reasons.noSkills);
  out.push(resume.experience.years === null ? t.reasons.noYears : t.reasons.years(t.years(resume.experience.years), askedYears(job, t)));
  if (withDegree && job.education.level !== null) {
    out.push(
      resume.education === null ? t.reasons.noDegree(t.educationLevels[job.education.level]) : t.reasons.degree(t.educationLevels[resume.education]),
    );
  }
  return out;
}

function skillLines(skills: SkillEvidence[], t: FeedbackTexts): string[] {
  const mustHaves = skills.filter((s) => s.mustHave);
  if (mustHaves.length === 0) return [t.noMustHaves];
  return mustHaves.map((s) =>
    s.found ? `- ✓ ${bold(s.name)}: ${s.quote ? `“${md(s.quote)}”` : s.writtenIn ? t.writtenInIt : t.found}` : `- ✗ ${bold(s.name)}: ${t.missing}`,
  );
}

function niceToHaveLines(skills: SkillEvidence[], t: FeedbackTexts): string[] {
  const nice = skills.filter((s) => !s.mustHave);
  const found = nice.filter((s) => s.found).map((s) => bold(s.name));
  const missing = nice.filter((s) => !s.found).map((s) => bold(s.name));
  return [
    ...(found.length > 0 ? [`- ✓ ${t.found}: ${found.join(', ')}`] : []),
    ...(missing.length > 0 ? [`- ✗ ${t.missing}: ${missing.join(', ')}`] : []),
  ];
}

export function buildFeedback(input: FeedbackInput): { markdown: string; summary: string } {
  const t = FEEDBACK_TEXTS[input.job.language];
  const skills = skillEvidence(input);
  const label = t.scoreBands[scoreBand(input.score)];
  // The posting's titles: its own and a labelled title line of its text ("Titel: Java Entwickler").
  const counting = rolesThatCount(input.resume.evidence, input.job.role.text, input.job.requiredSkills);

  const plainTitle = input.job.job.title.trim().slice(0, TITLE_MAX_CHARS) || t.thisJob;
  const summary = t.summary(label, input.score, plainTitle, reasons(input, skills, t, true));

  const nice = niceToHaveLines(skills, t);
  const concernLines = concerns(input, skills, counting, t);
  const out = [
    `**${md(label)} — ${input.score}/100.** ${md(reasons(input, skills, t, false).join('; '))}.`,
    '',
    `### ${t.headings.mustHaves}`,
    '',
    ...skillLines(skills, t),
    '',
    ...(nice.length > 0 ? [`### ${t.headings.niceToHaves}`, '', ...nice, ''] : []),
    `### ${t.headings.experience}`,
    '',
    ...experienceSection(input, counting, t),
    '',
    ...educationSection(input, t),
    `### ${t.headings.concerns}`,
    '',
    ...(concernLines.length === 0 ? [t.concerns.none] : concernLines.map((c) => `- ${c}`)),
    '',
    `### ${t.headings.breakdown}`,
    '',
    ...breakdownTable(input, t),
    '',
  ];
  return { markdown: out.join('\n'), summary };
}
