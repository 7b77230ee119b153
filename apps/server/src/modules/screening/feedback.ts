/**
 * Markdown feedback (GitHub-flavoured, no raw HTML) explaining a local screening result.
 * Skills appear in the job's own words (as first written in the posting), with numbers and fixed
 * sentences, all escaped; nothing from the resume text is echoed.
 */
import { EDUCATION_LEVEL_NAMES, type EducationLevel } from './education.js';
import type { JobAnalysis, PartScores, ResumeAnalysis } from './engine.js';
import type { RequiredSkill } from './skills.js';
import { escapeMarkdown } from './text.js';
import type { ScreeningBreakdown } from './types.js';

export interface FeedbackInput {
  score: number;
  parts: PartScores;
  breakdown: ScreeningBreakdown;
  resume: ResumeAnalysis;
  job: JobAnalysis;
}

export function scoreLabel(score: number): string {
  if (score >= 75) return 'Strong match';
  if (score >= 55) return 'Good match';
  if (score >= 35) return 'Partial match';
  return 'Weak match';
}

const md = escapeMarkdown;

/** A degree level inside a sentence: "a bachelor's degree", "an associate degree or diploma". */
function degreePhrase(level: EducationLevel): string {
  const name = EDUCATION_LEVEL_NAMES[level].replace(/^./, (c) => c.toLowerCase());
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}

const DEGREE_EXAMPLES: Record<EducationLevel, string> = {
  1: 'High School Diploma, 2015',
  2: 'Associate of Applied Science in ...',
  3: 'Bachelor of Science in ...',
  4: 'Master of Science in ...',
  5: 'PhD in ...',
};
const bold = (s: string) => `**${md(s)}**`;

function years(n: number): string {
  const r = Math.round(n * 10) / 10;
  return `${r} ${r === 1 ? 'year' : 'years'}`;
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function weightCell(w: number): string {
  return w > 0 ? `${Math.round(w * 100)}%` : '—';
}

function jobTitle(job: JobAnalysis): string {
  const t = job.job.title.trim();
  return t ? md(t.slice(0, 120)) : 'this job';
}

function experienceSentence(input: FeedbackInput): string {
  const { resume, job } = input;
  const req = job.experience;
  const cand = resume.experience;
  const found =
    cand.years === null
      ? 'The resume shows no dated positions and states no years of experience'
      : `The resume shows about ${years(cand.years)} of experience` +
        (cand.fromDates > 0 && cand.stated !== null
          ? ` (${years(cand.fromDates)} from dated positions, ${years(cand.stated)} stated)`
          : cand.fromDates > 0
            ? ` (from dated positions, overlapping periods counted once)`
            : ` (as stated; no dated positions were found)`);
  if (req.years === null) return `${found}. The job does not state an experience requirement, so this part is not scored.`;
  const source =
    req.source === 'experience-level'
      ? `its experience level (${md(job.job.experienceLevel ?? '')})`
      : req.source === 'title'
        ? 'its title'
        : `its ${req.source}`;
  const band = req.maxYears !== null && req.source === 'experience-level' ? `${req.years}-${req.maxYears} years` : `${req.years}+ years`;
  return `${found}. The job asks for ${band}, taken from ${source}.`;
}

/** Skills in the job's own words, each once (two vocabulary skills can come from the same words). */
function jobWords(skills: RequiredSkill[]): string[] {
  return [...new Set(skills.map((s) => s.asWritten))];
}

function skillList(skills: RequiredSkill[], limit: number, withTag: boolean): string[] {
  const preferred = new Set(skills.filter((s) => s.preferred).map((s) => s.asWritten));
  const words = jobWords(skills);
  const lines = words.slice(0, limit).map((w) => `- ${bold(w)}${withTag && preferred.has(w) ? ' (preferred)' : ''}`);
  if (words.length > limit) lines.push(`- …and ${words.length - limit} more: ${words.slice(limit).map(md).join(', ')}`);
  return lines;
}

export function buildFeedback(input: FeedbackInput): { markdown: string; summary: string } {
  const { score, parts, breakdown, resume, job } = input;
  const required = job.requiredSkills;
  const matched = parts.skills.matched;
  const missing = parts.skills.missing;
  const missingRequired = missing.filter((s) => !s.preferred);
  const title = jobTitle(job);
  const label = scoreLabel(score);

  // Summary sentence (plain text, also stored on its own).
  const bits: string[] = [];
  if (parts.skills.applies) bits.push(`${matched.length} of ${required.length} listed skills found`);
  if (resume.experience.years !== null) bits.push(`about ${years(resume.experience.years)} of experience`);
  else bits.push('no dated experience found');
  if (job.experience.years !== null) bits[bits.length - 1] += ` (${job.experience.years}+ required)`;
  if (job.education.level !== null) {
    bits.push(resume.education === null ? `no degree found (${EDUCATION_LEVEL_NAMES[job.education.level]} asked)` : `${EDUCATION_LEVEL_NAMES[resume.education]}`);
  }
  const plainTitle = job.job.title.trim().slice(0, 120) || 'this job';
  const summary = `${label} (${score}/100) for ${plainTitle}: ${bits.join('; ')}.`;

  const out: string[] = [];
  out.push('## Summary', '');
  const lead: string[] = [`${bold(label)}: the resume scores **${score}/100** for ${title}.`];
  if (parts.skills.applies) {
    lead.push(
      missing.length === 0
        ? `It covers all ${required.length} skills the job lists.`
        : `It shows ${matched.length} of the ${required.length} skills the job lists${missingRequired.length > 0 ? `; the most important gaps are ${joinAnd(jobWords(missingRequired).slice(0, 3).map(bold))}` : ''}.`,
    );
  } else {
    lead.push('The job text names no specific skills, so the score rests on the overall fit of the text, experience and education.');
  }
  if (parts.relevance.applies) {
    const r = breakdown.relevance.score;
    lead.push(
      r >= 70
        ? 'Its wording is closely aligned with the job description.'
        : r >= 40
          ? 'Its wording partly overlaps with the job description.'
          : 'Its wording has little in common with the job description.',
    );
  }
  out.push(lead.join(' '), '');

  out.push('### Score breakdown', '');
  out.push('| Part | Weight | Score | Details |', '| --- | ---: | ---: | --- |');
  const b = breakdown;
  out.push(
    `| Skills | ${weightCell(b.skills.weight)} | ${parts.skills.applies ? b.skills.score : '—'} | ${
      parts.skills.applies ? `${matched.length} of ${required.length} job skills found (weighted by importance)` : 'The job lists no skills'
    } |`,
  );
  out.push(`| Relevance | ${weightCell(b.relevance.weight)} | ${parts.relevance.applies ? b.relevance.score : '—'} | Overlap of the whole text with the job (BM25 over word stems) |`);
  out.push(
    `| Role | ${weightCell(b.role.weight)} | ${parts.role.applies ? b.role.score : '—'} | ${parts.role.applies ? `The words of the title (${md(b.role.title.slice(0, 80))}) in the resume` : 'The title has no specific words'} |`,
  );
  out.push(`| Domain | ${weightCell(b.domain.weight)} | ${parts.domain.applies ? b.domain.score : '—'} | ${parts.domain.applies ? "Skills in the job's fields, named or not by the job" : 'The job names no skills of a field'} |`);
  out.push(
    `| Experience | ${weightCell(b.experience.weight)} | ${parts.experience.applies ? b.experience.score : '—'} | ${
      parts.experience.applies
        ? `${resume.experience.years === null ? 'Not found' : years(resume.experience.years)} vs ${job.experience.years}+ required`
        : 'No requirement stated'
    } |`,
  );
  out.push(
    `| Education | ${weightCell(b.education.weight)} | ${parts.education.applies ? b.education.score : '—'} | ${
      parts.education.applies ? `${b.education.found ?? 'No degree found'} vs ${b.education.required} asked` : 'No degree asked for'
    } |`,
  );
  out.push(`| **Overall** | 100% | **${score}** | Weighted, then calibrated to 0-100 |`, '');

  out.push('### Matched skills', '');
  if (!parts.skills.applies) out.push('The job does not name specific skills.');
  else if (matched.length === 0) out.push('None of the skills the job lists were found in the resume.');
  else out.push(...skillList(matched, 20, false));
  out.push('');

  out.push('### Missing skills', '');
  if (!parts.skills.applies) out.push('The job does not name specific skills.');
  else if (missing.length === 0) out.push('None: the resume covers every skill the job lists.');
  else out.push(...skillList(missing, 20, true));
  out.push('');

  out.push('### Experience', '', experienceSentence(input), '');

  const concerns: string[] = [];
  if (parts.skills.applies && missingRequired.length > 0) {
    const share = Math.round((missingRequired.length / Math.max(1, required.filter((s) => !s.preferred).length)) * 100);
    concerns.push(
      `${missingRequired.length} required skill${missingRequired.length === 1 ? ' is' : 's are'} not shown (${share}% of the required ones), including ${joinAnd(jobWords(missingRequired).slice(0, 3).map(bold))}.`,
    );
  }
  if (job.experience.years !== null && job.experience.years > 0) {
    if (resume.experience.years === null) concerns.push('Total experience could not be determined: no dated positions and no stated years.');
    else if (resume.experience.years < job.experience.years) {
      concerns.push(`Experience appears ${years(job.experience.years - resume.experience.years)} short of the ${job.experience.years}+ years asked for.`);
    } else if (job.experience.maxYears !== null && resume.experience.years > job.experience.maxYears + 3) {
      concerns.push(`The candidate may be over-qualified for a ${job.experience.years}-${job.experience.maxYears} year role (${years(resume.experience.years)}).`);
    }
  }
  if (job.education.level !== null && (resume.education === null || resume.education < job.education.level)) {
    concerns.push(
      resume.education === null
        ? `No degree was found; the job asks for ${degreePhrase(job.education.level)}${job.education.equivalentAccepted ? ' or equivalent experience' : ''}.`
        : `The highest degree found (${EDUCATION_LEVEL_NAMES[resume.education]}) is below the ${EDUCATION_LEVEL_NAMES[job.education.level]} asked for.`,
    );
  }
  if (parts.relevance.applies && breakdown.relevance.score < 40) concerns.push('The resume text has little overlap with the job description; it may be aimed at a different kind of role.');
  if (resume.wordCount < 150) concerns.push(`The resume is very short (${resume.wordCount} words); details may be missing or the text may not have been extracted completely.`);
  out.push('### Concerns', '');
  if (concerns.length === 0) out.push('No significant concerns.');
  else out.push(...concerns.map((c) => `- ${c}`));
  out.push('');

  const advice: string[] = [];
  if (parts.skills.applies && missingRequired.length > 0) {
    const top = jobWords(missingRequired).slice(0, 5).map(bold);
    advice.push(
      `Show ${joinAnd(top)} explicitly if the candidate has them: name each skill in the skills section and in the role where it was used, with a concrete result. These carry the most weight in the skills part (${weightCell(b.skills.weight)} of the score).`,
    );
    const certs = missingRequired.filter((s) => /certif|licen[cs]e|\b(?:PMP|CPA|CFA|CISSP|CCNA|BLS|ACLS|CDL)\b/i.test(s.name));
    if (certs.length > 0) advice.push(`List ${joinAnd(jobWords(certs).slice(0, 3).map(bold))} with the issuing body and date if held; otherwise obtaining it would close a stated requirement.`);
  }
  const missingPreferred = missing.filter((s) => s.preferred);
  if (missingPreferred.length > 0) advice.push(`Preferred skills not shown: ${joinAnd(jobWords(missingPreferred).slice(0, 4).map(bold))}. Mentioning any of them adds to the score.`);
  if (job.experience.years !== null && job.experience.years > 0) {
    if (resume.experience.years === null) advice.push('Give every position a start and end date (for example "Jan 2019 – Present"); undated roles cannot be counted as experience.');
    else if (resume.experience.years < job.experience.years) {
      advice.push(
        `Make sure all relevant experience is dated (month and year), including internships, freelance and earlier roles: the job asks for ${job.experience.years}+ years and ${years(resume.experience.years)} were counted.`,
      );
    }
  }
  if (job.education.level !== null && (resume.education === null || resume.education < job.education.level)) {
    advice.push(
      resume.education === null
        ? `State the highest qualification under an "Education" heading with its full name (for example "${DEGREE_EXAMPLES[job.education.level]}"); the job asks for ${degreePhrase(job.education.level)}.`
        : `The job asks for ${degreePhrase(job.education.level)}; ${job.education.equivalentAccepted ? 'it accepts equivalent experience, so describe the experience that substitutes for the degree' : 'relevant certifications or ongoing studies are worth listing'}.`,
    );
  }
  if (advice.length === 0) advice.push('The resume already covers this job well. Quantified achievements (figures, results, scope) will make the strongest impression on the reviewer.');
  out.push('### How to raise this score', '');
  out.push(...advice.map((a, i) => `${i + 1}. ${a}`));
  out.push('');

  return { markdown: out.join('\n'), summary };
}
