import { DEFAULT_JOB_CONTACT_EMAIL, joinInternalQuestions, type JobStatus } from '@kairox/contract';
import type { DbOrTx } from '../db/database.js';
import { jobs } from '../db/schema.js';

/** A demo posting; dates are relative to the moment of seeding so the demo never goes stale. */
export interface DemoJob {
  title: string;
  department: string;
  location: string;
  employmentType: string;
  status: JobStatus;
  /** Posted this many days (and a few hours) before seeding. */
  postedDaysAgo: number;
  /** Application cutoff, in days from seeding (negative: already passed). */
  cutoffInDays: number;
  /** AI processing cutoff, in days from seeding. */
  aiCutoffInDays: number;
  includeTeamMeeting: boolean;
  description: string;
  requirements: string;
  internalDetails: { projectName: string; projectCode: string; projectManager: string; techInterviewPoc: string };
  questions: string[];
  topics: string[];
}

const lines = (...paragraphs: string[]) => paragraphs.join('\n');

/** Acme's postings: every status, several departments, spread over the last seven weeks. */
export const DEMO_JOBS: DemoJob[] = [
  {
    title: 'Senior Backend Engineer (Node.js)',
    department: 'Engineering',
    location: 'Remote (United States)',
    employmentType: 'Full-time',
    status: 'ACTIVE',
    postedDaysAgo: 2,
    cutoffInDays: 30,
    aiCutoffInDays: 35,
    includeTeamMeeting: true,
    description: lines(
      'Acme is looking for a Senior Backend Engineer to help build the services behind our hiring platform, which screens tens of thousands of applications a month for customers in twelve countries.',
      '',
      'You will own APIs end to end: design the data model, write the TypeScript, ship it behind feature flags and watch it in production. The team works in small, autonomous squads with a weekly release train and a strong review culture.',
      '',
      'What you will do:',
      '- Design and build REST APIs and background workers in Node.js and TypeScript on PostgreSQL',
      '- Turn slow, chatty endpoints into fast, well-indexed queries and measure the result',
      '- Lead technical design reviews and mentor two mid-level engineers',
      '- Take part in a fair on-call rotation (one week in six) with a blameless post-mortem practice',
    ),
    requirements: lines(
      '- 5+ years building production backend services, at least 3 of them in Node.js or TypeScript',
      '- Strong SQL and PostgreSQL skills: schema design, indexing, query plans, migrations',
      '- Experience with queues or job schedulers and with making work idempotent',
      '- A habit of writing automated tests, including integration tests against a real database',
      '- Clear written communication; most of our design work happens in documents',
      '- Nice to have: multi-tenant SaaS experience, OpenAPI, observability with OpenTelemetry',
    ),
    internalDetails: {
      projectName: 'Talent Platform Core',
      projectCode: 'ACME-ENG-101',
      projectManager: 'Priya Raman',
      techInterviewPoc: 'Daniel Okafor',
    },
    questions: [
      'Describe an API you designed that other teams depended on. What would you change today?',
      'How do you find and fix a slow PostgreSQL query in production?',
      'Tell us about a production incident you led. How did you communicate during it?',
      'How do you make a background job safe to retry?',
    ],
    topics: ['Multi-tenant data isolation', 'Event-driven architecture', 'Mentoring and code review'],
  },
  {
    title: 'Frontend Engineer (React)',
    department: 'Engineering',
    location: 'San Francisco, CA (Hybrid)',
    employmentType: 'Full-time',
    status: 'ACTIVE',
    postedDaysAgo: 6,
    cutoffInDays: 24,
    aiCutoffInDays: 28,
    includeTeamMeeting: false,
    description: lines(
      'Recruiters spend their whole day in our web app. We want it to feel instant, stay accessible and never lose their work. As a Frontend Engineer you will build the screens they live in: the job dashboard, the candidate pipeline and the interview review tools.',
      '',
      'You will work with a product designer and a backend engineer from the first sketch to the release, and you will have real influence on our component library and front-end architecture.',
      '',
      'What you will do:',
      '- Build features in React and TypeScript with React Query and react-hook-form',
      '- Turn designs into accessible, responsive components and keep our design system consistent',
      '- Write component tests and browser tests for the flows recruiters rely on',
      '- Profile and improve load time and interaction latency on large candidate lists',
    ),
    requirements: lines(
      '- 3+ years of professional front-end development with React and TypeScript',
      '- Solid understanding of HTML semantics, CSS layout and WCAG accessibility basics',
      '- Experience with data fetching and caching libraries and with complex forms',
      '- Comfort writing tests with Testing Library and a browser automation tool',
      '- Able to work on site in San Francisco two days a week',
    ),
    internalDetails: {
      projectName: 'Recruiter Workspace',
      projectCode: 'ACME-ENG-114',
      projectManager: 'Priya Raman',
      techInterviewPoc: 'Mei Tanaka',
    },
    questions: [
      'How would you keep a table of 5,000 candidates fast to scroll and filter?',
      'Walk us through how you make a custom dropdown accessible.',
      'When do you reach for global state, and when do you avoid it?',
    ],
    topics: ['React rendering performance', 'Form validation UX', 'Design system contributions'],
  },
  {
    title: 'Product Manager, Hiring Workflows',
    department: 'Product',
    location: 'New York, NY',
    employmentType: 'Full-time',
    status: 'ACTIVE',
    postedDaysAgo: 11,
    cutoffInDays: 19,
    aiCutoffInDays: 24,
    includeTeamMeeting: true,
    description: lines(
      'We are hiring a Product Manager to own the hiring workflow: how a job goes from draft to published, how candidates move through screening, and how hiring teams decide. You will lead a squad of five engineers and a designer.',
      '',
      'Our customers range from 50-person startups to enterprises with dedicated talent teams. You will talk to them every week, turn what you learn into clear problem statements and ship improvements that measurably shorten time to hire.',
      '',
      'What you will do:',
      '- Own the roadmap and the success metrics for job management and candidate pipelines',
      '- Run discovery: customer interviews, usage analysis and lightweight prototypes',
      '- Write concise specs and make trade-offs with engineering and design',
      '- Partner with sales and customer success on launches and feedback loops',
    ),
    requirements: lines(
      '- 4+ years of product management for a B2B SaaS product',
      '- A track record of shipping workflow features that users adopted, with numbers to show for it',
      '- Comfort with SQL or an analytics tool to answer your own questions',
      '- Excellent written and spoken English',
      '- Nice to have: HR tech or recruiting experience',
    ),
    internalDetails: {
      projectName: 'Hiring Workflow Revamp',
      projectCode: 'ACME-PRD-207',
      projectManager: 'Jordan Ellis',
      techInterviewPoc: 'Alex Morgan',
    },
    questions: [
      'Tell us about a feature you killed after launch. How did you decide?',
      'How do you decide what not to build this quarter?',
      'Which metric would you use to judge a new candidate pipeline view, and why?',
    ],
    topics: ['Customer discovery', 'Prioritisation frameworks', 'Working with engineering', 'B2B pricing and packaging'],
  },
  {
    title: 'Senior Product Designer',
    department: 'Design',
    location: 'Remote (Europe or Americas)',
    employmentType: 'Full-time',
    status: 'ACTIVE',
    postedDaysAgo: 15,
    cutoffInDays: 15,
    aiCutoffInDays: 20,
    includeTeamMeeting: false,
    description: lines(
      'Acme is looking for a Senior Product Designer to shape how recruiters and hiring managers review candidates. You will design the candidate profile, the AI screening summary and the interview scorecards, and help us explain AI results in a way people trust.',
      '',
      'You will join a design team of four, work directly with product and engineering, and test your ideas with real recruiters every sprint.',
      '',
      'What you will do:',
      '- Lead end-to-end design for the candidate review experience, from research to polished UI',
      '- Evolve our design system in Figma together with the front-end team',
      '- Plan and run usability tests and share what you learn with the whole company',
    ),
    requirements: lines(
      '- 5+ years of product design, including complex data-heavy web applications',
      '- A portfolio that shows your process, not only final screens',
      '- Strong interaction design and information architecture skills',
      '- Experience designing for accessibility and for explaining automated decisions',
      '- At least 4 hours of overlap with 9:00-17:00 US Eastern time',
    ),
    internalDetails: {
      projectName: 'Candidate Review Experience',
      projectCode: 'ACME-DSN-031',
      projectManager: 'Jordan Ellis',
      techInterviewPoc: 'Lena Fischer',
    },
    questions: [
      'Show us a design decision you changed after a usability test.',
      'How would you show an AI screening score without overstating its certainty?',
      'How do you work with engineers when a design turns out to be expensive to build?',
    ],
    topics: ['Portfolio walkthrough', 'Design systems', 'Research methods'],
  },
  {
    title: 'Site Reliability Engineer',
    department: 'Engineering',
    location: 'Austin, TX (Hybrid)',
    employmentType: 'Full-time',
    status: 'DRAFT',
    postedDaysAgo: 1,
    cutoffInDays: 40,
    aiCutoffInDays: 45,
    includeTeamMeeting: true,
    description: lines(
      'Our platform processes resumes and interviews around the clock for customers in many time zones. As a Site Reliability Engineer you will keep it fast, available and affordable as we grow from hundreds to thousands of tenants.',
      '',
      'What you will do:',
      '- Run our Kubernetes clusters and managed PostgreSQL with infrastructure as code',
      '- Define service level objectives with the product teams and build the alerts that protect them',
      '- Automate toil: deployments, database maintenance, certificate rotation and backups',
      '- Lead incident response and turn every incident into lasting improvements',
    ),
    requirements: lines(
      '- 4+ years operating production systems on AWS or GCP',
      '- Hands-on Kubernetes and Terraform experience',
      '- PostgreSQL operations: replication, backups, upgrades and performance tuning',
      '- Scripting in Go, Python or TypeScript',
      '- Prometheus and Grafana or a comparable observability stack',
    ),
    internalDetails: {
      projectName: 'Platform Reliability 2026',
      projectCode: 'ACME-OPS-042',
      projectManager: 'Marcus Webb',
      techInterviewPoc: 'Daniel Okafor',
    },
    questions: [
      'How would you set SLOs for an API used both by people and by batch jobs?',
      'Describe a migration you ran with zero downtime.',
      'What does a good on-call handover look like to you?',
    ],
    topics: ['Kubernetes operations', 'PostgreSQL high availability', 'Incident management'],
  },
  {
    title: 'QA Automation Engineer',
    department: 'Engineering',
    location: 'Remote (United States)',
    employmentType: 'Contract',
    status: 'DRAFT',
    postedDaysAgo: 4,
    cutoffInDays: 21,
    aiCutoffInDays: 25,
    includeTeamMeeting: false,
    description: lines(
      'We are looking for a QA Automation Engineer on a six-month contract, with the possibility of extension, to expand our automated test coverage before a major release of the recruiter workspace.',
      '',
      'What you will do:',
      '- Write and maintain end-to-end browser tests for hiring flows in Playwright',
      '- Build API test suites that run against a fresh database on every pull request',
      '- Make flaky tests reliable and keep the CI pipeline under fifteen minutes',
      '- Work with developers to add testability hooks where they are missing',
    ),
    requirements: lines(
      '- 3+ years of test automation for web applications',
      '- Strong Playwright or Cypress skills with TypeScript',
      '- Experience testing REST APIs and setting up test data',
      '- Familiarity with GitHub Actions or another CI system',
      '- Available for 40 hours a week for six months',
    ),
    internalDetails: {
      projectName: 'Release 3.0 Quality',
      projectCode: 'ACME-QA-015',
      projectManager: 'Marcus Webb',
      techInterviewPoc: 'Mei Tanaka',
    },
    questions: ['How do you decide what belongs in an end-to-end test and what in a unit test?', 'Tell us how you fixed a flaky test suite.'],
    topics: ['Playwright', 'Test data management', 'CI pipelines'],
  },
  {
    title: 'Content Marketing Manager',
    department: 'Marketing',
    location: 'Chicago, IL',
    employmentType: 'Full-time',
    status: 'CLOSED',
    postedDaysAgo: 34,
    cutoffInDays: -4,
    aiCutoffInDays: -1,
    includeTeamMeeting: false,
    description: lines(
      'We are hiring a Content Marketing Manager to make Acme the most useful voice in recruiting technology. You will plan and write the guides, customer stories and reports that talent leaders actually share with their teams.',
      '',
      'What you will do:',
      '- Own the editorial calendar for the blog, newsletter and gated reports',
      '- Interview customers and turn their results into credible case studies',
      '- Work with product marketing on launch content and with design on visuals',
      '- Measure what works through organic traffic, sign-ups and pipeline influenced',
    ),
    requirements: lines(
      '- 4+ years of B2B content marketing, ideally for a SaaS company',
      '- A writing portfolio with long-form pieces you researched and wrote yourself',
      '- Working knowledge of SEO and of analytics tools',
      '- Comfort interviewing customers and subject-matter experts',
    ),
    internalDetails: {
      projectName: 'Brand and Demand 2026',
      projectCode: 'ACME-MKT-088',
      projectManager: 'Sofia Alvarez',
      techInterviewPoc: 'Sofia Alvarez',
    },
    questions: [
      'Which piece in your portfolio had the most business impact, and how do you know?',
      'How would you plan our first quarter of content with no existing calendar?',
    ],
    topics: ['Writing sample review', 'SEO strategy', 'Customer storytelling'],
  },
  {
    title: 'Data Analyst, People Analytics',
    department: 'Product',
    location: 'Remote (United States)',
    employmentType: 'Full-time',
    status: 'CLOSED',
    postedDaysAgo: 27,
    cutoffInDays: -2,
    aiCutoffInDays: 2,
    includeTeamMeeting: true,
    description: lines(
      'Our customers want to know where their hiring funnel leaks and how fast they hire compared with their peers. As a Data Analyst you will build the metrics and dashboards behind our analytics reports and help customers act on them.',
      '',
      'What you will do:',
      '- Define and document hiring metrics such as time to hire, pass-through rates and source quality',
      '- Build dashboards and scheduled reports on our data warehouse',
      '- Run ad-hoc analyses for product and customer success teams',
      '- Check our AI screening outcomes for bias across candidate groups',
    ),
    requirements: lines(
      '- 2+ years in a data analyst or business intelligence role',
      '- Advanced SQL, including window functions and query performance',
      '- Experience with a BI tool such as Looker, Metabase or Tableau',
      '- Basic statistics and the judgement to explain uncertainty to non-analysts',
      '- Nice to have: Python or R, dbt, HR or recruiting data',
    ),
    internalDetails: {
      projectName: 'Hiring Insights',
      projectCode: 'ACME-ANL-019',
      projectManager: 'Jordan Ellis',
      techInterviewPoc: 'Ravi Shah',
    },
    questions: [
      'How would you define time to hire so that two customers can compare it fairly?',
      'Tell us about an analysis whose result surprised you.',
      'How would you check a screening model for adverse impact?',
    ],
    topics: ['SQL exercise', 'Dashboard critique', 'Fairness in hiring data'],
  },
  {
    title: 'Machine Learning Engineer, Resume Screening',
    department: 'Engineering',
    location: 'Boston, MA (Hybrid)',
    employmentType: 'Full-time',
    status: 'COMPLETED',
    postedDaysAgo: 48,
    cutoffInDays: -18,
    aiCutoffInDays: -14,
    includeTeamMeeting: true,
    description: lines(
      'We hired for this role and thank everyone who applied. The team builds the models that match resumes to job requirements and explain their scores to recruiters.',
      '',
      'What the role involved:',
      '- Improving ranking models for resume-to-job matching and measuring them offline and online',
      '- Building evaluation sets with recruiters and keeping them free of sensitive attributes',
      '- Serving models with predictable latency and cost',
      '- Writing clear model cards that explain what a score means and what it does not',
    ),
    requirements: lines(
      '- 3+ years building and shipping machine learning systems',
      '- Strong Python and experience with PyTorch or a comparable framework',
      '- Experience with text ranking, embeddings or information retrieval',
      '- A solid grasp of evaluation design and of fairness in automated decisions',
    ),
    internalDetails: {
      projectName: 'Screening Models v2',
      projectCode: 'ACME-ML-007',
      projectManager: 'Marcus Webb',
      techInterviewPoc: 'Ravi Shah',
    },
    questions: [
      'How would you evaluate a resume ranking model before it reaches customers?',
      'What signals would you refuse to use in a screening model, and why?',
      'Describe a model you shipped whose online results disagreed with offline metrics.',
    ],
    topics: ['Information retrieval', 'Model evaluation', 'Responsible AI'],
  },
  {
    title: 'Customer Success Manager',
    department: 'Others',
    location: 'Remote (United Kingdom)',
    employmentType: 'Full-time',
    status: 'COMPLETED',
    postedDaysAgo: 41,
    cutoffInDays: -12,
    aiCutoffInDays: -9,
    includeTeamMeeting: false,
    description: lines(
      'This position has been filled. Our Customer Success Managers guide a portfolio of mid-market customers from onboarding to renewal and make sure every hiring team gets value from the platform in its first 30 days.',
      '',
      'What the role involved:',
      '- Running onboarding and training for recruiters and hiring managers',
      '- Quarterly business reviews built on customers\u2019 own hiring data',
      '- Spotting renewal risks early and bringing in product and support when needed',
      '- Collecting feedback and representing customers in roadmap discussions',
    ),
    requirements: lines(
      '- 3+ years in customer success or account management for a SaaS product',
      '- Confident presenting to HR leaders and training groups online',
      '- Organised enough to manage 40 accounts without dropping a thread',
      '- Nice to have: recruiting, HR or talent acquisition background',
    ),
    internalDetails: {
      projectName: 'EMEA Customer Growth',
      projectCode: 'ACME-CS-023',
      projectManager: 'Sofia Alvarez',
      techInterviewPoc: 'Alex Morgan',
    },
    questions: ['Tell us about a customer you saved from churning. What did you do first?', 'How do you prepare a quarterly business review?'],
    topics: ['Onboarding programmes', 'Renewals and expansion', 'Handling escalations'],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const dateIn = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Inserts the demo postings into an organisation (inside the seeding transaction). */
export async function seedDemoJobs(db: DbOrTx, orgId: number, createdBy: number | null, now: Date = new Date()): Promise<number> {
  const rows = DEMO_JOBS.map((job, index) => {
    // A few hours' offset keeps postings of neighbouring days apart and gives each a distinct time.
    const createdAt = new Date(now.getTime() - job.postedDaysAgo * DAY_MS - (index + 1) * 37 * 60 * 1000);
    return {
      orgId,
      createdBy,
      title: job.title,
      department: job.department,
      location: job.location,
      employmentType: job.employmentType,
      description: job.description,
      requirements: job.requirements,
      cutoffDate: dateIn(now, job.cutoffInDays),
      aiProcessingCutoffDate: dateIn(now, job.aiCutoffInDays),
      email: DEFAULT_JOB_CONTACT_EMAIL,
      channels: [],
      includeTeamMeeting: job.includeTeamMeeting,
      ...job.internalDetails,
      internalQuestions: joinInternalQuestions(job.questions, job.topics),
      status: job.status,
      createdAt,
      updatedAt: job.status === 'ACTIVE' || job.status === 'DRAFT' ? createdAt : new Date(now.getTime() + job.cutoffInDays * DAY_MS),
    };
  });
  const inserted = await db.insert(jobs).values(rows).returning({ id: jobs.id });
  return inserted.length;
}
