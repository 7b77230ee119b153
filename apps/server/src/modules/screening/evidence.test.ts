/**
 * Hand-written resume/job pairs that pin the note's evidence: which job skill, must-have or
 * nice-to-have, found (with the resume line quoted) or missing; the roles that count; and that the
 * skill lines hold no word from outside the resume and the job.
 */
import { describe, expect, it } from 'vitest';
import { analyzeJob, analyzeResume, scoreParts, screenResume } from './engine.js';
import { QUOTE_MAX_CHARS, rolesThatCount } from './evidence.js';
import { skillEvidence } from './feedback.js';
import { accountantResume, NOW, nurseJob, nurseResume } from './fixtures.test-data.js';
import type { ScreeningJob } from './types.js';

const frontendJob: ScreeningJob = {
  title: 'Frontend Engineer (React)',
  description: [
    'We build the booking tool that thousands of clinics use every day.',
    'You will work closely with our recruitment team and take part in interviewing candidates for the frontend guild.',
    '',
    'Benefits',
    'Health insurance, a learning budget and a company laptop.',
  ].join('\n'),
  requirements: [
    'Requirements',
    '- 3+ years building web applications with React and TypeScript',
    '- Web accessibility (WCAG 2.1)',
    '- Writing unit tests with Jest',
    'Nice to have:',
    '- GraphQL',
    '- Storybook',
  ].join('\n'),
};

const frontendResume = `Jo Rivera
jo.rivera@example.com | +1 (555) 123-4567 | React, TypeScript

Experience
Shopfront, Front-end Developer, Jan 2020 - Present
- Built checkout pages in React and TypeScript with semantic HTML.
- Led accessible web design for the storefront and cut page load time by a third.
- Wrote unit tests with Jest and React Testing Library for every component; introduced visual regression testing in Storybook, reviewed pull requests from four other developers across two product teams and documented the component library so designers could find every variant.

Harbour Café, Barista, 2016 - 2019
- Served coffee and trained new staff.

Skills
React, TypeScript, HTML, CSS, Git`;

const productJob: ScreeningJob = {
  title: 'Product Manager',
  description: 'You will own the roadmap of our payments product and work with engineering and design teams.',
  requirements: ['- 8+ years of product management experience', '- Product roadmaps and prioritisation', '- Stakeholder management', '- Jira'].join(
    '\n',
  ),
};

const productResume = `Dana Whitfield
Senior Product Manager

Summary
Product leader with 20 years of experience taking B2B software from discovery to scale.

Experience
Senior Product Manager
Initech | Mar 2015 - Present
- Owned the product roadmap for the invoicing suite; grew revenue from 4 to 30 million.
- Ran quarterly planning with engineering, sales and finance stakeholders; aligned stakeholders across five countries.

Product Manager, Globex Corporation, Jan 2005 - Feb 2015
- Managed the backlog in Jira and wrote user stories for three scrum teams.

Education
MBA, Northwestern University, 2004`;

const mlJob: ScreeningJob = {
  title: 'Machine Learning Engineer',
  description: 'You will ship models to production and partner with our shipping and logistics teams. Our interview process has three steps.',
  requirements: ['- Python', '- PyTorch or TensorFlow', '- SQL', '- Kubernetes is a plus'].join('\n'),
};

const mlResume = `Sam Okafor
Machine Learning Engineer

Experience
Rideflow, Machine Learning Engineer, 06/2021 - present
- Trained demand forecasting models in PyTorch and served them on Kubernetes.
- Wrote feature pipelines in SQL on BigQuery.

Datalytics, Data Analyst, 2018 - 2021
- Built dashboards in Tableau; automated reports with pandas.`;

const germanJob: ScreeningJob = {
  title: 'Softwareentwickler Java (m/w/d)',
  description:
    'Wir entwickeln die Software für unsere Logistikkunden. Du arbeitest mit unserem Vertriebsteam zusammen.\n\nDas bieten wir\nBetriebliche Altersvorsorge, 30 Urlaubstage, Jobrad.',
  requirements: [
    'Das bringst du mit',
    '- Abgeschlossenes Studium der Informatik oder eine vergleichbare Ausbildung',
    '- Mindestens 3 Jahre Berufserfahrung mit Java und Spring Boot',
    '- Kenntnisse in SQL und Docker',
    'Von Vorteil',
    '- Erfahrung mit Kubernetes',
  ].join('\n'),
};

const germanResume = `Lena Schmidt
Softwareentwicklerin

Berufserfahrung
Softwareentwicklerin bei Beta Logistik GmbH, 04/2019 – heute
- Entwicklung von Microservices mit Java 17 und Spring Boot.
- Datenbankabfragen in PostgreSQL optimiert; Deployment mit Docker.

Werkstudentin | Gamma AG | 2017 - 2019
- Testautomatisierung mit JUnit.

Ausbildung
Bachelor of Science Informatik, TU München, 2015 - 2019`;

const englishResumeForGermanJob = `Tom Becker
Backend Developer

Experience
Backend Developer, Nordwind GmbH, Feb 2020 - Present
- Built order services in Kotlin and Java with Spring Boot; ran them in Docker on Kubernetes.

Education
Master of Science in Computer Science, 2019`;

function evidence(resumeText: string, job: ScreeningJob) {
  const resume = analyzeResume(resumeText, { now: NOW });
  const analyzed = analyzeJob(job);
  const parts = scoreParts(resume, analyzed);
  return {
    skills: skillEvidence({ parts, resume, job: analyzed }).map((s) => [s.name, s.mustHave ? 'must' : 'nice', s.found ? s.quote : 'missing']),
    roles: rolesThatCount(resume.evidence, analyzed.role.text, analyzed.requiredSkills).roles.map(
      (r) => `${r.role.title} | ${r.role.organization} | ${r.role.start} – ${r.role.end ?? 'present'}`,
    ),
    markdown: screenResume({ resumeText, job }, { now: NOW }).feedbackMarkdown,
  };
}

const accountantJob: ScreeningJob = {
  title: 'Staff Accountant',
  description: 'Join a growing finance team in a family-owned distributor.',
  requirements: [
    "- Bachelor's degree in Accounting or Finance",
    '- Month-end close, account reconciliations and journal entries',
    '- QuickBooks and Excel',
    '- CPA is a plus',
  ].join('\n'),
};

const pythonJob: ScreeningJob = {
  title: 'Backend Developer',
  description: '',
  requirements: '- Python\n- REST APIs',
  skills: [
    { name: 'Python', importance: 'MUST_HAVE', sentence: '- Python', source: 'POSTING' },
    { name: 'Design tokens', importance: 'NICE_TO_HAVE', sentence: null, source: 'RECRUITER' },
  ],
};

const djangoResume = `Riley Chen
Backend Developer

Experience
Backendly, Backend Developer, 2019 - 2024
- Built public REST endpoints with Django and Celery for a ticketing product.
- Kept design tokens in sync between the API and the web client.

Skills
Django, PostgreSQL, Redis`;

/** The words of the note's skill sections that are neither in the resume nor in the job. */
function foreignSkillWords(markdown: string, resumeText: string, job: ScreeningJob): string[] {
  const sections = markdown.split(/^### /m).filter((s) => /^(?:Must-haves|Nice-to-haves|Muss-Kriterien|Kann-Kriterien)\n/.test(s));
  const labels = new Set(['must', 'haves', 'nice', 'to', 'muss', 'kann', 'kriterien', 'found', 'missing', 'belegt', 'fehlt']);
  const source =
    `${resumeText}\n${job.title}\n${job.requirements}\n${job.description}\n${(job.skills ?? []).map((s) => s.name).join('\n')}`.toLowerCase();
  const words =
    sections
      .join('\n')
      .replace(/\\/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => !labels.has(w.toLowerCase()) && !source.includes(w.toLowerCase()));
}

const PAIRS: [string, string, ScreeningJob][] = [
  ['front-end', frontendResume, frontendJob],
  ['product manager', productResume, productJob],
  ['machine learning', mlResume, mlJob],
  ['German posting, German resume', germanResume, germanJob],
  ['German posting, English resume', englishResumeForGermanJob, germanJob],
  ['accountant', accountantResume, accountantJob],
  ['nurse', nurseResume, nurseJob],
  ['recruiter-edited skills', djangoResume, pythonJob],
];

describe('evidence for each job skill', () => {
  it('quotes "accessible web design" for Web accessibility, leaves out the recruitment team and quotes work before the contact line', () => {
    const e = evidence(frontendResume, frontendJob);
    expect(e.skills).toEqual([
      ['Frontend', 'must', 'Shopfront, Front-end Developer, Jan 2020 - Present'],
      ['React', 'must', 'Built checkout pages in React and TypeScript with semantic HTML.'],
      ['Web accessibility', 'must', 'Led accessible web design for the storefront and cut page load time by a third.'],
      [
        'Jest',
        'must',
        'Wrote unit tests with Jest and React Testing Library for every component; introduced visual regression testing in Storybook, reviewed pull requests from four…',
      ],
      ['TypeScript', 'must', 'Built checkout pages in React and TypeScript with semantic HTML.'],
      [
        'unit tests',
        'must',
        'Wrote unit tests with Jest and React Testing Library for every component; introduced visual regression testing in Storybook, reviewed pull requests from four…',
      ],
      ['web applications', 'must', 'missing'],
      ['GraphQL', 'nice', 'missing'],
      [
        'Storybook',
        'nice',
        '…component; introduced visual regression testing in Storybook, reviewed pull requests from four other developers across two product teams and documented the…',
      ],
    ]);
    expect(e.roles).toEqual(['Front-end Developer | Shopfront | 2020-01 – present']);
    expect(e.markdown).toContain('- ✓ **Web accessibility**: “Led accessible web design for the storefront and cut page load time by a third.”');
    expect(e.markdown).toContain('### Nice-to-haves\n\n- ✓ found: **Storybook**\n- ✗ missing: **GraphQL**\n');
    expect(e.markdown).not.toMatch(/Recruitment|Interviewing|example\.com|555/i);
  });

  it('quotes the contact line masked when no other line shows the skill', () => {
    const resumeText = frontendResume.replace('React, TypeScript, HTML', 'React, HTML').replace('in React and TypeScript', 'in React');
    const e = evidence(resumeText, frontendJob);
    expect(e.skills.find(([name]) => name === 'TypeScript')).toEqual(['TypeScript', 'must', '▒ | ▒ | React, TypeScript']);
    expect(e.markdown).toContain('- ✓ **TypeScript**: “▒ \\| ▒ \\| React, TypeScript”');
    expect(e.markdown).not.toMatch(/example\.com|555/i);
  });

  it('counts both roles of a 20-year product manager for a product manager job', () => {
    const e = evidence(productResume, productJob);
    expect(e.skills).toEqual([
      ['Product Manager', 'must', 'Senior Product Manager'],
      // The roadmap is asked twice (the description's "own the roadmap" too), so it weighs more than Jira.
      ['Product roadmaps', 'must', 'Owned the product roadmap for the invoicing suite; grew revenue from 4 to 30 million.'],
      ['Jira', 'must', 'Managed the backlog in Jira and wrote user stories for three scrum teams.'],
      [
        'Stakeholder management',
        'must',
        'Ran quarterly planning with engineering, sales and finance stakeholders; aligned stakeholders across five countries.',
      ],
      ['payments', 'must', 'missing'],
      ['prioritisation', 'must', 'missing'],
    ]);
    expect(e.roles).toEqual(['Senior Product Manager | Initech | 2015-03 – present', 'Product Manager | Globex Corporation | 2005-01 – 2015-02']);
    expect(e.markdown).toContain('20.5 years in total (8+ years asked).\n\nRoles that count (20.5 years):');
    expect(e.markdown).toContain('- Product Manager, Globex Corporation: 2005-01 – 2015-02 (10.2 years)');
    expect(e.markdown).not.toMatch(/years short/);
  });

  it('lists a role of a work history the resume repeats once', () => {
    const history = [
      'Carpenter Apprentice , 10/2017 to 09/2019',
      'Company Name - City , State',
      'Installed drywall, ceilings, trim and fabricated replacement trim and moldings',
      'Construction Worker , 08/2016 to 09/2017',
      'Framed walls and hung drywall for residential remodels',
    ];
    const resume = [
      'Jo Builder',
      'Summary',
      'Carpenter with four years on residential jobs.',
      'Work History',
      ...history,
      'Experience',
      ...history,
    ].join('\n');
    const job: ScreeningJob = { title: 'Carpenter', description: '', requirements: '- Carpentry\n- Drywall' };
    const e = evidence(resume, job);
    expect(e.roles).toEqual(['Carpenter Apprentice | null | 2017-10 – 2019-09', 'Construction Worker | null | 2016-08 – 2017-09']);
    expect(e.markdown.match(/- Carpenter Apprentice: 2017-10 – 2019-09/g)).toHaveLength(1);
  });

  it('counts a role by the words of its field, not by a rank word it shares with the job title', () => {
    const job: ScreeningJob = { title: 'Sales Professional', description: '', requirements: '- B2B sales\n- Cold calling' };
    const resume = [
      'Dana Cruz',
      'Experience',
      'Healthcare Professional, City Clinic, 2021 - Present',
      '- Took vitals and updated patient charts',
      'Sales Representative, Acme Supplies, 2017 - 2020',
      '- Cold calling and B2B sales of office supplies to small businesses',
    ].join('\n');
    expect(evidence(resume, job).roles).toEqual(['Sales Representative | Acme Supplies | 2017 – 2020']);
  });

  it('credits Python through PyTorch, "PyTorch or TensorFlow" through either, and reads no shipping, logistics or interviewing into an ML job', () => {
    const e = evidence(mlResume, mlJob);
    expect(e.skills).toEqual([
      ['Machine Learning', 'must', 'Machine Learning Engineer'],
      ['Python', 'must', 'Trained demand forecasting models in PyTorch and served them on Kubernetes.'],
      ['PyTorch / TensorFlow', 'must', 'Trained demand forecasting models in PyTorch and served them on Kubernetes.'],
      ['SQL', 'must', 'Wrote feature pipelines in SQL on BigQuery.'],
      ['Kubernetes', 'nice', 'Trained demand forecasting models in PyTorch and served them on Kubernetes.'],
    ]);
    expect(e.roles).toEqual(['Machine Learning Engineer | Rideflow | 2021-06 – present', 'Data Analyst | Datalytics | 2018 – 2021']);
    expect(e.markdown).not.toMatch(/Shipping|Logistics|Interview/i);
  });

  it("reads a German posting's sections and quotes a German resume, PostgreSQL counting for SQL", () => {
    const e = evidence(germanResume, germanJob);
    expect(e.skills).toEqual([
      ['Java', 'must', 'Entwicklung von Microservices mit Java 17 und Spring Boot.'],
      ['Docker', 'must', 'Datenbankabfragen in PostgreSQL optimiert; Deployment mit Docker.'],
      ['Softwareentwickler', 'must', 'Softwareentwicklerin'],
      ['Spring Boot', 'must', 'Entwicklung von Microservices mit Java 17 und Spring Boot.'],
      ['SQL', 'must', 'Datenbankabfragen in PostgreSQL optimiert; Deployment mit Docker.'],
      ['Kubernetes', 'nice', 'missing'],
    ]);
    expect(e.roles).toEqual(['Softwareentwicklerin | Beta Logistik GmbH | 2019-04 – present']);
  });

  it('quotes an English resume for a German posting', () => {
    const e = evidence(englishResumeForGermanJob, germanJob);
    const line = 'Built order services in Kotlin and Java with Spring Boot; ran them in Docker on Kubernetes.';
    expect(e.skills).toEqual([
      ['Java', 'must', line],
      ['Docker', 'must', line],
      ['Softwareentwickler', 'must', 'Backend Developer'],
      ['Spring Boot', 'must', line],
      ['SQL', 'must', 'missing'],
      ['Kubernetes', 'nice', line],
    ]);
    expect(e.roles).toEqual(['Backend Developer | Nordwind GmbH | 2020-02 – present']);
  });

  it('prefers the line with the posting\'s own words, marks a "CPA is a plus" line as nice-to-have and quotes the degree', () => {
    const e = evidence(accountantResume, accountantJob);
    expect(e.skills).toContainEqual([
      'journal entries',
      'must',
      'Prepared journal entries, account reconciliations and the monthly financial statements under US GAAP.',
    ]);
    expect(e.skills).toContainEqual(['QuickBooks', 'must', 'Processed invoices in QuickBooks and supported the annual audit.']);
    expect(e.skills).toContainEqual(['CPA', 'nice', 'missing']);
    expect(e.roles).toEqual(['Staff Accountant | Northwind Traders | 2020-02 – present', 'Accounting Assistant | Contoso Ltd | 2018 – 2020']);
    expect(e.markdown).toContain("### Education\n\nAsked: Bachelor's degree.\nFound: Bachelor's degree: “Bachelor of Science in Accounting, 2017”");
  });

  it('quotes certifications from a list line and counts the nursing role', () => {
    const e = evidence(nurseResume, nurseJob);
    expect(e.skills).toContainEqual(['BLS', 'must', 'Registered Nurse, State of Ohio; BLS; ACLS']);
    expect(e.skills).toContainEqual([
      'Epic EHR',
      'must',
      'Perform patient assessments, medication administration and IV therapy; document care in Epic.',
    ]);
    expect(e.roles).toEqual(["Staff Nurse | St. Mary's Hospital | 2020-07 – present"]);
  });

  it('quotes a certifications line without the labelled line below it, and Epic where the resume charts in it', () => {
    const job: ScreeningJob = { title: 'Registered Nurse', description: '', requirements: '- BLS certification\n- Epic EHR\n- Patient education' };
    const resume = `Dana Brooks
Registered Nurse, St. Mary Hospital, Jun 2018 - Present
- Cared for 5-6 patients per shift on a med-surg floor; charted in Epic.
- Educated patients and families on discharge plans and medications.
Certifications: BLS, ACLS (American Heart Association)
License: Registered Nurse, State of Ohio`;
    const skills = evidence(resume, job).skills;
    expect(skills).toContainEqual(['BLS certification', 'must', 'Certifications: BLS, ACLS (American Heart Association)']);
    expect(skills).toContainEqual(['Epic EHR', 'must', 'Cared for 5-6 patients per shift on a med-surg floor; charted in Epic.']);
    expect(skills).toContainEqual(['Patient education', 'must', 'Educated patients and families on discharge plans and medications.']);
  });

  it("counts a teacher's years at a school and quotes the teaching must-haves", () => {
    const job: ScreeningJob = {
      title: 'Math Teacher',
      description: '',
      requirements:
        '- 3+ years of teaching\n- State teaching certification\n- Classroom management\n- Differentiated instruction\n- Google Classroom',
    };
    const resume = `Alex Rivera
Math Teacher, Lincoln Middle School, Aug 2017 - Present
- Taught 7th and 8th grade math to classes of 30; differentiated lessons for ELL and IEP students.
- Kept a calm, structured classroom with clear routines.
- Posted assignments and feedback in Google Classroom.
Certification: Texas Educator Certificate, Mathematics 4-8`;
    const e = evidence(resume, job);
    expect(e.roles).toEqual(['Math Teacher | Lincoln Middle School | 2017-08 – present']);
    expect(e.skills).toContainEqual(['State teaching certification', 'must', 'Certification: Texas Educator Certificate, Mathematics 4-8']);
    expect(e.skills).toContainEqual(['Classroom management', 'must', 'Kept a calm, structured classroom with clear routines.']);
    expect(e.skills).toContainEqual([
      'Differentiated instruction',
      'must',
      'Taught 7th and 8th grade math to classes of 30; differentiated lessons for ELL and IEP students.',
    ]);
    expect(e.skills.filter(([, , quote]) => quote === 'missing')).toEqual([]);
  });

  it('credits GitLab CI for CI/CD and GitLab, and AWS for the cloud, in a German posting', () => {
    const job: ScreeningJob = {
      title: 'DevOps Engineer (m/w/d)',
      description: 'Wir suchen eine/n DevOps Engineer für unsere Cloud-Plattform.',
      requirements: 'Ihr Profil\n- CI/CD mit GitLab\n- Kubernetes',
    };
    const resume = `Jonas Becker
DevOps Engineer, CloudWerk GmbH, 03/2019 - heute
- Betrieb von Kubernetes-Clustern auf AWS
- Aufbau von GitLab-CI-Pipelines für 40 Services`;
    const skills = evidence(resume, job).skills.filter(([, , quote]) => quote === 'missing');
    expect(skills).toEqual([]);
  });

  it('reads a German nursing posting and resume: Pflegefachkraft, Intensivpflege, Beatmung, Vitalparameter', () => {
    const job: ScreeningJob = {
      title: 'Pflegefachkraft (m/w/d) Intensivstation',
      description: 'Für unsere Intensivstation suchen wir Verstärkung.',
      requirements:
        'Ihr Profil\n- Abgeschlossene Ausbildung als Pflegefachkraft\n- Erfahrung in der Intensivpflege\n- Beatmung und Monitoring der Vitalparameter',
    };
    const resume = `Lea Hoffmann
Gesundheits- und Krankenpflegerin, Universitätsklinikum Köln, 10/2018 - heute
- Versorgung beatmeter Patientinnen und Patienten auf der Intensivstation
- Überwachung der Vitalparameter und Monitoring`;
    const e = evidence(resume, job);
    expect(e.skills.filter(([, , quote]) => quote === 'missing')).toEqual([]);
    expect(e.skills).toContainEqual(['Intensivstation', 'must', 'Versorgung beatmeter Patientinnen und Patienten auf der Intensivstation']);
    expect(e.skills).toContainEqual(['Pflegefachkraft', 'must', 'Gesundheits- und Krankenpflegerin, Universitätsklinikum Köln, 10/2018 - heute']);
    expect(e.roles).toEqual(['Gesundheits- und Krankenpflegerin | Universitätsklinikum Köln | 2018-10 – present']);
  });

  it("quotes an accountant's closing and reconciling and an HR generalist's complaints and HRIS", () => {
    const accountant = evidence(
      'Morgan Lee\nStaff Accountant, Redwood Foods Inc., 03/2021 - Present\n- Closed the books monthly in NetSuite within 5 business days.\n- Reconciled 14 bank and balance sheet accounts each month.',
      { title: 'Staff Accountant', description: '', requirements: '- Month-end close\n- Account reconciliations' },
    ).skills;
    expect(accountant).toContainEqual(['Month-end close', 'must', 'Closed the books monthly in NetSuite within 5 business days.']);
    expect(accountant).toContainEqual(['Account reconciliations', 'must', 'Reconciled 14 bank and balance sheet accounts each month.']);
    const generalist = evidence(
      'Taylor Kim\nHR Generalist, Northwind Logistics, Jan 2020 - Present\n- Investigated and resolved employee complaints.\n- Ran open enrollment in Workday.',
      { title: 'HR Generalist', description: '', requirements: '- Employee relations\n- HRIS' },
    ).skills;
    expect(generalist).toContainEqual(['Employee relations', 'must', 'Investigated and resolved employee complaints.']);
    expect(generalist).toContainEqual(['HRIS', 'must', 'Ran open enrollment in Workday.']);
  });

  it('finds no must-have in the titles of the people a legal secretary assisted', () => {
    const secretary = evidence(
      'Pat Kim\nLegal Secretary, Smith & Jones LLP, 2015 - 2020\n- Assisted attorneys with scheduling and client calls.\n- Took on duties in the absence of the paralegal.',
      { title: 'Attorney', description: '', requirements: '- Licensed attorney\n- Paralegal experience' },
    );
    expect(secretary.skills).toEqual([
      ['Attorney', 'must', 'missing'],
      ['Paralegal', 'must', 'missing'],
    ]);
  });

  it('reads a resume whose characters were double-encoded as the characters they stand for', () => {
    const garbled = [
      'Morgan Lee',
      'Staff Accountant, Redwood Foods ï¼\u200b Portland, 03/2021 â€“ Current',
      'Â',
      'â€¢ Reconciled 14 bank accountsÂ ',
      'â€¢ Kept the ledger in QuickBooksÂ and Excel.Â Closed the books monthly.',
    ].join('\n');
    const read = evidence(garbled, { title: 'Staff Accountant', description: '', requirements: '- QuickBooks\n- Account reconciliations' });
    expect(read.skills).toContainEqual(['QuickBooks', 'must', 'Kept the ledger in QuickBooks and Excel. Closed the books monthly.']);
    expect(read.skills).toContainEqual(['Account reconciliations', 'must', 'Reconciled 14 bank accounts']);
    expect(read.roles).toEqual(['Staff Accountant | Redwood Foods Portland | 2021-03 – present']);
    expect(read.markdown).not.toMatch(/[ÂÃâï]/);
  });

  it('quotes the line where a resume led a team or projects for the leadership and project management must-haves', () => {
    const job: ScreeningJob = {
      title: 'Engineering Team Lead',
      description: 'You will lead our payments engineering team.',
      requirements: '- Leadership of a team of engineers\n- Project management\n- Kubernetes',
    };
    const resume = `Robin Vale
Engineering Manager, Paylane, Mar 2019 - Present
- Led a team of six engineers through the move to a new ledger.
- Managed projects from kickoff to launch with product and finance.

Skills
Go, PostgreSQL`;
    const skills = evidence(resume, job).skills;
    expect(skills).toContainEqual(['Team Lead', 'must', 'Led a team of six engineers through the move to a new ledger.']);
    expect(skills).toContainEqual(['Project management', 'must', 'Managed projects from kickoff to launch with product and finance.']);
    expect(skills).toContainEqual(['Kubernetes', 'must', 'missing']);
  });

  it('quotes the line that does the work a must-have names: managed vendors, analysed data, optimised queries', () => {
    const job: ScreeningJob = {
      title: 'Operations Analyst',
      description: 'You will run the reporting of our warehouse network.',
      requirements: '- Vendor management\n- Data analysis\n- Query optimization\n- Tableau',
    };
    const resume = `Ines Moreau
Operations Analyst, Northline Freight, Jan 2020 - Present
- Managed vendors for twelve warehouses and renegotiated their service levels.
- Analysed data from the scanners to find the slowest docks.
- Optimised queries behind the weekly dashboard from minutes to seconds.`;
    const skills = evidence(resume, job).skills;
    expect(skills).toContainEqual(['Vendor management', 'must', 'Managed vendors for twelve warehouses and renegotiated their service levels.']);
    expect(skills).toContainEqual(['Data analysis', 'must', 'Analysed data from the scanners to find the slowest docks.']);
    expect(skills).toContainEqual(['Query optimization', 'must', 'Optimised queries behind the weekly dashboard from minutes to seconds.']);
    expect(skills).toContainEqual(['Tableau', 'must', 'missing']);
  });

  it("quotes a recruiter's phrase the vocabulary does not know, and Django for Python", () => {
    const e = evidence(djangoResume, pythonJob);
    expect(e.skills).toEqual([
      ['Python', 'must', 'Built public REST endpoints with Django and Celery for a ticketing product.'],
      ['Design tokens', 'nice', 'Kept design tokens in sync between the API and the web client.'],
    ]);
  });

  it('quotes the whole bullet that a PDF wrapped over two lines, not its tail', () => {
    // As text extraction gives a PDF whose long bullets wrap at the page's width.
    const resumeText = [
      'Jordan Rivera',
      'EXPERIENCE',
      'Senior Backend Engineer, Quantum Freight',
      'Jan 2019 – Present',
      '• Designed and built the shipment tracking platform that carriers query two million times a day, with its',
      'REST API in Node.js and PostgreSQL',
      '• Led the migration of the billing services from a monolith to containers orchestrated by Kubernetes on',
      'AWS, cutting hosting costs by a third.',
      'Mentored two engineers.',
      'SKILLS',
      'Docker',
    ].join('\n');
    const job = { title: 'Backend Engineer', description: 'You will run our services.', requirements: '- PostgreSQL\n- AWS\n- Docker' };
    expect(evidence(resumeText, job).skills).toEqual(
      expect.arrayContaining([
        [
          'PostgreSQL',
          'must',
          'Designed and built the shipment tracking platform that carriers query two million times a day, with its REST API in Node.js and PostgreSQL',
        ],
        [
          'AWS',
          'must',
          'Led the migration of the billing services from a monolith to containers orchestrated by Kubernetes on AWS, cutting hosting costs by a third.',
        ],
        ['Docker', 'must', 'Docker'],
      ]),
    );
  });

  it("reads a project manager's Scrum teams as agile, a RAID log as risk management and the steering committee as stakeholders", () => {
    const job: ScreeningJob = {
      title: 'IT Project Manager',
      description: '',
      requirements: '- Agile delivery\n- Risk management\n- Stakeholder communication',
    };
    const resume = `Priya Nair
Senior Project Manager, Midwest Health Systems, Jan 2020 - Present
- Ran sprint planning and retrospectives for three Scrum teams.
- Kept a RAID log and reported to the steering committee every two weeks.
Project Manager, Allied Insurance, 2016 - 2019
- Moved 300 servers to AWS.`;
    const e = evidence(resume, job);
    expect(e.skills).toEqual([
      ['Agile', 'must', 'Ran sprint planning and retrospectives for three Scrum teams.'],
      ['Project Manager', 'must', 'Senior Project Manager, Midwest Health Systems, Jan 2020 - Present'],
      ['Risk management', 'must', 'Kept a RAID log and reported to the steering committee every two weeks.'],
      ['Stakeholder communication', 'must', 'Kept a RAID log and reported to the steering committee every two weeks.'],
    ]);
    // "2016 - 2019" may run to December 2019: no gap before January 2020.
    expect(e.markdown).not.toContain('A gap of');
  });

  it("quotes an analyst's lines apart from the role line below them, and asks for a degree's fields as nice-to-haves", () => {
    const job: ScreeningJob = {
      title: 'Financial Analyst',
      description: '',
      requirements: "- Bachelor's degree in finance or accounting\n- Budgeting and forecasting\n- SQL",
    };
    const resume = `Emily Zhang
FP&A Analyst, Cloudbase Inc. (June 2022 - present)
- Build the monthly rolling forecast and explain budget-to-actual variances to department heads each month
- Pull bookings and churn data with SQL from Snowflake
Financial Analyst Intern, JPMorgan Chase (Summer 2021)
B.S. Finance, Baruch College, 2022`;
    const e = evidence(resume, job);
    expect(e.skills).toContainEqual(['SQL', 'must', 'Pull bookings and churn data with SQL from Snowflake']);
    expect(e.skills).toContainEqual(['accounting', 'nice', 'missing']);
    expect(e.skills.filter(([, importance, quote]) => importance === 'must' && quote === 'missing')).toEqual([]);
  });

  it("quotes the line with the posting's abbreviation, and tools that share a head or are coordinated with each other", () => {
    const generalist = evidence(
      'Linda Park\nHR Generalist, Kaiser Permanente, 2019 - Present\n- Ran open enrollment for benefits.\n- Managed FMLA and ADA leaves of absence.',
      { title: 'HR Generalist', description: '', requirements: '- Knowledge of employment laws (FMLA, ADA, FLSA)' },
    ).skills;
    expect(generalist).toContainEqual(['FMLA', 'must', 'Managed FMLA and ADA leaves of absence.']);
    const tester = evidence(
      'Nina Petrova\nQA Engineer, Booking.com, 2020 - Present\n- Built a Cypress and Playwright suite of 800 tests.\n- Tested REST and GraphQL APIs with Postman.',
      { title: 'QA Engineer', description: '', requirements: '- Playwright or Selenium\n- REST APIs' },
    ).skills;
    expect(tester).toContainEqual(['Playwright / Selenium', 'must', 'Built a Cypress and Playwright suite of 800 tests.']);
    expect(tester).toContainEqual(['REST APIs', 'must', 'Tested REST and GraphQL APIs with Postman.']);
  });

  it("counts a project list's roles by their labelled titles and the skills of their lines, for a posting's labelled title", () => {
    const resume = [
      'Java Entwickler',
      'Projekte',
      '03/2018 - 12/2019',
      'Zahlungsverkehr Plattform',
      'Rolle',
      'Senior Java Entwickler',
      'Kunde',
      'Bank',
      '01/2016 - 02/2018',
      'CRM Erweiterung',
      'Rolle',
      'Softwareentwickler C#',
      'Kunde',
      'Versicherung',
      'Projektinhalte',
      'Anbindung von Kafka an das CRM',
      '01/2014 - 12/2015',
      'Intranet',
      'Rolle',
      'Webdesigner',
      'Kunde',
      'Agentur',
    ].join('\n');
    const job = { title: '', description: 'Titel\nSenior Java Entwickler (m/w/d)\nIhr Profil\nErfahrung mit Kafka', requirements: '' };
    expect(evidence(resume, job).roles).toEqual([
      'Senior Java Entwickler | Bank | 2018-03 – 2019-12',
      'Softwareentwickler C# | Versicherung | 2016-01 – 2018-02',
    ]);
  });

  it("reads a freelancer profile's project with its stated length, blank lines and its own skills labels", () => {
    const resume = [
      'Softwareentwicklung und Schulungen',
      'Projekte',
      '06/2014 - 03/2015',
      '',
      '10 Monate',
      '',
      'Abrechnungsverfahren',
      '',
      'Rolle',
      'Softwareentwickler',
      'Kunde',
      'Krankenkasse',
      'Projektinhalte',
      'Entwicklung des Backends für neue Abrechnungsverfahren.',
      'Kenntnisse',
      'Scrum',
      'Produkte',
      'Apache Kafka, TestNG',
      'Kenntnisse',
      'Englisch',
    ].join('\n');
    const job = { title: 'Kafka Entwickler (m/w/d)', description: 'Ihr Profil\nErfahrung mit Kafka', requirements: '' };
    expect(evidence(resume, job).roles).toEqual(['Softwareentwickler | Krankenkasse | 2014-06 – 2015-03']);
  });

  it("reads a role's duties under its organisation when blank lines part them from the date line", () => {
    const resume = [
      'Dana Whitfield',
      'Experience',
      'Senior Bookkeeper Oct 2008 to Dec 2009',
      '',
      '',
      'Company Name',
      'Reconciled bank accounts and prepared the month-end close.',
      'Skills',
      'Payroll',
    ].join('\n');
    const job = { title: 'Staff Accountant', description: '', requirements: '- Account reconciliations' };
    expect(evidence(resume, job).roles).toEqual(['Senior Bookkeeper | null | 2008-10 – 2009-12']);
  });

  it('quotes a line that names the skill before an earlier one that names a skill implying it', () => {
    const engineer = evidence(
      'Priya Nair\nMachine Learning Engineer, ShopSmart, 2021 - Present\n- Deployed PyTorch ranking models.\n- Built churn models in Python (scikit-learn).',
      { title: 'Machine Learning Engineer', description: '', requirements: '- Python\n- PyTorch' },
    ).skills;
    expect(engineer).toContainEqual(['Python', 'must', 'Built churn models in Python (scikit-learn).']);
    expect(engineer).toContainEqual(['PyTorch', 'must', 'Deployed PyTorch ranking models.']);
  });

  it('counts an account executive for a sales representative job and reads prospecting, the code and the driving record', () => {
    const sales = evidence('Sam Ortiz\nAccount Executive, Brightline Software, Mar 2019 - Present\n- Prospected new accounts in Salesforce.', {
      title: 'Sales Representative',
      description: '',
      requirements: '- Prospecting\n- Salesforce',
    });
    expect(sales.roles).toEqual(['Account Executive | Brightline Software | 2019-03 – present']);
    expect(sales.skills).toContainEqual(['Prospecting', 'must', 'Prospected new accounts in Salesforce.']);
    const trades = evidence(
      'Marcus Bell\nElectrician, Buckeye Electric Co., Mar 2019 - Present\n- Keep every job to NEC 2020 and pass inspections first time.\n- Clean driving record.',
      { title: 'Electrician', description: '', requirements: '- National Electrical Code (NEC)\n- Clean MVR' },
    ).skills;
    expect(trades).toContainEqual(['National Electrical Code', 'must', 'Keep every job to NEC 2020 and pass inspections first time.']);
    expect(trades).toContainEqual(['Clean MVR', 'must', 'Clean driving record.']);
  });

  it("reads a tester's Cypress suite as test automation, Splunk as a SIEM, a pharmacist's vaccines and a UI/UX designer", () => {
    const missing = (resume: string, job: ScreeningJob) => evidence(resume, job).skills.filter(([, , quote]) => quote === 'missing');
    const qa = evidence(
      'Nina Petrova\nSDET, PayRight, Apr 2021 - Present\n- Built an end-to-end suite that runs on every pull request in GitHub Actions.\nSkills: Cypress, Selenium, Postman',
      { title: 'QA Engineer', description: '', requirements: '- QA automation\n- CI pipelines (Jenkins, GitHub Actions)' },
    ).skills;
    expect(qa).toEqual([
      ['CI', 'must', 'Built an end-to-end suite that runs on every pull request in GitHub Actions.'],
      ['Jenkins / GitHub Actions', 'must', 'Built an end-to-end suite that runs on every pull request in GitHub Actions.'],
      ['QA Engineer', 'must', 'SDET, PayRight, Apr 2021 - Present'],
      ['QA automation', 'must', 'SDET, PayRight, Apr 2021 - Present'],
    ]);
    expect(
      missing('Omar Haddad\nSOC Analyst, First Federal, 2022 - Present\n- Triage alerts in Splunk ES and write correlation searches.', {
        title: 'Security Analyst',
        description: '',
        requirements: '- SIEM experience',
      }),
    ).toEqual([]);
    expect(
      missing('Grace Okafor\nPharmacist, Walgreens, 2019 - Present\n- Counsel patients on new medications.\n- Give flu and shingles vaccines.', {
        title: 'Pharmacist',
        description: '',
        requirements: '- Immunization certification\n- Patient counseling',
      }),
    ).toEqual([]);
    expect(
      missing('Maya Chen\nUI/UX Designer, Studio Nine, 2018 - 2021\n- Designed wireframes and prototypes in Figma for a banking app.', {
        title: 'UX Designer',
        description: '',
        requirements: '- Figma',
      }),
    ).toEqual([]);
  });

  it("quotes a social worker's de-escalation for crisis intervention, Epic for the EHR, and a hygienist's radiographs and anesthetic", () => {
    const social = evidence(
      'Tanya Brooks\nClinical Social Worker, Northside Family Services, 2019 - Present\n- Coordinate housing and psychiatric referrals for each client.\n- De-escalate clients in crisis and complete safety plans.\n- Document sessions in Epic within 24 hours.',
      { title: 'Social Worker', description: '', requirements: '- Crisis intervention\n- EHR documentation' },
    ).skills;
    expect(social).toContainEqual(['Crisis intervention', 'must', 'De-escalate clients in crisis and complete safety plans.']);
    expect(social).toContainEqual(['EHR', 'must', 'Document sessions in Epic within 24 hours.']);
    const hygienist = evidence(
      'Sofia Alvarez\nDental Hygienist, Bright Smiles Dental, 2021 - Present\n- Take and read digital radiographs; administer local anesthetic.\n- Chart in Dentrix.',
      { title: 'Dental Hygienist', description: '', requirements: '- Digital X-rays\n- Local anesthesia certification\n- Dentrix' },
    ).skills;
    expect(hygienist.filter(([, , quote]) => quote === 'missing')).toEqual([]);
    // "diagnosing" furnaces is no medical diagnosis.
    const hvac = evidence('Carlos Mendez\nService Technician, Cool Breeze, 2020 - Present\n- Repair gas furnaces and heat pumps.', {
      title: 'HVAC Technician',
      description: '',
      requirements: '- 3+ years diagnosing and repairing furnaces',
    }).skills;
    expect(hvac.map(([name]) => name)).not.toContain('diagnosing');
  });

  it.each(PAIRS)('%s: skill lines hold no word from outside the resume and the job, and quotes stay short', (_name, resumeText, job) => {
    const e = evidence(resumeText, job);
    expect(foreignSkillWords(e.markdown, resumeText, job)).toEqual([]);
    for (const [, , quoted] of e.skills) expect(quoted!.length).toBeLessThanOrEqual(QUOTE_MAX_CHARS + 2);
  });
});

describe('quotes as plain text', () => {
  it("meets a data engineer's cloud warehouse with Snowflake, an SRE's tooling asks and a marketer's ad channels", () => {
    const dataEngineer = evidence(
      'Priya Natarajan\nSenior Data Engineer, Bankly, Mar 2021 - Present\n- Orchestrated 120 DAGs in Airflow loading Snowflake; modelled marts with dbt.',
      {
        title: 'Data Engineer',
        description: 'You will run the pipelines that feed our analytics and ML teams.',
        requirements: '- Cloud data warehouses such as Snowflake or BigQuery\n- Relational databases, e.g. PostgreSQL. Docker is a plus.',
      },
    );
    expect(dataEngineer.skills).toContainEqual([
      'Cloud data warehouses / Snowflake / BigQuery',
      'must',
      'Orchestrated 120 DAGs in Airflow loading Snowflake; modelled marts with dbt.',
    ]);
    expect(dataEngineer.skills).toContainEqual(['Relational databases / PostgreSQL', 'must', 'missing']);
    expect(dataEngineer.skills).toContainEqual(['Docker', 'nice', 'missing']);
    expect(dataEngineer.markdown).not.toMatch(/\bML\b|Machine learning/);
    const sre = evidence(
      'Marek Nowak\nDevOps Engineer, Cloudy GmbH, 2019 - 2025\n- Wrote Terraform modules for 40 AWS accounts.\n- Built alerts in Grafana on Prometheus metrics.\n- Wrote tooling in Bash.',
      { title: 'Site Reliability Engineer', description: '', requirements: '- Infrastructure as code\n- Observability\n- Scripting' },
    ).skills;
    expect(sre).toEqual([
      ['Infrastructure as code', 'must', 'Wrote Terraform modules for 40 AWS accounts.'],
      ['Scripting', 'must', 'Wrote tooling in Bash.'],
      ['Site Reliability', 'must', 'missing'],
      ['Observability', 'must', 'Built alerts in Grafana on Prometheus metrics.'],
    ]);
    const marketer = evidence(
      'Sam Lee\nGrowth Marketing Lead, ShopCo, 2021 - 2025\n- Ran Google Search ads and Facebook/Instagram campaigns with a $1.2M annual budget.',
      { title: 'Marketing Manager', description: '', requirements: '- Google Ads\n- Meta Ads' },
    ).skills;
    const adLine = 'Ran Google Search ads and Facebook/Instagram campaigns with a $1.2M annual budget.';
    expect(marketer).toContainEqual(['Google Ads', 'must', adLine]);
    expect(marketer).toContainEqual(['Meta Ads', 'must', adLine]);
  });

  it("reads a German sales engineer's new customers and Salesforce, a teacher's adapted lessons and a certificate below a degree", () => {
    const sales = evidence(
      'Thomas Becker\n04/2018 - heute: Vertriebsingenieur, Pumpen AG\n- Gewinnung von 25 Neukunden pro Jahr im Maschinenbau\n- Pflege der Kundendaten in Salesforce',
      { title: 'Vertriebsmitarbeiter Außendienst (m/w/d)', description: '', requirements: 'Ihr Profil:\n- Vertrieb\n- Kundenakquise\n- CRM-Systeme' },
    );
    expect(sales.skills).toEqual([
      // The title's "Vertriebsmitarbeiter" and the requirement "Vertrieb" are one skill, Sales.
      ['Vertriebsmitarbeiter', 'must', '04/2018 - heute: Vertriebsingenieur, Pumpen AG'],
      ['CRM', 'must', 'Pflege der Kundendaten in Salesforce'],
      // The title's "Außendienst" is field sales, which this resume does not name.
      ['Außendienst', 'must', 'missing'],
      ['Kundenakquise', 'must', 'Gewinnung von 25 Neukunden pro Jahr im Maschinenbau'],
    ]);
    expect(sales.roles).toEqual(['Vertriebsingenieur | Pumpen AG | 2018-04 – present']);
    const teacher = evidence(
      'Maria Gonzalez\n3rd Grade Teacher, Lincoln Elementary, Aug 2018 - Present\n- Adapted lessons for ELL students and students with IEPs.\n\nEducation\nB.S. Elementary Education, University of Texas, 2018\nTexas Educator Certificate (EC-6)',
      { title: 'Teacher', description: '', requirements: '- Differentiated instruction\n- State teaching certification' },
    ).skills;
    expect(teacher).toContainEqual(['Differentiated instruction', 'must', 'Adapted lessons for ELL students and students with IEPs.']);
    expect(teacher).toContainEqual(['State teaching certification', 'must', 'Texas Educator Certificate (EC-6)']);
  });

  it("credits the skill a job's title names to a resume whose title is another of its group", () => {
    const analyst = evidence(
      'Nora Lindqvist\nBusiness Intelligence Analyst\n\nRetailCo, BI Analyst, 2021 - Present\n- Wrote SQL against Redshift for weekly sales reports.',
      { title: 'Data Analyst', description: '', requirements: '- SQL' },
    );
    expect(analyst.skills).toEqual([
      ['Data Analyst', 'must', 'Business Intelligence Analyst'],
      ['SQL', 'must', 'Wrote SQL against Redshift for weekly sales reports.'],
    ]);
    const designer = evidence(
      'Leo Martins\nVisual Designer\n- Designed packaging, brochures and a 120-page annual report in InDesign for a coffee chain.',
      {
        title: 'Graphic Designer',
        description: '',
        requirements: '- InDesign',
      },
    );
    expect(designer.skills).toContainEqual(['Graphic Designer', 'must', 'Visual Designer']);
  });

  it("reads a physical therapist's WebPT notes and rotator cuff patients, an Android engineer's JUnit tests and a DC manager's WMS", () => {
    const therapist = evidence(
      'Ryan Cho\nPhysical Therapist, MoveWell Clinic, 2019 - Present\n- Treated 14 patients a day after rotator cuff surgery and sports injuries.\n- Wrote daily notes in WebPT.',
      { title: 'Physical Therapist', description: '', requirements: '- Orthopedic rehabilitation\n- Documentation in an EMR' },
    ).skills;
    expect(therapist).toContainEqual(['Orthopedic', 'must', 'Treated 14 patients a day after rotator cuff surgery and sports injuries.']);
    expect(therapist).toContainEqual(['EMR', 'must', 'Wrote daily notes in WebPT.']);
    const android = evidence(
      'Arjun Mehta\nMobile Engineer, RideNow, 2020 - Present\n- Rebuilt the rider app with Kotlin coroutines and ViewModels.\n- Wrote JUnit tests run on every merge.',
      { title: 'Android Developer', description: '', requirements: '- MVVM architecture\n- Unit testing' },
    ).skills;
    expect(android).toContainEqual(['MVVM', 'must', 'Rebuilt the rider app with Kotlin coroutines and ViewModels.']);
    expect(android).toContainEqual(['Unit testing', 'must', 'Wrote JUnit tests run on every merge.']);
    const manager = evidence(
      'Greg Novak\nDistribution Center Manager, ShipFast, 2018 - Present\n- Led 3 shift supervisors and 85 associates.\n- Went live with Manhattan WMS in a 400,000 sq ft building.',
      { title: 'Operations Manager', description: '', requirements: '- WMS experience\n- Team leadership' },
    ).skills;
    expect(manager).toContainEqual(['WMS', 'must', 'Went live with Manhattan WMS in a 400,000 sq ft building.']);
    expect(manager).toContainEqual(['Team leadership', 'must', 'Led 3 shift supervisors and 85 associates.']);
  });

  it("names a truck driver's asks with their hyphens, and quotes the headline without the contact line below it", () => {
    const driver = evidence(
      'Marcus Hill\nProfessional Truck Driver | Class A CDL with Hazmat and Tanker endorsements\nColumbus, OH · (614) 555-0142\n\nOver-the-Road Driver, Swift Transportation, 2019 - Present\n- Completed daily pre-trip and post-trip inspections; logged hours on an ELD.',
      { title: 'CDL-A Truck Driver', description: '', requirements: '- 2+ years of tractor-trailer experience\n- Pre-trip inspections' },
    ).skills;
    const headline = 'Professional Truck Driver | Class A CDL with Hazmat and Tanker endorsements';
    expect(driver).toEqual([
      ['CDL-A', 'must', headline],
      ['tractor-trailer', 'must', headline],
      ['Pre-trip inspections', 'must', 'Completed daily pre-trip and post-trip inspections; logged hours on an ELD.'],
    ]);
  });

  it('meets a warehouse manager\'s "warehouse or distribution center experience" with a warehouse supervisor\'s work', () => {
    const supervisor = evidence(
      'Dana Reyes\nWarehouse Supervisor, Acme Logistics, 2015 - 2024\n- Ran warehouse operations for a 200,000 sq ft site.\n- Supervised 35 associates on day and night shifts.',
      { title: 'Warehouse Manager', description: '', requirements: '- 5+ years of warehouse or distribution center experience' },
    ).skills;
    expect(supervisor).toEqual([
      ['Warehouse Manager', 'must', 'Warehouse Supervisor, Acme Logistics, 2015 - 2024'],
      ['warehouse / distribution center', 'must', 'Warehouse Supervisor, Acme Logistics, 2015 - 2024'],
    ]);
  });

  it("reads an office coordinator's calendars and Excel for an administrative assistant, and a store manager's stock counts", () => {
    const coordinator = evidence(
      "Kim Tran\nOffice Coordinator\n\nSmile Dental, Office Coordinator, 2021 - Present\n- Booked 60 appointments a day and managed the dentists' calendars.\n- Tracked supplies in Excel.",
      { title: 'Administrative Assistant', description: '', requirements: '- Calendar management\n- Microsoft Office' },
    );
    expect(coordinator.roles).toEqual(['Office Coordinator | Smile Dental | 2021 – present']);
    expect(coordinator.skills).toEqual([
      ['Calendar management', 'must', "Booked 60 appointments a day and managed the dentists' calendars."],
      ['Microsoft Office', 'must', 'Tracked supplies in Excel.'],
    ]);
    const manager = evidence(
      'Dana Brooks\nStore Manager\n\nFashionCo, Store Manager, 2020 - Present\n- Led monthly stock counts and cut shrink by 1.5 points.',
      { title: 'Retail Store Manager', description: '', requirements: '- Inventory management' },
    ).skills;
    expect(manager).toContainEqual(['Retail Store', 'must', 'Store Manager']);
    expect(manager).toContainEqual(['Inventory management', 'must', 'Led monthly stock counts and cut shrink by 1.5 points.']);
  });

  it("reads a civil engineer's storm sewers and submittals, a security engineer's Tenable scans and a writer's WordPress and organic traffic", () => {
    const civil = evidence(
      'Mei Chen\nProject Engineer, CityWorks Engineering, 2018 - Present\n- Designed storm sewers, culverts and detention ponds in Civil 3D.\n- Reviewed contractor submittals and RFIs and observed construction.',
      { title: 'Civil Engineer', description: '', requirements: '- Stormwater design\n- Construction administration' },
    ).skills;
    expect(civil).toContainEqual(['Stormwater', 'must', 'Designed storm sewers, culverts and detention ponds in Civil 3D.']);
    expect(civil).toContainEqual(['Construction administration', 'must', 'Reviewed contractor submittals and RFIs and observed construction.']);
    const security = evidence(
      'Nadia Petrova\nCloud Security Engineer, FinTech Co, 2020 - Present\n- Ran Tenable scans and drove patching of critical CVEs across 300 hosts.',
      { title: 'Security Engineer', description: '', requirements: '- Vulnerability management' },
    ).skills;
    expect(security).toContainEqual(['Vulnerability management', 'must', 'Ran Tenable scans and drove patching of critical CVEs across 300 hosts.']);
    const writer = evidence(
      'Olivia Grant\nSenior Content Writer, SaaSCo, 2020 - Present\n- Wrote 80 long-form articles for IT buyers; grew organic traffic 3x.\n- Published posts in WordPress.',
      { title: 'Content Marketing Manager', description: '', requirements: '- SEO\n- A CMS' },
    ).skills;
    expect(writer).toContainEqual(['SEO', 'must', 'Wrote 80 long-form articles for IT buyers; grew organic traffic 3x.']);
    expect(writer).toContainEqual(['CMS', 'must', 'Published posts in WordPress.']);
  });

  it("reads a German Erzieherin for an Erzieher posting, and an HR partner's payroll and employment law", () => {
    const educator = evidence(
      'Laura Becker\nStaatlich anerkannte Erzieherin\n\n2020 - heute: Erzieherin, Kita Sonnenschein\n- Betreuung einer Krippengruppe mit 12 Kindern\n- Alltagsintegrierte Sprachbildung und Elterngespräche',
      { title: 'Erzieher (m/w/d)', description: '', requirements: '- Kenntnisse in der Sprachförderung' },
    );
    expect(educator.skills).toEqual([
      ['Erzieher', 'must', 'Staatlich anerkannte Erzieherin'],
      ['Sprachförderung', 'must', 'Alltagsintegrierte Sprachbildung und Elterngespräche'],
    ]);
    expect(educator.roles).toEqual(['Erzieherin | Kita Sonnenschein | 2020 – present']);
    const hr = evidence(
      'Katrin Vogel\nHR Business Partnerin\n\n2019 - heute: HR Business Partnerin, Technik GmbH\n- Arbeitsverträge unter Beachtung des Arbeitsrechts\n- Monatliche Lohnabrechnung mit DATEV',
      { title: 'Personalreferent (m/w/d)', description: '', requirements: '- Kenntnisse im Arbeitsrecht\n- Erfahrung in der Entgeltabrechnung' },
    ).skills;
    expect(hr).toContainEqual(['Arbeitsrecht', 'must', 'Arbeitsverträge unter Beachtung des Arbeitsrechts']);
    expect(hr).toContainEqual(['Entgeltabrechnung', 'must', 'Monatliche Lohnabrechnung mit DATEV']);
  });

  it('meets an HR generalist\'s "ADP or a similar HRIS" with UKG Pro', () => {
    const generalist = evidence(
      'Priya Raman\nHR Generalist\n\nHR Generalist, Gulf Coast Logistics, Jun 2022 - Present\n- Key HR data into UKG Pro and reconcile payroll changes\n- Partner with site managers on employee relations',
      { title: 'HR Generalist', description: '', requirements: '- Experience with ADP or a similar HRIS\n- Employee relations' },
    ).skills;
    expect(generalist).toContainEqual(['ADP / HRIS', 'must', 'Key HR data into UKG Pro and reconcile payroll changes']);
    expect(generalist).toContainEqual(['Employee relations', 'must', 'Partner with site managers on employee relations']);
  });

  it("reads a designer's Illustrator in a sentence, an SRE for a DevOps posting and a security engineer's SIEM alternatives", () => {
    const designer = evidence(
      'Lena Fischer\nGraphic Designer, Northpeak Studio, 2021 - Present\n- Created catalogues and packaging in Illustrator and InDesign.\n- Prepared print-ready PDFs; chose typefaces and grids for magazine layouts.',
      {
        title: 'Graphic Designer',
        description: '',
        requirements: '- Adobe Creative Suite (Photoshop, Illustrator, InDesign)\n- Typography\n- Print production',
      },
    ).skills;
    const toolsLine = 'Created catalogues and packaging in Illustrator and InDesign.';
    expect(designer).toContainEqual(['Adobe Creative Suite', 'must', toolsLine]);
    expect(designer).toContainEqual(['Photoshop / Illustrator / InDesign', 'must', toolsLine]);
    expect(designer).toContainEqual(['Typography', 'must', 'Prepared print-ready PDFs; chose typefaces and grids for magazine layouts.']);
    expect(designer).toContainEqual(['Print production', 'must', 'Prepared print-ready PDFs; chose typefaces and grids for magazine layouts.']);
    const sre = evidence(
      'Ivan Petrov\nSite Reliability Engineer\n\nPayflow, SRE, 2020 - Present\n- Wrote Terraform modules for VPCs and IAM.\n- Built pipelines using Spark and Hive for cost reports.',
      { title: 'DevOps Engineer', description: '', requirements: '- Infrastructure as code\n- Apache Spark is a plus' },
    );
    expect(sre.skills).toEqual([
      ['DevOps', 'must', 'Site Reliability Engineer'],
      ['Infrastructure as code', 'must', 'Wrote Terraform modules for VPCs and IAM.'],
      ['Apache Spark', 'nice', 'Built pipelines using Spark and Hive for cost reports.'],
    ]);
    expect(sre.roles).toEqual(['SRE | Payflow | 2020 – present']);
    const security = evidence(
      'Omar Haddad\nNetwork Engineer, SecureNet, 2019 - Present\n- Tuned QRadar offenses and wrote correlation rules.\n- Sourced in Greenhouse, a tool we shared with HR.',
      { title: 'Security Analyst', description: '', requirements: '- SIEM tools (Splunk or QRadar)\n- An ATS such as Greenhouse or Lever' },
    ).skills;
    expect(security).toContainEqual(['Splunk / QRadar', 'must', 'Tuned QRadar offenses and wrote correlation rules.']);
    expect(security).toContainEqual(['SIEM', 'must', 'Tuned QRadar offenses and wrote correlation rules.']);
    expect(security).toContainEqual(['ATS / Greenhouse / Lever', 'must', 'Sourced in Greenhouse, a tool we shared with HR.']);
  });

  it("reads a supply planner for a supply chain analyst, a medical assistant's vitals and blood draws and a German test manager", () => {
    const planner = evidence(
      'Kevin Tran\nSupply Planner\n\nNorthStar Foods, Supply Planner, 2021 - Present\n- Automated S&OP reports with SQL and Power BI.',
      { title: 'Supply Chain Analyst', description: '', requirements: '- Power BI or Tableau dashboards' },
    ).skills;
    expect(planner).toContainEqual(['Supply Chain Analyst', 'must', 'Supply Planner']);
    expect(planner).toContainEqual(['dashboards', 'must', 'Automated S&OP reports with SQL and Power BI.']);
    const assistant = evidence(
      'Rosa Diaz\nMedical Assistant, Sunrise Family Practice, 2021 - Present\n- Roomed 25 patients a day, took vitals and drew blood.\n- Documented visits in athenaOne.',
      { title: 'Medical Assistant', description: '', requirements: '- Taking vital signs and phlebotomy\n- EHR documentation' },
    ).skills;
    const roomingLine = 'Roomed 25 patients a day, took vitals and drew blood.';
    expect(assistant).toContainEqual(['Taking vital signs', 'must', roomingLine]);
    expect(assistant).toContainEqual(['phlebotomy', 'must', roomingLine]);
    expect(assistant).toContainEqual(['EHR', 'must', 'Documented visits in athenaOne.']);
    const tester = evidence(
      'Testmanager\n01/2021 - heute: Testmanager, Krankenversicherung\n- Testkonzept und Defect-Management in Jira\n- Testautomatisierung mit Selenium',
      {
        title: 'Testmanager (m/w/d)',
        description: '',
        requirements: '- Erfahrung im Versicherungsumfeld\n- Fehlermanagement\n- Testautomatisierung',
      },
    ).skills;
    expect(tester).toContainEqual(['Versicherungsumfeld', 'must', '01/2021 - heute: Testmanager, Krankenversicherung']);
    expect(tester).toContainEqual(['Fehlermanagement', 'must', 'Testkonzept und Defect-Management in Jira']);
    expect(tester).toContainEqual(['Testautomatisierung', 'must', 'Testautomatisierung mit Selenium']);
  });

  it("reads a QA engineer's contract tests and serial list of tests, an ICU nurse's ventilated patients and a German data engineer's Data Vault", () => {
    const qa = evidence(
      [
        'Priya Raman',
        'Senior Test Automation Engineer, PayBank, Mar 2022 - Present',
        '- Added API tests with Postman and consumer-driven contract tests (Pact).',
        '- Tracked defects in Jira and ran release go/no-go meetings.',
        'QA Engineer, ShopCo, Jan 2019 - Feb 2022',
        '- Helped developers with unit tests in JUnit.',
      ].join('\n'),
      {
        title: 'QA Automation Engineer',
        description:
          'What you will do\n- Write unit, integration and e2e tests.\n- Triage defects in Jira and report release readiness to the engineering manager.',
        requirements: '- Contract testing with Pact',
      },
    );
    expect(qa.skills).toContainEqual(['Contract testing', 'must', 'Added API tests with Postman and consumer-driven contract tests (Pact).']);
    expect(qa.skills).toContainEqual(['unit, integration and e2e tests', 'must', 'Helped developers with unit tests in JUnit.']);
    expect(qa.skills).toContainEqual(['integration and e2e tests', 'must', 'missing']);
    expect(qa.skills).toContainEqual(['Triage defects', 'must', 'Tracked defects in Jira and ran release go/no-go meetings.']);
    expect(qa.markdown).not.toMatch(/engineering manager|Emergency/i);
    const nurse = evidence(
      [
        'Maria Gonzalez, RN, BSN',
        'Staff Nurse, Medical ICU, Wexner Medical Center, June 2021 - Present',
        '- Care for 2 critically ill patients per shift; manage ventilated patients and pressors.',
        'Education',
        'Bachelor of Science in Nursing, The Ohio State University, 2019',
      ].join('\n'),
      { title: 'ICU Registered Nurse', description: '', requirements: '- Direct patient care, including mechanical ventilation\n- BSN required' },
    );
    expect(nurse.skills).toContainEqual([
      'mechanical ventilation',
      'must',
      'Care for 2 critically ill patients per shift; manage ventilated patients and pressors.',
    ]);
    expect(nurse.skills).toContainEqual(['Direct patient care', 'must', 'Staff Nurse, Medical ICU, Wexner Medical Center, June 2021 - Present']);
    expect(nurse.markdown).toContain("Found: Bachelor's degree: “Bachelor of Science in Nursing, The Ohio State University, 2019”");
    const engineer = evidence('Thomas Berger\n04/2023 - heute: Data Engineer, Versicherungskonzern\n- Modellierung des DWH nach Data Vault 2.0', {
      title: 'Data Engineer (m/w/d)',
      description: '',
      requirements: '- Kenntnisse in Data Vault oder dimensionaler Modellierung\n- Idealerweise Erfahrung in der Versicherungs- oder Bankenbranche',
    }).skills;
    expect(engineer).toContainEqual(['Data Vault', 'must', 'Modellierung des DWH nach Data Vault 2.0']);
    expect(engineer).toContainEqual(['Versicherungs / Bankenbranche', 'nice', '04/2023 - heute: Data Engineer, Versicherungskonzern']);
  });

  it("reads a data scientist's price elasticities and Bayesian models, a freelancer's stated years of Java and a BDR's freight customers", () => {
    const elasticities = 'Estimated price elasticities with hierarchical Bayesian models in PyMC.';
    const scientist = evidence(`Daniel Osei\nSenior Data Scientist, RideNow, Sep 2021 - Present\n- ${elasticities}`, {
      title: 'Data Scientist, Pricing',
      description: '',
      requirements: '- Demand forecasting\n- Bonus: Bayesian methods',
    }).skills;
    expect(scientist).toContainEqual(['Pricing', 'must', elasticities]);
    expect(scientist).toContainEqual(['Bayesian methods', 'nice', elasticities]);
    const freelancer = evidence(
      'Marek Nowak\nFreelance backend developer with 11 years of Java experience.\nJava Developer, Softhouse, 2019 - Present',
      {
        title: 'Java Developer',
        description: '',
        requirements: '- 10+ years of experience with Java',
      },
    );
    expect(freelancer.markdown).toContain('11 years in total (10+ years asked).');
    const representative = evidence(
      'Tyler Brooks\nBusiness Development Representative, CargoLink, Jan 2024 - Present\n- Ran cold outreach to freight brokerage companies.',
      { title: 'Sales Development Representative', description: '', requirements: '- Experience in logistics' },
    ).skills;
    expect(representative).toContainEqual(['logistics', 'must', 'Ran cold outreach to freight brokerage companies.']);
  });

  it('meets a tool a duty names with the similar platform a later requirement accepts, and reads a title before its qualifier', () => {
    const healthScores = 'Built churn-risk playbooks from ChurnZero health scores; renewals forecast in Salesforce.';
    const manager = evidence(`Priscilla Adeyemi\nCustomer Success Manager, PayGrid, Mar 2021 - Present\n- ${healthScores}`, {
      title: 'Customer Success Manager (Mid-Market)',
      description: 'Responsibilities\n- Spot churn risk early using health scores in Gainsight and build save plans.',
      requirements: '- Experience with Gainsight (or a similar CS platform) and Salesforce.',
    });
    expect(manager.skills).toContainEqual(['Gainsight / CS platform', 'must', healthScores]);
    expect(manager.skills.map(([name]) => name)).not.toContain('Gainsight');
    expect(manager.markdown).toMatch(/^\*\*Strong match/);
  });

  it("reads an SAP FI/CO consultant's accounting and controlling, and a mechanical engineer's SolidWorks PDM", () => {
    const costing = 'Ergebnisrechnung (CO-PA), Produktkostenplanung';
    const consultant = evidence(`Andreas Vogel\nSAP FI/CO Senior Consultant\n01/2020 - 12/2022: SAP CO Berater, Automobilzulieferer\n- ${costing}`, {
      title: 'SAP FI/CO Berater (m/w/d)',
      description: '',
      requirements: '- Erfahrung in der Finanzbuchhaltung\n- Kenntnisse im Controlling (CO-PA, Produktkosten)',
    }).skills;
    expect(consultant).toContainEqual(['Finanzbuchhaltung', 'must', 'SAP FI/CO Senior Consultant']);
    expect(consultant).toContainEqual(['im Controlling', 'must', costing]);
    expect(consultant).toContainEqual(['Produktkosten', 'must', costing]);
    const revisions = 'Designed sheet-metal enclosures in SolidWorks; managed revisions in SolidWorks PDM.';
    const engineer = evidence(`Kevin Liu\nMechanical Engineer, Carnegie Automation, Jul 2021 - Present\n- ${revisions}`, {
      title: 'Mechanical Design Engineer II',
      description: '',
      requirements: '- Proficiency in SolidWorks and PDM',
    }).skills;
    expect(engineer).toContainEqual(['PDM', 'must', revisions]);
    expect(engineer).toContainEqual(['SolidWorks', 'must', revisions]);
  });

  it("quotes a property adjuster's SIU referrals for a posting's suspected fraud, and her Xactimate estimates", () => {
    const referrals = 'Flagged suspicious losses to the SIU, two of which led to fraud findings';
    const estimates = 'Inspected 25+ homes a month after fire and storm damage and wrote repair estimates in Xactimate';
    const adjuster = evidence(`Dana Whitfield\nSenior Field Adjuster, Ocean State Insurance, 03/2021 - Present\n- ${estimates}\n- ${referrals}`, {
      title: 'Property Claims Adjuster',
      description: '',
      requirements: '- Estimate repair costs using Xactimate\n- Identify suspected fraud and refer files to the Special Investigations Unit',
    }).skills;
    expect(adjuster).toContainEqual(['Xactimate', 'must', estimates]);
    expect(adjuster).toContainEqual(['suspected fraud', 'must', referrals]);
  });

  it('meets a German IT project lead\'s "PMP, PRINCE2 oder IPMA" with PRINCE2, and an electrician\'s apprentices with those he trained', () => {
    const lead = evidence(
      'Claudia Hoffmann\nIT-Projektmanagerin, PRINCE2 Practitioner\n01/2022 - heute: Projektleiterin, Stadtwerke\n- Statusberichte an den Lenkungsausschuss, Risiko- und Stakeholdermanagement',
      {
        title: 'IT-Projektleiter (m/w/d)',
        description: '',
        requirements: '- Zertifizierung nach PMP, PRINCE2 oder IPMA\n- Erfahrung im Risikomanagement',
      },
    ).skills;
    expect(lead).toContainEqual(['PMP / PRINCE2 / IPMA', 'must', 'IT-Projektmanagerin, PRINCE2 Practitioner']);
    expect(lead).toContainEqual(['Risikomanagement', 'must', 'Statusberichte an den Lenkungsausschuss, Risiko- und Stakeholdermanagement']);
    const conduit = 'Installed conduit (EMT, rigid, PVC) and panelboards; trained 3 apprentices.';
    const electrician = evidence(`Luis Ortega\nJourneyman Electrician, Summit Electrical, 2019 - Present\n- ${conduit}`, {
      title: 'Journeyman Electrician',
      description: '',
      requirements: '- Bend EMT and rigid conduit\n- Mentor apprentices',
    }).skills;
    expect(electrician).toContainEqual(['Mentor', 'must', conduit]);
    expect(electrician.map(([name]) => name)).not.toContain('EMT');
  });

  it('meets a backend engineer\'s "message queues (Kafka, RabbitMQ or SQS)" with Kafka, and mentoring with those she mentored', () => {
    const kafka = 'Moved batch jobs to event-driven consumers on Apache Kafka.';
    const mentored = 'Mentored 3 junior engineers; reviewed pull requests.';
    const engineer = evidence(`Sofia Marin\nSenior Software Engineer, PayFlow, Jan 2021 - Present\n- ${kafka}\n- ${mentored}`, {
      title: 'Senior Backend Engineer (Go)',
      description: '',
      requirements: '- Experience with distributed systems and message queues (Kafka, RabbitMQ or SQS)\n- Mentor two mid-level engineers',
    }).skills;
    expect(engineer).toContainEqual(['Kafka / RabbitMQ / SQS', 'must', kafka]);
    expect(engineer).toContainEqual(['message queues', 'must', kafka]);
    expect(engineer).toContainEqual(['Mentor', 'must', mentored]);
  });

  it('meets a SOC analyst\'s "SIEM (Splunk, Sentinel or QRadar)" and "Security+, GCIH or CySA+" with Sentinel and CySA+', () => {
    const sentinel = 'Investigated alerts in Microsoft Sentinel and Defender for Endpoint.';
    const analyst = evidence(
      `Dana Whitfield\nSecurity Analyst, Cascade Financial, Mar 2022 - Present\n- ${sentinel}\nCertifications: CompTIA CySA+ (2023)`,
      {
        title: 'SOC Analyst',
        description: '',
        requirements: '- Hands-on experience with a SIEM (Splunk, Sentinel or QRadar) and an EDR tool\n- Security+, GCIH or CySA+ certification',
      },
    ).skills;
    expect(analyst).toContainEqual(['Splunk / Sentinel / QRadar', 'must', sentinel]);
    expect(analyst).toContainEqual(['EDR', 'must', sentinel]);
    expect(analyst).toContainEqual(['Security+ / GCIH / CySA+', 'must', 'Certifications: CompTIA CySA+ (2023)']);
  });

  it('counts a growth marketing lead for a digital marketing manager, and shows a platform group two sentences offer once', () => {
    const journeys = 'Launched CRM journeys in Iterable (onboarding, win-back) lifting repeat bookings 9%';
    const lead = evidence(
      `Hannah Okafor\nGrowth Marketing Lead, Tripmonde, Feb 2021 - Present\n- ${journeys}\n- Managed £1.5M ad spend on Google Ads and Meta`,
      {
        title: 'Digital Marketing Manager',
        description: [
          'In this role you will:',
          '- Plan lifecycle campaigns in Braze, from welcome journeys to win-back',
          'You have:',
          '- Experience with a marketing automation platform (Braze, Iterable, HubSpot or similar)',
        ].join('\n'),
        requirements: '- Google Ads',
      },
    );
    expect(lead.roles).toEqual(['Growth Marketing Lead | Tripmonde | 2021-02 – present']);
    expect(lead.skills.filter(([name]) => name?.includes('Braze'))).toEqual([
      ['marketing automation platform / Braze / Iterable / HubSpot', 'must', journeys],
    ]);
    expect(lead.markdown).toMatch(/^\*\*Strong match/);
  });

  it("counts a Personalreferentin's roles for an HR Business Partner and reads the works council and Soll-Anforderungen", () => {
    const council = 'Verhandlungen mit dem Betriebsrat zu einer Reorganisation';
    const partner = evidence(
      `Miriam Köhler\n04/2019 - heute Personalreferentin, Bosch Rexroth AG\n- ${council}\n09/2015 - 03/2019 HR Generalist, ZF Friedrichshafen AG\n- Recruiting und Onboarding`,
      {
        title: 'HR Business Partner (m/w/d)',
        description: '',
        requirements:
          'Ihre Aufgaben:\n- Gestaltung von Change-Prozessen\n- Zusammenarbeit mit dem Betriebsrat\nSoll-Anforderungen:\n- Erfahrung mit SAP HCM',
      },
    );
    expect(partner.roles).toEqual([
      'Personalreferentin | Bosch Rexroth AG | 2019-04 – present',
      'HR Generalist | ZF Friedrichshafen AG | 2015-09 – 2019-03',
    ]);
    expect(partner.skills).toContainEqual(['Betriebsrat', 'must', council]);
    expect(partner.skills).toContainEqual(['Change-Prozessen', 'must', council]);
    expect(partner.skills).toContainEqual(['SAP HCM', 'nice', 'missing']);
  });

  it('reads "Azure DevOps bzw. GitLab CI" as one ask, and meets JPA with Hibernate', () => {
    const gitlab = 'CI/CD mit GitLab CI, Spring Boot und Hibernate';
    const developer = evidence(`Jonas Weber\n06/2020 - heute Java-Entwickler, DATEV eG\n- ${gitlab}`, {
      title: 'Java-Entwickler (m/w/d)',
      description: '',
      requirements: '- Pipelines in Azure DevOps bzw. GitLab CI pflegen\n- Datenbankanbindung über JPA',
    }).skills;
    expect(developer).toContainEqual(['Azure DevOps / GitLab CI', 'must', gitlab]);
    expect(developer).toContainEqual(['JPA', 'must', gitlab]);
  });

  it('meets an AP specialist\'s "NetSuite or another ERP" and purchase orders with an AP clerk\'s NetSuite and POs', () => {
    const netsuite = 'Prepared weekly check runs and ACH batches in Oracle NetSuite';
    const pos = 'Matched about 500 invoices a week to POs and receiving documents';
    const clerk = evidence(`Luis Ramirez\nAccounts Payable Clerk, Sunshine Beverage Co., Apr 2021 - Present\n- ${netsuite}\n- ${pos}`, {
      title: 'Accounts Payable Specialist',
      description: 'Responsibilities\n- Resolve invoice discrepancies with suppliers and buyers',
      requirements: '- Experience with NetSuite or another ERP\n- Match invoices to purchase orders',
    });
    expect(clerk.skills).toContainEqual(['NetSuite / ERP', 'must', netsuite]);
    expect(clerk.skills).toContainEqual(['purchase orders', 'must', pos]);
    expect(clerk.skills.map(([name]) => name)).not.toContain('buyers');
    expect(clerk.roles).toEqual(['Accounts Payable Clerk | Sunshine Beverage Co. | 2021-04 – present']);
  });

  it("reads a 1st line support analyst's AD, Google Admin, Endpoint Manager and Windows updates for an IT support technician", () => {
    const accounts = 'Created and disabled accounts in AD and Google Admin; reset passwords';
    const updates = 'Pushed apps and Windows updates through Microsoft Endpoint Manager';
    const analyst = evidence(
      `Kieran Walsh\n1st Line Support Analyst, Leeds City College, Sept 2022 - Present\n- ${accounts}\n- ${updates}\nFull UK driving licence`,
      {
        title: 'IT Support Technician',
        description: '',
        requirements: [
          '- Manage user accounts in Active Directory and Google Workspace',
          '- Deploy updates with Intune to Windows laptops',
          '- A full UK driving licence',
        ].join('\n'),
      },
    );
    expect(analyst.skills).toContainEqual(['Active Directory', 'must', accounts]);
    expect(analyst.skills).toContainEqual(['Google Workspace', 'must', accounts]);
    expect(analyst.skills).toContainEqual(['Intune', 'must', updates]);
    expect(analyst.skills).toContainEqual(['Windows', 'must', updates]);
    expect(analyst.skills).toContainEqual(['driving licence', 'must', 'Full UK driving licence']);
  });

  it("quotes a product designer's title for product design and her user research for a posting's research", () => {
    const research = 'Ran user research and moderated usability testing every sprint';
    const designer = evidence(`Ana Sousa\nProduct Designer, Rota, Mar 2016 - Dec 2019\n- ${research}`, {
      title: 'Senior Product Designer',
      description: '',
      requirements: '- 5+ years of product design experience\n- Discovery research and usability tests',
    }).skills;
    expect(designer).toContainEqual(['Product Designer', 'must', 'Product Designer, Rota, Mar 2016 - Dec 2019']);
    expect(designer).toContainEqual(['research', 'must', research]);
  });

  it("reads a medical assistant's appointments as scheduling, a personal trainer's role line and years managing", () => {
    const assistant = evidence(
      "Lee Park\nMedical Assistant, Valley Family Practice, 2019 - Present\n- Scheduled patient appointments and managed the providers' calendars.\n- Took vital signs and updated charts in Epic.",
      { title: 'Medical Assistant', description: '', requirements: '- Scheduling\n- Taking vital signs' },
    ).skills;
    expect(assistant).toContainEqual(['Scheduling', 'must', "Scheduled patient appointments and managed the providers' calendars."]);
    const trainer = evidence(
      'Jamie Fox\nExperience\nFitLife Gym, Personal Trainer, 2019 - 2024\n- Designed workout programs for 40 clients; NASM certified; CPR/AED.',
      { title: 'Personal Trainer', description: '', requirements: '- 3+ years coaching clients\n- NASM certification' },
    );
    expect(trainer.roles).toEqual(['Personal Trainer | FitLife Gym | 2019 – 2024']);
    expect(trainer.markdown).toContain('5 years in total (3+ years asked).');
    const veteran = evidence('Experience\nAcme Software, Senior Java Developer, 2004 - 2024\n- Built Java services and led a team of six.', {
      title: 'Junior Java Developer',
      description: '',
      requirements: '- Java',
    });
    expect(veteran.markdown).toContain('20 years in total (0-2 years asked).');
    expect(veteran.markdown).toContain("20 years is well above the 0-2 years of the role's level.");
  });

  it('says months asked in months, in the total and the concerns', () => {
    const job = { title: 'Warehouse Associate', description: '', requirements: '- 6+ months of warehouse experience\n- RF scanners' };
    const note = evidence('Sam Roe\nExperience\nBoxCo, Warehouse Associate, 2024 - 2025\n- Picked and packed orders with RF scanners.', job).markdown;
    expect(note).toContain('1 year in total (6+ months asked).');
    const newcomer = evidence(
      'Sam Roe\nExperience\nBoxCo, Warehouse Associate, Mar 2025 - May 2025\n- Picked and packed customer orders with RF scanners on the day shift.',
      job,
    ).markdown;
    expect(newcomer).toContain('short of the 6+ months asked.');
  });

  it('says years only preferred are preferred, in the total, the fit line and the concerns', () => {
    const resumeText = 'Jamie Fox\nExperience\nFitLife Gym, Personal Trainer, 2022 - 2024\n- Designed workout programs for 40 clients.';
    const english = evidence(resumeText, {
      title: 'Personal Trainer',
      description: '',
      requirements: '- NASM certification\nPreferred:\n- 5+ years coaching clients',
    }).markdown;
    expect(english).toContain('2 years in total (5+ years preferred).');
    expect(english).toMatch(/2 years of experience \(5\+ years preferred\)/);
    expect(english).toContain('3 years short of the 5+ years preferred.');
    const german = evidence(resumeText, {
      title: 'Personal Trainer (m/w/d)',
      description: 'Wir suchen einen Personal Trainer für unser Studio in Köln.',
      requirements: '- NASM-Zertifizierung\nWünschenswert:\n- 5 Jahre Berufserfahrung als Trainer',
    }).markdown;
    expect(german).toContain('2 Jahre insgesamt (5+ Jahre wünschenswert).');
    expect(german).toContain('3 Jahre weniger als die gewünschten 5+ Jahre.');
  });

  it('names a concern where the roles that count add up to fewer years than asked, though all the work does not', () => {
    const resumeText = [
      'Robin Hale',
      'Experience',
      'Brightside Agency, Social Media Coordinator, 2022 - 2024',
      '- Ran Instagram and TikTok for four consumer brands.',
      'City Library, Circulation Clerk, 2014 - 2022',
      '- Checked out books and shelved returns.',
    ].join('\n');
    const job = { title: 'Social Media Manager', description: '', requirements: '- Social media\n- 3+ years of experience' };
    const note = evidence(resumeText, job).markdown;
    expect(note).toContain('10 years in total (3+ years asked).');
    expect(note).toContain('The roles that count add up to 2 years, less than the 3+ years asked.');
    const enough = evidence(resumeText.replace('2022 - 2024', '2019 - 2024').replace('2014 - 2022', '2014 - 2019'), job).markdown;
    expect(enough).not.toContain('The roles that count add up to');
  });

  it('drops tags, link targets and script schemes from a quoted line but keeps "<50 ms"', () => {
    const resumeText = [
      'Experience',
      'Webworks, Frontend Developer, 2019 - 2024',
      '- Built <b>React</b> pages <script>alert(1)</script> with [TypeScript](javascript:alert(1)) at <50 ms render time <img src=x onerror=alert(1)',
      '- Wrote documentation for the design system and trained customers on the content tools.',
    ].join('\n');
    const e = evidence(resumeText, frontendJob);
    expect(e.skills).toContainEqual(['React', 'must', 'Built React pages alert(1) with TypeScript at <50 ms render time img src=x onerror=alert(1)']);
    expect(e.markdown).not.toMatch(/<script|<img|<b>|javascript:/i);
  });
});

describe("the note's language", () => {
  it("is German for a German posting, whatever the resume's language", () => {
    for (const resumeText of [germanResume, englishResumeForGermanJob]) {
      const r = screenResume({ resumeText, job: germanJob }, { now: NOW });
      const headings = [...r.feedbackMarkdown.matchAll(/^### (.+)$/gm)].map((m) => m[1]);
      expect(headings).toEqual(['Muss-Kriterien', 'Kann-Kriterien', 'Berufserfahrung', 'Ausbildung', 'Bedenken', 'Zusammensetzung der Bewertung']);
      expect(r.feedbackMarkdown).toMatch(
        /^\*\*(?:Starke|Gute|Teilweise|Geringe) Übereinstimmung — \d+\/100\.\*\* \d von 5 Muss-Kriterien belegt; \d,\d Jahre Berufserfahrung \(3\+ Jahre verlangt\)\./,
      );
      expect(r.feedbackMarkdown).toContain('– heute (');
      expect(r.summary).toMatch(/^(?:Starke|Gute|Teilweise|Geringe) Übereinstimmung \(\d+\/100\) für Softwareentwickler Java \(m\/w\/d\): /);
      expect(r.feedbackMarkdown).not.toMatch(/\b(?:found|missing|years|asked|Concerns)\b/);
    }
  });

  it('credits German to a resume written in German, and asks an English one to state it', () => {
    const job: ScreeningJob = {
      ...germanJob,
      requirements: germanJob.requirements.replace('Von Vorteil', '- Sehr gute Deutschkenntnisse\nVon Vorteil'),
    };
    expect(evidence(germanResume, job).markdown).toContain('- ✓ **Deutschkenntnisse**: der Lebenslauf ist darin verfasst');
    expect(evidence(englishResumeForGermanJob, job).markdown).toContain('- ✗ **Deutschkenntnisse**: fehlt');
    expect(evidence(`${englishResumeForGermanJob}\nLanguages: German (C1), English`, job).markdown).toContain(
      '- ✓ **Deutschkenntnisse**: “Languages: German (C1), English”',
    );
  });

  it('is English for an English posting, also for a German resume', () => {
    const r = screenResume({ resumeText: germanResume, job: frontendJob }, { now: NOW });
    expect(r.feedbackMarkdown).toContain('### Must-haves');
    expect(r.summary).toMatch(/^(?:Strong|Good|Partial|Weak) match/);
  });
});
