import { deserialize, serialize } from 'node:v8';
import { MASS_UPLOAD_SOURCE_CHANNEL } from '@kairox/contract';
import { describe, expect, it } from 'vitest';
import { analyzeResume, screenAnalyzedResume, screenResume } from './engine.js';
import { backendJob, NOW, nurseJob, nurseResume, partialBackendResume, strongBackendResume } from './fixtures.test-data.js';
import { parseResumeProfile } from './profile/parse.js';
import { readingOptionsFor, readResumeText } from './resume-reading.js';

const options = { fileName: 'resume.pdf', analysisNow: NOW, candidateName: 'Alex Morgan' };

describe('reading a resume in the extraction child', () => {
  it('gives, once cloned over IPC, the same score, breakdown and feedback as screening the text in the server', () => {
    for (const [resume, job] of [
      [strongBackendResume, backendJob],
      [partialBackendResume, backendJob],
      [nurseResume, nurseJob],
    ] as const) {
      const { analysis } = readResumeText(resume, options);
      // The child's answer crosses the IPC channel as Node's 'advanced' serialization: a V8 structured clone.
      const cloned = deserialize(serialize(analysis));
      const inServer = { now: NOW, candidateName: 'Alex Morgan' };
      const screened = screenAnalyzedResume(cloned, job);
      expect(screened).toEqual(screenAnalyzedResume(analyzeResume(resume, inServer), job));
      expect(screened.result).toEqual(screenResume({ resumeText: resume, job }, inServer));
    }
  });

  it('reads the profile as the server did, and marks a text too short to screen as unreadable', () => {
    expect(readResumeText(strongBackendResume, options).profile).toEqual(
      parseResumeProfile(strongBackendResume, { fileName: 'resume.pdf', now: NOW }),
    );
    expect(readResumeText('Curriculum vitae\nPage 1 of 1\nSee attached scan.', options).analysis).toBeNull();
  });

  it("lists the skills of the masked text, so that a candidate's name is no skill", () => {
    const resume = [
      'Ruby Chen',
      'ruby.chen@example.com',
      'Data analyst with six years of reporting work for retail and logistics teams.',
      'Data Analyst, Northwind Retail, 2019 - 2025',
      'Built the weekly sales dashboards in Tableau and the SQL models behind them.',
      'Skills: Python, SQL, Tableau, Excel',
    ].join('\n');
    const readOptions = { fileName: 'resume.pdf', analysisNow: NOW, candidateName: null };
    expect(parseResumeProfile(resume, { now: NOW }).skills).toContain('Ruby');
    const { profile } = readResumeText(resume, readOptions);
    expect(profile.name).toBe('Ruby Chen');
    expect(profile.skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Tableau']));
    expect(profile.skills).not.toContain('Ruby');
  });

  it('masks the name the candidate gave, but not a mass upload name guessed from the file', () => {
    const application = { resumeFileName: 'chef.pdf', createdAt: NOW, candidateName: 'Chef', sourceChannel: 'Careers page' };
    expect(readingOptionsFor(application)).toEqual({ fileName: 'chef.pdf', analysisNow: NOW, candidateName: 'Chef' });
    expect(readingOptionsFor({ ...application, sourceChannel: MASS_UPLOAD_SOURCE_CHANNEL }).candidateName).toBeNull();
  });
});
