import type { ExperienceLevel, WorkMode } from '@kairox/contract';

/**
 * The AI Job Generator (spec sections 2 and 5): a local, deterministic writer that turns the
 * recruiter's prompt and the step-2 inputs into a posting. No server call and no randomness: the
 * same inputs always give the same text, so tests and recruiters can rely on it.
 */

export interface JobGeneratorInputs {
  companyName: string;
  experienceLevel: ExperienceLevel | '';
  requiredSkills: string;
  salaryRange: string;
  workMode: WorkMode | '';
  teamSize: string;
  projectType: string;
}

export const EMPTY_GENERATOR_INPUTS: JobGeneratorInputs = {
  companyName: '',
  experienceLevel: '',
  requiredSkills: '',
  salaryRange: '',
  workMode: '',
  teamSize: '',
  projectType: '',
};

export interface GeneratedJobPosting {
  title: string;
  /** A department option value ('engineering', 'design', 'hr', ...). */
  department: string;
  /** 'Remote' for remote work, else '' (the recruiter's location is kept). */
  location: string;
  employmentType: 'full-time' | 'part-time' | 'contract';
  description: string;
  requirements: string;
  /** 2 to 4 interview questions, each ending in '?'. */
  questions: string[];
  /** Topics to cover (the main skills). */
  topics: string[];
}

/** Step 1: Continue needs a prompt that is not blank. */
export function canContinue(prompt: string): boolean {
  return prompt.trim().length > 0;
}

/**
 * Step 2: Generate Job needs company name, experience level, required skills, salary range and
 * work mode. Team size and project type are marked required but not enforced (spec section 5).
 */
export function canGenerate(inputs: JobGeneratorInputs): boolean {
  return [inputs.companyName, inputs.experienceLevel, inputs.requiredSkills, inputs.salaryRange, inputs.workMode].every(
    (value) => value.trim().length > 0,
  );
}

// ---------------------------------------------------------------------------------------------
// Title and department
// ---------------------------------------------------------------------------------------------

const ROLE_NOUNS = new Set([
  'engineer',
  'developer',
  'programmer',
  'architect',
  'designer',
  'manager',
  'analyst',
  'scientist',
  'specialist',
  'consultant',
  'administrator',
  'accountant',
  'recruiter',
  'writer',
  'copywriter',
  'editor',
  'coordinator',
  'strategist',
  'researcher',
  'marketer',
  'executive',
  'representative',
  'officer',
  'tester',
  'technician',
  'generalist',
  'director',
  'intern',
  'partner',
  'owner',
  'assistant',
  'advisor',
  'adviser',
  'planner',
  'controller',
  'auditor',
  'trainer',
]);

/** Words that end the qualifier run in front of a role noun ('we need a [backend] engineer'). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'for',
  'to',
  'we',
  'i',
  'need',
  'needs',
  'want',
  'hire',
  'hiring',
  'looking',
  'seeking',
  'our',
  'my',
  'your',
  'who',
  'with',
  'and',
  'or',
  'in',
  'of',
  'on',
  'at',
  'as',
  'is',
  'are',
  'be',
  'someone',
  'person',
  'experienced',
  'skilled',
  'talented',
  'great',
  'strong',
  'new',
  'good',
  'excellent',
  'passionate',
  'motivated',
  'ideal',
  'one',
  'two',
  'more',
  'few',
  'some',
  'full-time',
  'part-time',
  'remote',
  'hybrid',
  'on-site',
  'onsite',
  'contract',
  'freelance',
  'permanent',
  'temporary',
]);

/** Seniority words in the prompt give way to the level picked in step 2. */
const LEVEL_WORDS = new Set([
  'senior',
  'sr',
  'sr.',
  'junior',
  'jr',
  'jr.',
  'mid',
  'mid-level',
  'midlevel',
  'intermediate',
  'entry',
  'entry-level',
  'lead',
  'principal',
  'staff',
  'graduate',
  'trainee',
  'level',
]);

const CANONICAL_WORDS: Record<string, string> = {
  ui: 'UI',
  ux: 'UX',
  'ui/ux': 'UI/UX',
  'ux/ui': 'UX/UI',
  qa: 'QA',
  ai: 'AI',
  ml: 'ML',
  'ai/ml': 'AI/ML',
  hr: 'HR',
  it: 'IT',
  seo: 'SEO',
  sem: 'SEM',
  sre: 'SRE',
  devops: 'DevOps',
  devsecops: 'DevSecOps',
  ios: 'iOS',
  api: 'API',
  'node.js': 'Node.js',
  nodejs: 'Node.js',
  node: 'Node.js',
  fullstack: 'Full Stack',
  'full-stack': 'Full Stack',
  backend: 'Backend',
  'back-end': 'Backend',
  frontend: 'Frontend',
  'front-end': 'Frontend',
  sql: 'SQL',
  aws: 'AWS',
  gcp: 'GCP',
  php: 'PHP',
  '.net': '.NET',
  'c#': 'C#',
  'c++': 'C++',
  golang: 'Go',
  go: 'Go',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  graphql: 'GraphQL',
  saas: 'SaaS',
  b2b: 'B2B',
  crm: 'CRM',
  erp: 'ERP',
  bi: 'BI',
  fpa: 'FP&A',
  'fp&a': 'FP&A',
  llm: 'LLM',
  nlp: 'NLP',
  etl: 'ETL',
  cloud: 'Cloud',
};

function titleWord(word: string): string {
  const canonical = CANONICAL_WORDS[word.toLowerCase()];
  if (canonical) return canonical;
  // Keep deliberate inner capitals ('PostgreSQL'), else capitalise the first letter.
  if (/[A-Z]/.test(word.slice(1))) return word.charAt(0).toUpperCase() + word.slice(1);
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

const singular = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

interface KnownRole {
  pattern: RegExp;
  title: string;
}

/** Roles recognised from keywords when the prompt names no role noun (most specific first). */
const KNOWN_ROLES: KnownRole[] = [
  { pattern: /\bfull[- ]?stack\b/, title: 'Full Stack Engineer' },
  { pattern: /\b(back[- ]?end|server[- ]side|apis?|microservices?)\b/, title: 'Backend Engineer' },
  { pattern: /\b(front[- ]?end|react|angular|vue|web ui)\b/, title: 'Frontend Engineer' },
  { pattern: /\b(ios|android|mobile|flutter|react native)\b/, title: 'Mobile Engineer' },
  { pattern: /\b(devops|sre|site reliability|infrastructure|kubernetes|cloud platform)\b/, title: 'DevOps Engineer' },
  { pattern: /\b(machine learning|ml|deep learning|llms?|nlp|computer vision)\b/, title: 'Machine Learning Engineer' },
  { pattern: /\bdata scien(ce|tist)\b/, title: 'Data Scientist' },
  { pattern: /\b(data engineer(ing)?|etl|data pipelines?)\b/, title: 'Data Engineer' },
  { pattern: /\b(data|analytics|dashboards?|business intelligence|reporting)\b/, title: 'Data Analyst' },
  { pattern: /\b(qa|quality assurance|test automation|testing)\b/, title: 'QA Engineer' },
  { pattern: /\b(security|cybersecurity|appsec)\b/, title: 'Security Engineer' },
  { pattern: /\b(ux research|user research)\b/, title: 'UX Researcher' },
  { pattern: /\b(ux|ui|user experience|product design|design|designer|figma)\b/, title: 'Product Designer' },
  { pattern: /\b(product (management|owner|manager)|roadmaps?)\b/, title: 'Product Manager' },
  { pattern: /\b(seo|content marketing|content)\b/, title: 'Content Marketing Manager' },
  { pattern: /\b(marketing|growth|brand|campaigns?|demand generation)\b/, title: 'Marketing Manager' },
  { pattern: /\b(sales|business development|account executive)\b/, title: 'Sales Executive' },
  { pattern: /\b(recruit(ing|ment)?|talent acquisition|sourcing)\b/, title: 'Talent Acquisition Specialist' },
  { pattern: /\b(hr|human resources|people operations|payroll)\b/, title: 'HR Generalist' },
  { pattern: /\b(accounting|bookkeeping|audit|tax)\b/, title: 'Accountant' },
  { pattern: /\b(finance|financial|fp&a|forecasting|budgeting)\b/, title: 'Financial Analyst' },
  { pattern: /\b(consulting|strategy|transformation)\b/, title: 'Management Consultant' },
  { pattern: /\b(customer success|customer support|support)\b/, title: 'Customer Success Specialist' },
  { pattern: /\b(software|coding|programming|developer|engineering|platform|app|application|website)\b/, title: 'Software Engineer' },
];

const WORD_PATTERN = /[A-Za-z0-9+#&./-]+/g;

/** The prompt's role without a seniority word, e.g. 'Backend Engineer'. */
function inferBaseTitle(prompt: string): string {
  const words = prompt.match(WORD_PATTERN) ?? [];
  const clean = (word: string) => word.replace(/[.,;:!?]+$/, '');
  const lower = prompt.toLowerCase();
  const nounIndex = words.findIndex((word) => ROLE_NOUNS.has(singular(clean(word).toLowerCase())));

  if (nounIndex >= 0) {
    const noun = singular(clean(words[nounIndex]!).toLowerCase());
    const qualifiers: string[] = [];
    for (let index = nounIndex - 1; index >= 0 && qualifiers.length < 3; index -= 1) {
      const word = clean(words[index]!);
      const key = word.toLowerCase();
      if (LEVEL_WORDS.has(key) || STOP_WORDS.has(key) || /^\d/.test(word)) break;
      qualifiers.unshift(word);
    }
    if (qualifiers.length > 0) return [...qualifiers, noun].map(titleWord).join(' ');
    // A bare noun ('a senior engineer for our payments backend'): let the keywords specialise it.
    const nounTitle = titleWord(noun);
    const specialised = KNOWN_ROLES.find((role) => role.pattern.test(lower) && role.title.endsWith(nounTitle));
    if (specialised) return specialised.title;
    if (noun === 'engineer' || noun === 'developer' || noun === 'programmer') return `Software ${nounTitle}`;
    return nounTitle;
  }

  const known = KNOWN_ROLES.find((role) => role.pattern.test(lower));
  if (known) return known.title;

  const content = words
    .map(clean)
    .filter((word) => word && !STOP_WORDS.has(word.toLowerCase()) && !LEVEL_WORDS.has(word.toLowerCase()))
    .slice(0, 3);
  return content.length > 0 ? `${content.map(titleWord).join(' ')} Specialist` : 'Team Member';
}

const LEVEL_PREFIX: Record<ExperienceLevel, string> = { Entry: 'Junior', Mid: '', Senior: 'Senior', Lead: 'Lead' };

/** 'Backend Engineer' at level Senior -> 'Senior Backend Engineer'. */
export function inferTitle(prompt: string, level: ExperienceLevel | ''): string {
  const base = inferBaseTitle(prompt);
  const prefix = level ? LEVEL_PREFIX[level] : '';
  if (!prefix || /\b(intern|director|head)\b/i.test(base)) return base;
  return `${prefix} ${base}`;
}

const DEPARTMENT_RULES: Array<{ pattern: RegExp; department: string }> = [
  { pattern: /\b(product manager|product owner|product management)\b/, department: 'product' },
  { pattern: /\b(designer|design|ux|ui|figma)\b/, department: 'design' },
  { pattern: /\b(talent|recruit\w*|hr|human resources|people|payroll)\b/, department: 'hr' },
  { pattern: /\b(marketing|marketer|seo|growth|brand|content|campaigns?)\b/, department: 'marketing' },
  { pattern: /\b(financ\w*|accountant|accounting|fp&a|audit|tax|budget\w*)\b/, department: 'finance' },
  { pattern: /\b(data analyst|analytics|business intelligence|bi analyst|reporting)\b/, department: 'analytics' },
  { pattern: /\b(consultant|consulting)\b/, department: 'consulting' },
  {
    pattern: /\b(engineer\w*|developer|programmer|software|devops|sre|qa|architect|scientist|machine learning|backend|frontend|full stack)\b/,
    department: 'engineering',
  },
];

/** A sensible department from the title, else from the prompt; 'others' when nothing fits. */
export function inferDepartment(title: string, prompt: string): string {
  for (const text of [title.toLowerCase(), prompt.toLowerCase()]) {
    const rule = DEPARTMENT_RULES.find(({ pattern }) => pattern.test(text));
    if (rule) return rule.department;
  }
  return 'others';
}

export function inferEmploymentType(prompt: string): GeneratedJobPosting['employmentType'] {
  const lower = prompt.toLowerCase();
  if (/\bpart[- ]time\b/.test(lower)) return 'part-time';
  if (
    /\b(contractor|freelancer?|fixed[- ]term)\b|\bcontract (role|position|basis|job|hire)\b|\bon (a )?contract\b|\b\d+[- ]months? contract\b/.test(
      lower,
    )
  ) {
    return 'contract';
  }
  return 'full-time';
}

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

/** 'TypeScript, React and Node.js; PostgreSQL' -> ['TypeScript', 'React', 'Node.js', 'PostgreSQL'] (distinct). */
export function parseSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of text.split(/[,;\n|]|\s+and\s+|\s*&\s+/i)) {
    const skill = part
      .trim()
      .replace(/^[-*•]\s*/, '')
      .replace(/[.]+$/, '')
      .trim();
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills.slice(0, 8);
}

/** 'a', 'b' and 'c'. */
function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'a' or 'an' in front of a word, reading acronyms by their letter names ('an HR ...'). */
function article(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/\s+/)[0] ?? '';
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

const FOCUS_LEAD = /\b(?:to|who (?:will|can|would)|that will|responsible for)\s+/gi;
/** Verbs that describe the hiring itself ('I want to hire ...'), not the job. */
const NOT_A_FOCUS = /^(hire|find|recruit|get|have|create|post|write|generate|make|add|open|fill|bring)\b/i;

/** Where the prompt's role noun ends (0 when it names none). */
function roleNounEnd(prompt: string): number {
  for (const match of prompt.matchAll(WORD_PATTERN)) {
    const word = match[0].replace(/[.,;:!?]+$/, '').toLowerCase();
    if (ROLE_NOUNS.has(singular(word))) return (match.index ?? 0) + match[0].length;
  }
  return 0;
}

/**
 * What the prompt says the person will do, read after the role it names:
 * 'Backend engineer to build our payments API' -> 'build our payments API'; '' when it says nothing.
 */
export function extractFocus(prompt: string): string {
  const text = prompt.trim();
  const start = roleNounEnd(text);
  for (const match of text.slice(start).matchAll(FOCUS_LEAD)) {
    let focus = text
      .slice(start + (match.index ?? 0) + match[0].length)
      .trim()
      .replace(/[.!?\s]+$/, '');
    if (!focus || NOT_A_FOCUS.test(focus)) continue;
    if (/^responsible for/i.test(match[0])) focus = `take responsibility for ${focus}`;
    focus = focus
      .replace(/\bmy\b/gi, 'our')
      .replace(/\bme\b/gi, 'us')
      .replace(/\bmine\b/gi, 'ours');
    if (focus.split(/\s+/).length >= 2) return lowerFirst(focus);
  }
  return '';
}

const COUNTABLE_PROJECT =
  /\b(platform|product|project|app|application|system|tool|website|site|service|portal|engagement|initiative|programme|program|launch|migration|rebuild|redesign)$/i;

/** 'Fintech platform' -> 'a fintech platform'; 'Product development' and 'internal tools' stay as they are. */
function projectPhrase(projectType: string): string {
  const text = lowerFirst(projectType.trim().replace(/[.]+$/, ''));
  if (!text) return '';
  if (/^(a|an|the|our|their|its|this|these|several|multiple)\b/i.test(text) || !COUNTABLE_PROJECT.test(text)) return text;
  return `${article(text)} ${text}`;
}

/** '8' or '5-10' -> 'a team of 8 people'; '12 engineers' -> 'a team of 12 engineers'; 'small' -> 'a small team'. */
function teamPhrase(teamSize: string): string {
  const size = teamSize.trim();
  if (!size) return '';
  if (/^\d+(\s*(-|–|to)\s*\d+)?\+?$/.test(size)) return `a team of ${size.replace(/\s*(–|to)\s*/, '-')} people`;
  if (/^\d/.test(size)) return `a team of ${size}`;
  const words = size.toLowerCase();
  return `${article(words)} ${words}${/\bteam\b/.test(words) ? '' : ' team'}`;
}

// ---------------------------------------------------------------------------------------------
// Department- and level-specific wording
// ---------------------------------------------------------------------------------------------

interface DepartmentCopy {
  /** Default focus when the prompt does not say what the person will do. */
  focus: string;
  /** 'What you will do' bullets; `{skills}` is replaced by the first skills. */
  duties: string[];
  fundamentals: string;
}

const DEPARTMENT_COPY: Record<string, DepartmentCopy> = {
  engineering: {
    focus: 'design, build and ship reliable software together with product and design',
    duties: [
      'Design, build and maintain features using {skills}',
      'Write clean, well-tested code and take an active part in code reviews',
      'Work with product and design to turn requirements into working software',
      'Monitor, debug and improve the reliability and performance of what you ship',
    ],
    fundamentals: 'Solid software engineering fundamentals: testing, version control and code review',
  },
  product: {
    focus: 'discover what our customers need and turn it into a clear, prioritised roadmap',
    duties: [
      'Own the roadmap for your area, drawing on {skills}',
      'Talk to customers regularly and turn what you learn into clear problem statements',
      'Write concise requirements and work with design and engineering through delivery',
      'Define success metrics and measure the impact of every release',
    ],
    fundamentals: 'Experience prioritising with data and customer evidence, and writing clear product specs',
  },
  design: {
    focus: 'shape clear, accessible and delightful experiences for our users',
    duties: [
      'Design end-to-end experiences using {skills}',
      'Plan and run user research and usability tests, and share what you learn',
      'Create wireframes, high-fidelity designs and interactive prototypes',
      'Work closely with engineers through delivery and contribute to our design system',
    ],
    fundamentals: 'A portfolio that shows your process from research to shipped work',
  },
  marketing: {
    focus: 'grow awareness and demand for our products across the channels that matter',
    duties: [
      'Plan and run campaigns that draw on {skills}',
      'Create and optimise content, landing pages and messaging for our audiences',
      'Track performance, report on results and move budget to what works',
      'Work with sales and product to keep messaging aligned with what we sell',
    ],
    fundamentals: 'An analytical approach to campaigns, with experience reporting on results and ROI',
  },
  hr: {
    focus: 'help us attract, grow and keep great people',
    duties: [
      'Run people processes that rely on {skills}',
      'Partner with managers on hiring, onboarding, performance and development',
      'Keep policies, records and processes accurate, fair and compliant',
      'Use people data to spot trends and recommend improvements',
    ],
    fundamentals: 'Sound knowledge of HR practice and relevant employment law, handled with discretion',
  },
  finance: {
    focus: 'give the business an accurate, timely picture of its numbers',
    duties: [
      'Own financial analysis and reporting that draw on {skills}',
      'Build budgets, forecasts and models, and explain the variances',
      'Support month-end close and keep financial records accurate',
      'Partner with department heads to turn numbers into decisions',
    ],
    fundamentals: 'Strong attention to detail and a good grasp of accounting principles',
  },
  analytics: {
    focus: 'turn data into insights that help every team make better decisions',
    duties: [
      'Analyse data and build reports using {skills}',
      'Define and document key metrics so every team reads them the same way',
      'Build and maintain dashboards that leaders rely on',
      'Present findings as clear, actionable recommendations',
    ],
    fundamentals: 'Good grounding in statistics and the ability to explain data to non-specialists',
  },
  consulting: {
    focus: 'help our clients solve their most important business problems',
    duties: [
      'Lead client workstreams that draw on {skills}',
      'Run workshops, interviews and analyses to understand the client situation',
      'Build recommendations, business cases and roadmaps, and present them to senior stakeholders',
      'Support implementation and track the value delivered',
    ],
    fundamentals: 'Structured problem solving and confident presentation to senior stakeholders',
  },
  others: {
    focus: 'make a visible difference to how our team works and what we deliver',
    duties: [
      'Take ownership of day-to-day work that draws on {skills}',
      'Improve processes and documentation so the team works more effectively',
      'Collaborate with colleagues across the company to deliver on shared goals',
      'Track results and share progress with stakeholders',
    ],
    fundamentals: 'A structured, reliable way of working and strong attention to detail',
  },
};

interface LevelCopy {
  years: string;
  intro: string;
  duty: string;
  requirement: string;
  question: string;
}

const LEVEL_COPY: Record<ExperienceLevel, LevelCopy> = {
  Entry: {
    years: '0-2 years',
    intro: 'This is a great opportunity for someone early in their career: you will learn from experienced colleagues and grow quickly.',
    duty: 'Learn our tools and practices with support from experienced colleagues, and take on more ownership as you grow',
    requirement: 'Curiosity, eagerness to learn and openness to feedback',
    question: 'What is something you taught yourself recently, and how did you go about learning it?',
  },
  Mid: {
    years: '2-5 years',
    intro: 'You will own well-defined pieces of work from start to finish and grow your impact across the team.',
    duty: 'Own well-scoped projects from planning to delivery, and share what you learn with the team',
    requirement: 'Ability to take a piece of work from idea to delivery independently',
    question: 'Which piece of work did you own from start to finish, and what would you do differently now?',
  },
  Senior: {
    years: '5-8 years',
    intro: 'As a senior member of the team, you will own significant parts of our work, raise the quality bar and mentor others.',
    duty: 'Mentor colleagues, lead by example and contribute to the decisions that shape our direction',
    requirement: 'A track record of owning complex work end to end and mentoring others',
    question: 'How have you helped a colleague grow, and what changed for them?',
  },
  Lead: {
    years: '8+ years',
    intro: 'As a lead, you will set direction for the team, grow the people around you and work closely with leadership.',
    duty: 'Lead the team: set priorities, coach people and make the calls that keep delivery on track',
    requirement: 'Experience leading a team: setting priorities, coaching people and making decisions',
    question: 'How do you set priorities for a team when everything feels urgent?',
  },
};

const WORK_MODE_COPY: Record<WorkMode, { description: string; requirement: string; question?: string }> = {
  Remote: {
    description: 'This is a fully remote position.',
    requirement: 'Experience working in a distributed team, with strong written communication',
    question: 'How do you stay effective and connected with your team when working remotely?',
  },
  Hybrid: {
    description: 'This is a hybrid position, combining days in the office with days working from home.',
    requirement: 'Able to work from our office on the agreed in-office days',
  },
  'On-site': {
    description: 'This is an on-site position, working alongside the team at our office.',
    requirement: 'Able to work on-site at our office',
  },
};

const SKILL_PHRASES: Record<'early' | 'experienced', [string, string, string]> = {
  early: ['Practical experience with {skill} from work, study or personal projects', 'A working knowledge of {skill}', 'Exposure to {skill}'],
  experienced: ['Strong hands-on experience with {skill}', 'Solid, practical knowledge of {skill}', 'Proven experience working with {skill}'],
};

/** One line for each of the first three skills (varied wording), one line for the rest. */
function skillRequirementLines(skills: readonly string[], level: ExperienceLevel): string[] {
  const phrases = SKILL_PHRASES[level === 'Entry' ? 'early' : 'experienced'];
  const lines = skills.slice(0, 3).map((skill, index) => phrases[index]!.replace('{skill}', skill));
  const rest = skills.slice(3, 6);
  if (rest.length > 0) lines.push(`Familiarity with ${listPhrase(rest)}`);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The posting
// ---------------------------------------------------------------------------------------------

/** Builds the posting from the prompt and the step-2 inputs; pure and deterministic. */
export function generateJobPosting(prompt: string, inputs: JobGeneratorInputs): GeneratedJobPosting {
  const level: ExperienceLevel = inputs.experienceLevel || 'Mid';
  const workMode: WorkMode = inputs.workMode || 'On-site';
  const company = inputs.companyName.trim() || 'Our company';
  const salary = inputs.salaryRange.trim();
  const projectType = inputs.projectType.trim();
  const skills = parseSkills(inputs.requiredSkills);

  const title = inferTitle(prompt, inputs.experienceLevel);
  const baseTitle = inferBaseTitle(prompt);
  const department = inferDepartment(title, prompt);
  const copy = DEPARTMENT_COPY[department] ?? DEPARTMENT_COPY.others!;
  const levelCopy = LEVEL_COPY[level];
  const modeCopy = WORK_MODE_COPY[workMode];
  const focus = extractFocus(prompt) || copy.focus;
  const team = teamPhrase(inputs.teamSize);
  const mainSkills = skills.slice(0, 3);
  const skillsText = mainSkills.length > 0 ? listPhrase(mainSkills) : 'the tools of the trade';

  const about = [`${company} is looking for ${article(title)} ${title} to join our team. In this role you will ${focus}.`, levelCopy.intro].join(' ');

  const context = [
    team && projectType
      ? `You will be part of ${team} working on ${projectPhrase(projectType)}.`
      : team
        ? `You will be part of ${team}.`
        : projectType
          ? `You will work on ${projectPhrase(projectType)}.`
          : '',
    skills.length > 0 ? `Day to day you will work with ${listPhrase(skills)}.` : '',
    'We value ownership, clear communication and continuous improvement, and we give people the room to do their best work.',
  ]
    .filter(Boolean)
    .join(' ');

  const duties = [...copy.duties.map((duty) => duty.replace('{skills}', skillsText)), levelCopy.duty];

  const closing = [
    modeCopy.description,
    salary ? sentence(`The salary range for this position is ${salary}`) : '',
    `If this sounds like you, we would love to hear from you and tell you more about life at ${company}.`,
  ]
    .filter(Boolean)
    .join(' ');

  const description = [about, context, `What you will do:\n${duties.map((duty) => `- ${duty}`).join('\n')}`, closing].join('\n\n');

  const experienceLine =
    level === 'Entry'
      ? `Up to 2 years of experience as ${article(baseTitle)} ${baseTitle} or in a related role; internships and personal projects count`
      : level === 'Lead'
        ? `${levelCopy.years} of experience as ${article(baseTitle)} ${baseTitle} or in a similar role, including time leading others`
        : `${levelCopy.years} of professional experience as ${article(baseTitle)} ${baseTitle} or in a similar role`;

  const skillLines = skillRequirementLines(skills, level);

  const requirements = [
    experienceLine,
    ...skillLines,
    copy.fundamentals,
    levelCopy.requirement,
    modeCopy.requirement,
    'Clear communication and a collaborative approach to working across teams',
  ]
    .map((line) => `- ${line}`)
    .join('\n');

  const questions = [
    skills[0] ? `Can you walk us through a recent project where you used ${skills[0]}, and what your part in it was?` : '',
    skills[1] ? `How have you applied ${skills[1]} in your recent work, and what did you learn from it?` : '',
    levelCopy.question,
    modeCopy.question ?? '',
    projectType ? `What experience do you have with work like ${projectPhrase(projectType)}, and what draws you to it?` : '',
    `What attracts you to this ${baseTitle} role at ${company}?`,
  ]
    .filter(Boolean)
    .slice(0, 4);

  return {
    title,
    department,
    location: workMode === 'Remote' ? 'Remote' : '',
    employmentType: inferEmploymentType(prompt),
    description,
    requirements,
    questions,
    topics: skills.slice(0, 4),
  };
}
