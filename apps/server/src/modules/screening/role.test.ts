import { describe, expect, it } from 'vitest';
import { analyzeJob, analyzeResume, scoreParts } from './engine.js';
import { backendJob, NOW, partialBackendResume, strongBackendResume } from './fixtures.test-data.js';
import { buildRoleQuery, HEADLINE_TERMS, resumeRoleTerms, roleScore, roleTermShare, titleLineShare } from './role.js';
import { contentTerms } from './terms.js';
import { canonicalTitleStems } from './title-synonyms.js';

const query = buildRoleQuery({ title: 'Staff Accountant', description: '', requirements: '' });
const range = (start: number, end: number) => ({ start, end });
const listed =
  'Skills: Python, Django, SQL, pandas. Built reporting services and REST APIs for a logistics company from 2019 to 2024, with tests and code reviews.';

describe('role titles and headline', () => {
  it("reads the title's words in the titles of dated roles, the recent ones apart", () => {
    const roles = [
      { role: { title: 'Staff Accountant' }, project: false, range: range(2018 * 12, 2023 * 12) },
      { role: { title: 'Bookkeeper' }, project: false, range: range(2012 * 12, 2017 * 12) },
      { role: { title: 'Accounting Intern' }, project: false, range: null },
    ];
    const terms = resumeRoleTerms([], [], roles);
    expect(roleTermShare(query, terms.titles)).toBe(1);
    expect(roleTermShare(query, terms.recentTitles)).toBe(1);
    // Recency is relative to the resume's latest role: the bookkeeper role ended more than 24 months before it.
    const older = resumeRoleTerms([], [], [roles[1]!, { role: { title: 'Staff Accountant' }, project: false, range: range(2005 * 12, 2010 * 12) }]);
    expect(roleTermShare(query, older.titles)).toBe(1);
    expect(roleTermShare(query, older.recentTitles)).toBe(0);
    // A role without dates gives no title, nor does a freelancer project's name.
    expect(resumeRoleTerms([], [], [roles[2]!]).titles.size).toBe(0);
    expect(
      resumeRoleTerms([], [], [{ role: { title: 'Accounting Migration' }, project: true, range: range(2018 * 12, 2023 * 12) }]).titles.size,
    ).toBe(0);
  });

  it("reads a trainee's post as no role held, in a dated role or on a title line", () => {
    const manager = buildRoleQuery({ title: 'Social Media Manager', description: '', requirements: '' });
    // A resume whose one dated role and one title line hold the title.
    const heldAs = (title: string) =>
      resumeRoleTerms([title], [contentTerms(title)], [{ role: { title }, project: false, range: range(2023 * 12, 2024 * 12) }]);
    const intern = heldAs('Social Media Intern');
    expect(roleTermShare(manager, intern.titles)).toBe(0);
    expect(roleTermShare(manager, intern.recentTitles)).toBe(0);
    expect(titleLineShare(manager, intern.shortLines)).toBe(0);
    const coordinator = heldAs('Social Media Coordinator');
    // "Manager" is a rank, which weighs little: the coordinator holds almost all of the title.
    expect(roleTermShare(manager, coordinator.titles)).toBeGreaterThan(0.9);
    expect(titleLineShare(manager, coordinator.shortLines)).toBeGreaterThan(0.9);
  });

  it('reads the headline from the first content words only', () => {
    const words = contentTerms(`Staff accountant. ${'Managed invoices and payroll. '.repeat(40)}`);
    expect(roleTermShare(query, resumeRoleTerms([''], [words], []).headline)).toBe(1);
    const late = contentTerms(`${'Managed invoices and payroll. '.repeat(40)} Staff accountant.`);
    expect(late.length).toBeGreaterThan(HEADLINE_TERMS);
    expect(roleTermShare(query, resumeRoleTerms([''], [late], []).headline)).toBe(0);
  });

  it('reads a title made of generic words by the words that are no rank', () => {
    const weights = (title: string) => Object.fromEntries(buildRoleQuery({ title, description: '', requirements: '' }).weights);
    const [project, manager, customer, success, senior] = contentTerms('project manager customer success senior');
    expect(weights('Project Manager')).toEqual({ [project!]: 1, [manager!]: 0.2 });
    expect(weights('Customer Success Manager')).toEqual({ [customer!]: 1, [success!]: 1, [manager!]: 0.2 });
    // A rank alone names no field: the role part does not apply.
    expect(buildRoleQuery({ title: 'Senior Manager', description: '', requirements: '' }).specificWeight).toBe(0);
    expect(weights('Senior Manager')).toEqual({ [senior!]: 0.2, [manager!]: 0.2 });
    // A title with a specific word keeps its generic words generic.
    expect(weights('Project Accountant')[project!]).toBe(0.2);
    // The kind of post is no field either, as the roles that count read it (RANK_TITLE_TERMS).
    const [operations, working, student, officer] = contentTerms('operations working student officer');
    expect(weights('Working Student Operations')).toEqual({ [working!]: 0.2, [student!]: 0.2, [operations!]: 1 });
    expect(weights('Project Officer')).toEqual({ [project!]: 1, [officer!]: 0.2 });
  });

  it("reads a title's qualifier as adding to a match, not needed for one, unless its head is only a rank", () => {
    const share = (title: string, line: string) =>
      roleTermShare(buildRoleQuery({ title, description: '', requirements: '' }), new Set(canonicalTitleStems(line)));
    expect(share('Senior Financial Analyst, FP&A', 'Financial Analyst')).toBeCloseTo(share('Senior Financial Analyst', 'Financial Analyst'));
    expect(share('Registered Nurse - ICU', 'Registered Nurse')).toBe(1);
    expect(share('Frontend Engineer (React)', 'Frontend Engineer')).toBe(1);
    expect(share('Senior Financial Analyst, FP&A', 'Senior Financial Analyst FP&A')).toBe(1);
    // The qualifier adds: an FP&A analyst holds more of the title than a plain analyst.
    expect(share('Senior Financial Analyst, FP&A', 'FP&A Analyst')).toBeGreaterThan(share('Senior Financial Analyst, FP&A', 'Analyst'));
    // A German gender marker is no qualifier: what follows it names the role.
    expect(share('Softwareentwickler (m/w/d) Java', 'Softwareentwickler')).toBeLessThan(1);
    expect(share('Softwareentwickler (m/w/d) Java', 'Java Softwareentwickler')).toBe(1);
    // A head of generic words names the role before a specific qualifier, as a generic title does alone.
    expect(share('Customer Success Manager (Mid-Market)', 'Customer Success Manager')).toBe(1);
    expect(share('Customer Success Manager (Mid-Market)', 'Mid-Market Account Executive')).toBeLessThan(0.6);
    // "Director, Product Management" names its field after the comma.
    expect(share('Director, Product Management', 'Director')).toBeLessThan(1);
    expect(share('Director, Product Management', 'Director')).toBeCloseTo(share('Director Product Management', 'Director'));
  });

  it('ranks the project manager above the office manager for a Project Manager posting', () => {
    const job = analyzeJob({ title: 'Project Manager', description: '', requirements: '- 5+ years of experience' });
    const role = (text: string) => scoreParts(analyzeResume(text, { now: NOW }), job).role;
    const projectManager = role(
      'Alex Moore\nProject Manager\n\nExperience\nBuildRight, Project Manager, 2018 - 2024\n- Ran fit-out projects for corporate clients, with budgets, schedules and weekly reports to the client.',
    );
    const officeManager = role(
      'Pat Kim\nOffice Manager\n\nExperience\nDental Group, Office Manager, 2016 - 2024\n- Ran the front desk, supplies and staff rotas of a busy dental practice with four dentists.',
    );
    expect(projectManager.applies).toBe(true);
    expect(projectManager.score).toBeGreaterThan(0.9);
    expect(officeManager.score).toBeLessThan(0.3);
  });

  it('reads no role in a title of posting words and ids, so a resume that says "job" does not hold it', () => {
    const skillList = 'Key skills: bookkeeping; payroll; account reconciliation; Excel';
    const job = (title: string) => analyzeJob({ title, description: skillList, requirements: '' });
    const resume = analyzeResume(
      'Kim Berg\nBookkeeper\n\nExperience\nBookkeeper, Northwind, 2016 - 2024\n- Job: payroll and account reconciliation in Excel.\n- Found a new job for the position of bookkeeper.',
      { now: NOW },
    );
    const untitled = scoreParts(resume, job(''));
    for (const title of ['Job', 'Job 12', 'Open position', 'Vacancy', 'Stellenangebot', 'Job 3fd52a34dcea70d0']) {
      const parts = scoreParts(resume, job(title));
      expect(parts.role.applies, title).toBe(false);
      expect(parts.raw, title).toBe(untitled.raw);
    }
    // Nor does such a title ask for a skill: "Job posting" is no job description writing.
    expect(job('Job posting').requiredSkills).toEqual(job('').requiredSkills);
    // An id beside a title that names a role is left out; posting words in such a title stay.
    expect([...buildRoleQuery({ title: 'Payroll Clerk 3fd52a34dc', description: '', requirements: '' }).weights.keys()]).toEqual(
      contentTerms('payroll clerk'),
    );
    expect(buildRoleQuery({ title: 'Job Coach', description: '', requirements: '' }).specificWeight).toBeGreaterThan(0);
  });

  it('reads a role title whole: half of the title counts a quarter, so a data analyst is far from a data engineer', () => {
    const job = analyzeJob({ title: 'Data Engineer', description: '', requirements: '- Python\n- SQL' });
    const signals = (text: string) => scoreParts(analyzeResume(text, { now: NOW }), job).signals;
    const analyst = signals('Sara Lee\nData Analyst\n\nExperience\nData Analyst, RetailX, 2019 - 2024\n- Wrote SQL queries and built dashboards.');
    const engineer = signals('Omar Haddad\nData Engineer\n\nExperience\nData Engineer, ShopCo, 2019 - 2024\n- Built pipelines in Python and SQL.');
    expect(engineer.roleTitles).toBe(1);
    expect(engineer.titleLine).toBe(1);
    expect(analyst.roleTitles).toBe(0.25);
    expect(analyst.recentRoleTitles).toBe(0.25);
    expect(analyst.titleLine).toBe(0.25);
  });

  it('reads a title that names the same job as the title', () => {
    const service = buildRoleQuery({ title: 'Customer Service Representative', description: '', requirements: '' });
    const lines = ['Customer Support Agent', 'Answered calls and resolved complaints.'];
    const terms = resumeRoleTerms(lines, lines.map(contentTerms), [
      { role: { title: 'Customer Support Agent' }, project: false, range: range(2019 * 12, 2024 * 12) },
    ]);
    expect(titleLineShare(service, terms.shortLines)).toBe(1);
    expect(roleTermShare(service, terms.recentTitles)).toBe(1);
    expect(roleTermShare(service, terms.headline)).toBe(1);
    const tf = new Map(contentTerms(lines.join(' ')).map((t) => [t, 1]));
    expect(roleScore(service, tf, terms.synonymFrequencies)).toBeCloseTo(
      roleScore(service, new Map(contentTerms('customer service representative').map((t) => [t, 1])), new Map()),
    );
  });

  it('reads how much of the title one short line holds, not words apart or inside a sentence', () => {
    const engineer = buildRoleQuery({ title: 'Senior Software Engineer', description: '', requirements: '' });
    const share = (text: string) => {
      const lines = text.split('\n');
      return titleLineShare(engineer, resumeRoleTerms(lines, lines.map(contentTerms), []).shortLines);
    };
    // "Senior" is a generic word: a line without it still holds most of the title.
    const titled = share('Priya Raman\nSoftware Engineer\nPune, India');
    expect(titled).toBeGreaterThan(0.9);
    expect(share('SENIOR SOFTWARE ENGINEER - Payments, Berlin')).toBe(1);
    const apart = share('Software: Excel, Word\nEngineer of record for two bridges');
    expect(apart).toBeGreaterThan(0);
    expect(apart).toBeLessThan(0.5);
    expect(share('Worked closely with the software engineer team on the migration of every reporting service to the cloud.')).toBe(0);
    // The tail of that sentence wrapped onto a line of its own (as a PDF wraps it) is no title line either.
    expect(share('Migrated every reporting service to the cloud together with the\nsoftware engineer team.')).toBe(0);

    const job = analyzeJob({
      title: 'Software Engineer',
      description: 'Build REST APIs in Python and Django.',
      requirements: '- Python\n- Django\n- SQL',
    });
    const withTitle = scoreParts(analyzeResume(`Software Engineer\n${listed}`, { now: NOW }), job);
    const withoutTitle = scoreParts(
      analyzeResume(`Quality engineer who tested the software releases of a large retail bank\n${listed}`, { now: NOW }),
      job,
    );
    expect(withTitle.signals.titleLine).toBe(1);
    expect(withoutTitle.signals.titleLine).toBe(0);
    expect(withTitle.role.score).toBeGreaterThan(withoutTitle.role.score);
  });

  it('keeps the role part in [0, 1] and ranks the title held above the title hoped for', () => {
    const job = analyzeJob(backendJob);
    const strong = scoreParts(analyzeResume(strongBackendResume, { now: NOW }), job);
    const junior = scoreParts(analyzeResume(partialBackendResume, { now: NOW }), job);
    for (const p of [strong, junior]) {
      expect(p.role.score).toBeGreaterThanOrEqual(0);
      expect(p.role.score).toBeLessThanOrEqual(1);
    }
    expect(strong.signals.recentRoleTitles).toBeGreaterThan(junior.signals.recentRoleTitles);
    expect(junior.signals.roleTitles).toBe(0);
  });
});
