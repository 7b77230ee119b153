import { describe, expect, it } from 'vitest';
import { findEducation } from './education-entries.js';

const educationOf = (text: string) =>
  findEducation(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );

describe('education entries', () => {
  it('reads degree, institution and year from the education section, across lines', () => {
    const text = [
      'Jane Doe',
      'EDUCATION',
      "Master's degree in Computer Science, Technical University of Munich, 2016",
      'B.Sc. Physics',
      'University of Leeds',
      '2011 - 2014',
      'SKILLS',
      'Java at School of Rock',
    ].join('\n');
    expect(educationOf(text)).toEqual([
      { degree: "Master's degree in Computer Science", institution: 'Technical University of Munich', year: '2016' },
      { degree: 'B.Sc. Physics', institution: 'University of Leeds', year: '2014' },
    ]);
  });

  it('reads German entries', () => {
    expect(educationOf('Ausbildung\nDiplom-Informatiker an der Hochschule München | 2009\nBerufserfahrung')).toEqual([
      { degree: 'Diplom-Informatiker', institution: 'Hochschule München', year: '2009' },
    ]);
  });

  it('reads degree lines when the resume has no education heading', () => {
    expect(educationOf('Jane Doe\nBachelor of Science, Stanford University, 2010\nEngineer at ACME 2010 - 2020')).toEqual([
      { degree: 'Bachelor of Science', institution: 'Stanford University', year: '2010' },
    ]);
    expect(educationOf('Jane Doe\nEngineer at ACME 2010 - 2020')).toEqual([]);
  });
});
