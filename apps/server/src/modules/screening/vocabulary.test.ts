import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { describe, expect, it } from 'vitest';
import { findRole, getRoles, synthesizeJob } from './roles.js';
import { termKey, tokenize } from './text.js';
import {
  buildVocabulary,
  checkVocabulary,
  entryKeys,
  extractSkills,
  getVocabulary,
  loadSkillEntries,
  matchSkills,
  type SkillEntry,
  withImplied,
} from './vocabulary.js';

const ids = (text: string) => [...extractSkills(text).keys()].sort();

describe('skill vocabulary data', () => {
  const vocabulary = getVocabulary();

  it('has at least 1,500 unique skill ids across technical and non-technical domains', () => {
    const unique = new Set(vocabulary.entries.map((e) => e.id));
    expect(unique.size).toBe(vocabulary.entries.length);
    expect(unique.size).toBeGreaterThanOrEqual(1500);
    const categories = new Set(vocabulary.entries.map((e) => e.category));
    for (const c of [
      'programming',
      'data',
      'cloud',
      'devops',
      'security',
      'design',
      'product',
      'marketing',
      'sales',
      'finance',
      'hr',
      'healthcare',
      'legal',
      'construction',
      'hospitality',
      'logistics',
      'education',
      'manufacturing',
      'customer-service',
      'languages',
      'soft-skills',
    ]) {
      expect(categories, c).toContain(c);
    }
  });

  it('reads ACH as payments in its capitals only, not the German interjection "Ach ja"', () => {
    expect(ids('Processed ACH and wire transfers')).toContain('payments');
    expect(ids('Ach ja: Der Chef muss bei solchen Terminen draußen bleiben.')).not.toContain('payments');
  });

  it('reads fixing bugs as debugging, and Wicket as the web framework only in a list', () => {
    expect(ids('Handled E2E issues and fixing bugs.')).toContain('debugging');
    expect(ids('Run-the-Bank activities (maintenance, bug-fixing)')).toContain('debugging');
    expect(ids('Frameworks: JSF, Wicket, GWT')).toEqual(expect.arrayContaining(['jsf', 'apache-wicket', 'gwt']));
    expect(ids('Took the wicket in the final over.')).not.toContain('apache-wicket');
  });

  it('reads Ansible, Puppet and SaltStack as configuration management and infrastructure as code', () => {
    expect([...withImplied(extractSkills('Deployments automated with Ansible').keys())]).toEqual(
      expect.arrayContaining(['ansible', 'configuration-management', 'infrastructure-as-code']),
    );
    expect([...withImplied(extractSkills('Tools: Puppet, SaltStack').keys())]).toEqual(
      expect.arrayContaining(['configuration-management', 'infrastructure-as-code']),
    );
  });

  it('reads the BI tools (Tableau, Power BI, Looker, Qlik…) as business intelligence', () => {
    for (const tool of ['Tableau', 'Power BI', 'Looker', 'Qlik Sense', 'MicroStrategy', 'Cognos', 'BusinessObjects', 'Spotfire']) {
      expect([...withImplied(extractSkills(`Built reports in ${tool}`).keys())]).toContain('business-intelligence');
    }
  });

  it('reads ServSafe and OSHA 10 as certifications that show their field, and the field without them as no certification', () => {
    expect([...withImplied(extractSkills('ServSafe certified since 2019').keys())]).toEqual(expect.arrayContaining(['servsafe', 'food-safety']));
    expect(ids('Kept the kitchen to sanitation standards')).not.toContain('servsafe');
    expect([...withImplied(extractSkills('OSHA 30-hour card').keys())]).toEqual(expect.arrayContaining(['osha-certification', 'osha']));
    expect(ids('Observed all OSHA regulations')).toEqual(['osha']);
  });

  it('reads a personal training certification by its name or its bodies, and it shows personal training', () => {
    expect(ids('Nationally accredited personal training certification (NASM, ACE, ACSM or NSCA)')).toEqual(['nasm-certification']);
    expect([...withImplied(extractSkills('Certified Personal Trainer (ACSM), 2019').keys())]).toEqual(
      expect.arrayContaining(['nasm-certification', 'personal-training']),
    );
    expect(ids('Personal trainer at a boutique gym')).not.toContain('nasm-certification');
  });

  it("reads no skill in the title of someone the resume's writer worked with or for", () => {
    expect(ids('Assisted attorneys with scheduling and client calls')).not.toContain('lawyer');
    expect(ids('Took on duties in the absence of the paralegal')).not.toContain('paralegal');
    expect(ids('Worked closely with physicians and nurses')).not.toContain('physician');
    expect(ids('Reported to the operations manager')).not.toContain('operations-management');
    expect(ids('Help teacher prepare materials')).not.toContain('teaching');
    expect(ids('Paralegal for attorneys at a litigation firm')).toContain('paralegal');
    expect(ids('Promoted to operations manager in 2019')).toContain('operations-management');
    expect(ids('Senior Technical Support Analyst with broad-based experience')).toContain('technical-support');
    expect(ids('Applied for the paralegal certification')).toContain('paralegal');
    expect(ids('Worked for 5 years as a paralegal')).toContain('paralegal');
    expect(ids('Scheduled appointments for the senior attorneys')).not.toContain('lawyer');
    expect(ids('Studied nights for years to become a paralegal')).toContain('paralegal');
  });

  it('reads Google Classroom, Canvas and Moodle as classroom learning platforms, which a Smart Board is not', () => {
    expect([...withImplied(extractSkills('Google Classroom, Canvas and Moodle').keys())]).toEqual(
      expect.arrayContaining(['classroom-learning-platforms', 'educational-technology']),
    );
    expect(ids('Enhanced lessons using Smart Board technology')).toEqual(['educational-technology']);
    expect(ids('Painted on canvas')).not.toContain('classroom-learning-platforms');
  });

  it('reads a cow-calf herd and calving as livestock management', () => {
    expect(ids('Oversee the feeding of a 300-head cow-calf herd through calving season')).toContain('livestock-management');
  });

  it('reads managed crisis communications and media advisories as public relations work', () => {
    expect(ids('Managed crisis communications for the county')).toEqual(['crisis-communications']);
    expect(ids('Wrote press releases and media advisories')).toEqual(['public-relations']);
    expect(ids('Crisis management and emergency preparedness')).toEqual(['business-continuity-planning']);
  });

  it('reads lab dips as apparel development and EKGs as the EKG', () => {
    expect(ids('Tracked samples, lab dips and fit approvals')).toEqual(['product-development-apparel']);
    expect(ids('Performed phlebotomy, injections and EKGs')).toEqual(['ekg', 'phlebotomy']);
  });

  it("reads a verb's object that opens another field's term as that term", () => {
    expect(ids('Manage project files and media assets')).toEqual(['document-management']);
    expect(ids('Managed projects from kickoff to launch')).toEqual(['project-management']);
    expect(ids('Analyze financial statements monthly')).toContain('financial-analysis');
  });

  it("reads mortgage licences, lending rules and Encompass, and a video edit's sound and colour", () => {
    expect(ids('Active NMLS registration')).toEqual(['nmls-license']);
    expect(ids('Stay current with RESPA, TILA and fair lending regulations')).toEqual(['lending-compliance']);
    expect(ids('Knowledge of Encompass loan origination software')).toEqual(['encompass-los']);
    expect(ids('Programs encompassing market research')).not.toContain('encompass-los');
    expect(ids('Add motion graphics, color correction and sound design')).toEqual(['color-grading', 'motion-graphics', 'sound-design']);
    expect(ids('Stage lighting and props for the theatre')).toEqual(['theatre']);
  });

  it('reads hydraulic calculations as water resources work, escalated calls as complaint resolution', () => {
    expect(ids('Perform stormwater and hydraulic calculations')).toEqual(['water-resources-engineering']);
    expect(ids('Repaired hydraulic presses')).toContain('hydraulic-systems');
    expect(ids('Handle escalated calls from customers')).toEqual(['customer-complaint-resolution']);
    expect(ids('Experience with Five9 or Genesys')).toEqual(['contact-center-software']);
    expect(ids('Coordinated with MEP engineers, civil engineers, and structural engineers')).not.toContain('civil-engineering');
  });

  it('reads network segmentation, access control lists and site-to-site VPNs as network security, labour planning as resource planning', () => {
    expect(ids('Maintain network segmentation and access control lists')).toEqual(['network-security']);
    expect(ids('Manage site-to-site and remote access VPNs')).toEqual(['vpn']);
    expect(ids('Customer segmentation for campaigns')).toEqual(['market-segmentation']);
    expect(ids('Plan labor and staffing to meet daily volume')).toEqual(['resource-planning']);
  });

  it("reads an assistant's and an event planner's work: Concur, minutes, itineraries, room blocks, the CMP", () => {
    expect(ids('Utilizes programs such as SalesForce, Tableau, Concur, and SharePoint')).toContain('sap-concur');
    expect(ids('Tools: Concur, Expensify')).toEqual(['expensify', 'sap-concur']);
    expect(ids('We concur with the findings')).toEqual([]);
    expect([...withImplied(extractSkills('Expensify').keys())].sort()).toEqual(['expense-reports', 'expensify']);
    expect(ids('Prepare board materials and take minutes')).toContain('minute-taking');
    expect(ids('Prepared itineraries for the partners')).toEqual(['travel-arrangements']);
    expect(ids('Negotiate hotel contracts and room blocks')).not.toContain('hotel-operations');
    expect(ids('CMP certification is a plus')).toEqual(['cmp-certification']);
  });

  it("reads a support team's help center articles as help center content", () => {
    expect(ids('Wrote and updated help center articles for 200 features')).toEqual(['help-center-content']);
  });

  it("reads a branch's bank vault as a teller's work and staffing schedules as workforce management", () => {
    expect(ids('Balanced the bank vault daily')).toEqual(['bank-teller']);
    expect(ids('Built weekly staffing schedules')).toEqual(['workforce-management']);
  });

  it("reads CDK as AWS's only among cloud skills, not a dealership's system", () => {
    expect(ids('Deployed stacks with AWS CDK')).toContain('aws-cloudformation');
    expect(ids('Cloud: CloudFormation, CDK, AWS Lambda')).toContain('aws-cloudformation');
    expect(ids('Closed repair orders in CDK every day')).not.toContain('aws-cloudformation');
  });

  it("reads CMA as the management accountant's certificate only among its own field's skills", () => {
    expect(ids('Certifications: CPA, CMA')).toEqual(['certified-management-accountant', 'certified-public-accountant']);
    expect(ids('Medical Assistant certification (CMA or RMA)')).toEqual(['medical-assistant']);
    expect(ids('CMA Analyst')).toEqual([]);
  });

  it("reads a preschool's curricula and CDA, a pharmacy technician's PTCB, a bookkeeper's Gusto and reconciling", () => {
    expect(ids('Experience with Creative Curriculum or Teaching Strategies GOLD')).toEqual(['early-childhood-curricula']);
    expect(ids('Holds a CDA credential')).toEqual(['cda-credential']);
    expect(ids('PTCB or ExCPT certification')).toEqual(['pharmacy-technician-certification']);
    expect(ids('Run payroll through Gusto')).toEqual(['gusto-payroll', 'payroll']);
    expect(ids('Reconcile bank accounts monthly')).toEqual(['account-reconciliation']);
    expect(ids('She works with gusto')).toEqual([]);
  });

  it("reads a manufacturer's factory training as that, not as manufacturing", () => {
    expect(ids('Ford factory training a plus')).toEqual(['manufacturer-training']);
    expect(ids('Factory-trained Toyota technician')).not.toContain('manufacturing');
  });

  it('reads the A&P certificate and avionics as skills of their own that show aircraft maintenance', () => {
    expect(ids('FAA Airframe and Powerplant (A&P) certificate required')).toEqual(['ap-certificate']);
    expect([...withImplied(extractSkills('A&P licensed mechanic').keys())]).toEqual(
      expect.arrayContaining(['ap-certificate', 'aircraft-maintenance']),
    );
    expect([...withImplied(extractSkills('Avionics technician on the C-130').keys())]).toEqual(
      expect.arrayContaining(['avionics', 'aircraft-maintenance']),
    );
    expect(ids('Line maintenance on A320 aircraft')).not.toContain('ap-certificate');
  });

  it('reads vitals as vital signs, but not the adjective "vital"', () => {
    expect(ids('Took vitals and charted intake; Vitals, charting, wound care')).toContain('vital-signs');
    expect(ids('Aflac plays a vital role in helping people. LPN or RN designation vital.')).not.toContain('vital-signs');
  });

  it('has no alias collisions, no unknown implied skills and no empty terms', () => {
    expect(checkVocabulary(vocabulary.entries)).toEqual([]);
    const owner = new Map<string, string>();
    for (const e of vocabulary.entries) {
      for (const key of entryKeys(e)) {
        expect(owner.get(key) ?? e.id, `"${key}"`).toBe(e.id);
        owner.set(key, e.id);
      }
    }
  });

  it('matches no English stop word case-insensitively', () => {
    const nlp = winkNLP(model);
    const stop: string[] = [];
    for (const e of vocabulary.entries) {
      for (const key of entryKeys(e)) {
        if (key.includes(' ')) continue;
        const flags = nlp.readDoc(key).tokens().out(nlp.its.stopWordFlag) as unknown as boolean[];
        if (flags.length === 1 && flags[0]) stop.push(`${e.id}: ${key}`);
      }
    }
    expect(stop).toEqual([]);
  });

  it('rejects invalid data at load time', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vocab-'));
    try {
      writeFileSync(path.join(dir, 'web.json'), JSON.stringify([{ id: 'Bad Id', name: 'X', category: 'web', aliases: [] }]));
      expect(() => loadSkillEntries(dir)).toThrow(/Invalid skill data in web\.json/);
      writeFileSync(path.join(dir, 'web.json'), JSON.stringify([{ id: 'x', name: 'X', category: 'data', aliases: [] }]));
      expect(() => loadSkillEntries(dir)).toThrow(/category/);
      writeFileSync(path.join(dir, 'web.json'), JSON.stringify([{ id: 'x', name: 'X', category: 'web', aliases: [], extra: 1 }]));
      expect(() => loadSkillEntries(dir)).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('detects alias collisions and unknown implications', () => {
    const entries: SkillEntry[] = [
      { id: 'javascript', name: 'JavaScript', category: 'programming', aliases: ['js'] },
      { id: 'java-script-2', name: 'Java Script', category: 'programming', aliases: ['JS'] },
      { id: 'django', name: 'Django', category: 'web', aliases: [], implies: ['pythn'] },
    ];
    const issues = checkVocabulary(entries);
    expect(issues.map((i) => i.kind).sort()).toEqual(['alias-collision', 'unknown-implied']);
    expect(() => buildVocabulary(entries)).toThrow(/Invalid skill vocabulary/);
  });

  it('every role names known skills and role names resolve', () => {
    const roles = getRoles();
    expect(roles.length).toBeGreaterThan(50);
    for (const r of roles) for (const s of r.skills) expect(vocabulary.byId.has(s), `${r.id}: ${s}`).toBe(true);
    expect(findRole('BUSINESS-DEVELOPMENT')?.id).toBe('business-development-manager');
    expect(findRole('Java Developer')?.id).toBe('java-developer');
    expect(findRole('Registered nurses')?.id).toBe('registered-nurse');
    expect(findRole('zzz qqq')).toBeNull();
    const job = synthesizeJob('INFORMATION-TECHNOLOGY');
    expect(job.title).toBe('Information Technology');
    expect(job.requirements).toContain('- Technical support');
  });
});

describe('tokenisation', () => {
  it('keeps technical tokens whole and splits lists', () => {
    expect(tokenize('C++, C#, .NET, Node.js and CI/CD').map((t) => t.norm)).toEqual([
      'c++',
      ',',
      'c#',
      ',',
      '.net',
      ',',
      'node.js',
      'and',
      'ci',
      '/',
      'cd',
    ]);
    expect(termKey('Front-End')).toBe('front end');
    expect(termKey("Bachelor's")).toBe('bachelor');
    expect(termKey('Databases')).toBe('database');
    expect(termKey('Canvas')).toBe('canvas');
    expect(termKey('Physics')).toBe('physics');
  });
});

describe('skill extraction', () => {
  it('recognises names, aliases and abbreviations', () => {
    expect(ids('Strong JS and ES6, k8s, Postgres, MS Excel, Amazon Web Services')).toEqual(
      ['aws', 'excel', 'javascript', 'kubernetes', 'postgresql'].sort(),
    );
    expect(ids('golang microservices on GCP')).toEqual(['go', 'google-cloud-platform', 'microservices']);
  });

  it('recognises multi-word phrases and prefers the longest match', () => {
    expect(ids('machine learning and natural language processing')).toEqual(['machine-learning', 'natural-language-processing']);
    expect(ids('Experienced in project management and accounts payable')).toEqual(['accounts-payable', 'project-management']);
    expect(ids('SQL Server 2019 administration')).toContain('microsoft-sql-server');
    expect(ids('SQL Server 2019 administration')).not.toContain('sql');
    // A data warehouse named by its product is no warehouse of goods.
    expect(ids('Wrote SQL against our Snowflake warehouse')).toEqual(['snowflake', 'sql']);
    expect(ids('Loaded events into the BigQuery warehouse')).toEqual(['google-bigquery']);
  });

  it("reads a skill's aliases that overlap as one mention, whose words name no other skill", () => {
    expect(ids('Prepared sales tax filings')).toEqual(['tax-preparation']);
    expect(ids('Microsoft Dynamics GP, Team Gantt')).not.toContain('physician');
    expect(ids('Medical billing and coding: ICD-9')).not.toContain('software-development');
  });

  it('reads leading a team or a project, as a resume says it, as the skill', () => {
    expect(ids('Led a team of five engineers')).toEqual(['leadership']);
    expect(ids('Managed a team of 12 nurses on the night shift')).toContain('leadership');
    expect(ids('Mehrjährige Führungserfahrung, disziplinarische Mitarbeiterführung')).toEqual(['leadership']);
    expect(ids('Managed projects from kickoff to launch')).toEqual(['project-management']);
  });

  it("reads work done to a skill's object as the skill: managed vendors, analysed data, optimised queries", () => {
    expect(ids('Managed vendor relationships for three sites')).toEqual(['vendor-management']);
    expect(ids('Managing risks across five programmes')).toEqual(['risk-management']);
    expect(ids('Manages stakeholders and budgets')).toEqual(['budget-management', 'stakeholder-management']);
    expect(ids('Aligned stakeholders across five countries')).toEqual(['stakeholder-management']);
    expect(ids('Analysed data from 40 stores')).toEqual(['data-analysis']);
    expect(ids('Optimised queries and migrated databases')).toEqual(['database-migration', 'query-optimization']);
    expect(ids('Administered medications to 20 patients')).toContain('medication-administration');
    expect(ids('Negotiated contracts with suppliers')).toEqual(['negotiation']);
    // The object may be plural where the skill's name has it singular ("menu planning").
    expect(ids('Planned menus for 300 guests')).toEqual(['menu-development']);
    expect(ids('Reported and tracked defects')).toContain('defect-tracking');
    expect(ids('Taught group fitness classes and spin classes')).toEqual(['group-fitness']);
    // A count may stand between the verb and its object; a word may not.
    expect(ids('Managed 45 accounts and 12 vendors')).toEqual(['account-management']);
    expect(ids('Managed 12 vendors; coordinated 40+ events')).toEqual(['event-coordination', 'vendor-management']);
    // So in an alias that is a past verb and its object.
    expect(ids('Trained 3 apprentices; answered 80+ calls a day')).toEqual(['call-center-operations', 'coaching-and-mentoring']);
    expect(ids('Managed social media accounts')).not.toContain('account-management');
    // Where the verb names something else, or begins a longer object, it is not the skill.
    expect(ids('Sold managed services and managed print contracts')).not.toContain('itil');
    expect(ids('Managed key stakeholders')).not.toContain('encryption');
    expect(ids('Monitored progress against the plan')).not.toContain('student-assessment');
    expect(ids('Planned unit tests and community events')).not.toContain('lesson-planning');
    // A skill's own alias wins over a derived phrasing.
    expect(ids('Managed projects from kickoff to launch')).toEqual(['project-management']);
  });

  it('reads "taught" as teaching but not in "self-taught", and 7th graders as no road grader', () => {
    expect(ids('Taught math to 7th graders')).toEqual(['mathematics', 'teaching']);
    expect(ids('Self-taught developer')).toEqual(['learning-agility']);
  });

  it("reads a trade's past tense, warehouse and German closing work, and a job site as construction, not its supervision", () => {
    expect(ids('Troubleshot faulty circuits')).toEqual(['troubleshooting']);
    expect(ids('Picked and packed 150+ orders per shift')).toEqual(['warehouse-operations']);
    expect(ids('Install wiring and panels on job sites')).toEqual(['construction', 'electrical-work']);
    expect(ids('Jobsite supervision of three crews')).toContain('site-supervision');
    expect(ids('Erstellung von Monats- und Jahresabschlüssen')).toEqual(['month-end-close']);
  });

  it("reads an HVAC technician's certification and refrigerant work, KPI reports, captions and supervised staff", () => {
    expect(ids('EPA 608 Universal certified; diagnosed and repaired refrigerant leaks')).toEqual(['epa-608-certification', 'refrigerant-handling']);
    expect([...withImplied(['epa-608-certification'])]).toContain('hvac');
    expect(ids('Automated weekly KPI reports')).toEqual(['business-reporting']);
    expect(ids('Write all captions and short-form copy')).toEqual(['copywriting']);
    expect(ids('Supervised 35 associates on two shifts')).toEqual(['leadership']);
    expect(ids('Supervised learning models')).toEqual(['supervised-learning']);
  });

  it("reads the HR suites a generalist names as an HRIS, the payroll ones as payroll too, and an analyst's board decks", () => {
    const implied = (text: string) => [...withImplied(ids(text))];
    for (const suite of [
      'UKG Pro',
      'UltiPro',
      'SAP SuccessFactors',
      'Oracle HCM Cloud',
      'Paylocity',
      'Paycom',
      'Ceridian Dayforce',
      'Paychex Flex',
    ]) {
      expect(implied(`Keyed HR data into ${suite}`)).toContain('hris');
    }
    expect(implied('Ran bi-weekly payroll in Paylocity')).toEqual(expect.arrayContaining(['hris', 'payroll', 'paylocity']));
    expect(implied('Kept timesheets in Excel')).not.toContain('hris');
    expect(ids('Prepared quarterly board decks and investor presentations')).toEqual(['client-facing-presentation']);
  });

  it("reads a typing speed as typing, not data entry, and a bank teller's work as banking", () => {
    expect(ids('Typing speed of 40 WPM')).toEqual(['typing']);
    expect(ids('typing 55 WPM')).toEqual(['typing']);
    expect([...withImplied(ids('Bank Teller, Coastal Community Bank'))]).toContain('banking');
  });

  it("reads MEDDIC's variants and a sales methodology as consultative selling", () => {
    for (const text of [
      'Qualified deals using MEDDPICC',
      'MEDDICC qualification',
      'Trained in the Challenger selling model',
      'a structured sales methodology',
    ]) {
      expect(ids(text)).toContain('consultative-selling');
    }
  });

  it('reads German field sales: the Außendienst, a Gebietsverkaufsleiter and sales to Geschäftskunden', () => {
    expect(ids('Gebietsverkaufsleiter Außendienst, Würth GmbH')).toEqual(['outside-sales', 'sales-management']);
    expect(ids('Geschäftskundenvertrieb in Bayern')).toEqual(['business-to-business-sales']);
  });

  it('reads German communication skills, SAP modules, "und/ oder" and the tools of IT profiles as GULP writes them', () => {
    expect(ids('Ausgeprägte Mediations- und Kommunikationsfähigkeiten')).toEqual(['communication', 'mediation']);
    expect(ids('Kommunikationsstarker Berater')).toEqual(['communication']);
    expect(ids('Kenntnisse im SAP Modul SD (optional)')).toEqual(['sap-sd']);
    expect(ids('Mindestens 3 Jahre SAP-GTS Projekterfahrung')).toEqual(['sap-gts']);
    expect(ids('SAP MDG Consultant')).toContain('sap-mdg');
    expect(ids('2+ Jahre Erfahrung im Bereich AEM')).toEqual(['adobe-experience-manager']);
    expect(ids('Datenbanksysteme (Oracle, DB2 oder Sybase/ASE)')).toEqual(['ibm-db2', 'oracle-database', 'sybase']);
    expect(ids('Kenntnisse in Java/ Java Script')).toEqual(['java', 'javascript']);
    expect(ids('objektorientierte Programmiersprachen wie C++')).toEqual(['cpp', 'object-oriented-programming']);
    expect(ids('Tools: Jenkins, Maven, Sonar')).toContain('code-coverage');
    expect(ids('Operated the sonar on a submarine')).toEqual([]);
    expect(ids('Methoden: OOA, OOD, OOP')).toEqual(['object-oriented-programming']);
    expect(ids('EJB3, EclipseLink, WSDL, XSL')).toEqual(['jakarta-ejb', 'jpa', 'soap', 'xml']);
    expect(ids('Revision control software: Mercurial, ClearCase')).toContain('version-control');
    expect(ids('Betriebssysteme: SLES, HPUX')).toEqual(['linux', 'unix']);
    // "und/ oder" coordinates as "und" does.
    expect(ids('Die Frameworks Spring und/ oder Hibernate sind Ihnen vertraut')).toEqual(['hibernate', 'spring']);
  });

  it('keeps a license apart from the work it allows and a role apart from those it assists', () => {
    // A Class A CDL is truck driving and a driving license; a van driver's license is neither a CDL nor a clean record.
    expect([...withImplied(ids('CDL Class A with Hazmat endorsement'))].sort()).toEqual(['cdl', 'commercial-driving', 'driving-license']);
    expect(ids('Delivery Driver with a Class C driver license')).toEqual(['commercial-driving', 'driving-license']);
    expect(ids('Clean MVR, accident-free driving')).toEqual(['clean-driving-record']);
    // A legal secretary is no paralegal, a pharmacy technician no pharmacist, a line cook no head chef.
    expect(ids('Legal Secretary to three attorneys')).toEqual(['lawyer', 'legal-secretary']);
    expect(ids('Pharmacy Technician, CPhT')).toEqual(['pharmacy', 'pharmacy-technician-certification']);
    expect([...withImplied(ids('Staff Pharmacist, PharmD'))].sort()).toEqual(['pharmacist', 'pharmacy']);
    expect(ids('Line Cook')).toEqual(['culinary-arts']);
    // A physician assistant is no physician, family medicine no physician's title; an FNP works in primary care.
    expect(ids('Physician Assistant (PA-C) in family medicine')).toEqual(['physician-assistant', 'primary-care']);
    expect([...withImplied(ids('FNP-C'))]).toEqual(expect.arrayContaining(['nurse-practitioner', 'primary-care']));
    expect([...withImplied(ids('Sous Chef'))]).toEqual(expect.arrayContaining(['head-chef', 'kitchen-management']));
    // A developer title is software development; a curriculum or real estate developer is not.
    expect(ids('Senior Java Developer')).toEqual(['java', 'software-development']);
    expect(ids('Curriculum Developer; Real Estate Developer')).toEqual(['curriculum-development', 'real-estate-finance']);
    expect(ids('We build developer tools')).toEqual([]);
  });

  it("reads a paralegal's, a help desk's, a marketer's, an operations manager's and a data scientist's work as its skills", () => {
    expect(ids('E-filed pleadings and calendared deadlines; drafted responses to discovery')).toEqual(['legal-documentation', 'litigation']);
    expect(ids('Manage case files for the partners')).toEqual([]);
    expect(ids('Imaged and deployed Windows 11 laptops')).toEqual(['microsoft-windows', 'operating-system-installation']);
    expect([...withImplied(ids('Resolved tickets in ServiceNow'))]).toContain('ticketing-systems');
    expect([...withImplied(ids('Built nurture programs in HubSpot that grew MQLs'))]).toEqual(
      expect.arrayContaining(['b2b-marketing', 'hubspot', 'marketing-automation']),
    );
    expect([...withImplied(ids('Led a 250,000 sq ft distribution center'))]).toEqual(
      expect.arrayContaining(['distribution', 'warehouse-operations']),
    );
    expect(ids('Designed 30 A/B tests; difference-in-differences for causal estimates; churn prediction models')).toEqual(
      ['a-b-testing', 'causal-inference', 'predictive-modeling'].sort(),
    );
    expect(ids('Compliance with state wage laws')).toContain('employment-law');
    expect(ids('1-2 years of B2B inside sales')).toEqual(['business-to-business-sales']);
    expect(ids('Created journey maps and wireframes')).toContain('customer-journey-mapping');
  });

  it('keeps punctuation-bearing names apart', () => {
    expect(ids('C++ and C# on .NET Core; Node.js; CI/CD')).toEqual(['continuous-delivery', 'cpp', 'csharp', 'dotnet', 'node-js']);
    expect(ids('ASP.NET MVC')).toEqual(['asp-net-mvc']);
    expect(ids('HTML/CSS')).toEqual(['css', 'html']);
  });

  it("reads a word two fields share as the tool among its own field's tools, else as the word", () => {
    const tools = ids('Configuration management (e.g. Ansible, Puppet, Chef)');
    expect(tools).toContain('chef-configuration-management');
    expect(tools).not.toContain('culinary-arts');
    expect(ids('ansible, puppet, chef')).toContain('chef-configuration-management');
    const cook = ids('Chef\nCooking, baking, catering');
    expect(cook).toContain('culinary-arts');
    expect(cook).not.toContain('chef-configuration-management');
    expect(ids('Sous chef; line cook, prep cook, chef')).not.toContain('chef-configuration-management');
    expect(ids('Installed conduit (EMT, rigid, PVC) and switchgear')).not.toContain('emergency-medical-services');
    expect(ids('Skills: EMT, CPR, ACLS')).toContain('emergency-medical-services');
    expect(ids('Certified EMT on a county ambulance')).toEqual(['emergency-medical-services']);
  });

  it('treats ambiguous words as skills only in the right case or in a list of skills', () => {
    expect(ids('Languages: Python, Go, R, C')).toEqual(['c', 'go', 'python', 'r']);
    expect(ids('java, spring, hibernate')).toEqual(['hibernate', 'java', 'spring']);
    expect(ids('We go to great lengths. Please react quickly. Spring 2019 semester.')).toEqual([]);
    expect(ids('Maintain a clean, safe and friendly store')).toEqual([]);
    expect(ids('Built the UI in React')).toEqual(['react']);
  });

  it('reads an ambiguous tool that opens a list after "e.g.", "z.B.", "bspw." or "u. a."', () => {
    expect(ids('Frameworks, z.B. Spring, Hibernate')).toEqual(['hibernate', 'spring']);
    expect(ids('Sprachen (bspw. Go, Python)')).toEqual(['go', 'python']);
    expect(ids('Frameworks, u. a. Spring und Hibernate')).toEqual(['hibernate', 'spring']);
    expect(ids('We go the extra mile, e.g. spring cleaning')).toEqual(['housekeeping']);
  });

  it('reads an ambiguous tool after "in", "with" or "using" when the list goes on with another tool', () => {
    expect(ids('Created catalogues in Illustrator and InDesign')).toEqual(['adobe-illustrator', 'adobe-indesign']);
    expect(ids('Built pipelines using Spark and Hive')).toEqual(['apache-hive', 'apache-spark']);
    expect(ids('Built microservices with Spring and Hibernate')).toEqual(['hibernate', 'microservices', 'spring']);
    expect(ids('Worked in Illustrator for years')).toEqual([]);
    expect(ids('in illustrator and InDesign')).toEqual(['adobe-indesign']);
  });

  it("reads legal advice and a lawyer's J.D. only where the words are legal, and underwriting of either kind as underwriting", () => {
    expect(ids('Counsel patients and families on discharge')).not.toContain('legal-advice');
    expect(ids('Advising clients on underwriting and financial projects')).not.toContain('legal-advice');
    expect(ids('Provided legal counsel to the board')).toContain('legal-advice');
    expect(ids('Develop relationships with underwriters')).toEqual(['underwriting']);
    expect(ids('JDE - JD Edwards - J.D. Edwards')).toEqual(['oracle-erp']);
    const shown = (text: string) => withImplied(extractSkills(text).keys(), getVocabulary());
    expect(shown('Insurance underwriter for commercial property')).toContain('underwriting');
    expect(shown('Credit underwriting of consumer loans')).toContain('underwriting');
  });

  it('reads policy development only where policies are written, and Microsoft Teams not in team meetings', () => {
    expect(ids('Adheres to all policies and procedures')).not.toContain('policy-development');
    expect(ids('Perform all work according to written Standard Operating Procedures (SOPs)')).not.toContain('policy-development');
    expect(ids('Wrote SOPs for the lab')).toContain('policy-development');
    expect(ids('Developed policies and procedures for the clinic')).toContain('policy-development');
    expect(ids('Attends daily staff meetings and team meetings')).not.toContain('microsoft-teams');
    expect(ids('Zoom, Teams, Slack')).toContain('microsoft-teams');
  });

  it('reads "outgoing" as a manner only among such words, and the words that name other things by what they name', () => {
    expect(ids('Answer incoming and outgoing calls and prepare outgoing correspondence')).not.toContain('positive-attitude');
    expect(ids('We are seeking self-motivated and outgoing candidates')).toContain('positive-attitude');
    expect(ids('An outgoing personality')).toContain('positive-attitude');
    expect(ids('Pursues continuing education by attending seminars')).not.toContain('adult-education');
    expect(ids('Brand ambassador at in-store events')).toEqual(['event-marketing']);
    expect(ids('Maintained the server farm')).toEqual(['data-center-operations']);
    expect(ids('Requires fine motor skills and hand-eye coordination')).not.toContain('occupational-therapy');
    expect(ids('Holds monthly safety meetings')).toEqual(['health-and-safety-management']);
    expect(ids('Security analysis of web applications')).not.toContain('equity-research');
    expect(ids('Components for data presentation and reporting')).not.toContain('public-speaking');
    expect(ids('Knowledge of fiber optic cabling and fiber splicing')).toEqual(['structured-cabling']);
    // A manner is no fashion; only a list of skills names it alone.
    expect(ids('Kept the front desk in a neat and organized fashion')).not.toContain('fashion-design');
    expect(ids('Skills: fashion, textiles, pattern making')).toContain('fashion-design');
    expect(ids('Fashion designer for womenswear')).toEqual(['fashion-design']);
    // The staff's career development is their learning, not succession planning.
    const careerDevelopment = ids('Coach staff, including career development planning');
    expect(careerDevelopment).toContain('learning-and-development');
    expect(careerDevelopment).not.toContain('succession-planning');
    // Belongings are things owned; belonging is inclusion.
    expect(ids("Inventoried the client's belongings")).not.toContain('diversity-and-inclusion');
    expect(ids('Built a culture of belonging')).toContain('diversity-and-inclusion');
    // Helping with daily living is patient care, not occupational therapy; ASM is mostly Oracle's storage or a store manager.
    const dailyLiving = ids('Assisted residents with activities of daily living and ADLs');
    expect(dailyLiving).toContain('patient-care');
    expect(dailyLiving).not.toContain('occupational-therapy');
    expect(ids('Occupational therapist in a rehab clinic')).toContain('occupational-therapy');
    expect(ids('Moved the databases to ASM disk groups; partnered with the ASM on inventory')).not.toContain('assembly-language');
    expect(ids('Wrote drivers in C and assembly language')).toContain('assembly-language');
    // A hospital's or a licence's accreditation is no education policy; a school's or college's is.
    expect(ids('Prepares the department for accreditation surveys')).not.toContain('education-policy');
    expect(ids('Led five centers to NAEYC accreditation')).toContain('education-policy');
    // Lawn tractors mow grounds; a tank farm stores oil.
    const grounds = ids('Operates equipment such as lawn tractors, spreaders and aerators');
    expect(grounds).toContain('landscaping');
    expect(grounds).not.toContain('farm-equipment-operation');
    expect(ids('Drove tractors at harvest')).toContain('farm-equipment-operation');
    const tankFarm = ids('Outside work in the tank farm');
    expect(tankFarm).toContain('oil-and-gas');
    expect(tankFarm).not.toContain('farming');
  });

  it("reads an IT profile's requirements engineering as requirements analysis, and a product owner's backlog and stories", () => {
    expect(ids('Anforderungsanalyse (Requirement Engineering), Anforderungsmanagement')).toEqual(['requirements-gathering']);
    expect(ids('Requirements Engineering')).not.toContain('systems-engineering');
    expect(ids('Management des Backlogs; Formulierung von Anforderungen in Epics und Userstories')).toEqual(['backlog-management', 'user-stories']);
  });

  it('reads an ambiguous tool after the words that name what work is done with: "mittels Swift, Objective C", "via Spring, Hibernate"', () => {
    expect(ids('Erfahrung in der Software-Entwicklung unter iOS mittels Swift, Objective C')).toContain('swift');
    expect(ids('Built services via Spring, Hibernate')).toContain('spring');
  });

  it('reads an ambiguous tool in a skills line written with spaces alone, next to skills of its field', () => {
    expect(ids('Must-Have Skills\niOS Android Java Swift')).toEqual(['android-development', 'ios-development', 'java', 'swift']);
    expect(ids('Java Angular Spring TypeScript')).toEqual(['angular', 'java', 'spring', 'typescript']);
    expect(ids('Hadoop Kafka Spark HBase')).toEqual(['apache-hadoop', 'apache-kafka', 'apache-spark', 'hbase']);
    expect(ids('KeyCloak Java8 REST Microservices')).toEqual(['java', 'keycloak', 'microservices', 'rest-apis']);
    expect(ids('Java Swift migration')).toEqual(['java']);
    expect(ids('Harlem Film Festival Manhattan Film Festival')).not.toContain('manhattan-wms');
  });

  it('reads ambiguous tools coordinated with each other, and an item of a posting only when it is the whole item', () => {
    expect(ids('Built a Cypress and Playwright end-to-end suite')).toEqual(['cypress', 'playwright']);
    expect(ids('Kenntnisse in Spark oder Databricks')).toEqual(['apache-spark', 'databricks']);
    expect(ids('a cypress and playwright')).toEqual([]);
    const listItem = (text: string) => [...matchSkills(tokenize(text), getVocabulary(), { listItem: true }).keys()].sort();
    expect(listItem('- Spark')).toEqual(['apache-spark']);
    expect(listItem('- Count inventory and keep the warehouse clean and safe')).toEqual(['inventory-control', 'warehouse-operations']);
  });

  it('reads a head coordinated modifiers share: "REST and GraphQL APIs", "System- und Abnahmetests"', () => {
    expect(ids('Integrated REST and GraphQL APIs')).toEqual(['api-design', 'graphql', 'rest-apis']);
    expect(ids('Wrote unit and integration tests')).toEqual(['integration-testing', 'unit-testing']);
    expect(ids('Month-end and year-end close')).toEqual(['month-end-close']);
    expect(ids('Logged and tracked defects')).toEqual(['defect-tracking']);
    expect(ids('System- und Abnahmetests')).toEqual(['integration-testing', 'user-acceptance-testing']);
    expect(ids('Last- und Performancetests')).toEqual(['performance-testing']);
    // More than two after slashes: "Google and Facebook/Instagram ads" are Google's ads too; a chain of "and"s is no such list.
    expect(ids('Ran $3.5M a year in Google and Facebook/Instagram ads')).toEqual(['paid-social-advertising', 'search-engine-marketing']);
    expect(ids('Provide patient/family/caregiver education')).toContain('patient-education');
    expect(ids('Knows legal practices and trends and advising and assisting management')).not.toContain('healthcare-administration');
    expect(ids('Managed Google Shopping campaigns')).toEqual(['search-engine-marketing']);
    // A serial list shares its head up to the coordinator when its last modifier ends a term ("e2e tests").
    expect(ids('Write unit, integration, and e2e tests')).toEqual(['end-to-end-testing', 'integration-testing', 'unit-testing']);
    expect(ids('Sweep the floor, and notify manager of spills')).toEqual([]);
    // Modifiers of unequal length or with a function word between are no pair.
    expect(ids('Cleaned the store and immediately informed management')).toEqual([]);
    expect(ids('Planned and prepared food for parties')).not.toContain('event-hosting');
    // A quantifier counts, it names no kind: "mehreren Level" is no "Services Level".
    expect(ids('Debugging von Services und mehreren Level des Stacks')).not.toContain('service-level-management');
    expect(ids('Last- und Performancetests')).toContain('performance-testing');
    expect(ids('Comply with all laws and regulations')).not.toContain('lawson');
  });

  it('credits implied skills', () => {
    expect([...withImplied(['django', 'pyspark'])].sort()).toEqual(['apache-spark', 'django', 'pyspark', 'python', 'scripting']);
    // User research is research; a product designer does product design.
    expect([...withImplied(ids('Ran user research'))]).toContain('research');
    expect(ids('Product Designer, Rota')).toEqual(['industrial-design']);
    // Hibernate is a JPA provider, a Kubernetes certificate is Kubernetes.
    expect([...withImplied(ids('Hibernate; CKA (2022)'))]).toEqual(expect.arrayContaining(['jpa', 'kubernetes']));
    // Scheduling as a posting asks for it is met by calendars, shifts and appointments; project scheduling is not.
    expect([...withImplied(ids('Scheduled patient appointments and managed calendars'))]).toContain('scheduling');
    expect([...withImplied(ids('Built shift schedules: rostering for 40 staff'))]).toContain('scheduling');
    expect(ids('Gantt charts and the critical path')).toEqual(['project-scheduling']);
    expect([...withImplied(ids('Managed the calendars of three executives'))]).not.toContain('project-scheduling');
    // A mobile platform or framework is mobile app development; German IT words name their skills.
    expect([...withImplied(ids('Apps in Flutter and SwiftUI'))]).toEqual(expect.arrayContaining(['mobile-app-development', 'ios-development']));
    expect(ids('Entwicklung mobiler Anwendungen; mobile Applikationen mit GPS')).toEqual(['mobile-app-development']);
    expect(ids('Servervirtualisierung und Konfigurationsmanagement, Skriptsprachen')).toEqual(
      ['configuration-management', 'scripting', 'virtualization'].sort(),
    );
    expect(ids('Softwarearchitektur, Pflichtenheft und Schnittstellen; Integrationstests und Fehlerbehebung')).toEqual(
      ['api-design', 'integration-testing', 'requirements-gathering', 'software-architecture', 'troubleshooting'].sort(),
    );
    expect(ids('Mindestens 3 Jahre im B2B-Vertrieb; Betreuung der Bestandskunden')).toEqual(['business-to-business-sales', 'customer-service']);
    expect(ids('RZ-Konsolidierung mit Budgetverantwortung; Treiberentwicklung auf Mikrocontrollern nach Automotive SPICE')).toEqual(
      ['automotive-spice', 'budget-management', 'data-center-migration', 'embedded-systems'].sort(),
    );
    expect([...withImplied(ids('Firmware für STM32'))]).toContain('software-development');
    expect(ids('Built a positive classroom culture with restorative practices')).toEqual(['classroom-management']);
    expect(ids('Objektorientierte Entwicklung mit OSGi, Spring Data und Keycloak im 3rd-Level-Support')).toEqual(
      ['keycloak', 'object-oriented-programming', 'osgi', 'software-maintenance', 'spring-data'].sort(),
    );
  });

  it("reads a SOC's tools and certificates and German HR work", () => {
    expect(ids('Alerts in Defender for Endpoint; CompTIA CySA+; alert triage')).toEqual([
      'comptia-cysap',
      'endpoint-security',
      'security-operations',
    ]);
    // "Sentinel" alone is the SIEM only in a list of tools, not a hospital's sentinel event.
    expect(ids('SIEM: Splunk, Sentinel, QRadar')).toEqual(['ibm-qradar', 'microsoft-sentinel', 'siem', 'splunk']);
    expect(ids('Reported a sentinel event to the quality team')).toEqual([]);
    expect(ids('Betriebsvereinbarungen mit dem Betriebsrat, BetrVG')).toEqual(['employee-relations', 'employment-law']);
    expect(ids('Mitarbeitergespräche, Personalentwicklung und Talentmanagement; Change-Prozesse')).toEqual(
      ['change-management', 'learning-and-development', 'performance-management', 'succession-planning'].sort(),
    );
  });

  it("reads a school's IT support work and an AP clerk's purchase orders", () => {
    // Windows updates are patch management on Windows; Endpoint Manager is Intune's console.
    expect([...withImplied(ids('Pushed Windows updates through Microsoft Endpoint Manager'))]).toEqual(
      expect.arrayContaining(['microsoft-windows', 'patch-management', 'unified-endpoint-management']),
    );
    // "AD" counts next to another directory, not alone.
    expect(ids('Created accounts in AD and Google Admin; reset passwords')).toEqual([
      'active-directory',
      'google-workspace',
      'user-account-management',
    ]);
    expect(ids('Sold AD space to local retailers')).toEqual([]);
    expect(ids('Full UK driving licence')).toEqual(['driving-license']);
    expect(ids('Matched invoices to POs')).toContain('purchase-orders');
    expect(ids('Ran the POS terminals')).not.toContain('purchase-orders');
  });

  it('covers non-technical trades', () => {
    expect(ids('Registered Nurse with BLS and ACLS; wound care and phlebotomy')).toEqual(
      ['acls', 'basic-life-support', 'phlebotomy', 'registered-nurse', 'wound-care'].sort(),
    );
    expect(ids('Line cook: knife skills, ServSafe certified, menu development')).toEqual(['culinary-arts', 'menu-development', 'servsafe']);
    expect(ids('Forklift certified, OSHA 30, blueprint reading, MIG welding')).toEqual(
      ['blueprint-reading', 'forklift-operation', 'osha-certification', 'welding'].sort(),
    );
    expect(ids('Mathematics Teacher; Algebra II')).toEqual(['mathematics', 'subject-teaching-mathematics']);
    expect([...withImplied(['subject-teaching-mathematics', 'osha', 'greenhouse-ats'])].sort()).toEqual(
      ['applicant-tracking-systems', 'greenhouse-ats', 'osha', 'safety-procedures', 'subject-teaching-mathematics', 'teaching'].sort(),
    );
    expect(ids('Computational geometry and linear algebra')).toEqual(['mathematics']);
    expect(ids('Sourced with LinkedIn Recruiter and boolean strings; pipelines in Greenhouse')).toEqual(
      ['boolean-search', 'greenhouse-ats', 'linkedin-recruiter'].sort(),
    );
    expect(ids('Greenhouse operations and plant propagation')).toEqual(['horticulture']);
    expect(ids('Dispatch under FMCSA hours of service rules; ELD logs')).toEqual(['dot-compliance', 'transportation-management']);
    expect(ids('Taught financial literacy and reading intervention')).toEqual(['business-acumen', 'literacy-instruction', 'teaching']);
    expect(ids('Storytelling with data for executives; fiction writing')).toEqual(['creative-writing', 'data-visualization']);
    expect(ids('Certified Pharmacy Technician; pharmacy technician trainee')).toEqual(['pharmacy', 'pharmacy-technician-certification']);
    expect(ids('Received inbound freight; freight forwarding')).toEqual(['transportation-management', 'warehouse-operations']);
    // Corrective action is any manager's; a supplier's and CAPA are quality engineering.
    expect(ids('Took corrective action on budget variances and employee discipline')).not.toContain('quality-engineering');
    expect(ids('Issued supplier corrective actions and ran corrective and preventive action reviews')).toContain('quality-engineering');
    expect(ids('Fluent in Spanish and Mandarin; litigation and legal research')).toEqual(
      ['legal-research', 'litigation', 'mandarin-chinese', 'spanish'].sort(),
    );
  });
});
