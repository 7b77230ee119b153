import { MANUAL_SOURCE_CHANNEL, MASS_UPLOAD_SOURCE_CHANNEL, PRIVACY_NOTICE_VERSION, type StoredApplicationStatus } from '@kairox/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { jobs } from '../db/schema.js';
import { createApplication, storeResume } from '../modules/applications/applications.service.js';
import { makePdf } from './documents.js';

/** A demo candidate with a real resume; `job` is the title of a demo job (demo-jobs.ts). */
export interface DemoCandidate {
  job: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  status: StoredApplicationStatus;
  sourceChannel: string;
  appliedDaysAgo: number;
  summary: string;
  roles: Array<{ title: string; company: string; dates: string; bullets: string[] }>;
  skills: string[];
  education: string[];
  experience: string;
  motivation: string;
}

const ASSISTANT = 'Kairox Application Assistant';
const BACKEND = 'Senior Backend Engineer (Node.js)';
const FRONTEND = 'Frontend Engineer (React)';
const PRODUCT = 'Product Manager, Hiring Workflows';
const DESIGN = 'Senior Product Designer';
const CONTENT = 'Content Marketing Manager';
const ANALYST = 'Data Analyst, People Analytics';

export const DEMO_CANDIDATES: DemoCandidate[] = [
  {
    job: BACKEND,
    name: 'Maya Patel',
    email: 'maya.patel@example.com',
    phone: '+1 415 555 0134',
    city: 'San Francisco, CA',
    status: 'SHORTLISTED',
    sourceChannel: ASSISTANT,
    appliedDaysAgo: 1,
    summary:
      'Backend engineer with 8 years of experience building multi-tenant SaaS platforms in Node.js and TypeScript on PostgreSQL. Known for turning slow, chatty endpoints into fast, well-indexed queries and for making background jobs idempotent.',
    roles: [
      {
        title: 'Staff Software Engineer',
        company: 'Brightpath Health',
        dates: 'Mar 2021 – Present',
        bullets: [
          'Led the redesign of the scheduling API (Node.js, Fastify, PostgreSQL 15), cutting p95 latency from 820 ms to 95 ms',
          'Introduced a PostgreSQL-backed job queue with idempotency keys; duplicate notifications dropped to zero',
          'Mentored four engineers and ran the backend design review every week',
        ],
      },
      {
        title: 'Senior Software Engineer',
        company: 'Ledgerly',
        dates: 'Jun 2017 – Feb 2021',
        bullets: [
          'Built the multi-tenant billing service in TypeScript with row-level tenant scoping',
          'Wrote integration test suites against real PostgreSQL that run in under four minutes in CI',
        ],
      },
    ],
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Fastify', 'Redis', 'pg-boss', 'OpenAPI', 'OpenTelemetry', 'Docker', 'AWS'],
    education: ['B.S. Computer Science, University of California, Davis, 2016'],
    experience: '8 years',
    motivation: 'I want to build the backend of a product that makes hiring fairer, and your stack is the one I know best.',
  },
  {
    job: BACKEND,
    name: 'Daniel Kim',
    email: 'daniel.kim@example.com',
    phone: '+1 206 555 0178',
    city: 'Seattle, WA',
    status: 'INVITED_FOR_AI_SCREENING',
    sourceChannel: MANUAL_SOURCE_CHANNEL,
    appliedDaysAgo: 2,
    summary:
      'Software engineer focused on APIs and data-intensive services. Six years of production Node.js, recently owning the event ingestion pipeline of a logistics platform processing 40 million events a day.',
    roles: [
      {
        title: 'Senior Backend Engineer',
        company: 'Cargowise Labs',
        dates: 'Jan 2020 – Present',
        bullets: [
          'Owned the event ingestion pipeline (Node.js, Kafka, PostgreSQL) at 40M events per day',
          'Designed partitioned tables and reduced storage cost by 35%',
          'On-call lead: wrote the runbooks and the blameless post-mortem template',
        ],
      },
      {
        title: 'Software Engineer',
        company: 'Pixel & Post',
        dates: 'Aug 2018 – Dec 2019',
        bullets: ['Built REST APIs in Express and migrated them to TypeScript', 'Added contract tests between web and API'],
      },
    ],
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Kafka', 'Express', 'Kubernetes', 'Terraform', 'Jest'],
    education: ['B.Sc. Software Engineering, University of Washington, 2018'],
    experience: '6 years',
    motivation: 'Your focus on reliable background processing matches what I enjoy most.',
  },
  {
    job: BACKEND,
    name: 'Sofia Rossi',
    email: 'sofia.rossi@example.com',
    phone: '+39 02 5555 0199',
    city: 'Milan, Italy (remote)',
    status: 'QUALIFIED',
    sourceChannel: ASSISTANT,
    appliedDaysAgo: 0,
    summary:
      'Backend developer with 5 years in Node.js and Go, working remotely with distributed teams across Europe and the US. Strong in SQL, query tuning and writing things down.',
    roles: [
      {
        title: 'Backend Developer',
        company: 'Tessera Payments',
        dates: 'Feb 2021 – Present',
        bullets: [
          'Maintains the payouts API (Node.js, PostgreSQL) with 99.98% availability',
          'Introduced OpenAPI-first development and generated clients for three teams',
        ],
      },
      {
        title: 'Junior Developer',
        company: 'Studio Nove',
        dates: 'Sep 2019 – Jan 2021',
        bullets: ['Built internal tools in Go and Vue.js', 'Automated deployments with GitHub Actions'],
      },
    ],
    skills: ['Node.js', 'Go', 'PostgreSQL', 'OpenAPI', 'GitHub Actions', 'Docker'],
    education: ['M.Sc. Computer Engineering, Politecnico di Milano, 2019'],
    experience: '5 years',
    motivation: 'Remote-first, a strong writing culture and interesting data problems.',
  },
  {
    job: BACKEND,
    name: 'Marcus Johnson',
    email: 'marcus.johnson@example.com',
    phone: '+1 312 555 0121',
    city: 'Chicago, IL',
    status: 'REJECTED',
    sourceChannel: MASS_UPLOAD_SOURCE_CHANNEL,
    appliedDaysAgo: 2,
    summary: 'Full-stack developer with 3 years of experience, mostly PHP and some Node.js, looking to grow into backend architecture.',
    roles: [
      {
        title: 'Web Developer',
        company: 'Lakeshore Digital',
        dates: 'May 2021 – Present',
        bullets: ['Maintains WordPress and Laravel sites for 30 clients', 'Built a small Node.js service for form submissions'],
      },
    ],
    skills: ['PHP', 'Laravel', 'MySQL', 'JavaScript', 'Node.js', 'WordPress'],
    education: ['Web Development Bootcamp, Coding Dojo, 2021', 'B.A. Communications, DePaul University, 2019'],
    experience: '3 years',
    motivation: '',
  },
  {
    job: FRONTEND,
    name: 'Emily Chen',
    email: 'emily.chen@example.com',
    phone: '+1 646 555 0187',
    city: 'New York, NY',
    status: 'INTERVIEW_IN_PROGRESS',
    sourceChannel: ASSISTANT,
    appliedDaysAgo: 5,
    summary:
      'Frontend engineer with 6 years of React experience, passionate about accessible, fast interfaces and design systems. Led the migration of a large dashboard to React 18 and TanStack Query.',
    roles: [
      {
        title: 'Senior Frontend Engineer',
        company: 'Northwind Analytics',
        dates: 'Apr 2020 – Present',
        bullets: [
          'Led the dashboard migration to React 18, TypeScript and TanStack Query; bundle size down 42%',
          'Built the component library with Radix primitives and Tailwind, used by five product teams',
          'Raised the accessibility score of the product to WCAG 2.1 AA',
        ],
      },
      {
        title: 'Frontend Developer',
        company: 'Brightside Media',
        dates: 'Jul 2018 – Mar 2020',
        bullets: ['Built editorial tools in React and Redux', 'Introduced visual regression tests with Playwright'],
      },
    ],
    skills: ['React', 'TypeScript', 'TanStack Query', 'Tailwind CSS', 'Vite', 'Playwright', 'Accessibility', 'Storybook'],
    education: ['B.F.A. Interaction Design, Parsons School of Design, 2018'],
    experience: '6 years',
    motivation: 'I love building data-heavy interfaces that still feel simple.',
  },
  {
    job: FRONTEND,
    name: 'Lucas Oliveira',
    email: 'lucas.oliveira@example.com',
    phone: '+55 11 5555 0143',
    city: 'São Paulo, Brazil',
    status: 'APPLIED',
    sourceChannel: MASS_UPLOAD_SOURCE_CHANNEL,
    appliedDaysAgo: 3,
    summary: 'Frontend developer with 4 years of React and React Native experience in fintech products.',
    roles: [
      {
        title: 'Frontend Developer',
        company: 'Banco Aurora',
        dates: 'Jan 2021 – Present',
        bullets: ['Builds the customer web banking app in React and TypeScript', 'Shared form validation schemas with the API team using zod'],
      },
      {
        title: 'Mobile Developer',
        company: 'Appfactory',
        dates: 'Mar 2019 – Dec 2020',
        bullets: ['Shipped three React Native apps to the App Store and Google Play'],
      },
    ],
    skills: ['React', 'React Native', 'TypeScript', 'zod', 'react-hook-form', 'Jest'],
    education: ['B.Sc. Information Systems, Universidade de São Paulo, 2019'],
    experience: '4 years',
    motivation: '',
  },
  {
    job: FRONTEND,
    name: 'Hannah Schmidt',
    email: 'hannah.schmidt@example.com',
    phone: '+49 30 5555 0112',
    city: 'Berlin, Germany',
    status: 'QUALIFIED',
    sourceChannel: MANUAL_SOURCE_CHANNEL,
    appliedDaysAgo: 1,
    summary: 'UI engineer who sits between design and code. Five years building design systems and marketing sites.',
    roles: [
      {
        title: 'UI Engineer',
        company: 'Kiezkraft',
        dates: 'Oct 2019 – Present',
        bullets: ['Owns the design system (React, CSS modules, Figma tokens)', 'Cut the largest contentful paint of the site from 3.1 s to 1.2 s'],
      },
    ],
    skills: ['React', 'CSS', 'Design systems', 'Figma', 'Next.js', 'Web performance'],
    education: ['B.A. Media Informatics, HTW Berlin, 2019'],
    experience: '5 years',
    motivation: 'I would like to work on a product used every day by recruiters.',
  },
  {
    job: PRODUCT,
    name: 'Olivia Brown',
    email: 'olivia.brown@example.com',
    phone: '+1 512 555 0166',
    city: 'Austin, TX',
    status: 'SHORTLISTED',
    sourceChannel: MANUAL_SOURCE_CHANNEL,
    appliedDaysAgo: 4,
    summary:
      'Product manager with 7 years in B2B SaaS, the last four in HR technology. Shipped an applicant tracking workflow used by 2,000 companies.',
    roles: [
      {
        title: 'Senior Product Manager',
        company: 'TalentLoop',
        dates: 'Feb 2020 – Present',
        bullets: [
          'Owned the applicant tracking workflow; time-to-hire for customers down 18%',
          'Ran 40+ customer interviews a quarter and maintained the opportunity tree',
        ],
      },
      {
        title: 'Product Manager',
        company: 'Shiftly',
        dates: 'May 2016 – Jan 2020',
        bullets: ['Launched shift scheduling for hourly workers', 'Grew weekly active teams from 300 to 4,500'],
      },
    ],
    skills: ['Product discovery', 'Roadmapping', 'SQL', 'Amplitude', 'User research', 'HR tech'],
    education: ['MBA, McCombs School of Business, 2016', 'B.A. Economics, Rice University, 2012'],
    experience: '7 years',
    motivation: 'Hiring workflows are my domain and I want to make them less painful for recruiters.',
  },
  {
    job: PRODUCT,
    name: 'Ahmed Hassan',
    email: 'ahmed.hassan@example.com',
    phone: '+44 20 5555 0148',
    city: 'London, UK',
    status: 'INVITED_FOR_AI_SCREENING',
    sourceChannel: ASSISTANT,
    appliedDaysAgo: 6,
    summary: 'Technical product manager with an engineering background; four years of product work on marketplace platforms.',
    roles: [
      {
        title: 'Product Manager',
        company: 'Marketbridge',
        dates: 'Sep 2020 – Present',
        bullets: ['Owned matching and search for a two-sided marketplace', 'Introduced experiment reviews; 60 A/B tests shipped in 2023'],
      },
      {
        title: 'Software Engineer',
        company: 'Finchley Systems',
        dates: 'Jul 2016 – Aug 2020',
        bullets: ['Built search services in Java and Elasticsearch'],
      },
    ],
    skills: ['Product management', 'Experimentation', 'SQL', 'Search', 'Java'],
    education: ['M.Eng. Computer Science, Imperial College London, 2016'],
    experience: '4 years as PM, 4 years as engineer',
    motivation: 'I want to bring matching and ranking experience to hiring.',
  },
  {
    job: DESIGN,
    name: 'Priya Sharma',
    email: 'priya.sharma@example.com',
    phone: '+91 98765 43210',
    city: 'Bengaluru, India',
    status: 'APPLIED',
    sourceChannel: MASS_UPLOAD_SOURCE_CHANNEL,
    appliedDaysAgo: 7,
    summary: 'Product designer with 6 years of experience in B2B dashboards, onboarding flows and design systems.',
    roles: [
      {
        title: 'Senior Product Designer',
        company: 'Cloudnine HR',
        dates: 'Jan 2021 – Present',
        bullets: ['Redesigned candidate review screens; recruiter task time down 25%', 'Built the design system used across web and mobile'],
      },
      {
        title: 'Product Designer',
        company: 'Zestmoney',
        dates: 'Jun 2018 – Dec 2020',
        bullets: ['Designed onboarding and KYC flows for 5 million users'],
      },
    ],
    skills: ['Figma', 'Interaction design', 'Design systems', 'Usability testing', 'Prototyping'],
    education: ['B.Des. Interaction Design, National Institute of Design, 2018'],
    experience: '6 years',
    motivation: '',
  },
  {
    job: DESIGN,
    name: 'Noah Williams',
    email: 'noah.williams@example.com',
    phone: '+1 617 555 0193',
    city: 'Boston, MA',
    status: 'REJECTED',
    sourceChannel: ASSISTANT,
    appliedDaysAgo: 9,
    summary: 'Visual designer moving into product design; three years of brand and marketing work.',
    roles: [
      {
        title: 'Visual Designer',
        company: 'Harbor Creative',
        dates: 'Aug 2021 – Present',
        bullets: ['Designs campaigns and landing pages for tech clients'],
      },
    ],
    skills: ['Brand design', 'Illustration', 'Figma', 'Webflow'],
    education: ['B.F.A. Graphic Design, Massachusetts College of Art and Design, 2021'],
    experience: '3 years',
    motivation: 'I want to move into product design on a SaaS team.',
  },
  {
    job: CONTENT,
    name: 'Grace Taylor',
    email: 'grace.taylor@example.com',
    phone: '+1 303 555 0155',
    city: 'Denver, CO',
    status: 'SHORTLISTED',
    sourceChannel: MANUAL_SOURCE_CHANNEL,
    appliedDaysAgo: 30,
    summary: 'Content marketer with 7 years in B2B SaaS; grew organic traffic fivefold at an HR software company.',
    roles: [
      {
        title: 'Content Marketing Lead',
        company: 'PeopleFirst Software',
        dates: 'Mar 2019 – Present',
        bullets: ['Grew organic traffic from 40k to 210k monthly visits', 'Built the customer story programme: 35 published case studies'],
      },
    ],
    skills: ['Content strategy', 'SEO', 'Copywriting', 'HubSpot', 'Webinars'],
    education: ['B.A. English, University of Colorado Boulder, 2016'],
    experience: '7 years',
    motivation: 'I know the HR buyer and enjoy writing for them.',
  },
  {
    job: CONTENT,
    name: 'Ethan Moore',
    email: 'ethan.moore@example.com',
    phone: '+1 503 555 0172',
    city: 'Portland, OR',
    status: 'REJECTED',
    sourceChannel: ASSISTANT,
    appliedDaysAgo: 34,
    summary: 'Journalist turned marketer; two years of social media and newsletter work.',
    roles: [
      {
        title: 'Social Media Coordinator',
        company: 'Evergreen Outdoors',
        dates: 'Jun 2022 – Present',
        bullets: ['Runs the newsletter (48k subscribers) and social channels'],
      },
    ],
    skills: ['Social media', 'Newsletters', 'Copywriting', 'Canva'],
    education: ['B.A. Journalism, University of Oregon, 2020'],
    experience: '2 years',
    motivation: '',
  },
  {
    job: ANALYST,
    name: 'Isabella Garcia',
    email: 'isabella.garcia@example.com',
    phone: '+34 91 555 0137',
    city: 'Madrid, Spain',
    status: 'INTERVIEW_IN_PROGRESS',
    sourceChannel: MANUAL_SOURCE_CHANNEL,
    appliedDaysAgo: 25,
    summary: 'Data analyst with 5 years in people analytics: attrition models, compensation benchmarking and hiring funnels.',
    roles: [
      {
        title: 'People Analytics Analyst',
        company: 'Iberia Retail Group',
        dates: 'Apr 2020 – Present',
        bullets: ['Built the hiring funnel dashboard in Looker used by 60 recruiters', 'Attrition model (Python, scikit-learn) with 0.81 AUC'],
      },
      {
        title: 'Business Analyst',
        company: 'Consultora Norte',
        dates: 'Sep 2018 – Mar 2020',
        bullets: ['SQL reporting for retail and HR clients'],
      },
    ],
    skills: ['SQL', 'Python', 'Looker', 'dbt', 'Statistics', 'People analytics'],
    education: ['M.Sc. Statistics, Universidad Complutense de Madrid, 2018'],
    experience: '5 years',
    motivation: 'People analytics is what I do, and I want to do it for a hiring product.',
  },
];

/** The resume as text: name, contact line, summary, experience with date ranges, skills, education. */
function demoResumeText(candidate: DemoCandidate): string {
  const lines = [candidate.name, `${candidate.email} | ${candidate.phone} | ${candidate.city}`, '', 'SUMMARY', candidate.summary, '', 'EXPERIENCE'];
  for (const role of candidate.roles) {
    lines.push(`${role.title}, ${role.company}`, role.dates, ...role.bullets.map((bullet) => `• ${bullet}`), '');
  }
  lines.push('SKILLS', candidate.skills.join(', '), '', 'EDUCATION', ...candidate.education);
  return lines.join('\n');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds the demo candidates to the organisation's demo jobs: each with a generated PDF resume in the
 * file storage and a queued processing job, so the demo shows extracted text (and, with screening,
 * scores) a few seconds after the first start. Returns how many were added.
 */
export async function seedDemoCandidates(ctx: AppContext, orgId: number, createdBy: number | null, now: Date = new Date()): Promise<number> {
  const titles = [...new Set(DEMO_CANDIDATES.map((candidate) => candidate.job))];
  const rows = await ctx.database.db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), inArray(jobs.title, titles)));
  const jobIds = new Map(rows.map((row) => [row.title, row.id]));
  let added = 0;
  for (const [index, candidate] of DEMO_CANDIDATES.entries()) {
    const jobId = jobIds.get(candidate.job);
    if (!jobId) continue;
    const pdf = await makePdf(demoResumeText(candidate), { title: `${candidate.name} - Resume` });
    const fileName = `${candidate.name.replace(/\s+/g, '_')}_Resume.pdf`;
    const stored = await storeResume(ctx, orgId, pdf, fileName, 'pdf');
    const manual = candidate.sourceChannel !== ASSISTANT;
    const massUploaded = candidate.sourceChannel === MASS_UPLOAD_SOURCE_CHANNEL;
    const createdAt = new Date(now.getTime() - candidate.appliedDaysAgo * DAY_MS - (index + 1) * 53 * 60 * 1000);
    await createApplication(
      ctx,
      orgId,
      jobId,
      {
        candidateName: candidate.name,
        candidateEmail: candidate.email,
        candidatePhone: candidate.phone,
        status: candidate.status,
        sourceChannel: candidate.sourceChannel,
        experience: massUploaded ? null : candidate.experience,
        skills: massUploaded ? null : candidate.skills.join(', '),
        motivation: massUploaded || !candidate.motivation ? null : candidate.motivation,
        createdBy: manual ? createdBy : null,
        // Candidates who came through the assistant agreed to its privacy notice.
        ...(manual ? {} : { consent: { givenAt: createdAt, noticeVersion: PRIVACY_NOTICE_VERSION } }),
        createdAt,
      },
      stored,
    );
    added += 1;
  }
  return added;
}
