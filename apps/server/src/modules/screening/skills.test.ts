import { describe, expect, it } from 'vitest';
import { extractJobSkills, extractResumeSkills, jobLines, type RequiredSkill, scoreSkills, skillsFromList, toJobSkill } from './skills.js';

/** The ids of the skills a posting of only this description asks for. */
const askedIds = (description: string) => extractJobSkills({ title: '', requirements: '', description }).map((s) => s.id);

/** Each of the job's skills and whether it is a nice-to-have. */
const preferredById = (skills: RequiredSkill[]) => Object.fromEntries(skills.map((s) => [s.id, s.preferred]));

describe('job text sections', () => {
  it('skips benefits, about-us and equal-opportunity text but keeps the role', () => {
    const text = [
      'About Acme Corp',
      'We sell insurance to millions of families.',
      'About the role',
      'You will build Java services.',
      'Benefits:',
      'Health insurance and a 401(k) plan.',
      'Requirements',
      '- Kubernetes',
      'Nice to have:',
      '- Kafka',
      "What You'll Do",
      'Design APIs. We are an equal opportunity employer and consider protected veterans. Work with SQL.',
    ].join('\n');
    expect(jobLines(text)).toEqual([
      { line: 'You will build Java services.', preferred: false, preferredSection: false, required: false, narrative: false },
      { line: '- Kubernetes', preferred: false, preferredSection: false, required: true, narrative: false },
      { line: '- Kafka', preferred: true, preferredSection: true, required: false, narrative: false },
      { line: 'Design APIs.', preferred: false, preferredSection: false, required: true, narrative: false },
      { line: 'Work with SQL.', preferred: false, preferredSection: false, required: true, narrative: false },
    ]);
  });

  it("reads benefits, E-Verify and the hiring process as an HR job's duties where a duty opens the line, and as the company's offer elsewhere", () => {
    const asked = (requirements: string) => extractJobSkills({ title: 'HR Generalist', description: '', requirements }).map((s) => s.id);
    const duties = asked(
      [
        '- Own new hire onboarding and orientation, including I-9 verification and E-Verify',
        '- Administer the 401(k) plan and health insurance enrollment',
        '- Process reasonable accommodation requests',
        '- Coordinate the interview process with hiring managers',
      ].join('\n'),
    );
    expect(duties).toEqual(expect.arrayContaining(['onboarding', 'employment-law', 'compensation-and-benefits', 'interviewing']));
    const offer = asked(['We participate in E-Verify.', 'Receive paid time off and health insurance.', 'Participate in our 401(k) plan.'].join('\n'));
    expect(offer.filter((id) => id !== 'human-resources')).toEqual([]);
  });

  it('skips a line labelled as benefits or about us, and keeps a labelled skills line', () => {
    const text = [
      'About us: We are a fast-growing HR tech startup. We value writing things down.',
      'Benefits: remote-first, learning budget, interviewing training for all engineers.',
      'Wir bieten: Homeoffice und ein Budget für Weiterbildung.',
      'Skills: React and TypeScript.',
    ].join('\n');
    expect(jobLines(text).map((l) => l.line)).toEqual(['Skills: React and TypeScript.']);
  });

  it('marks preferred lines', () => {
    expect(jobLines('Python required\nGo is a plus\nExperience with Rust preferred\nKenntnisse in Kotlin wünschenswert')).toEqual([
      { line: 'Python required', preferred: false, preferredSection: false, required: false, narrative: false },
      { line: 'Go is a plus', preferred: true, preferredSection: false, required: false, narrative: false },
      { line: 'Experience with Rust preferred', preferred: true, preferredSection: false, required: false, narrative: false },
      { line: 'Kenntnisse in Kotlin wünschenswert', preferred: true, preferredSection: false, required: false, narrative: false },
    ]);
  });

  it('marks narrative sentences about the company or its users, which ask for no skill', () => {
    const lines = jobLines('Recruiters spend their whole day in our hiring platform. You will build it in React.\n- Dashboards for recruiters');
    expect(lines.map((l) => l.narrative)).toEqual([true, false, false]);
    const skills = extractJobSkills({
      title: 'Frontend Engineer',
      requirements: '',
      description: lines
        .map((l) => l.line)
        .slice(0, 2)
        .join(' '),
    });
    expect(skills.map((s) => s.id)).toContain('react');
    expect(skills.map((s) => s.id)).not.toContain('recruitment');
  });

  it('reads a sentence that opens with a duty verb as the work, not narrative', () => {
    const lines = jobLines('Build churn and lifetime value models with the product team. Partner with directors on talent reviews.');
    expect(lines.map((l) => l.narrative)).toEqual([false, false]);
    const ids = extractJobSkills({ title: 'Data Scientist', requirements: '', description: lines.map((l) => l.line).join(' ') }).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['predictive-modeling', 'succession-planning']));
  });

  it('reads a sentence that says what the company is or where it is seated as narrative, whatever words of the work it holds, unless it speaks to the candidate', () => {
    const description = [
      'CenturyLink (NYSE: CTL) is a global communications, hosting, cloud and IT services company enabling millions of customers through innovative technology solutions.',
      'We are a software company looking for a Python developer.',
      'This is a business casual environment that requires a caregiver background check.',
      'Headquartered in Teaneck, New Jersey, Cognizant combines technology innovation and a global, collaborative workforce.',
      'Based in Austin, you will build Python services.',
      'Veracity Research Company Investigations (VRC), is one of the nation’s leading and most experienced investigation companies.',
      'Reed Smith is a preeminent advisor to industries including financial services, life sciences and advertising.',
    ].join(' ');
    expect(jobLines(description).map((l) => l.narrative)).toEqual([true, false, false, true, false, true, true]);
    const ids = extractJobSkills({ title: '', requirements: '', description }).map((s) => s.id);
    expect(ids).toContain('python');
    expect(ids).not.toContain('cloud-computing');
    expect(ids).not.toContain('teamwork');
    expect(ids).not.toContain('research');
    expect(ids).not.toContain('advertising');
  });

  it('reads nothing in an invitation to follow the company online or to ask for an accommodation, nor in a promise to keep replies confidential, to invest in your career or to value diversity', () => {
    const description = [
      'Connect with us on social media to keep up to date on our news.',
      'We offer jobs with Fortune 1000 companies, AND invest in your career development through our annual training contribution.',
      'TruGreen is committed to Diversity and Inclusion.',
      'To learn more about Beacon Hill Staffing Group and our HR and Pharma divisions, visit our site.',
      'If you require an accommodation in using our website, please contact our Employment Services Department.',
      'All calls, emails and/or correspondence will be kept extremely confidential.',
      'Prepare drinks and process payment.',
    ].join(' ');
    expect(extractJobSkills({ title: '', requirements: '', description }).map((s) => s.id)).toEqual(['payments']);
  });

  it('names routine maintenance and commissioning as a recruiter would', () => {
    const names = extractJobSkills({
      title: '',
      requirements: '',
      description: 'Performs preventive maintenance on the line. Provides testing and commissioning support.',
    }).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Maintenance and repair', 'Commissioning and closeout']));
  });

  it('asks for nothing the posting says is not needed, and still for what it asks "no less than"', () => {
    const description = 'JD Edwards analyst with strong interpersonal skills. No coding needed. No sales or relocation required.';
    const ids = extractJobSkills({ title: '', requirements: '', description }).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['oracle-erp', 'interpersonal-skills']));
    expect(ids).not.toContain('software-development');
    expect(ids).not.toContain('sales');
    const asked = extractJobSkills({ title: '', requirements: 'No less than 3 years of Python required.', description: '' });
    expect(asked.map((s) => s.id)).toContain('python');
  });

  it('reads duties written as the holder\'s as the work: "Performs", "Creating", "He/she assists", a run-in heading', () => {
    const description = [
      'Performs inventory control at the store.',
      'Loads and unloads product from trucks.',
      'Creating test plans for every release.',
      'He/she assists customers with returns and exchanges.',
      'DescriptionPerforms echocardiograms at the bedside.',
    ].join(' ');
    expect(jobLines(description).map((l) => l.narrative)).toEqual([false, false, false, false, false]);
    const ids = extractJobSkills({ title: '', requirements: '', description }).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['inventory-control', 'test-planning']));
  });

  it('parts sentences that ran into each other where a posting lost its line breaks, but no abbreviation or dotted name', () => {
    const lines = jobLines(
      'NEN runs 55,000 arcade machines across the country.Essential duties include driving a forklift. Azure DevOps bzw.GitLab CI. Node.Js services.',
    );
    expect(lines.map((l) => [l.line, l.narrative])).toEqual([
      ['NEN runs 55,000 arcade machines across the country.', true],
      ['Essential duties include driving a forklift.', false],
      ['Azure DevOps bzw.GitLab CI.', true],
      ['Node.Js services.', false],
    ]);
  });

  it('opens a section at a label inside a line, up to the next label, and reads a company statement after requirements as narrative', () => {
    const description = [
      'About Us:Our clients are restaurants and retail stores, and you will love them.',
      'Job Summary:We are looking for a React developer.',
      'Qualifications:Proof of current CPR certification.',
      'Computer literacy including Microsoft Office.',
      'Acme is a leading retailer of consumer electronics.',
    ].join(' ');
    expect(jobLines(description)).toEqual([
      { line: 'Job Summary:We are looking for a React developer.', preferred: false, preferredSection: false, required: false, narrative: false },
      { line: 'Qualifications:Proof of current CPR certification.', preferred: false, preferredSection: false, required: true, narrative: false },
      { line: 'Computer literacy including Microsoft Office.', preferred: false, preferredSection: false, required: true, narrative: false },
      { line: 'Acme is a leading retailer of consumer electronics.', preferred: false, preferredSection: false, required: true, narrative: true },
    ]);
    const ids = extractJobSkills({ title: '', requirements: '', description }).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['react', 'cpr-certification', 'microsoft-office']));
    expect(ids).not.toContain('restaurant-management');
  });

  it('parts a list whose bullets ran into one line, a heading between them opening its section', () => {
    const description =
      'Responsibilities include • Write test scenarios with Cucumber and RSpec • Review pull requests weekly. • Preferred Skills • Experience with Jenkins • Docker';
    expect(jobLines(description).map((l) => [l.line, l.preferred])).toEqual([
      ['Responsibilities include', false],
      ['• Write test scenarios with Cucumber and RSpec', false],
      ['• Review pull requests weekly.', false],
      ['• Preferred Skills', true],
      ['• Experience with Jenkins', true],
      ['• Docker', true],
    ]);
    expect(preferredById(extractJobSkills({ title: '', requirements: '', description }))).toMatchObject({
      cucumber: false,
      rspec: false,
      'code-review': false,
      jenkins: true,
      docker: true,
    });
  });

  it('skips benefits whose label ran in after a stop in capitals, and carries a heading at the end of a line to the lines after it', () => {
    const runIn = 'You will build APIs in Go and Kafka.BENEFITS:We offer a fitness center and massage therapy. • Free yoga classes';
    expect(jobLines(runIn).map((l) => l.line)).toEqual(['You will build APIs in Go and Kafka.']);
    const trailing = jobLines('You will build APIs in Go.PERKS:\n- Free yoga classes and massage therapy\nQualifications\n- Kubernetes');
    expect(trailing.map((l) => [l.line, l.required])).toEqual([
      ['You will build APIs in Go.', false],
      ['- Kubernetes', true],
    ]);
    const reopened = jobLines('Benefits\nHealth insurance and a gym membership. Requirements: Python and SQL.\n- Nurse practitioner on site');
    expect(reopened.map((l) => [l.line, l.required])).toEqual([['Requirements: Python and SQL.', true]]);
  });

  it("opens the section a sentence's last words name for the bullets run on after it", () => {
    const description =
      '• Use your consultative skills to help business owners • Retain current client relationships Benefits:•High brand awareness, supported by national advertising campaigns • Competitive commissions and vested lifetime renewals';
    expect(jobLines(description).map((l) => l.line)).toEqual([
      '• Use your consultative skills to help business owners',
      '• Retain current client relationships Benefits:',
    ]);
    expect(extractJobSkills({ title: '', requirements: '', description }).map((s) => s.id)).not.toContain('advertising');
  });

  it('keeps the requirements that ran into a benefits sentence, and drops the benefits', () => {
    const description =
      'Must hold a valid driver license and pass a DOT physical exam, willing to travel overnight as neededIn addition to a rewarding career, we offer competitive compensation and forklift training. We offer competitive pay and forklift training.';
    expect(jobLines(description).map((l) => l.line)).toEqual([
      'Must hold a valid driver license and pass a DOT physical exam, willing to travel overnight as neededIn addition to a rewarding career, we offer',
    ]);
    expect(extractJobSkills({ title: '', requirements: '', description }).map((s) => s.id)).toEqual(['driving-license']);
  });

  it('joins the lines a PDF wrapped an ask onto, and keeps items listed a line each apart', () => {
    const pdf = [
      'Requirements',
      '   • Excellent knowledge of Relational Databases, SQL, and ORM technologies (JPA2, Hibernate) in',
      '     production systems.',
      '   • Experience in developing web applications using at least one popular web framework (JSF, Wicket,',
      '     GWT, Spring MVC).',
      '   • Supporting continuous improvement by investigating alternatives and technologies and presenting these',
      '     for architectural review.',
    ].join('\n');
    expect(jobLines(pdf).map((l) => l.line)).toEqual([
      '• Excellent knowledge of Relational Databases, SQL, and ORM technologies (JPA2, Hibernate) in production systems.',
      '• Experience in developing web applications using at least one popular web framework (JSF, Wicket, GWT, Spring MVC).',
      '• Supporting continuous improvement by investigating alternatives and technologies and presenting these for architectural review.',
    ]);
    const framework = extractJobSkills({ title: '', description: '', requirements: pdf }).find((s) => s.id === 'spring-mvc');
    expect(framework?.alternatives).toEqual(['jsf', 'apache-wicket', 'gwt']);
    const items = [
      'Gute Kenntnisse in den Programmiersprachen Java, JavaScript sowie in HTML 5, CSS 3, Node.js, Microsoft Office, Adobe Creative Suite',
      'idealerweise Erfahrungen mit medizinischen Systemen',
      'Sie bringen Kenntnisse in MS SQL-Server und TSQL sowie im Bereich XML und zugehörigen Toolsets mit',
      'Sie haben Kenntnisse im Bereich JavaScript, Angular, TypeScript',
    ].join('\n');
    expect(jobLines(items)).toHaveLength(4);
  });

  it('reads a line that opens with a duty named as a noun as the work: "Durchführen von Code-Reviews", "Implementation of"', () => {
    const description = [
      'Einrichten von Entwicklungsumgebungen inkl. Continuous Integration',
      'Durchführen von Code-Reviews, Komponententests und Modultests',
      'Implementation of a proof of concept for the new Kafka pipeline',
      'Unser Kunde ist ein führendes Unternehmen der Logistikbranche mit Sitz in Hamburg',
    ].join('\n');
    expect(jobLines(description).map((l) => l.narrative)).toEqual([false, false, false, true]);
    const ids = extractJobSkills({ title: '', requirements: '', description }).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['continuous-integration', 'code-review', 'apache-kafka']));
  });

  it('marks what follows "Folgendes wäre wünschenswert" nice-to-have', () => {
    const requirements = ['Ihr Profil', '- Java', 'Folgendes wäre wünschenswert', '- Erfahrung mit AWS'].join('\n');
    const importance = Object.fromEntries(
      extractJobSkills({ title: '', requirements, description: '' })
        .map(toJobSkill)
        .map((s) => [s.name, s.importance]),
    );
    expect(importance).toMatchObject({ Java: 'MUST_HAVE', AWS: 'NICE_TO_HAVE' });
  });

  it('reads "Additional Requirements" as must-haves and "Additional Skills" as nice-to-haves', () => {
    const description = [
      'Requirements',
      '- Plumbing repairs',
      'Additional Requirements:',
      '- Valid driver’s license',
      'Additional Skills',
      '- Carpentry',
    ].join('\n');
    const importance = Object.fromEntries(
      extractJobSkills({ title: '', requirements: '', description })
        .map(toJobSkill)
        .map((s) => [s.name, s.importance]),
    );
    expect(importance).toEqual({ 'Plumbing repairs': 'MUST_HAVE', "Valid driver's license": 'MUST_HAVE', Carpentry: 'NICE_TO_HAVE' });
  });

  it('skips a "Why <company>" section and reads "Who We Are Looking To Hire:" as the requirements', () => {
    const description = [
      'What you will do',
      '- Install electrical systems in commercial buildings',
      'Why Volt',
      '- Paid apprenticeship mentoring',
      'Why We Are Hiring: our clients wait for sales training.',
      'Who We Are Looking To Hire:',
      '- A strong work ethic',
    ].join('\n');
    const names = extractJobSkills({ title: '', requirements: '', description }).map((s) => s.id);
    expect(names).toEqual(expect.arrayContaining(['electrical-work', 'work-ethic']));
    expect(names).not.toContain('coaching-and-mentoring');
    expect(names).not.toContain('sales-training');
  });

  it("quotes a must-have from the sentence that asks for it, not from an earlier nice-to-have's", () => {
    const skills = extractJobSkills({
      title: 'Data Analyst',
      requirements: 'Nice to have:\n- Statistics or experimentation background',
      description: 'Responsibilities:\n- Run A/B test analyses and present the results',
    }).map(toJobSkill);
    expect(skills).toContainEqual({
      name: 'A/B test',
      importance: 'MUST_HAVE',
      sentence: '- Run A/B test analyses and present the results',
      source: 'POSTING',
    });
  });

  it('reads a short sentence about the place as narrative, and one about the stack as the work', () => {
    const lines = jobLines('Farm-to-table restaurant, evenings and weekends.\nOur stack: Go, Kubernetes and PostgreSQL.\nPython, Django, Celery.');
    expect(lines.map((l) => l.narrative)).toEqual([true, false, false]);
    const ids = extractJobSkills({ title: 'Line Cook', requirements: '- Knife skills', description: lines[0]!.line }).map((s) => s.id);
    // Only the title's and the requirements' skills: before, the description also asked for restaurant management and cuisine.
    expect(ids).toEqual(['culinary-arts']);
  });
});

describe('German postings', () => {
  it.each([
    ['Sie bringen mit', 'Was Sie mitbringen:', 'Das ist ein Plus'],
    ['Das bringst du mit', 'Deine Aufgaben', 'Von Vorteil'],
    ['Muss', 'Ihr Profil', 'Kann'],
    ['Dein Profil', 'Anforderungen:', 'Wünschenswert:'],
  ])('reads "%s" / "%s" as must-have and "%s" as nice-to-have sections', (required, alsoRequired, preferred) => {
    const requirements = [required, '- Erfahrung mit Java', alsoRequired, '- Kenntnisse in SQL', preferred, '- Kubernetes'].join('\n');
    const skills = extractJobSkills({ title: 'Entwickler', requirements, description: '' }).map(toJobSkill);
    expect(skills.map((s) => [s.name, s.importance])).toEqual(
      expect.arrayContaining([
        ['Java', 'MUST_HAVE'],
        ['SQL', 'MUST_HAVE'],
        ['Kubernetes', 'NICE_TO_HAVE'],
      ]),
    );
  });

  it('marks "von Vorteil", "wünschenswert" and "Kann:" lines nice-to-have and skips what the employer offers', () => {
    const description = [
      'Wir suchen Verstärkung für unser Team.',
      'Das bieten wir',
      'Betriebliche Altersvorsorge, Jobrad und Excel-Schulungen.',
    ].join('\n');
    const requirements = ['- Java', '- Erfahrung mit Docker von Vorteil', '- Kotlin wünschenswert', '- Kann: GraphQL'].join('\n');
    const skills = extractJobSkills({ title: 'Backend-Entwickler', requirements, description }).map(toJobSkill);
    const importance = Object.fromEntries(skills.map((s) => [s.name, s.importance]));
    expect(importance).toMatchObject({ Java: 'MUST_HAVE', Docker: 'NICE_TO_HAVE', Kotlin: 'NICE_TO_HAVE', GraphQL: 'NICE_TO_HAVE' });
    expect(importance).not.toHaveProperty('Excel');
  });

  it('marks a "Soll-Anforderungen" section nice-to-have after "Muss-Anforderungen"', () => {
    const requirements = ['Muss-Anforderungen:', '- Java und Spring Boot', 'Soll-Anforderungen:', '- Kenntnisse in Angular'].join('\n');
    const skills = extractJobSkills({ title: 'Java-Entwickler', requirements, description: '' }).map(toJobSkill);
    const importance = Object.fromEntries(skills.map((s) => [s.name, s.importance]));
    expect(importance).toMatchObject({ Java: 'MUST_HAVE', 'Spring Boot': 'MUST_HAVE', Angular: 'NICE_TO_HAVE' });
  });

  it("asks for the skills of a pasted posting's labelled title as the title's", () => {
    const description = ['Titel', 'IT Softwareentwickler (m/w/d) z.B. Java oder PHP', 'Ihre Aufgaben', '- Entwicklung neuer Module'].join('\n');
    const skills = extractJobSkills({ title: '', description, requirements: '' });
    const java = skills.find((s) => s.id === 'java');
    expect(java).toMatchObject({ sources: ['title'], preferred: false, alternatives: ['php'] });
    // "Position Summary" opens a paragraph, not a title.
    const summary = 'Position Summary: Provide leadership in the dairy department and order stock.';
    expect(extractJobSkills({ title: '', description: summary, requirements: '' }).every((s) => !s.sources.includes('title'))).toBe(true);
  });

  it('reads a sentence on past an abbreviation before a capital: "bzw. GitLab", "z. B. Jira"', () => {
    const description = 'Sie pflegen Pipelines in Azure DevOps bzw. GitLab CI. Tickets verwalten Sie z. B. in Jira.';
    const sentences = Object.fromEntries(
      extractJobSkills({ title: 'DevOps Engineer', requirements: '', description }).map((s) => [s.id, s.sentence]),
    );
    expect(sentences['gitlab-ci']).toBe('Sie pflegen Pipelines in Azure DevOps bzw. GitLab CI.');
    expect(sentences['azure-devops']).toBe(sentences['gitlab-ci']);
    expect(sentences.jira).toBe('Tickets verwalten Sie z. B. in Jira.');
  });
});

describe('skills the job does not ask for', () => {
  it("asks for no insurance skill for the candidate's own car insurance, but for the insurance a job sells", () => {
    expect(askedIds('Valid driver license and current liability auto insurance required.')).toEqual(['driving-license']);
    expect(askedIds('Reliable transportation with valid and current auto liability insurance.')).not.toContain('insurance');
    expect(askedIds('You will sell commercial vehicle insurance to fleets.')).toContain('insurance');
    expect(askedIds("Must have a reliable car w/current insurance coverage and a current driver's license.")).toEqual(['driving-license']);
  });

  it('asks for no background checks the candidate must pass, but for those an HR job runs', () => {
    expect(askedIds('Ability to pass drug test. Must be willing to submit to a background check and drug screening.')).toEqual([]);
    expect(askedIds('Applicants selected will be subject to a federal background investigation.')).toEqual([]);
    expect(askedIds('Successful completion of a pre-employment criminal background check is required.')).toEqual([]);
    expect(askedIds('Assists with new employee background checks and onboarding.')).toContain('background-checks');
  });

  it('reads no government in the law a license is required by', () => {
    expect(askedIds('License and/or certification as required by federal, state or local government.')).toEqual([]);
    expect(askedIds('Experience in federal, state or local government.')).toContain('public-administration');
  });

  it('reads no rules in the reason an ask is given, but where the rules are to be followed', () => {
    expect(askedIds('Must be at least 21 years of age due to DOT regulations.')).toEqual([]);
    expect(askedIds('Follow DOT regulations and keep hours-of-service logs.')).toEqual(['dot-compliance']);
  });

  it('reads no immigration law in the right to work a candidate must hold, but in green card work', () => {
    expect(askedIds('US citizenship or equivalent (Green Card) is required.')).toEqual([]);
    expect(askedIds('Must be a US Citizen or Green Card Holder.')).toEqual([]);
    expect(askedIds('Initiate and execute all phases of the green card process.')).toContain('immigration-law');
  });

  it('reads no skill in the clients a job helps, in keeping up with publications or in acquiring sites and data', () => {
    expect(askedIds('Help CEOs, business owners and HR managers determine which benefits fit.')).toEqual([]);
    expect(askedIds('Updates job knowledge by reading professional publications.')).not.toContain('research');
    expect(askedIds('Provide support for content acquisition strategies and site acquisition.')).not.toContain('mergers-and-acquisitions');
    expect(askedIds('Lead talent acquisition for the region.')).toContain('recruitment');
    expect(askedIds('Support acquisitions and divestitures.')).toContain('mergers-and-acquisitions');
  });

  it('reads no art in "state-of-the-art practices" and no teaching in what the candidate will be taught', () => {
    expect(askedIds('Benchmarking state-of-the-art practices.')).not.toContain('fine-arts');
    expect(askedIds('You will be taught how to lead a sales team.')).not.toContain('teaching');
    expect(askedIds('Must have taught high school algebra.')).toContain('teaching');
  });

  it("reads no skill in the company's name where it says it is hiring", () => {
    expect(askedIds('Peak Fitness Club is looking for an energetic Personal Trainer.')).not.toContain('gym-operations');
    expect(askedIds('The Judge Group is seeking a Human Resources Manager.')).not.toContain('judiciary');
    expect(askedIds('Our Sales Team is looking for a coordinator to support sales.')).toContain('sales');
  });

  it('reads no skill in the architects, superintendents and bankers a job works with, meets or refers to', () => {
    const asked = askedIds(
      'Lead owner, architect and subcontractor meetings. Coordinate with the superintendent on daily field operations. Refer customers to personal bankers for loans.',
    );
    expect(asked).not.toContain('architectural-design');
    expect(asked).not.toContain('site-supervision');
    expect(asked).not.toContain('banking');
    expect(askedIds('Prepare architectural drawings as a licensed architect.')).toContain('architectural-design');
  });

  it('reads no skill in the journalists, producers and realtors a job works with, or in the buyers it sells to', () => {
    expect(askedIds('Build and maintain relationships with local and national journalists.')).not.toContain('journalism');
    expect(askedIds('Experience selling to manufacturing or supply chain buyers.')).toEqual(
      expect.arrayContaining(['manufacturing', 'supply-chain-management']),
    );
    expect(askedIds('Experience selling to manufacturing or supply chain buyers.')).not.toContain('procurement');
    expect(askedIds('Experience as a buyer for a retail chain.')).toContain('procurement');
    expect(askedIds('Originate mortgage loans through referrals from realtors and builders.')).not.toContain('real-estate-sales');
    expect(askedIds('Work with producers and the creative director on story and pacing.')).toEqual([]);
  });

  it('reads no skill in the training a candidate completes or in the special needs of the passengers a job serves', () => {
    const asked = askedIds('Must be able to complete our FAA-approved training program. Assist passengers with special needs.');
    expect(asked).not.toContain('learning-and-development');
    expect(asked).not.toContain('special-education');
    expect(askedIds('Design training programs for new hires.')).toContain('learning-and-development');
    expect(askedIds('Teach students with special needs.')).toContain('special-education');
  });

  it("reads no skill in the company's own CPA a bookkeeper works with or the police a guard calls", () => {
    expect(askedIds('Work with our CPA at year end.')).not.toContain('certified-public-accountant');
    expect(askedIds('Bachelor’s degree in Accounting with CPA preferred.')).toContain('certified-public-accountant');
    expect(askedIds('Respond to emergencies and contact police or fire when needed.')).not.toContain('law-enforcement');
    expect(askedIds('Prior experience in police work.')).toContain('law-enforcement');
  });

  it('reads no skill in the name of a document the job follows, but in one it writes', () => {
    expect(askedIds('Follow FAR Part 121 procedures and the General Maintenance Manual.')).toEqual(['faa-regulations']);
    expect(askedIds('Enforce policies as outlined in the Employee Handbook.')).not.toContain('hr-policies');
    expect(askedIds('Develop and update the Employee Handbook.')).toContain('hr-policies');
    expect(askedIds('Work under the Lead QA on the Selenium Manual Testing suite.')).toEqual(expect.arrayContaining(['selenium', 'manual-testing']));
    expect(askedIds('Perform general maintenance of the building.')).toContain('handyman-services');
  });

  it("reads an acronym the posting defines as what it defines, not the vocabulary's skill of the same letters", () => {
    expect(askedIds('Recruit and support Clinical Pump Consultants (CPC) in the territory.')).not.toContain('search-engine-marketing');
    expect(askedIds('Process Returned Material Authorization (RMA) items.')).not.toContain('medical-assistant');
    expect(askedIds('Experience with the Unified Modeling Language (UML).')).toContain('business-process-modeling');
    expect(askedIds('Active Registered Nurse (RN) license.')).toContain('registered-nurse');
    expect(askedIds('Manage PPC and CPC campaigns.')).toContain('search-engine-marketing');
  });

  it('reads nothing in the posting speaking of itself or in script code copied from its web page', () => {
    expect(askedIds('Please respond to this job posting with your resume.')).toEqual([]);
    expect(askedIds('Write job postings and screen resumes.')).toContain('job-description-writing');
    const script =
      "Sort mail. $('span#TrackingJobBody a').each(function (i, v) { switch (true) { case /youtube/.test(href): $(v).attr('data-track', 'Client-Social-Youtube'); break; } });";
    expect(askedIds(script)).not.toContain('youtube-content-creation');
    const title = 'Communications Specialist  body { margin:px; overflow: visible !important; } #ejb_header { color: #; font-family: Verdana';
    expect(extractJobSkills({ title, requirements: '', description: '' }).map((s) => s.id)).not.toContain('jakarta-ejb');
    expect(askedIds('This position will work in concert with the events team.')).not.toContain('event-production');
  });

  it('reads no skill in an email or web address to apply at', () => {
    const description = [
      'Strong Excel skills. To attend the job fair, submit your resume to HR@genewiz.com.',
      'Please click on the link below to get started. https://christushealth.selectrakonline.com/recruitment/recruit.aspx',
    ].join(' ');
    const skills = extractJobSkills({ title: '', requirements: '', description });
    expect(skills.map((s) => s.id)).toEqual(['excel']);
    expect(skills[0]!.sentence).toBe('Strong Excel skills.');
  });

  it('leaves out the teams and functions the job works with and its share in hiring', () => {
    const description = [
      'You will work closely with our recruitment team and take part in interviewing candidates.',
      'You will partner with product and design teams to build features in React.',
      'Du arbeitest eng mit unserem Vertriebsteam und dem Recruiting-Team zusammen.',
      'Work closely with data engineers and product managers. Participate in hiring and interviewing.',
      'Support attorneys and collaborate with physicians on the reviews.',
      'Partner with leaders across engineering and sales on talent reviews.',
      'You will collaborate with physicians and respiratory therapists.',
      'Partner with Sales and Product to reduce churn. Collaborate closely with Marketing on launches.',
      'Resolve invoice discrepancies with suppliers and buyers.',
    ].join('\n');
    const ids = extractJobSkills({ title: 'Frontend Engineer', requirements: '- TypeScript\n- Experience working in agile teams', description }).map(
      (s) => s.id,
    );
    expect(ids).toEqual(expect.arrayContaining(['react', 'typescript', 'agile', 'succession-planning']));
    const noises = [
      'recruitment',
      'interviewing',
      'sales',
      'graphic-design',
      'data-engineering',
      'product-management',
      'lawyer',
      'physician',
      'respiratory-therapy',
      'marketing',
      'procurement',
    ];
    for (const noise of noises) expect(ids).not.toContain(noise);
  });

  it('leaves out the people a job assists or reports its findings to, but not the office it works in', () => {
    expect(askedIds('Assists the site doctors, nurse practitioners and nurses with minor office procedures.')).not.toContain('nurse-practitioner');
    expect(askedIds('Gather clinical information and provide these findings to the physician.')).not.toContain('physician');
    expect(askedIds('Assist attorneys with billing and filing.')).not.toContain('lawyer');
    expect(askedIds('Two years of experience in a physician office.')).toContain('medical-office-procedures');
  });

  it('asks for a field written in lower case after "with", but not for the departments a job partners with or works for', () => {
    expect(askedIds('Partner with Sales and Product to reduce churn.')).not.toContain('sales');
    expect(askedIds('3+ years of experience with sales and account management.')).toContain('sales');
    expect(askedIds('Lead the monthly budget-vs-actual variance analysis for R&D and G&A.')).not.toContain('research');
    expect(askedIds('Lead the monthly budget-vs-actual variance analysis for R&D and G&A.')).toContain('budget-management');
    expect(askedIds('You will be responsible for Sales in the EMEA region.')).toContain('sales');
  });

  it('reads a manager the job reports to or works with as a person, and triaged defects as defect tracking, not triage in an ER', () => {
    const asked = (description: string) => extractJobSkills({ title: 'QA Engineer', requirements: '- Jira', description }).map((s) => s.id);
    const duties = asked('Triage defects in Jira and report release readiness to the engineering manager.');
    expect(duties).toContain('defect-tracking');
    expect(duties).not.toContain('engineering-management');
    expect(duties).not.toContain('emergency-medicine');
    expect(asked('Escalate inventory problems to the Store Manager.')).not.toContain('retail-store-operations');
    expect(asked('You will grow into the engineering manager role within a year.')).toContain('engineering-management');
    // Also one the job works with, and in the requirements as well.
    expect(asked('Partner with the Store Manager on the weekly schedule.')).not.toContain('retail-store-operations');
    const requirement = extractJobSkills({ title: '', description: '', requirements: '- Support OSHA recordkeeping with the safety manager' });
    expect(requirement.map((s) => s.id)).toEqual(expect.arrayContaining(['osha']));
    expect(requirement.map((s) => s.id)).not.toContain('health-and-safety-management');
  });

  it("reads the roles a recruiter fills and the chef a cook works for as no ask, and a kitchen's inventory and menus as skills", () => {
    const recruiting = extractJobSkills({
      title: 'Recruiter',
      requirements: '',
      description: '- Run full-cycle recruiting for clinical and administrative roles\n- Hire for engineering positions',
    }).map((s) => s.id);
    expect(recruiting).toContain('recruitment');
    expect(recruiting).not.toContain('clinical-skills');
    expect(recruiting).not.toContain('engineering');
    const kitchen = extractJobSkills({
      title: 'Line Cook',
      requirements: '',
      description: '- Step in for the Executive Chef on Sundays\n- Take inventory weekly\n- Plan menus with the sous chef',
    }).map((s) => s.id);
    expect(kitchen).toEqual(expect.arrayContaining(['inventory-control', 'menu-development']));
    expect(kitchen).not.toContain('head-chef');
  });

  it("reads an agronomist's prescriptions and crop adviser certificate as agriculture, and the agency and leadership a job works with as no ask", () => {
    const agronomy = extractJobSkills({
      title: 'Agronomist',
      description: '- Build variable-rate prescriptions with precision agriculture software',
      requirements: '- Certified Crop Adviser (CCA)',
    }).map((s) => s.id);
    expect(agronomy).toEqual(expect.arrayContaining(['agricultural-engineering', 'certified-crop-adviser']));
    expect(agronomy).not.toContain('pharmacy');
    expect(agronomy).not.toContain('crop-production');
    const asked = (description: string) => extractJobSkills({ title: 'Analyst', requirements: '- Excel', description }).map((s) => s.id);
    expect(asked('- Work with influencers and our creative agency on product launches')).not.toContain('creativity');
    expect(asked('- Explain variances to plant leadership')).not.toContain('leadership');
    expect(asked('- Responsible for providing leadership to the patient care departments')).toContain('leadership');
  });

  it("reads a design project's programming phase as no software and engineering change orders as product engineering", () => {
    const design = extractJobSkills({
      title: 'Interior Designer',
      description: '- Develop space plans from programming through construction administration',
      requirements: '- NCIDQ certification',
    }).map((s) => s.id);
    expect(design).toEqual(expect.arrayContaining(['interior-design', 'construction-management', 'ncidq-certification']));
    expect(design).not.toContain('software-development');
    const changes = extractJobSkills({
      title: 'Mechanical Engineer',
      description: '- Maintain the bill of materials and manage engineering change orders',
      requirements: '',
    }).map((s) => s.id);
    expect(changes).toContain('product-development-engineering');
    expect(changes).not.toContain('engineering-management');
  });

  it("reads a dealership's CDK as no AWS even as a whole item of the requirements, and a cloud list's CDK as AWS", () => {
    const asked = (requirements: string) => extractJobSkills({ title: 'Service Advisor', description: '', requirements }).map((s) => s.id);
    expect(asked('- Process payments and close repair orders in CDK')).not.toContain('aws-cloudformation');
    expect(asked('- Terraform, CDK, CloudFormation')).toContain('aws-cloudformation');
  });

  it("reads the company's own product in the description as no ask, but the technology it is built with as one", () => {
    const ids = (description: string) => extractJobSkills({ title: 'Frontend Engineer', requirements: '- React', description }).map((s) => s.id);
    const product = ids('You will own features of our scheduling product and our recruiter dashboard used by 2,000 companies.');
    expect(product).not.toContain('scheduling');
    expect(product).not.toContain('data-visualization');
    expect(ids('You will scale our Kubernetes platform.')).toContain('kubernetes');
    expect(ids('You will build scheduling features and dashboards for our customers.')).toEqual(
      expect.arrayContaining(['scheduling', 'data-visualization']),
    );
  });

  it('reads leadership that the job reports to as its audience, and leadership skills as an ask', () => {
    const ids = (description: string) => extractJobSkills({ title: 'Financial Analyst', requirements: '- Excel', description }).map((s) => s.id);
    expect(ids('You will prepare monthly reports for leadership and present to senior leadership.')).not.toContain('leadership');
    expect(ids('You bring strong leadership skills and will guide two analysts.')).toContain('leadership');
    expect(ids('You have experience with leadership of a growing practice.')).toContain('leadership');
    const germanIds = (description: string) => extractJobSkills({ title: 'Testmanager', requirements: '- ISTQB', description }).map((s) => s.id);
    expect(germanIds('Aufgaben: Fehlermanagement und Reporting an die Projektleitung.')).not.toContain('project-management');
    expect(germanIds('Aufgaben: Projektleitung und Fehlermanagement.')).toContain('project-management');
    expect(germanIds('Sie berichten an den Teamleiter bzw. Abteilungsleiter und testen neue Releases.')).not.toContain('team-leadership');
    expect(germanIds('Unterstützung der Projektmanager bei der Planung der Testfälle.')).not.toContain('project-management');
    expect(germanIds('Perspektivisch ist die Entwicklung zu einem Teamleiter möglich.')).not.toContain('leadership');
    expect(germanIds('Erfahrung als Teamleiter eines Testteams.')).toContain('leadership');
    expect(germanIds('Ach ja: Der Chef muss bei solchen Terminen draußen bleiben.')).not.toContain('culinary-arts');
  });

  it('reads the departments a German job works between as context, and the same department asked for as an ask', () => {
    const ids = (description: string) => extractJobSkills({ title: 'Softwaretester (m/w/d)', requirements: '- ISTQB', description }).map((s) => s.id);
    const between = ids('Aufgaben: Schnittstelle zwischen fachlichen Ansprechpartnern, Produktmanagement und -entwicklung.');
    expect(between).not.toContain('product-management');
    expect(ids('Aufgaben: Testfälle erstellen in Abstimmung mit dem Produktmanagement.')).not.toContain('product-management');
    expect(ids('Erfahrung im Produktmanagement ist erforderlich.')).toContain('product-management');
    expect(ids('Aufgaben: enge Zusammenarbeit mit cross-funktionalen Teams und der Projektleitung.')).not.toContain('project-management');
    expect(ids('Aufgaben: Testplanung in Abstimmung mit der Projektleitung.')).not.toContain('project-management');
  });

  it("reads a posting's place of work as a field, not an ask", () => {
    const ids = (description: string) =>
      extractJobSkills({ title: 'SAP Entwickler (m/w/d)', requirements: '- SAP UI5', description }).map((s) => s.id);
    expect(ids('Einsatzort\nBasel\nBeschreibung\nEntwicklung mit ABAP OO.')).not.toContain('risk-analysis-financial');
    expect(ids('Location: Basel\nBeschreibung\nEntwicklung mit ABAP OO.')).not.toContain('risk-analysis-financial');
    expect(ids('Ihr Profil:\n- Kenntnisse der Regulatorik nach Basel III')).toContain('risk-analysis-financial');
  });

  it("reads the client's sector that introduces an agency's posting as context, and the sector asked for as an ask", () => {
    const skills = extractJobSkills({
      title: 'Java Entwickler (m/w/d)',
      description:
        'Für unseren Kunden aus dem Bankenumfeld suchen wir einen erfahrenen Java Entwickler.\nWe are hiring for our client in the insurance sector.',
      requirements: '- Java\n- Kenntnisse in der Versicherungsbranche',
    });
    expect(skills.map((s) => s.id)).toEqual(expect.arrayContaining(['java', 'insurance']));
    expect(skills.map((s) => s.id)).not.toContain('banking');
    const scrumMaster = extractJobSkills({
      title: 'Scrum Master (m/w/d)',
      description: 'Unser Kunde, ein Versicherungsunternehmen mit Sitz in Aachen, sucht einen SCRUM Master.',
      requirements: '- Scrum',
    });
    expect(scrumMaster.map((s) => s.id)).not.toContain('insurance');
  });
});

describe('job skills', () => {
  it('keeps a nice-to-have of the requirements one when the description only mentions it', () => {
    const job = {
      title: 'Senior Java Entwickler (m/w/d)',
      description: 'Für unseren Kunden, eine große Versicherung in Köln, suchen wir einen Java Entwickler.',
      requirements: '- Sehr gute Kenntnisse in Spring Boot\nWünschenswert:\n- Erfahrung in der Versicherungsbranche',
    };
    const insurance = extractJobSkills(job).find((s) => s.id === 'insurance');
    expect(insurance?.preferred).toBe(true);
    // A must-have section of the description still makes it a must-have.
    const asked = extractJobSkills({ ...job, description: 'Ihr Profil:\n- Erfahrung in der Versicherungsbranche' }).find((s) => s.id === 'insurance');
    expect(asked?.preferred).toBe(false);
  });

  it("reads a title's skills without those another of them implies", () => {
    const titleIds = (title: string) => extractJobSkills({ title, requirements: '', description: '' }).map((s) => s.id);
    expect(titleIds('Backend Developer')).toEqual(['back-end-development']);
    expect(titleIds('Java Entwickler (m/w/d)').sort()).toEqual(['java', 'software-development']);
    expect(titleIds('CDL Class A Truck Driver')).toEqual(['cdl']);
  });

  it('weights title and requirements over description, preferred and soft skills lower', () => {
    const skills = extractJobSkills({
      title: 'Data Analyst',
      requirements: 'SQL and Tableau\nPython is a plus\nStrong communication skills',
      description: 'You will build dashboards in Power BI.',
    });
    const w = Object.fromEntries(skills.map((s) => [s.id, s.weight]));
    expect(w['data-analysis']).toBe(1);
    expect(w.sql).toBe(1);
    expect(w.tableau).toBe(1);
    expect(w['power-bi']).toBe(0.6);
    expect(w.python).toBe(0.5);
    expect(w.communication).toBe(0.5);
    expect(skills.find((s) => s.id === 'python')?.preferred).toBe(true);
    expect(skills[0]!.weight).toBeGreaterThanOrEqual(skills[skills.length - 1]!.weight);
  });

  it('marks only the item a "(nice to have)" or "(optional)" follows, not its whole line', () => {
    const skills = extractJobSkills({
      title: '',
      requirements:
        '- Docker, Kubernetes (nice to have), AWS\n- Spring Boot Java Jenkins (optional) Git\n- Kenntnisse in Kafka (von Vorteil) und PostgreSQL',
      description: '',
    });
    const nice = preferredById(skills);
    expect(nice).toEqual({
      docker: false,
      kubernetes: true,
      aws: false,
      'spring-boot': false,
      java: false,
      jenkins: true,
      git: false,
      'apache-kafka': true,
      postgresql: false,
    });
    expect(skills.find((s) => s.id === 'kubernetes')?.weight).toBe(0.5);
  });

  it("asks for a degree's fields as nice-to-haves, and reads no degree into MS Excel or master data", () => {
    const nice = (requirements: string) => preferredById(extractJobSkills({ title: '', description: '', requirements }));
    expect(nice("- Bachelor's degree in finance or accounting")).toEqual({ accounting: true });
    expect(nice('- B.S. in Accounting and 3 years of SQL')).toEqual({ sql: false, accounting: true });
    expect(nice('- Bachelor of Science in Nursing (BSN)')).toEqual({ nursing: true });
    expect(nice('- Experience with MS Excel in financial modeling')).toEqual({ 'financial-modeling': false, excel: false });
    expect(nice('- Master data management in SAP')).toEqual({ 'data-governance': false, sap: false });
  });

  it('asks for a qualification the candidate may gain after hire as a nice-to-have, and the rest of its line as asked', () => {
    const nice = (requirements: string) => preferredById(extractJobSkills({ title: '', description: '', requirements }));
    expect(nice('- BLS required; ACLS within 6 months of hire')).toEqual({ 'basic-life-support': false, acls: true });
    expect(nice('- Within 90 days of hire must obtain a CDL')).toEqual({ cdl: true });
    expect(nice('- ServSafe certification within 1year of hire')).toEqual({ servsafe: true });
    expect(nice('- Ability to obtain and maintain a Top Secret security clearance')).toEqual({ 'security-clearance': true });
    expect(nice('- Hazmat endorsement (or ability to obtain), a safe driving record')).toEqual({ cdl: true, 'clean-driving-record': false });
    expect(nice('- CPR certified or the ability to become certified within 180 days of hire')).toEqual({ 'cpr-certification': true });
    expect(nice('- PTCB certification, or ability to obtain within 12 months of hire')).toEqual({ 'pharmacy-technician-certification': true });
    expect(nice('- Teaching certificate (K-6), or eligibility to obtain within one year of hire')).toEqual({
      'teaching-certification': true,
      'elementary-education': false,
    });
    // What the line asks besides stays asked: a passport to be obtained is no driving licence to be obtained.
    expect(nice("- Valid driver's license and ability to obtain a passport")).toEqual({ 'driving-license': false });
    expect(nice('- Class A CDL with the ability to obtain a Florida CDL in 6 months')).toEqual({ cdl: false });
    expect(nice('- Within the first month you will learn Python')).toEqual({ python: false });
  });

  it('marks a later clause that says "preferred" or "a plus" nice-to-have, not the clauses before it', () => {
    const skills = extractJobSkills({
      title: '',
      requirements: '- BLS certification required; ACLS certification highly desired\n- Java; Kotlin is a plus\n- Nice to have: Terraform; Ansible',
      description: '',
    });
    expect(preferredById(skills)).toEqual({
      'basic-life-support': false,
      acls: true,
      java: false,
      kotlin: true,
      terraform: true,
      ansible: true,
    });
    expect(skills.find((s) => s.id === 'basic-life-support')?.sentence).toBe('- BLS certification required');
  });

  it('marks each item by its own word of importance, where items follow a comma or run on', () => {
    const preferred = (requirements: string) => preferredById(extractJobSkills({ title: '', requirements, description: '' }));
    expect(preferred('Python is required, Docker is a plus')).toEqual({ python: false, docker: true });
    expect(preferred('Fluent English is a must, good German skills are an advantage.')).toEqual({ english: false, german: true });
    expect(preferred('SQL Unix is a plus JAVA is a plus English is a must German highly preferred')).toEqual({
      sql: true,
      unix: true,
      java: true,
      english: false,
      german: true,
    });
    expect(preferred('Java von Vorteil, Englisch zwingend erforderlich')).toEqual({ java: true, english: false });
    // "not required" says nothing is needed, and a task "where required" is no item's importance.
    expect(preferred('Cisco certifications are desired, but not required; Strong SQL')).toEqual({ 'cisco-networking': true, sql: true });
    expect(preferred('Knowledge of SQL required, preferably Oracle')).toEqual({ sql: false, 'oracle-database': true });
    // The item after another's "von Vorteil" is asked; what goes on "as is" or inside parentheses shares its importance.
    expect(preferred('Android Kenntnisse von Vorteil Ionic 3 Angular')).toEqual({ 'android-development': true, ionic: false, angular: false });
    expect(preferred('Docker is a plus, as is Kubernetes')).toEqual({ docker: true, kubernetes: true });
    expect(preferred('Databases (Oracle preferred, MSSQL)')).toEqual({ 'oracle-database': true, 'microsoft-sql-server': true });
    expect(preferred('A diploma is required Preferred Qualifications: Java')).toEqual({ java: true });
    // An item that states its years is asked, whatever the next item after a comma says of itself.
    expect(preferred('3-5 years of payroll experience, manufacturing preferred')).toEqual({ payroll: false, manufacturing: true });
    expect(preferred('3+ Jahre Erfahrung mit Java, Kotlin wünschenswert')).toEqual({ java: false, kotlin: true });
    expect(preferred('3+ years of payroll experience, preferred')).toEqual({ payroll: true });
    const shown = extractJobSkills({ title: '', requirements: 'Python is required, Docker is a plus', description: '' });
    expect(shown.find((s) => s.id === 'docker')?.sentence).toBe('Docker is a plus');
  });

  it('marks what follows a nice-to-have label inside a line nice-to-have, not the asks before it', () => {
    const skills = extractJobSkills({
      title: 'SAP Program Manager (m/w/d)',
      requirements: 'Projektmanagement Migrationserfahrung S/4HANA Nice to Have: Allgemeine Fiori Kenntnisse',
      description: '',
    });
    const preferred = preferredById(skills);
    expect(preferred['project-management']).toBe(false);
    expect(preferred['sap-fiori']).toBe(true);
    const english = extractJobSkills({ title: '', requirements: 'Required: Microsoft Excel Preferred: Salesforce', description: '' });
    expect(preferredById(english)).toMatchObject({ excel: false, salesforce: true });
  });

  it('reads a German job that acts as the go-between as a person, and an interface to build as an ask', () => {
    const ids = (description: string) =>
      extractJobSkills({ title: 'SAP Program Manager (m/w/d)', requirements: '- SAP', description }).map((s) => s.id);
    expect(ids('Ihre Aufgaben: Entwicklung von Schnittstellen zu SAP.')).toContain('api-design');
    expect(ids('Ihre Aufgaben: Sie agieren als Schnittstelle zwischen allen Projektbeteiligten.')).not.toContain('api-design');
  });

  it('marks what follows "ideally" or "idealerweise" after a comma or parenthesis nice-to-have, not the ask before it', () => {
    const skills = extractJobSkills({
      title: '',
      requirements:
        '- 3+ years of Python, ideally with Django\n- Kubernetes (preferably EKS) and Terraform\n- Erfahrung im B2B-Vertrieb, idealerweise mit Salesforce',
      description: '',
    });
    expect(preferredById(skills)).toEqual({
      python: false,
      django: true,
      kubernetes: false,
      'amazon-eks': true,
      terraform: false,
      'business-to-business-sales': false,
      salesforce: true,
    });
  });

  it('marks a skill named only inside a "(… preferred)" parenthesis nice-to-have, not the item before it', () => {
    const skills = extractJobSkills({
      title: '',
      requirements: [
        '- Proficiency in Microsoft Office and case management software (Clio preferred)',
        '- Experience with relational databases (PostgreSQL is a plus)',
        '- High School Diploma (some college preferred) and strong communication skills',
      ].join('\n'),
      description: '',
    });
    expect(preferredById(skills)).toEqual({
      'microsoft-office': false,
      'legal-case-management-software': false,
      'relational-databases': false,
      postgresql: true,
      communication: false,
    });
  });

  it('reads an ambiguous word that is a whole item of the requirements list as the skill, not in a sentence', () => {
    const listed = extractJobSkills({ title: '', requirements: '- Python\n- Spark\n- Airflow', description: '' });
    expect(listed.map((s) => s.id).sort()).toEqual(['apache-airflow', 'apache-spark', 'python']);
    const narrative = extractJobSkills({ title: '', requirements: '', description: 'Our tools spark ideas. You will write Python.' });
    expect(narrative.map((s) => s.id)).toEqual(['python']);
  });

  it('weighs a must-have section of the description as requirements', () => {
    const skills = extractJobSkills({
      title: '',
      requirements: '',
      description: 'You will build dashboards in Power BI.\nMust-Have Skills\nJava Oracle\nIhr Profil\n- Erfahrung mit Docker',
    });
    const w = Object.fromEntries(skills.map((s) => [s.id, s.weight]));
    expect(w).toEqual({ 'power-bi': 0.6, 'data-visualization': 0.6, java: 1, 'oracle-database': 1, docker: 1 });
  });

  it('gives a repeated skill a bonus', () => {
    const skills = extractJobSkills({ title: 'Java Developer', requirements: 'Java 17', description: 'Java services' });
    expect(skills.find((s) => s.id === 'java')?.weight).toBe(1.2);
  });
});

describe('skills score', () => {
  it('is the weighted share of required skills found, counting implied ones', () => {
    const required = extractJobSkills({ title: 'Backend Developer', requirements: 'Python\nSQL\nDocker', description: '' });
    const resume = extractResumeSkills('Built APIs with Django on PostgreSQL.');
    const result = scoreSkills(required, resume);
    // Django implies Python, PostgreSQL implies SQL.
    expect(result.matched.map((s) => s.id).sort()).toEqual(['python', 'sql']);
    expect(result.missing.map((s) => s.id).sort()).toEqual(['back-end-development', 'docker']);
    const total = required.reduce((s, r) => s + r.weight, 0);
    const found = result.matched.reduce((s, r) => s + r.weight, 0);
    expect(result.score).toBeCloseTo(found / total);
    expect(scoreSkills([], resume).score).toBe(0);
  });
});

describe('skills as the recruiter sees and edits them', () => {
  const job = {
    title: 'Frontend Engineer',
    requirements: 'Requirements\n- Strong React and TypeScript.\n- WCAG compliance.\nNice to have:\n- GraphQL',
    description: '',
  };

  it('carries the posting words, importance and the sentence each skill was read from', () => {
    const skills = extractJobSkills(job).map(toJobSkill);
    expect(skills).toContainEqual({ name: 'WCAG', importance: 'MUST_HAVE', sentence: '- WCAG compliance.', source: 'POSTING' });
    expect(skills).toContainEqual({ name: 'GraphQL', importance: 'NICE_TO_HAVE', sentence: '- GraphQL', source: 'POSTING' });
  });

  it('scores against an edited list, vocabulary synonyms and unknown phrases included', () => {
    const edited = skillsFromList([
      { name: 'Web accessibility', importance: 'MUST_HAVE', sentence: null, source: 'RECRUITER' },
      { name: 'Storybook visual testing', importance: 'MUST_HAVE', sentence: null, source: 'RECRUITER' },
      { name: 'Rust', importance: 'NICE_TO_HAVE', sentence: null, source: 'RECRUITER' },
    ]);
    const resume = extractResumeSkills('Built accessible web design systems; introduced Storybook visual testing to the team.');
    const result = scoreSkills(edited, resume);
    expect(result.matched.map((s) => s.asWritten)).toEqual(['Web accessibility', 'Storybook visual testing']);
    expect(result.missing.map((s) => s.asWritten)).toEqual(['Rust']);
    expect(result.score).toBeCloseTo(2 / 2.5);
  });
});
