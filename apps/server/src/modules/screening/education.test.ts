import { describe, expect, it } from 'vitest';
import { degreeLine, educationScore, highestEducation, requiredEducation } from './education.js';

describe('education levels in resumes', () => {
  it('finds the highest degree', () => {
    expect(highestEducation('Ph.D. in Chemistry, 2015; B.Sc. Chemistry')).toBe(5);
    expect(highestEducation('Master of Business Administration (MBA)')).toBe(4);
    expect(highestEducation('MS in Computer Science')).toBe(4);
    expect(highestEducation('Bachelor of Arts in History')).toBe(3);
    expect(highestEducation('B.Tech, Mechanical Engineering')).toBe(3);
    expect(highestEducation('Associate of Applied Science, Nursing')).toBe(2);
    expect(highestEducation('Diploma in Culinary Arts')).toBe(2);
    expect(highestEducation('High School Diploma, 2010')).toBe(1);
    expect(highestEducation('GED')).toBe(1);
  });

  it('is not fooled by look-alikes', () => {
    expect(highestEducation('Proficient in MS Office and MS Excel')).toBeNull();
    expect(highestEducation('Certified Scrum Master; Master Electrician; master of ceremonies')).toBeNull();
    expect(highestEducation('Boston, MA 02110')).toBeNull();
    expect(highestEducation('Sales Associate at a retail store')).toBeNull();
    expect(highestEducation('MS-DOS, MS-Office, MS-SQL, MS-PowerPoint')).toBeNull();
    expect(highestEducation('BS and MS, Stanford University')).toBe(4);
  });

  it('reads a degree the resume only plans as none it holds', () => {
    const resume = [
      'Education',
      '2005 University of Louisville, Bachelor of Science: Political Science',
      'Plan on moving to MBA/HR Degree after graduation',
    ].join('\n');
    expect(highestEducation(resume)).toBe(3);
    expect(degreeLine(resume)).toBe(1);
    expect(highestEducation('I hope to earn a Master of Science in Nursing.\nBSN, 2018')).toBe(3);
    // A degree in progress is read as before.
    expect(highestEducation('Currently pursuing an MBA, expected 2026')).toBe(4);
  });
});

describe('education asked by the job', () => {
  it('takes the lowest level the job asks for', () => {
    expect(requiredEducation({ requirements: "Bachelor's degree required; Master's preferred.", description: '' })).toEqual({
      level: 3,
      equivalentAccepted: false,
      preferredOnly: false,
    });
    expect(requiredEducation({ requirements: 'PhD or MS in Statistics', description: '' }).level).toBe(4);
    expect(requiredEducation({ requirements: 'MS or PhD in Computer Science', description: '' }).level).toBe(4);
    expect(requiredEducation({ requirements: 'BS or MS in Computer Science', description: '' }).level).toBe(3);
    expect(requiredEducation({ requirements: 'High school diploma or GED', description: '' }).level).toBe(1);
    expect(requiredEducation({ requirements: 'Degree in Accounting', description: '' }).level).toBe(3);
  });

  it('notes equivalence and preference', () => {
    expect(requiredEducation({ requirements: 'BS in Computer Science or equivalent experience', description: '' })).toMatchObject({
      level: 3,
      equivalentAccepted: true,
    });
    expect(requiredEducation({ requirements: "Master's degree is a plus", description: '' })).toMatchObject({ level: 4, preferredOnly: true });
    expect(requiredEducation({ requirements: 'Java, SQL', description: 'Great team' })).toMatchObject({ level: null });
  });

  it('asks for no degree the posting says is not needed', () => {
    expect(requiredEducation({ requirements: '', description: 'No High School diploma required. Must be friendly.' }).level).toBeNull();
    expect(requiredEducation({ requirements: 'Kein Studium erforderlich.', description: '' }).level).toBeNull();
    expect(requiredEducation({ requirements: 'High School diploma required. No experience needed.', description: '' }).level).toBe(1);
  });

  it('scores found against required', () => {
    const bachelor = { level: 3 as const, equivalentAccepted: false, preferredOnly: false };
    expect(educationScore(4, bachelor)).toBe(1);
    expect(educationScore(3, bachelor)).toBe(1);
    expect(educationScore(2, bachelor)).toBe(0.5);
    expect(educationScore(1, bachelor)).toBe(0.2);
    expect(educationScore(null, bachelor)).toBe(0.3);
    expect(educationScore(1, { ...bachelor, equivalentAccepted: true })).toBe(0.6);
    expect(educationScore(null, { level: null, equivalentAccepted: false, preferredOnly: false })).toBe(1);
  });
});

describe('German degrees and the degree line', () => {
  it('reads German degree words in resumes and postings', () => {
    expect(highestEducation('Diplom-Informatiker, TU Dresden')).toBe(4);
    expect(highestEducation('Abitur 2012, Ausbildung zum Fachinformatiker 2015')).toBe(2);
    expect(highestEducation('Promotion in Physik, 2020')).toBe(5);
    // In any case, wherever the word stands: these patterns are only tried on texts holding their words.
    expect(highestEducation('HOCHSCHULABSCHLUSS Informatik')).toBe(3);
    expect(highestEducation('Erfolgreich abgeschlossenes Bachelor STUDIUM')).toBe(3);
    expect(highestEducation('MEISTERBRIEF Elektrotechnik 2019')).toBe(2);
    expect(highestEducation('Staatlich geprüfter Techniker')).toBe(2);
    // A chamber's qualification, and trades named after their training.
    expect(highestEducation('Bilanzbuchhalterin (IHK)')).toBe(2);
    expect(highestEducation('Ausbildung\nSteuerfachangestellte, 2013 - 2016')).toBe(2);
    expect(highestEducation('Industriekaufmann bei Siemens')).toBe(2);
    expect(highestEducation('Berufserfahrung als Techniker, keine Angaben')).toBeNull();
    expect(requiredEducation({ requirements: 'Abgeschlossene Ausbildung im Einzelhandel', description: '' })).toMatchObject({ level: 2 });
    expect(requiredEducation({ requirements: 'Abgeschlossene kaufmännische Ausbildung', description: '' })).toMatchObject({ level: 2 });
    expect(requiredEducation({ requirements: 'Eine kaufmännische Ausbildung ist von Vorteil', description: '' })).toMatchObject({
      level: 2,
      preferredOnly: true,
    });
    // Only what follows "idealerweise" is a plus: the training before it is asked for.
    expect(
      requiredEducation({
        requirements: 'Abgeschlossene kaufmännische Ausbildung, idealerweise Weiterbildung zum Bilanzbuchhalter',
        description: '',
      }),
    ).toMatchObject({ level: 2, preferredOnly: false });
    expect(requiredEducation({ requirements: 'Abgeschlossenes Studium der Informatik oder eine vergleichbare Ausbildung', description: '' })).toEqual(
      {
        level: 3,
        equivalentAccepted: true,
        preferredOnly: false,
      },
    );
    expect(requiredEducation({ requirements: 'Ein Masterabschluss ist von Vorteil', description: '' })).toMatchObject({
      level: 4,
      preferredOnly: true,
    });
  });

  it('finds the first line naming the highest degree', () => {
    expect(degreeLine('Summary\nBSc in Biology, 2010\nMSc in Chemistry, 2012\nMaster of Science again')).toBe(2);
    expect(degreeLine('No degrees here')).toBeNull();
    // The name line's letters ("▒, RN, BSN") show the degree less than the education entry.
    expect(degreeLine('▒, RN, BSN\nEducation\nBachelor of Science in Nursing, 2019')).toBe(2);
  });
});
