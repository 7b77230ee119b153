import { describe, expect, it } from 'vitest';
import {
  candidateExperience,
  candidateRoles,
  datedRoles,
  experienceScore,
  levelBand,
  mergeRanges,
  parseDateRanges,
  requiredExperience,
  requiredYearsInText,
  roleYears,
  statedYears,
  totalMonths,
  UNKNOWN_EXPERIENCE_SCORE,
  workSectionText,
} from './experience.js';

const now = new Date('2025-06-15T00:00:00Z');
const months = (text: string) => totalMonths(parseDateRanges(text, { now }));

describe('date ranges', () => {
  it('parses month-name ranges with open ends', () => {
    expect(parseDateRanges('Acme — Jan 2019 – Present', { now })).toEqual([{ start: 2019 * 12, end: 2025 * 12 + 5 }]);
    expect(months('Since March 2024')).toBe(16);
    expect(months('Sept. 2020 - current')).toBe(58);
    expect(months('June 2023 to Now')).toBe(25);
  });

  it('parses numeric, year-only and "to" ranges', () => {
    expect(months('03/2017 - 06/2020')).toBe(40);
    expect(months('2015-2018')).toBe(36);
    expect(months('2015 – 2018')).toBe(36);
    expect(months('May 2012 to Dec 2014')).toBe(32);
    expect(months('2016-01 to 2016-12')).toBe(12);
    expect(months("Jan '19 - Dec '19")).toBe(12);
    expect(months('2018 - 2018')).toBe(6);
  });

  it('ignores impossible or reversed ranges and non-dates', () => {
    expect(months('2020 - 2015')).toBe(0);
    expect(months('Call 555-1234 or 2000-3000 units')).toBe(0);
    expect(months('13/2019 - 14/2020')).toBe(0);
    expect(months('1890 - 1895')).toBe(0);
  });

  it('merges overlapping and adjacent periods', () => {
    expect(
      mergeRanges([
        { start: 10, end: 20 },
        { start: 15, end: 30 },
        { start: 31, end: 35 },
        { start: 50, end: 60 },
      ]),
    ).toEqual([
      { start: 10, end: 35 },
      { start: 50, end: 60 },
    ]);
    // A bare end year counts to its January but may run to its December; merging keeps the latest.
    expect(parseDateRanges('2016 - 2019', { now })).toEqual([{ start: 2016 * 12, end: 2019 * 12 - 1, latestEnd: 2019 * 12 + 11 }]);
    expect(mergeRanges(parseDateRanges('2016 - 2019\nMar 2017 - Jun 2018', { now }))).toEqual([
      { start: 2016 * 12, end: 2019 * 12 - 1, latestEnd: 2019 * 12 + 11 },
    ]);
    expect(mergeRanges(parseDateRanges('2016 - 2019\nMar 2017 - Jun 2020', { now }))).toEqual([{ start: 2016 * 12, end: 2020 * 12 + 5 }]);
    // Two parallel jobs in 2019-2020 count once.
    expect(months('Jan 2019 - Dec 2020 Job A\nJun 2019 - Jun 2020 Job B\nJan 2022 - Dec 2022 Job C')).toBe(36);
  });
});

describe('candidate experience', () => {
  it('leaves out the education section and degree lines', () => {
    const resume = [
      'Experience',
      'Acme, Analyst, Jan 2020 - Dec 2021',
      'Education',
      'University of Somewhere 2012 - 2016',
      'Skills',
      'Excel',
      'B.Sc. Mathematics, State College, 2008 - 2011',
    ].join('\n');
    expect(workSectionText(resume)).not.toContain('2012');
    expect(candidateExperience(resume, { now }).years).toBe(2);
  });

  it('reads "Masters of science" and "Bachelors in" on a date line as a degree, not a role', () => {
    const resume = 'Skills: Jenkins, Ansible\nJune 2015 to June 2017 Masters of science information technology Hyderabad JNTU\nDevops Engineer';
    expect(candidateRoles(resume, { now })).toEqual([]);
    expect(candidateExperience(resume, { now }).years).toBeNull();
    expect(candidateExperience('2010 - 2014 Bachelors in Commerce, Delhi University', { now }).years).toBeNull();
  });

  it('counts a job at a school or university as work, and a school without a title as a degree', () => {
    const resume = [
      'Math Teacher, Lincoln Middle School, Aug 2017 - Jul 2021',
      'Research Assistant, Stanford University, Sep 2021 - Aug 2023',
      'Ohio State University, 2012 - 2016',
    ].join('\n');
    expect(workSectionText(resume)).not.toContain('Ohio State');
    expect(candidateExperience(resume, { now }).years).toBe(6);
  });

  it('takes stated years when they exceed the dated ranges', () => {
    expect(statedYears('Engineer with 7+ years of experience in Java')).toBe(7);
    expect(statedYears('over ten years of professional experience')).toBe(10);
    expect(statedYears('I am 25 years old')).toBeNull();
    expect(statedYears('Freelance backend developer with 11 years of Java experience')).toBe(11);
    expect(statedYears('5 years of sales and marketing experience')).toBe(5);
    // A range describes the work or an ask, not the candidate's own years.
    expect(statedYears('Working on senior level assignments (15-20 yrs experience). 8 years of HR experience')).toBe(8);
    expect(statedYears('Positions requiring 10 to 15 years of experience')).toBeNull();
    expect(statedYears('Projekte für Senior-Berater (10 bis 15 Jahre Berufserfahrung)')).toBeNull();
    const c = candidateExperience('Summary: 12 years of experience.\nAcme 2020 - 2022', { now });
    expect(c).toMatchObject({ years: 12, fromDates: 2, stated: 12 });
    expect(candidateExperience('No dates at all here.', { now }).years).toBeNull();
  });

  it('uses the injected "now" for open ranges', () => {
    const resume = 'Acme, Jan 2020 - Present';
    expect(candidateExperience(resume, { now: new Date('2021-01-01T00:00:00Z') }).years).toBe(1.1);
    expect(candidateExperience(resume, { now: new Date('2025-01-01T00:00:00Z') }).years).toBe(5.1);
  });
});

describe('required experience', () => {
  it('reads "N+ years" phrases near the word experience', () => {
    expect(requiredYearsInText('5+ years of experience with Java').required).toBe(5);
    expect(requiredYearsInText('Minimum of 3 years of relevant work experience').required).toBe(3);
    expect(requiredYearsInText('3-5 years experience in sales').required).toBe(3);
    expect(requiredYearsInText('At least two years working in a kitchen').required).toBe(2);
    expect(requiredYearsInText('Must be 18 years of age').required).toBeNull();
    expect(requiredYearsInText('We have been in business for 30 years').required).toBeNull();
    // In the requirements the years of a field are asked for without a word for experience.
    expect(requiredYearsInText('- 1+ year in a call center', { requirements: true }).required).toBe(1);
    expect(requiredYearsInText('- 3 years as a registered nurse', { requirements: true }).required).toBe(3);
    expect(requiredYearsInText('- 5+ years managing warehouse operations', { requirements: true }).required).toBe(5);
    expect(requiredYearsInText('- 3+ years of Python', { requirements: true }).required).toBe(3);
    expect(requiredYearsInText('- Must be 18 years of age', { requirements: true }).required).toBeNull();
    expect(requiredYearsInText('- A contract of 2 years during which you join our team', { requirements: true }).required).toBeNull();
    expect(requiredYearsInText('30 years in business').required).toBeNull();
    // Months of experience are asked as part of a year; a contract's or project's months are not.
    expect(requiredYearsInText('- 6+ months of warehouse experience', { requirements: true }).required).toBe(0.5);
    expect(requiredYearsInText('Minimum of six months experience required.').required).toBe(0.5);
    expect(requiredYearsInText('Full-time position (12 months). Accounting background required.').required).toBeNull();
    expect(requiredYearsInText('The project will last three months; work is remote.').required).toBeNull();
    // Years that limit time are no years of experience.
    const certificateLater = '- Teaching certificate, or eligibility to obtain within one year of hire\n- Experience with classroom management';
    expect(requiredYearsInText(certificateLater, { requirements: true }).required).toBeNull();
    expect(requiredYearsInText('- 2 years of experience within the last 5 years', { requirements: true }).required).toBe(2);
    // Years in a role are a person's wherever the posting states them.
    expect(requiredYearsInText('3+ years as a litigation paralegal at a law firm.').required).toBe(3);
    expect(requiredYearsInText('Mindestens 3 Jahre als Buchhalter').required).toBe(3);
  });

  it('tells years only preferred from years asked, by their clause or their section', () => {
    const asked = (text: string, requirements = false) => requiredYearsInText(text, { requirements });
    expect(asked('One year of management experience in a retail environment preferred.')).toEqual({ required: null, preferred: 1 });
    expect(asked('Ideally 2+ years of B2B sales experience')).toEqual({ required: null, preferred: 2 });
    expect(asked('Preferred Qualifications:\n- 5+ years of experience in SaaS sales', true)).toEqual({ required: null, preferred: 5 });
    expect(asked('Wünschenswert:\n- 2 Jahre Erfahrung im Vertrieb', true)).toEqual({ required: null, preferred: 2 });
    expect(asked('- 3+ years nursing experience in OR or ICU (preferred)', true)).toEqual({ required: null, preferred: 3 });
    // A marker of a later item, a field's parenthesis, an "ideally" tail or the next section's label is not the years'.
    expect(asked('Mindestens 3 Jahre SAP-Projekterfahrung ABAP-Kenntnisse (optional) Englisch', true)).toEqual({ required: 3, preferred: null });
    expect(asked('Minimum 3 years of asset protection experience (upscale retail preferred)')).toEqual({ required: 3, preferred: null });
    expect(asked('3+ years of Python experience, ideally with Django')).toEqual({ required: 3, preferred: null });
    expect(asked('- 3-5 years of HR generalist experience, manufacturing preferred', true)).toEqual({ required: 3, preferred: null });
    expect(asked('- 3+ years of Java experience, Kotlin a plus', true)).toEqual({ required: 3, preferred: null });
    // The marker right after the comma is the years' own, and a list of alternatives stays one item.
    expect(asked('- 3+ years of experience, preferred', true)).toEqual({ required: null, preferred: 3 });
    expect(asked('- 3+ years nursing in either OR, ED, ICU or Urology (preferred)', true)).toEqual({ required: null, preferred: 3 });
    expect(asked('Basic Qualifications: 2 years of experience developing Java applications Preferred Qualifications: Spring')).toEqual({
      required: 2,
      preferred: null,
    });
    expect(asked('Experience Required 3 to 5 years Experience Desired')).toEqual({ required: 3, preferred: null });
    expect(asked('Additional Requirements:\n- 5+ years of maintenance experience', true)).toEqual({ required: 5, preferred: null });
  });

  it('asks for the years required before those only preferred, and for the lower as the entry bar', () => {
    const job = (requirements: string, description = '') => requiredExperience({ title: 'Sales Representative', description, requirements });
    expect(job('- 3+ years of sales experience required\n- 5+ years of sales experience preferred')).toMatchObject({ years: 3, preferred: false });
    expect(job('- CRM\nPreferred:\n- 5+ years of sales experience')).toMatchObject({ years: 5, preferred: true, source: 'requirements' });
    expect(job('Preferred:\n- 5+ years of sales experience', 'You bring 2+ years of sales experience.')).toMatchObject({
      years: 2,
      preferred: false,
      source: 'description',
    });
  });

  it('maps experience levels Entry 0-2, Mid 2-5, Senior 5-8, Lead 8+', () => {
    expect(levelBand('Entry')).toEqual({ min: 0, max: 2 });
    expect(levelBand('Mid')).toEqual({ min: 2, max: 5 });
    expect(levelBand('Senior (5-8 years)')).toEqual({ min: 5, max: 8 });
    expect(levelBand('Lead (8+ years)')).toEqual({ min: 8, max: null });
    expect(levelBand(null)).toBeNull();
  });

  it('prefers explicit years, then the level, then the title', () => {
    expect(
      requiredExperience({ title: 'Engineer', description: '', requirements: '4+ years of experience', experienceLevel: 'Senior' }),
    ).toMatchObject({ years: 4, source: 'requirements' });
    expect(requiredExperience({ title: 'Engineer', description: '', requirements: 'Java', experienceLevel: 'Senior' })).toMatchObject({
      years: 5,
      maxYears: 8,
      source: 'experience-level',
    });
    expect(requiredExperience({ title: 'Senior Accountant', description: '', requirements: '' })).toMatchObject({ years: 5, source: 'title' });
    expect(requiredExperience({ title: 'Staff Nurse', description: '', requirements: '' })).toMatchObject({ years: null });
    // A posting pasted with its title in a labelled line: its level word counts, and caps the years that fit.
    const pasted = {
      title: '',
      description: 'Titel\nJunior Java Entwickler (m/w/d)\nIhre Aufgaben\nEntwicklung von Web-Oberflächen',
      requirements: '',
    };
    expect(requiredExperience(pasted)).toMatchObject({ years: 0, maxYears: 2, source: 'title' });
    expect(requiredExperience({ title: 'Junior Developer', description: '', requirements: '- 1+ years of experience with Java' })).toMatchObject({
      years: 1,
      maxYears: 2,
      source: 'requirements',
    });
  });
});

describe('experience score', () => {
  it('is 1 when the requirement is met and falls smoothly below it', () => {
    expect(experienceScore(6, 5)).toBe(1);
    expect(experienceScore(5, 5)).toBe(1);
    const curve = [0, 1, 2, 3, 4, 4.9].map((y) => experienceScore(y, 5));
    for (let i = 1; i < curve.length; i++) expect(curve[i]!).toBeGreaterThan(curve[i - 1]!);
    expect(experienceScore(3, 5)).toBeCloseTo(0.77, 2);
    expect(experienceScore(0, 5)).toBeCloseTo(0.2, 2);
    expect(experienceScore(0, 5)).toBeGreaterThan(0);
  });

  it('lowers over-qualification, down to half', () => {
    expect(experienceScore(5, 0, 2)).toBe(1);
    expect(experienceScore(10, 0, 2)).toBeCloseTo(0.75);
    expect(experienceScore(30, 0, 2)).toBe(0.5);
    expect(experienceScore(30, 8, null)).toBe(1);
  });

  it('counts half the shortfall when the years are only preferred', () => {
    expect(experienceScore(5, 5, null, true)).toBe(1);
    expect(experienceScore(1, 5, null, true)).toBeCloseTo(1 - 0.5 * (1 - experienceScore(1, 5)), 6);
    expect(experienceScore(1, 5, null, true)).toBeGreaterThan(experienceScore(1, 5));
    expect(experienceScore(0, 5, null, true)).toBeLessThan(experienceScore(3, 5, null, true));
    expect(experienceScore(null, 5, null, true)).toBeCloseTo(1 - 0.5 * (1 - UNKNOWN_EXPERIENCE_SCORE), 6);
  });

  it('treats unknown experience as neutral-low', () => {
    expect(experienceScore(null, 5)).toBe(UNKNOWN_EXPERIENCE_SCORE);
    expect(experienceScore(null, 0)).toBe(1);
  });
});

describe('German dates and years', () => {
  it('reads German month names, open ends and "seit"', () => {
    expect(months('03/2019 – heute')).toBe(76);
    expect(months('Seit März 2024')).toBe(16);
    expect(months('Oktober 2020 bis Dezember 2020')).toBe(3);
  });

  it('reads dates with the day ("01.01.2016–Heute") and a slash with spaces between two dates', () => {
    expect(months('15.08.2007–15.10.2011 Daten Analyst')).toBe(51);
    expect(months('01.01.2025–Heute Website Developer')).toBe(6);
    expect(months('May 2014 / June 2016 : Engineering Ingegneria Informatica spa.')).toBe(26);
    expect(months('December 2024 / today : Benetton Group srl.')).toBe(7);
    expect(months('Awards 03/2017 and 05/2019')).toBe(0);
  });

  it('counts work under German work headings and leaves out school years', () => {
    const resume = [
      'Studium',
      '09/2009 – 06/2014 Studium der Informatik, Universität zu Damaskus',
      'Praktika und Arbeitserfahrung',
      '03/2017 – 09/2017 iOS Entwickler at Radbonus, Köln',
      'Schulausbildung',
      '09/1981 - 06/1987 Grundschule in Amman',
      '09/1990 - 06/1993 Gymnasium in Amman',
    ].join('\n');
    expect(candidateExperience(resume, { now }).years).toBe(0.6);
    expect(candidateRoles(resume, { now })).toEqual([{ title: 'iOS Entwickler', organization: 'Radbonus', start: '2017-03', end: '2017-09' }]);
  });

  it('reads stated and required years in German', () => {
    expect(statedYears('Über 8 Jahre Berufserfahrung in der Softwareentwicklung')).toBe(8);
    expect(statedYears('fünf Jahre einschlägige Erfahrung')).toBe(5);
    expect(requiredYearsInText('Mindestens 3 Jahre Berufserfahrung mit Java').required).toBe(3);
    expect(requiredYearsInText('Sie sind mindestens 18 Jahre alt').required).toBeNull();
  });
});

describe('candidate roles', () => {
  it('reads title and organisation from the date line, whichever comes first', () => {
    const resume = [
      'Experience',
      'Acme Payments, Senior Software Engineer, Jan 2019 – Present',
      '- Designed REST APIs in Java 2019-2020 for the payment team.',
      "St. Mary's Hospital - Staff Nurse, ICU, 07/2015 - 12/2018",
      '',
      'Education',
      'B.S. in Computer Science, State University, 2011 - 2015',
    ].join('\n');
    expect(candidateRoles(resume, { now })).toEqual([
      { title: 'Senior Software Engineer', organization: 'Acme Payments', start: '2019-01', end: null },
      { title: 'Staff Nurse', organization: "St. Mary's Hospital", start: '2015-07', end: '2018-12' },
    ]);
  });

  it('reads no role in a sentence that dates what it tells, "from" a range, but one in a role line that does', () => {
    const resume = [
      'Experience',
      'Staff Accountant, 03/2013 to 01/2014',
      'Company Name - Columbus, OH',
      'Helped facilitate roll of purchasing manager during turnover period from September 2013 - December 2013.',
      'Expanded YOY revenue by $734k from 2017-2018, resulting in 61.16% increase',
      'Sales Manager from 2010 to 2012',
    ].join('\n');
    expect(candidateRoles(resume, { now })).toEqual([
      { title: 'Staff Accountant', organization: null, start: '2013-03', end: '2014-01' },
      { title: 'Sales Manager', organization: null, start: '2010', end: '2012' },
    ]);
  });

  it("reads a bare date line's role on the line under it when only that one names a title, not the last duty above", () => {
    const resume = [
      'Experience',
      '01/2014 - 12/2014',
      'Food Service Cook, Fresh Foods Inc.',
      'Cooked food properly and in a timely fashion, using safety precautions',
      'Cleaned and prepared various foods for cooking or serving',
      '06/2014 - 11/2014',
      'Chef, Harbor House',
      'Led the kitchen team',
      '',
      'Bisherige berufliche Erfahrungen:',
      '1989 - 2002:',
      'Köchin',
      '2002 – 2020:',
      'Geschäftsführerin, Restaurant, Köln',
    ].join('\n');
    expect(candidateRoles(resume, { now }).map((role) => [role.title, role.start])).toEqual([
      ['Food Service Cook', '2014-01'],
      ['Chef', '2014-06'],
      ['Köchin', '1989'],
      ['Geschäftsführerin', '2002'],
    ]);
  });

  it('knows the titles of trades, care and teaching, and German compound titles', () => {
    const resume = [
      'Experience',
      'FitLife Gym, Personal Trainer, 2019 - 2024',
      'Harbor Bar & Grill, Bartender, 2016 - 2019',
      'Stadtwerke Köln, Systemadministratorin, 2012 - 2016',
    ].join('\n');
    expect(candidateRoles(resume, { now }).map((r) => r.title)).toEqual(['Personal Trainer', 'Bartender', 'Systemadministratorin']);
  });

  it('takes the title from the line next to a date line that holds only the organisation or only dates', () => {
    const resume = [
      'Work history',
      'Senior Product Manager',
      'Initech | 2005 - 2015',
      '- Led the roadmap',
      '2015 - 2020',
      'Lead Developer at Hooli',
    ].join('\n');
    expect(candidateRoles(resume, { now })).toEqual([
      { title: 'Senior Product Manager', organization: 'Initech', start: '2005', end: '2015' },
      { title: 'Lead Developer', organization: 'Hooli', start: '2015', end: '2020' },
    ]);
  });

  it('reads the length a LinkedIn export states beside the dates as dates: no title, and "present" ends there', () => {
    const icon = '\uf111';
    const resume = [
      'Experience',
      'June 2018 - Present (4 months)',
      'Software Developer @ Visma Software SRL, Sibiu',
      '- Built payment services in Java.',
      icon,
      'July 2015 - Present (3 years 3 months)',
      'Java Software Engineer @ IQuest Solutions SRL',
      icon,
      'October 2006 - July 2015 · 8 yrs 9 mos',
      'PC Operator @ Asociatia Misionara',
    ].join('\n');
    expect(candidateRoles(resume, { now })).toEqual([
      { title: 'Software Developer', organization: 'Visma Software SRL', start: '2018-06', end: '2018-09' },
      { title: 'Java Software Engineer', organization: 'IQuest Solutions SRL', start: '2015-07', end: '2018-09' },
      { title: 'PC Operator', organization: 'Asociatia Misionara', start: '2006-10', end: '2015-07' },
    ]);
    expect(months('Seit 03/2010 (2 Jahre)')).toBe(24);
    // A freelancer profile states it alone on a line below the dates.
    expect(months('Projekte\n03/2016 - Heute\n\n3 Jahre 7 Monate\n\nNeuentwicklung eines Warenwirtschaftssystems')).toBe(43);
    expect(candidateRoles('Projekte\n03/2016 - Heute\n\n3 Jahre 7 Monate\nRolle\nSoftwareentwickler\nKunde\nHandel', { now })).toEqual([
      { title: 'Softwareentwickler', organization: 'Handel', start: '2016-03', end: '2019-09' },
    ]);
    // A line that goes on after the length is no stated length: "2 years of Python work" leaves the range open.
    expect(months('2019 - present\n2 years of Python work')).toBe(78);
    // A parenthesis without a length leaves the range as it is.
    expect(months('June 2023 - Present (Remote)')).toBe(25);
  });

  it('reads a range written a date a line, with its role on the line under it', () => {
    const resume = [
      'Experience',
      'October 2011',
      'to',
      'August 2015',
      'Acme Distribution, Staff Accountant',
      'Prepared monthly and annual expense forecasts',
      'January 2009',
      'to',
      'September 2011',
      'Beta Foods, Bookkeeper',
    ].join('\n');
    expect(candidateRoles(resume, { now })).toEqual([
      { title: 'Staff Accountant', organization: 'Acme Distribution', start: '2011-10', end: '2015-08' },
      { title: 'Bookkeeper', organization: 'Beta Foods', start: '2009-01', end: '2011-09' },
    ]);
    // Three lines that hold more than the dates are no such range.
    expect(candidateRoles('Experience\nOctober 2011 Acme\nto\nAugust 2015', { now })).toEqual([]);
  });

  it("reads a freelancer profile's project under its dates and length as a period named by the project, no job title", () => {
    const profile = [
      'Senior Softwareentwickler JAVA JEE Spring',
      'Projekte',
      '02/2019 - Heute',
      '',
      '8 Monate',
      '',
      'AURORA Auftragsbearbeitungssystem',
      '',
      'Kunde',
      'Vallourec Deutschland',
      'Kenntnisse',
      'Java 8 JEE JPA Hibernate',
      '',
      '01/2016 - 01/2019',
      '',
      '3 Jahre 1 Monat',
      '',
      'Anpassung und Erweiterung eines Moduls einer großen Branchensoftware für einen weiteren Mandanten in agiler Vorgehensweise',
    ].join('\n');
    const dated = datedRoles(profile, { now });
    expect(dated.map((r) => [r.role, r.project])).toEqual([
      [{ title: 'AURORA Auftragsbearbeitungssystem', organization: 'Vallourec Deutschland', start: '2019-02', end: '2019-09' }, true],
    ]);
    // A title beside the dates stays a job title.
    expect(datedRoles('Experience\nSoftware Engineer, Acme, 2019 - 2021', { now }).map((r) => r.project)).toEqual([false]);
  });

  it('reads a state code after the city as a place, not as a company "Co"', () => {
    const resume = [
      'Experience',
      'Account Executive, Routewise (fleet management SaaS) — Denver, CO    Mar 2022 – Present',
      'Senior Auditor, EY, New York, NY    Jan 2018 – Feb 2022',
      'Analyst, Acme Co., Austin, TX    2016 – 2017',
    ].join('\n');
    expect(candidateRoles(resume, { now }).map((r) => r.organization)).toEqual(['Routewise fleet management SaaS', 'EY', 'Acme Co.']);
  });

  it('reads "Project Engineer" above its employer\'s line as the title, not as a "Projects" heading', () => {
    const resume = ['Experience', 'Project Engineer', 'Gilbane Building Company — Austin, TX | 2013 – 2018', '• Coordinated shop drawings'].join(
      '\n',
    );
    expect(candidateRoles(resume, { now })).toEqual([
      { title: 'Project Engineer', organization: 'Gilbane Building Company', start: '2013', end: '2018' },
    ]);
  });

  it('leaves how a role was held ("(Projekt)", "(Contract)") out of its title and employer', () => {
    const resume = [
      'Projekte',
      '01/2023 – heute  Cloud Platform Engineer, Allianz Technology (Projekt)',
      'Data Engineer (Contract), Hooli    2020 – 2022',
    ].join('\n');
    expect(candidateRoles(resume, { now }).map((r) => `${r.title} | ${r.organization}`)).toEqual([
      'Cloud Platform Engineer | Allianz Technology',
      'Data Engineer | Hooli',
    ]);
  });

  it("takes a project list's labelled role and client under a period's dates, up to the next period", () => {
    const resume = [
      'Projekte',
      '01/2017 - 11/2019',
      '2 Jahre 11 Monate',
      'Einführung PSD2',
      'Rolle',
      'Programmleiter',
      'Kunde',
      'Postbank AG',
      'Kenntnisse',
      'Projektmanagement Programmmanagement',
      '01/2016 - 12/2016',
      'Einführung SEPA',
      'Role: Project Manager',
      '03/2014 - 12/2015',
      'Einführung Basel II',
      'Customer Service Representative',
      'Acme Inc | 2010 - 2013',
    ].join('\n');
    expect(candidateRoles(resume, { now })).toEqual([
      { title: 'Programmleiter', organization: 'Postbank AG', start: '2017-01', end: '2019-11' },
      { title: 'Project Manager', organization: null, start: '2016-01', end: '2016-12' },
      { title: 'Einführung Basel II', organization: null, start: '2014-03', end: '2015-12' },
      { title: 'Customer Service Representative', organization: 'Acme Inc', start: '2010', end: '2013' },
    ]);
  });

  it("takes no title from a wrapped sentence's tail or a sentence above a date line", () => {
    const resume = [
      'Experience',
      'Produced and published several training videos for the programme, learning video editing with',
      'on-the-job training.',
      '07/2014 to 09/2015',
      'PATIENT ADVOCATE, Cancer Life Center, Tulsa',
      'Cut the month-end close from ten days to six.',
      '03/2016 – 05/2019',
      'Staff Accountant, Acme Corp',
      'Initech Co.',
      'Senior Bookkeeper | 06/2019 – 12/2020',
    ].join('\n');
    expect(candidateRoles(resume, { now })).toEqual([
      { title: 'PATIENT ADVOCATE', organization: 'Cancer Life Center', start: '2014-07', end: '2015-09' },
      { title: 'Staff Accountant', organization: 'Acme Corp', start: '2016-03', end: '2019-05' },
      { title: 'Senior Bookkeeper', organization: 'Initech Co.', start: '2019-06', end: '2020-12' },
    ]);
  });

  it("reads a project list's period labelled 'Zeitraum', its 'Firma' and the first role its 'Tätigkeit' lists, under a 'Projekthistorie' heading", () => {
    const profile = [
      'Projekthistorie',
      'Zeitraum : seit 07/2019',
      'Firma: Softwarehaus im Finanzumfeld',
      '',
      'Tätigkeit: Softwarearchitekt, Data Scientist, Prototyp-Entwicklung, Beratung   Implementierung und Evaluierung von Handelssystemen',
      'Machine Learning and AI',
      'Zeitraum : 10/2017 - 06/2019',
      'Branche: Verlagswesen',
      'Tätigkeit:  Softwarearchitekt:',
    ].join('\n');
    expect(candidateRoles(profile, { now })).toEqual([
      { title: 'Softwarearchitekt', organization: 'Softwarehaus im Finanzumfeld', start: '2019-07', end: null },
      { title: 'Softwarearchitekt', organization: null, start: '2017-10', end: '2019-06' },
    ]);
  });

  it("takes no title from a duty naming the people it was done with, and knows a draftsman's and a tax preparer's titles", () => {
    const resume = [
      'Experience',
      'Co-op Mechanical Engineer 01/1997 to 12/2000 Company Name City , State',
      'Collaborated with electrical engineers for building design impact and discrepancies.',
      'Architectural Draftsman 01/1992 to 12/1997 Company Name City , State',
      'Submitted production logs to agency management',
      '04/2014 to 12/2014',
      'Debt Collector',
    ].join('\n');
    expect(candidateRoles(resume, { now }).map((r) => r.title)).toEqual(['Co-op Mechanical Engineer', 'Architectural Draftsman', 'Debt Collector']);
  });

  it("knows a worker's and a server's titles, takes no duty above a titled date line as the employer, and lists a repeated work history once", () => {
    const history = [
      'Carpenter Apprentice , 10/2017 to 09/2019',
      'Company Name - City , State',
      'Installed drywall, ceilings, trim and fabricated replacement trim and moldings',
      'Construction Worker , 08/2016 to 09/2017',
      'Olive Garden',
      'Server , 06/2014 to 07/2016',
    ];
    const resume = ['Work History', ...history, '', 'Experience', ...history].join('\n');
    expect(candidateRoles(resume, { now })).toEqual([
      { title: 'Carpenter Apprentice', organization: null, start: '2017-10', end: '2019-09' },
      { title: 'Construction Worker', organization: null, start: '2016-08', end: '2017-09' },
      { title: 'Server', organization: 'Olive Garden', start: '2014-06', end: '2016-07' },
    ]);
  });

  it('reads German date lines and open ends', () => {
    const resume = ['Berufserfahrung', 'Produktmanagerin bei Beta AG, 03/2019 – heute', 'Softwareentwickler | Gamma GmbH | seit 2012'].join('\n');
    expect(candidateRoles(resume, { now })).toEqual([
      { title: 'Produktmanagerin', organization: 'Beta AG', start: '2019-03', end: null },
      { title: 'Softwareentwickler', organization: 'Gamma GmbH', start: '2012', end: null },
    ]);
  });

  it("counts a role's years like the resume's date ranges", () => {
    expect(roleYears({ title: 'Engineer', organization: null, start: '2019-01', end: null }, { now })).toBe(6.5);
    expect(roleYears({ title: 'Cook', organization: null, start: '2014', end: '2017' }, { now })).toBe(3);
    expect(roleYears({ title: 'Cook', organization: null, start: null, end: null }, { now })).toBeNull();
  });
});
