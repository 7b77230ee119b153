import { containsEmoji, createJobRequestSchema, hasTooManyInternalQuestions } from '@kairox/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_GENERATOR_INPUTS,
  canContinue,
  canGenerate,
  extractFocus,
  generateJobPosting,
  inferDepartment,
  inferEmploymentType,
  inferTitle,
  parseSkills,
  type JobGeneratorInputs,
} from './generate-job-posting';
import { buildCreateJobPayload, emptyJobPostingForm, formWithGenerated } from './job-posting-form';

const INPUTS: JobGeneratorInputs = {
  companyName: 'Acme Pay',
  experienceLevel: 'Senior',
  requiredSkills: 'Go, PostgreSQL, Kafka and AWS',
  salaryRange: '$140,000 - $170,000',
  workMode: 'Remote',
  teamSize: '8',
  projectType: 'Fintech platform',
};
const PROMPT = 'Backend engineer to build and scale our payments platform in Go';

describe('generator enabling rules', () => {
  it('continues only with a prompt that is not blank', () => {
    expect(canContinue('')).toBe(false);
    expect(canContinue('   \n ')).toBe(false);
    expect(canContinue('A designer')).toBe(true);
  });

  it('generates only with company, level, skills, salary and work mode filled', () => {
    expect(canGenerate(EMPTY_GENERATOR_INPUTS)).toBe(false);
    const required = { ...INPUTS, teamSize: '', projectType: '' };
    expect(canGenerate(required)).toBe(true);
    for (const field of ['companyName', 'experienceLevel', 'requiredSkills', 'salaryRange', 'workMode'] as const) {
      expect(canGenerate({ ...required, [field]: field === 'companyName' ? '   ' : '' })).toBe(false);
    }
  });
});

describe('generateJobPosting', () => {
  const posting = generateJobPosting(PROMPT, INPUTS);

  it('is deterministic', () => {
    expect(generateJobPosting(PROMPT, INPUTS)).toEqual(posting);
  });

  it('infers the title from the prompt and the level, with a department and location', () => {
    expect(posting.title).toBe('Senior Backend Engineer');
    expect(posting.department).toBe('engineering');
    expect(posting.location).toBe('Remote');
    expect(posting.employmentType).toBe('full-time');
  });

  it('writes a description that mentions company, focus, team, project, work mode and salary', () => {
    const { description } = posting;
    expect(description).toContain('Acme Pay is looking for a Senior Backend Engineer to join our team.');
    expect(description).toContain('In this role you will build and scale our payments platform in Go.');
    expect(description).toContain('You will be part of a team of 8 people working on a fintech platform.');
    expect(description).toContain('Day to day you will work with Go, PostgreSQL, Kafka and AWS.');
    expect(description).toContain('This is a fully remote position.');
    expect(description).toContain('The salary range for this position is $140,000 - $170,000.');
    expect(description.split('\n\n').length).toBeGreaterThanOrEqual(4);
  });

  it("lists requirements as bullets built from the skills and the level's years", () => {
    const lines = posting.requirements.split('\n');
    expect(lines.every((line) => line.startsWith('- '))).toBe(true);
    expect(lines[0]).toBe('- 5-8 years of professional experience as a Backend Engineer or in a similar role');
    expect(lines).toContain('- Strong hands-on experience with Go');
    expect(lines).toContain('- Solid, practical knowledge of PostgreSQL');
    expect(lines).toContain('- Familiarity with AWS');
  });

  it('adds 2 to 4 internal questions, each a question, and the skills as topics', () => {
    expect(posting.questions.length).toBeGreaterThanOrEqual(2);
    expect(posting.questions.length).toBeLessThanOrEqual(4);
    expect(posting.questions.every((question) => question.endsWith('?'))).toBe(true);
    expect(posting.topics).toEqual(['Go', 'PostgreSQL', 'Kafka', 'AWS']);
  });

  it('still writes 2 or more questions from the required inputs alone', () => {
    const minimal = generateJobPosting('Graphic designer', {
      ...INPUTS,
      requiredSkills: 'Figma',
      teamSize: '',
      projectType: '',
      workMode: 'On-site',
      experienceLevel: 'Entry',
    });
    expect(minimal.title).toBe('Junior Graphic Designer');
    expect(minimal.department).toBe('design');
    expect(minimal.location).toBe('');
    expect(minimal.questions.length).toBeGreaterThanOrEqual(2);
    expect(minimal.requirements).toContain('Up to 2 years of experience as a Graphic Designer');
    expect(minimal.description).toContain('This is an on-site position');
  });

  it('produces a posting the create-job schema accepts, without emoji', () => {
    const values = formWithGenerated(emptyJobPostingForm(), posting, new Date());
    const payload = buildCreateJobPayload({ ...values, projectName: 'P', projectCode: 'C', projectManager: 'M', techInterviewPoc: 'T' });
    expect(createJobRequestSchema.safeParse(payload).success).toBe(true);
    expect(containsEmoji(posting.description) || containsEmoji(posting.requirements)).toBe(false);
    expect(hasTooManyInternalQuestions(payload.internalQuestions)).toBe(false);
  });
});

describe('title, department and type inference', () => {
  it.each([
    ['I want to hire a senior engineer for our payments backend', 'Lead', 'Lead Backend Engineer'],
    ['Looking for a React Native developer', 'Mid', 'React Native Developer'],
    ['product marketing manager', 'Senior', 'Senior Product Marketing Manager'],
    ['HR business partner for our Pune office', 'Mid', 'HR Business Partner'],
    ['Hiring: Sr. Java developer on a 6-month contract', 'Entry', 'Junior Java Developer'],
    ['data analyst who can own our sales dashboards', 'Senior', 'Senior Data Analyst'],
    ['someone to run our SEO and content', 'Mid', 'Content Marketing Manager'],
    ['warehouse operations', 'Mid', 'Warehouse Operations Specialist'],
  ] as const)('%s (%s) -> %s', (prompt, level, title) => {
    expect(inferTitle(prompt, level)).toBe(title);
  });

  it('guesses a department from the title, then the prompt', () => {
    expect(inferDepartment('Senior Product Designer', '')).toBe('design');
    expect(inferDepartment('Product Manager', '')).toBe('product');
    expect(inferDepartment('Talent Acquisition Specialist', '')).toBe('hr');
    expect(inferDepartment('Financial Analyst', '')).toBe('finance');
    expect(inferDepartment('Data Analyst', '')).toBe('analytics');
    expect(inferDepartment('Management Consultant', '')).toBe('consulting');
    expect(inferDepartment('Operations Specialist', 'warehouse')).toBe('others');
  });

  it('reads part-time and contract roles from the prompt', () => {
    expect(inferEmploymentType('part-time bookkeeper')).toBe('part-time');
    expect(inferEmploymentType('Java developer on a 6-month contract')).toBe('contract');
    expect(inferEmploymentType('smart contract developer')).toBe('full-time');
  });

  it("reads the person's focus after the role, not the hiring verb", () => {
    expect(extractFocus('I want to hire a designer to own our design system')).toBe('own our design system');
    expect(extractFocus('I need to hire a backend engineer')).toBe('');
    expect(extractFocus('An engineer who will help me scale my API')).toBe('help us scale our API');
  });

  it('splits skills on commas, semicolons and "and", without duplicates', () => {
    expect(parseSkills('React, TypeScript; Node.js and react\nSQL')).toEqual(['React', 'TypeScript', 'Node.js', 'SQL']);
  });
});
