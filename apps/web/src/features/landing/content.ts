/** Copy of the public landing page (spec section 1: its topics, claims and actions). */
import { SALES_EMAIL } from '../../lib/plans';

/** The external 'Schedule Demo' link: a mail to sales, opened outside the app. */
export const SCHEDULE_DEMO_HREF = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent('Schedule a demo')}`;

export const LANDING_TEXT = {
  documentTitle: 'Kairox · AI-powered recruitment and candidate screening',
  nav: { features: 'Features', howItWorks: 'How it works', pricing: 'Pricing' },
  signIn: 'Sign In',
  getStarted: 'Get Started',
  startTrial: 'Start Free Trial',
  watchDemo: 'Watch Demo',
  scheduleDemo: 'Schedule Demo',
  opensExternally: 'Opens your email app to book a demo with our team',
  eyebrow: 'AI screening for modern hiring teams',
  heroTitleLead: 'Screen every candidate with AI.',
  heroTitleAccent: 'Hire in days, not months.',
  heroBody:
    'Kairox scores every resume against your job, runs AI pre-screening interviews and flags integrity risks, so your team spends its time on the candidates who fit.',
  heroFootnote: 'Free trial · No credit card required · Set up in minutes',
  statsLabel: 'Kairox in numbers',
  featuresEyebrow: 'Everything in one workspace',
  featuresTitle: 'From job post to shortlist, on autopilot',
  featuresBody: 'One platform for your recruiters, hiring managers and interviewers, with AI doing the heavy lifting.',
  howEyebrow: 'How it works',
  howTitle: 'Four steps from opening to offer',
  pricingEyebrow: 'Pricing',
  pricingTitle: 'Plans that grow with your team',
  pricingBody: 'Start free, upgrade when you are ready. Paid plans are activated by our team within 2 hours.',
  choosePlan: (plan: string) => `Choose ${plan}`,
  trialNote: 'Not ready to commit?',
  trialLink: 'Try Kairox free',
  trialNoteTail: 'on the Free Trial, no credit card required.',
  ctaTitle: 'Ready to hire faster?',
  ctaBody: 'Create your workspace in minutes, or talk to us about a walkthrough tailored to your hiring process.',
  ctaCreate: 'Create Free Account',
  demoTitle: 'Product walkthrough',
  demoDescription: 'A five-minute tour of how a hiring team works in Kairox.',
  demoClose: 'Close',
  demoHowItWorks: 'See how it works',
  demoLive: 'Prefer a live walkthrough? Book a session with our team.',
  footerTagline: 'AI-assisted recruitment and talent screening for teams that hire with confidence.',
  footerProduct: 'Product',
  footerAccount: 'Account',
  footerLogIn: 'Log in',
  footerCreate: 'Create an account',
  footerSales: 'Talk to sales',
  footerRights: 'All rights reserved.',
} as const;

/** Spec section 1: the three claims. */
export const LANDING_STATS = [
  { value: '70%', label: 'faster hiring' },
  { value: '95%', label: 'satisfaction' },
  { value: '1M+', label: 'candidates processed' },
] as const;

export type FeatureIcon = 'screening' | 'workflows' | 'analytics' | 'collaboration' | 'speed' | 'security';

/** Spec section 1: the six topics the landing page advertises. */
export const LANDING_FEATURES: readonly { icon: FeatureIcon; title: string; body: string }[] = [
  {
    icon: 'screening',
    title: 'AI Screening',
    body: 'Every resume is read and scored against the job the moment it arrives, with written feedback your team can trust.',
  },
  {
    icon: 'workflows',
    title: 'Automated Workflows',
    body: 'AI-generated job posts, mass resume upload, a chat assistant for applicants and AI interview invitations, all automatic.',
  },
  {
    icon: 'analytics',
    title: 'Analytics & Insights',
    body: 'Live hiring funnels, conversion rates, top scorers and interview scorecards for every open role.',
  },
  {
    icon: 'collaboration',
    title: 'Team Collaboration',
    body: 'Recruiters, admins and hiring managers share notes, statuses and candidate histories in one place.',
  },
  {
    icon: 'speed',
    title: 'Shorter Time to Hire',
    body: 'Skip the manual first pass. Shortlist qualified candidates in hours and move them forward the same day.',
  },
  {
    icon: 'security',
    title: 'Enterprise Security',
    body: 'Tenant-isolated data, role-based access, signed sessions and integrity signals from every AI interview.',
  },
];

/** The 'How it works' steps, also the walkthrough in the Watch Demo dialog. */
export const LANDING_STEPS: readonly { title: string; body: string }[] = [
  {
    title: 'Post a job',
    body: 'Describe the role or let the AI generator draft the posting, requirements and interview questions for you.',
  },
  {
    title: 'Collect applications',
    body: 'Candidates apply through a friendly chat assistant, or you mass-upload the resumes you already have.',
  },
  {
    title: 'Let AI screen',
    body: 'Each resume is scored against the job; strong candidates are invited to an AI pre-screening interview with integrity checks.',
  },
  {
    title: 'Decide together',
    body: 'Review scores, scorecards and notes with your team, shortlist the best and move them to the next round.',
  },
];
