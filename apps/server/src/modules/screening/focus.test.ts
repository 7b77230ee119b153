import { describe, expect, it } from 'vitest';
import { analyzeJob, analyzeResume, scoreParts, screenResume } from './engine.js';
import { backendJob, NOW, nurseJob, nurseResume, unrelatedChefResume } from './fixtures.test-data.js';
import { FOCUS_FULL_LENGTH_WORDS, focusScore, lengthShare, resumeTermMass } from './focus.js';
import { buildRelevanceQuery, termFrequencies } from './relevance.js';
import { contentTerms } from './terms.js';

const job = buildRelevanceQuery({ title: 'Pastry Chef', requirements: 'Baking breads and pastries, cake decorating', description: '' });
const focusOf = (text: string) => {
  const tf = termFrequencies(contentTerms(text));
  return focusScore(job.weights, tf, resumeTermMass(tf));
};

describe('focus', () => {
  it("rises with the job's words, falls with other words, and is capped", () => {
    const office = 'Managed invoices, payroll, vendor contracts, filing, scheduling and the office budget.';
    const base = `Pastry chef. ${office} ${office} ${office} ${office}`;
    expect(focusOf(`${base} Baking breads.`)).toBeGreaterThan(focusOf(base));
    expect(focusOf(`${base} Reconciled ledgers and audited tax filings.`)).toBeLessThan(focusOf(base));
    expect(focusOf('Pastry chef baking breads, pastries and decorated cakes.')).toBe(1);
    expect(focusOf('Network engineer configuring routers and firewalls.')).toBe(0);
  });

  it('lets a short resume count only part of it', () => {
    expect(lengthShare(FOCUS_FULL_LENGTH_WORDS / 2)).toBeCloseTo(0.5);
    expect(lengthShare(FOCUS_FULL_LENGTH_WORDS * 3)).toBe(1);
  });

  it("scales the skills part: the job's skills in a resume mostly about other work weigh less", () => {
    const analysed = analyzeJob(backendJob);
    const skillsPart = (text: string) => scoreParts(analyzeResume(text, { now: NOW }), analysed).skills;
    const skillsLine = 'Skills: Java, Spring Boot, REST APIs, PostgreSQL, Docker, Kubernetes, CI/CD, Jenkins';
    const onTopic = [
      'Backend engineer with eight years of building payment services in Java and operating them in production.',
      'Designed REST APIs, tuned PostgreSQL queries, ran services in Docker and Kubernetes and built CI/CD pipelines in Jenkins.',
      skillsLine,
    ].join('\n');
    const onTopicPart = skillsPart(onTopic);
    const offTopicPart = skillsPart(`${onTopic}\n${`${unrelatedChefResume}\n`.repeat(4)}`);
    expect(offTopicPart.matched).toEqual(onTopicPart.matched);
    expect(offTopicPart.score).toBeLessThan(onTopicPart.score);
  });

  it("calls a resume off-topic by the posting's wording it shares, not by a short resume's lower focus", () => {
    const offTopic = 'little in common with the job description';
    const nurse = screenResume({ resumeText: nurseResume, job: nurseJob }, { now: NOW });
    expect(nurse.score).toBeGreaterThan(75);
    expect(nurse.feedbackMarkdown).not.toContain(offTopic);
    expect(screenResume({ resumeText: unrelatedChefResume, job: backendJob }, { now: NOW }).feedbackMarkdown).toContain(offTopic);
  });
});
