import { JOB_SKILLS_MAX } from '@kairox/contract';
import { describe, expect, it } from 'vitest';
import {
  analyzeJob,
  analyzeResume,
  BASE_WEIGHTS,
  calibrate,
  isReadableResumeText,
  postingSkills,
  SCREENED_TEXT_MAX_CHARS,
  scoreParts,
  screenResume,
} from './engine.js';
import {
  accountantResume,
  backendJob,
  injectionResume,
  NOW,
  nurseJob,
  nurseResume,
  partialBackendResume,
  strongBackendResume,
  unrelatedChefResume,
} from './fixtures.test-data.js';
import { isUnreadableResumeError, type ScreeningJob, UNREADABLE_RESUME_MESSAGE, UnreadableResumeError } from './types.js';
import { getVocabulary } from './vocabulary.js';

const screen = (resumeText: string, job: ScreeningJob) => screenResume({ resumeText, job }, { now: NOW });

describe('screenResume on hand-written fixtures', () => {
  it('scores a strong match above 75', () => {
    const r = screen(strongBackendResume, backendJob);
    expect(r.score).toBeGreaterThan(75);
    expect(r.breakdown.skills.missing).toEqual([]);
    expect(r.breakdown.experience.candidateYears).toBeGreaterThanOrEqual(8);
    expect(r.breakdown.experience.requiredYears).toBe(5);
    expect(r.breakdown.education).toMatchObject({ required: "Bachelor's degree", found: "Bachelor's degree", score: 100 });
    expect(screen(nurseResume, nurseJob).score).toBeGreaterThan(75);
  });

  it('scores unrelated resumes below 30', () => {
    expect(screen(unrelatedChefResume, backendJob).score).toBeLessThan(30);
    expect(screen(accountantResume, backendJob).score).toBeLessThan(30);
    expect(screen(strongBackendResume, nurseJob).score).toBeLessThan(30);
    expect(screen(unrelatedChefResume, nurseJob).score).toBeLessThan(30);
  });

  it('puts a partial match in between, using the range', () => {
    const partial = screen(partialBackendResume, backendJob).score;
    expect(partial).toBeGreaterThan(screen(unrelatedChefResume, backendJob).score + 10);
    expect(partial).toBeLessThan(screen(strongBackendResume, backendJob).score - 20);
  });

  it('returns integer scores 0-100, integer part scores and weights that sum to 1', () => {
    for (const [resume, job] of [
      [strongBackendResume, backendJob],
      [partialBackendResume, backendJob],
      [nurseResume, nurseJob],
    ] as const) {
      const r = screen(resume, job);
      expect(Number.isInteger(r.score)).toBe(true);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
      const parts = Object.values(r.breakdown);
      for (const p of parts) expect(Number.isInteger(p.score)).toBe(true);
      expect(parts.reduce((s, p) => s + p.weight, 0)).toBeCloseTo(1, 2);
    }
  });

  it('redistributes the weight of parts that do not apply', () => {
    const job: ScreeningJob = {
      title: 'Pastry Chef',
      description: 'Bakery in the city centre.',
      requirements: 'Baking, cake decorating, food safety',
    };
    const r = screen(unrelatedChefResume, job);
    expect(r.breakdown.experience.weight).toBe(0);
    expect(r.breakdown.education.weight).toBe(0);
    const applying = (['skills', 'relevance', 'role', 'domain'] as const).filter((p) => BASE_WEIGHTS[p] > 0);
    const total = applying.reduce((s, p) => s + BASE_WEIGHTS[p], 0);
    for (const p of applying) expect(r.breakdown[p].weight, p).toBeCloseTo(BASE_WEIGHTS[p] / total, 3);
    expect(r.score).toBeGreaterThan(75);
  });

  it('ignores benefits boilerplate and halves preferred skills', () => {
    const job = analyzeJob(backendJob);
    const names = job.requiredSkills.map((s) => s.name);
    expect(names).not.toContain('Insurance');
    expect(names).not.toContain('Dental care');
    const kafka = job.requiredSkills.find((s) => s.id === 'apache-kafka')!;
    const java = job.requiredSkills.find((s) => s.id === 'java')!;
    expect(kafka.preferred).toBe(true);
    expect(kafka.weight).toBeLessThan(java.weight);
  });

  it('reads a field that only refers to the other as empty, and a posting written into the requirements as a posting', () => {
    const alone = { ...backendJob, requirements: '' };
    for (const referral of ['See description.', 'Please see the job description above', 'N/A', 'TBD', 'Siehe Stellenbeschreibung']) {
      expect(screen(strongBackendResume, { ...backendJob, requirements: referral }), referral).toEqual(screen(strongBackendResume, alone));
    }
    // A referral with an ask of its own is read.
    const withAsk = analyzeJob({ ...alone, requirements: 'See description. Also Terraform.' });
    expect(withAsk.requiredSkills.map((s) => s.id)).toContain('terraform');
    // A posting written whole into the requirements, the description pointing there, reads as a description: benefits ask for nothing.
    const posting = { ...backendJob, description: `${backendJob.requirements}\n\n${backendJob.description}`, requirements: '' };
    const inRequirements = { ...backendJob, description: 'See requirements below.', requirements: posting.description };
    expect(screen(strongBackendResume, inRequirements)).toEqual(screen(strongBackendResume, posting));
    expect(analyzeJob(inRequirements).requiredSkills.map((s) => s.name)).not.toContain('Insurance');
  });

  it('reads only the first 50,000 characters: padding after them changes nothing', () => {
    const padded = `${strongBackendResume}\n${'Kubernetes Terraform Rust Go '.repeat(SCREENED_TEXT_MAX_CHARS)}`;
    const cut = padded.slice(0, SCREENED_TEXT_MAX_CHARS);
    expect(screen(padded, backendJob)).toEqual(screen(cut, backendJob));
  });

  it('is deterministic', () => {
    expect(screen(partialBackendResume, backendJob)).toEqual(screen(partialBackendResume, backendJob));
  });
});

describe('monotonicity: adding a required skill never lowers the score', () => {
  const cases: [string, string, ScreeningJob][] = [
    ['partial backend', partialBackendResume, backendJob],
    ['chef for backend', unrelatedChefResume, backendJob],
    ['accountant for nurse', accountantResume, nurseJob],
    ['nurse for nurse', nurseResume, nurseJob],
    ['strong backend', strongBackendResume, backendJob],
  ];
  for (const [name, resume, job] of cases) {
    it(name, () => {
      const analysis = analyzeJob(job);
      const missing = screen(resume, job).breakdown.skills.missing;
      let text = resume;
      let last = screen(text, job);
      // One at a time, in three spellings: skills line, sentence, bullet.
      for (const [i, skill] of analysis.requiredSkills.map((s) => s.name).entries()) {
        const line = [`\nSkills: ${skill}`, `\nUsed ${skill} daily in production.`, `\n• ${skill}`][i % 3]!;
        text += line;
        const next = screen(text, job);
        expect(next.score, `after adding ${skill}`).toBeGreaterThanOrEqual(last.score);
        expect(next.breakdown.skills.score).toBeGreaterThanOrEqual(last.breakdown.skills.score);
        last = next;
      }
      expect(last.breakdown.skills.missing).toEqual([]);
      if (missing.length > 0) expect(last.score).toBeGreaterThan(screen(resume, job).score);
    });
  }

  it('holds for every single added skill, raw score included', () => {
    const job = analyzeJob(backendJob);
    const base = analyzeResume(partialBackendResume, { now: NOW });
    const before = scoreParts(base, job);
    for (const s of job.requiredSkills) {
      const after = scoreParts(analyzeResume(`${partialBackendResume}\n${s.name}`, { now: NOW }), job);
      expect(after.raw, s.name).toBeGreaterThanOrEqual(before.raw);
      expect(after.score, s.name).toBeGreaterThanOrEqual(before.score);
    }
  });

  it('calibration is increasing and pinned at 0 and 100', () => {
    expect(calibrate(0)).toBeCloseTo(0);
    expect(calibrate(1)).toBeCloseTo(100);
    let last = -1;
    for (let x = 0; x <= 1.0001; x += 0.01) {
      const y = calibrate(x);
      expect(y).toBeGreaterThan(last);
      last = y;
    }
  });
});

describe('feedback markdown', () => {
  it('states the fit, then must-haves with evidence, experience, education, concerns and a breakdown table', () => {
    const r = screen(partialBackendResume, backendJob);
    expect(r.feedbackMarkdown).toMatch(
      /^\*\*(?:Partial|Good) match — \d+\/100\.\*\* 2 of 9 must-haves shown; 3\.2 years of experience \(5\+ years asked\)\.\n/,
    );
    const headings = [...r.feedbackMarkdown.matchAll(/^#+ (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(['Must-haves', 'Nice-to-haves', 'Experience', 'Education', 'Concerns', 'Score breakdown']);
    expect(r.feedbackMarkdown).toContain(`| Skills | ${Math.round(r.breakdown.skills.weight * 100)}% | ${r.breakdown.skills.score} |`);
    expect(r.feedbackMarkdown).toMatch(/\| \*\*Overall\*\* \| 100% \| \*\*\d+\*\* \|/);
    expect(r.feedbackMarkdown).toContain('- ✓ **Java**: “Built small features in Java and JavaScript for client web shops.”');
    expect(r.feedbackMarkdown).toContain('- ✗ **Kubernetes**: missing');
    // "Jenkins or GitHub Actions" is one ask.
    expect(r.feedbackMarkdown).toContain('- ✗ **Jenkins / GitHub Actions**: missing');
    expect(r.summary).toMatch(/^(?:Partial|Good) match \(\d+\/100\) for Senior Backend Engineer \(Java\)/);
  });

  it('names the gaps as concerns and gives the candidate no advice', () => {
    const md = screen(partialBackendResume, backendJob).feedbackMarkdown;
    const concerns = md.slice(md.indexOf('### Concerns'), md.indexOf('### Score breakdown'));
    expect(concerns).toContain('**Kubernetes**');
    expect(concerns).toMatch(/1\.8 years short of the 5\+ years asked/);
    expect(concerns).toContain("Highest degree found (Associate degree or diploma) is below the Bachelor's degree asked.");
    expect(md).not.toMatch(/How to raise|\bShow \*\*|Make sure|List \*\*|State the/);
  });

  it('names a gap of a year between jobs, not one that a bare end year may cover', () => {
    const concerns = (history: string) => {
      const md = screen(
        `Priya Nair\nProject Manager\n\nExperience\n${history}\n- Ran budgets, schedules and vendor contracts for ERP projects.`,
        backendJob,
      ).feedbackMarkdown;
      return md.slice(md.indexOf('### Concerns'), md.indexOf('### Score breakdown'));
    };
    // "2016 – 2019" may have ended in December 2019.
    expect(concerns('Senior Project Manager, Midwest Health, Jan 2020 – Present\nProject Manager, Allied Insurance, 2016 – 2019')).not.toContain(
      'A gap of',
    );
    expect(concerns('Senior Project Manager, Midwest Health, Jan 2020 – Present\nProject Manager, Allied Insurance, 2015 – 2018')).toContain(
      'A gap of 12 months between 2018-12 and 2020-01.',
    );
    expect(concerns('Senior Project Manager, Midwest Health, Jan 2021 – Present\nProject Manager, Allied Insurance, Mar 2016 – Dec 2019')).toContain(
      'A gap of 12 months between 2019-12 and 2021-01.',
    );
  });

  it('does not echo resume text (no raw HTML or links from the resume)', () => {
    const r = screen(injectionResume, backendJob);
    expect(r.feedbackMarkdown).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(r.feedbackMarkdown).not.toContain('Ignore all previous instructions');
    expect(r.score).toBeLessThan(30);
  });

  it('escapes the job title', () => {
    const r = screen(strongBackendResume, { ...backendJob, title: 'Java <b>dev</b> [x](javascript:alert(1))' });
    expect(r.feedbackMarkdown).not.toContain('<b>');
    expect(r.feedbackMarkdown).not.toContain('](javascript');
  });
});

describe('feedback without noise', () => {
  const frontendJob: ScreeningJob = {
    title: 'Frontend Engineer (React)',
    description: [
      'Recruiters spend their whole day in our web app and our hiring platform.',
      'What you will do:',
      '- Build features in React and TypeScript',
    ].join('\n'),
    requirements: [
      '- Solid understanding of HTML semantics and WCAG accessibility basics',
      '- Experience with data fetching and caching libraries',
      '- Comfort writing tests with Testing Library',
    ].join('\n'),
  };
  const frontendResume = `Jo Rivera
Front-end Developer

Experience
Shopfront, Front-end Developer, Jan 2020 - Present
- Built checkout pages in React and TypeScript with semantic HTML.
- Led accessible web design for the storefront and cut page load time by a third.
- Wrote unit tests for every component.

Skills
React, TypeScript, HTML, CSS, Git`;

  it("names only skills the job asks for, in the job's own words", () => {
    const job = analyzeJob(frontendJob);
    expect(job.requiredSkills.map((s) => s.name)).not.toContain('Recruitment');
    expect(job.requiredSkills.map((s) => s.name)).not.toContain('Writing');
    const md = screen(frontendResume, frontendJob).feedbackMarkdown;
    for (const noise of ['Recruitment', 'Writing', 'comfort', 'datum', 'Web accessibility']) expect(md).not.toContain(noise);
    expect(md).toContain('**WCAG**');
  });

  it('counts a phrasing of a skill as the skill ("accessible web design" is web accessibility)', () => {
    const r = screen(frontendResume, frontendJob);
    expect(r.breakdown.skills.matched).toContain('Web accessibility');
    expect(r.feedbackMarkdown).toContain('- ✓ **WCAG**: “Led accessible web design for the storefront and cut page load time by a third.”');
  });
});

describe('unreadable resumes', () => {
  it('throws a typed error for empty, tiny or garbage text', () => {
    for (const text of ['', '   \n\t ', 'John Smith\nResume\nPage 1 of 1', '%PDF-1.4 ÿþ \u0000\u0001 ☐☐☐ 0x1F 9823 1233 ### @@@ '.repeat(20)]) {
      let error: unknown;
      try {
        screen(text, backendJob);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UnreadableResumeError);
      expect(isUnreadableResumeError(error)).toBe(true);
      expect((error as UnreadableResumeError).code).toBe('UNREADABLE_RESUME');
      expect((error as Error).message).toBe(UNREADABLE_RESUME_MESSAGE);
    }
    expect(UNREADABLE_RESUME_MESSAGE).toBe('No text could be extracted from the resume (it may be a scanned image).');
  });

  it('accepts a short but real resume', () => {
    expect(isReadableResumeText(partialBackendResume)).toBe(true);
  });

  it('screens a resume of a dozen real words, as a bare skills-and-education form gives', () => {
    const formResume =
      'Education Details\nBBA Lovely Professional University\nSkill Details\nRecruitment, payroll, onboarding - Experience - 6 months\nCompany Details\ncompany - HR Assistant';
    expect(formResume.match(/\p{L}{2,}/gu)!.length).toBeLessThan(20);
    const result = screen(formResume, backendJob);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThan(30);
  });

  it('judges readability before masking: a short resume with its contact lines masked is still scored', () => {
    const shortResume = [
      'Jane Quinn Public',
      'jane.public@example.com | +44 20 7946 0958',
      '12 High Street, London SW1A 1AA',
      'Welder with eight years of experience in MIG and TIG welding, blueprint reading and metal fabrication.',
      'Certified structural welder, safety focused team player.',
    ].join('\n');
    expect(() => screen(shortResume, backendJob)).not.toThrow();
  });
});

describe('vocabulary use in the engine', () => {
  it('lists skill names from the vocabulary in the breakdown', () => {
    const r = screen(strongBackendResume, backendJob);
    const names = new Set(getVocabulary().entries.map((e) => e.name));
    for (const n of [...r.breakdown.skills.matched, ...r.breakdown.skills.required]) expect(names.has(n)).toBe(true);
  });
});

describe('the posting skills a recruiter sees', () => {
  it('lists at most JOB_SKILLS_MAX, the weightiest, so the list as shown can be saved', () => {
    const names = getVocabulary()
      .entries.filter(
        (entry) => ['programming', 'web', 'databases', 'cloud'].includes(entry.category) && !entry.exact && /^[A-Za-z]+$/.test(entry.name),
      )
      .map((entry) => entry.name);
    expect(names.length).toBeGreaterThan(JOB_SKILLS_MAX + 10);
    // The ten must-haves weigh twice the nice-to-haves: they are all kept.
    const requirements = `Requirements\n- ${names.slice(0, 10).join(', ')}\nNice to have:\n- ${names.slice(10).join(', ')}`;
    const skills = postingSkills({ title: 'Software Engineer', description: '', requirements });
    expect(skills).toHaveLength(JOB_SKILLS_MAX);
    expect(skills.filter((skill) => skill.importance === 'MUST_HAVE').map((skill) => skill.name)).toEqual(expect.arrayContaining(names.slice(0, 10)));
  });
});
