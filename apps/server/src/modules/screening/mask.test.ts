import { describe, expect, it } from 'vitest';
import { analyzeResume, screenResume } from './engine.js';
import { candidateExperience } from './experience.js';
import { backendJob, NOW, nurseJob } from './fixtures.test-data.js';
import { MASK_TOKEN, maskPersonalDetails, nameAtTop } from './mask.js';
import type { ScreeningJob } from './types.js';

interface Person {
  name: string;
  honorific: string;
  subject: string;
  object: string;
  possessive: string;
  gender: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  birth: string;
  age: string;
  nationality: string;
  marital: string;
}

/** One backend resume; only the personal details differ between people. */
const backendResumeOf = (p: Person) => `${p.name}
Senior Software Engineer
${p.email} | ${p.phone} | ${p.street}, ${p.city}

Personal details
Date of birth: ${p.birth}
Age: ${p.age}
Gender: ${p.gender}
Nationality: ${p.nationality}
Marital status: ${p.marital}

Summary
${p.honorific} ${p.name.split(' ').at(-1)} is a backend engineer with 8+ years of experience. ${p.subject} designs Java microservices for payment systems; colleagues describe ${p.object} as calm under pressure and ${p.possessive} code as easy to review.

Experience
Acme Payments, Senior Software Engineer, Jan 2019 – Present
- Designed REST APIs in Java 17 with Spring Boot that process 20 million payment requests a day.
- Moved 30 services to Docker and Kubernetes on AWS; built CI/CD pipelines with Jenkins and GitHub Actions.
- Tuned PostgreSQL queries and introduced Kafka for event streaming.

Globex Corporation, Software Engineer, 2015 – 2018
- Built backend services in Java and Spring; automated infrastructure with Terraform.
- As a ${p.gender.toLowerCase()} engineer in a small team, ${p.subject.toLowerCase()} mentored three junior developers.

Education
B.S. in Computer Science, State University, 2011 - 2015

Skills
Java, Spring Boot, PostgreSQL, Docker, Kubernetes, AWS, Kafka, Terraform, Jenkins, Git, Linux`;

const emily: Person = {
  name: 'Emily Walsh',
  honorific: 'Ms.',
  subject: 'She',
  object: 'her',
  possessive: 'her',
  gender: 'Female',
  email: 'emily.walsh@example.com',
  phone: '+1 (555) 123-4567',
  street: '12 Elm Street',
  city: 'Springfield, IL 62704',
  birth: '14 March 1990',
  age: '35',
  nationality: 'American',
  marital: 'Single',
};
const greg: Person = {
  name: 'Gregory Walsh',
  honorific: 'Mr.',
  subject: 'He',
  object: 'him',
  possessive: 'his',
  gender: 'Male',
  email: 'g.walsh@mail.example.org',
  phone: '555-987-6543',
  street: '4410 Lakeview Avenue',
  city: 'Portland, OR 97201',
  birth: '02/11/1972',
  age: '52',
  nationality: 'Canadian',
  marital: 'Married',
};
const oluwaseun: Person = {
  name: 'Oluwaseun Adeyemi-Okafor',
  honorific: 'Mr',
  subject: 'He',
  object: 'him',
  possessive: 'his',
  gender: 'Male',
  email: 'seun.adeyemi@example.ng',
  phone: '+234 803 555 0199',
  street: '7 Marina Road',
  city: 'Lagos',
  birth: '1 January 1988',
  age: '37',
  nationality: 'Nigerian',
  marital: 'Divorced',
};
const mingYu: Person = {
  name: 'Nguyen Thi Lan',
  honorific: 'Mrs.',
  subject: 'She',
  object: 'her',
  possessive: 'her',
  gender: 'Female',
  email: 'lan.nguyen@example.vn',
  phone: '0171 2345678',
  street: 'Hauptstraße 5',
  city: '10115 Berlin',
  birth: '1995',
  age: '30',
  nationality: 'Vietnamese',
  marital: 'Widowed',
};

/** A posting whose own words include names, places, nationalities and gender words. */
const welcomingJob: ScreeningJob = {
  title: 'Backend Engineer',
  description: [
    'Join our offices in Springfield, Portland, Lagos and Berlin. The new engineer will work with Emily, Gregory and Lan;',
    'he or she mentors juniors in his or her team. We welcome female and male applicants: American, Canadian, Nigerian, Vietnamese.',
  ].join('\n'),
  requirements: '- Java and Spring Boot\n- PostgreSQL\n- Docker',
};

const screen = (resumeText: string, job: ScreeningJob, candidateName?: string) => screenResume({ resumeText, job }, { now: NOW, candidateName });

describe('maskPersonalDetails', () => {
  it('masks name, contact details, birth date, age, gender, nationality and marital status', () => {
    for (const person of [emily, greg, oluwaseun, mingYu]) {
      const masked = maskPersonalDetails(backendResumeOf(person));
      const personalValues = [
        ...person.name.split(' '),
        person.email,
        person.phone,
        person.street,
        person.city,
        person.birth,
        `Age: ${person.age}`,
        person.nationality,
        person.marital,
        person.gender,
      ];
      for (const value of personalValues) expect(masked, value).not.toContain(value);
      for (const word of [person.subject, person.object, person.possessive]) {
        expect(masked, word).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
      }
      expect(masked).toContain(MASK_TOKEN);
    }
  });

  it('keeps skills and employment dates', () => {
    const masked = maskPersonalDetails(backendResumeOf(emily));
    for (const kept of ['Jan 2019 – Present', '2015 – 2018', '2011 - 2015', 'Java, Spring Boot, PostgreSQL', 'Senior Software Engineer', 'CI/CD']) {
      expect(masked).toContain(kept);
    }
    const lookalikes = [
      '03/2017 - 06/2020',
      '2016-01 to 2016-12',
      "Jan '19 - Dec '19",
      'since March 2024',
      '7+ years',
      'MS in Computer Science',
      'Ms Office',
      'ER nursing',
      'HIS rollout',
      'single sign-on',
      "women's health",
    ];
    expect(maskPersonalDetails(lookalikes.join('\n')).split('\n')).toEqual(lookalikes);
  });

  it('masks German personal details', () => {
    const masked = maskPersonalDetails(
      [
        'Anna Schmidt',
        'Musterstr. 12a, 80331 München',
        'Telefon: 089/1234567',
        'Geburtsdatum: 01.02.1990',
        'Staatsangehörigkeit: deutsch',
        'Familienstand: verheiratet',
        'Frau Schmidt ist Entwicklerin; sie hat 2016 - 2021 Java-Anwendungen gebaut, geboren am 3. Mai 1990.',
      ].join('\n'),
    );
    for (const value of [
      'Anna',
      'Schmidt',
      'Musterstr',
      '80331',
      '1234567',
      '01.02.1990',
      'deutsch',
      'verheiratet',
      'Frau',
      ' sie ',
      '3. Mai 1990',
    ]) {
      expect(masked, value).not.toContain(value);
    }
    expect(masked).toContain('2016 - 2021 Java-Anwendungen');
  });

  it('finds the name on the first lines, not a headline or a job title', () => {
    expect(nameAtTop('Emily Walsh\nSenior Software Engineer')).toBe('Emily Walsh');
    expect(nameAtTop('Curriculum Vitae\nDr. Priya Raghunathan\nData Scientist')).toBe('Dr. Priya Raghunathan');
    expect(nameAtTop('Senior Software Engineer\nProfessional Summary\nBackend engineer with ten years')).toBeNull();
    expect(nameAtTop('ACCOUNTANT\nExecutive Profile\nDetail-oriented accountant')).toBeNull();
    expect(nameAtTop('About Me\nWill Chen')).toBe('Will Chen');
    expect(nameAtTop('Jordan Patel, RN, BSN\nICU nurse')).toBe('Jordan Patel');
    expect(nameAtTop('Ana Lima | ana.lima@example.com | +55 11 91234 5678')).toBe('Ana Lima');
    // A headline of skills is no name: masked, its words would vanish from the whole resume.
    expect(nameAtTop('SAFETY INTERN\nAreas of Expertise\nOccupational Safety Microsoft Word')).toBeNull();
    expect(maskPersonalDetails('Adobe Photoshop\nGraphic designer: Adobe Photoshop and Illustrator.')).toBe(
      'Adobe Photoshop\nGraphic designer: Adobe Photoshop and Illustrator.',
    );
    // A one-word skill can still be a name.
    expect(nameAtTop('Ruby Chen\nBackend engineer')).toBe('Ruby Chen');
    // A German headline of capitalised nouns is a title when a word is a job noun; "Leiter" alone is a surname.
    expect(nameAtTop('Profil\nProjektleiter Infrastruktur\nPRINCE2 Practitioner')).toBeNull();
    expect(nameAtTop('SAP-Berater Logistik\nProjekte')).toBeNull();
    expect(nameAtTop('Anna-Lena Schmidt\nProjektleiterin')).toBe('Anna-Lena Schmidt');
    expect(nameAtTop('Thomas Leiter\nIT-Projektleiter')).toBe('Thomas Leiter');

    expect(maskPersonalDetails('Will Chen\nProject lead\nI will lead the release; Will signed off.')).toBe(
      `${MASK_TOKEN}\nProject lead\nI will lead the release; ${MASK_TOKEN} signed off.`,
    );
    const april = 'April Jones\nDeveloper, April 2018 - Present\nApril Jones shipped it.';
    expect(maskPersonalDetails(april)).toBe(`${MASK_TOKEN}\nDeveloper, April 2018 - Present\n${MASK_TOKEN} shipped it.`);
    expect(candidateExperience(maskPersonalDetails(april), { now: NOW }).years).toBe(candidateExperience(april, { now: NOW }).years);
  });

  it('masks resumes padded with long runs of blanks or letters (the padding stays, the details go)', () => {
    // Patterns that backtracked over such runs took seconds to hours on these.
    const pad = (unit: string) => unit.repeat(20_000);
    for (const blank of [' ', '\t', ' \t']) {
      expect(maskPersonalDetails(`Name:${pad(blank)}Alex Morgan`)).toBe(`Name:${pad(blank)}${MASK_TOKEN}`);
      expect(maskPersonalDetails(`Java${pad(blank)}Kotlin`)).toBe(`Java${pad(blank)}Kotlin`);
    }
    expect(maskPersonalDetails(`${pad('a')} alex@example.com`)).toBe(`${pad('a')} ${MASK_TOKEN}`);
  });

  it('masks a name given by the caller wherever it appears', () => {
    const masked = maskPersonalDetails('Summary\nReferences available: ask Kwame Mensah or his manager.', 'Kwame Mensah');
    expect(masked).not.toMatch(/Kwame|Mensah|\bhis\b/);
  });

  it('masks a name with particles at the top, and leaves the particles elsewhere in the text', () => {
    const M = MASK_TOKEN;
    expect(maskPersonalDetails('Anna von der Heide\nBerufserfahrung\nLeitung der Abteilung von 2019 bis 2023; Heide plante.')).toBe(
      `${M}\nBerufserfahrung\nLeitung der Abteilung von 2019 bis 2023; ${M} plante.`,
    );
    expect(maskPersonalDetails('Summary\nWorked with Jean-Luc van der Berg on the van fleet.', 'Jean-Luc van der Berg')).toBe(
      `Summary\nWorked with ${M} on the van fleet.`,
    );
  });

  it('masks the name as whole words: the full name in any case and with commas, its words as written', () => {
    const M = MASK_TOKEN;
    expect(maskPersonalDetails('Team lead\nANNA SCHMIDT led it; Schmidt, Anna signed; anna,schmidt agreed.', 'Anna Schmidt')).toBe(
      `Team lead\n${M} led it; ${M} signed; ${M} agreed.`,
    );
    // Inside a longer word or in another case (but the full name), a word of the name stays.
    expect(maskPersonalDetails('Team lead\nAnnas Schmidtke wrote to anna.', 'Anna Schmidt')).toBe('Team lead\nAnnas Schmidtke wrote to anna.');
    expect(maskPersonalDetails("Team lead\nSean O'Brien and O'Briens; o'brien", "Sean O'Brien")).toBe(`Team lead\n${M} and O'Briens; o'brien`);
    // A name whose lower case is longer than itself ("İ") is still found in any case.
    expect(maskPersonalDetails('Team lead\nİLKER YILDIZ and ilker yildiz', 'İlker Yildiz')).toBe(`Team lead\n${M} and ilker yildiz`);
    expect(maskPersonalDetails('Team lead\nMary-Ann Lee met Ann.', 'Mary-Ann Ann')).toBe(`Team lead\n${M} Lee met ${M}.`);
  });
});

describe('scoring is blind to personal details', () => {
  const people = [emily, greg, oluwaseun, mingYu];

  it('gives the identical score and breakdown when only personal details change', () => {
    for (const job of [backendJob, nurseJob, welcomingJob]) {
      const [first, ...others] = people.map((p) => screen(backendResumeOf(p), job));
      for (const other of others) {
        expect(other.score).toBe(first!.score);
        expect(other.breakdown).toEqual(first!.breakdown);
        expect(other.feedbackMarkdown).toBe(first!.feedbackMarkdown);
      }
    }
  });

  it('is identical for a female/male swap of the same person and a caller-supplied name', () => {
    const swapped: Person = { ...emily, name: 'Gregory Walsh', honorific: 'Mr.', subject: 'He', object: 'him', possessive: 'his', gender: 'Male' };
    const her = screen(backendResumeOf(emily), welcomingJob, emily.name);
    const him = screen(backendResumeOf(swapped), welcomingJob, swapped.name);
    expect(him.score).toBe(her.score);
    expect(him.breakdown).toEqual(her.breakdown);
    expect(him.feedbackMarkdown).toBe(her.feedbackMarkdown);
  });

  it("is identical when the surname is a word of a skill's name the resume shows", () => {
    const qualityResume = (name: string) =>
      `${name}\nQuality Engineer\nQuality Engineer, Bosch, 2018 - Present\n- Led Lean Six Sigma Green Belt projects on the assembly line.\n- ${name.split(' ')[1]} ran the supplier audits.`;
    const job: ScreeningJob = { title: 'Quality Engineer', description: '', requirements: '- Six Sigma Green Belt\n- Supplier audits' };
    const green = screen(qualityResume('Robert Green'), job);
    const smith = screen(qualityResume('Robert Smith'), job);
    expect(green.breakdown).toEqual(smith.breakdown);
    expect(green.feedbackMarkdown).toBe(smith.feedbackMarkdown);
    expect(green.feedbackMarkdown).toContain('Led Lean Six Sigma Green Belt projects on the assembly line.');
    expect(maskPersonalDetails(qualityResume('Robert Green'))).toContain(`- ${MASK_TOKEN} ran the supplier audits.`);
  });

  it('gives the same result every time for the same resume and job', () => {
    const resume = backendResumeOf(oluwaseun);
    const first = screen(resume, backendJob);
    for (let i = 0; i < 3; i++) expect(screen(resume, backendJob)).toEqual(first);
  });

  it('does not change experience years on a resume with date ranges and a birth date', () => {
    const resume = backendResumeOf(greg);
    const unmaskedYears = candidateExperience(resume, { now: NOW }).years;
    expect(unmaskedYears).toBeGreaterThanOrEqual(9);
    expect(analyzeResume(resume, { now: NOW }).experience.years).toBe(unmaskedYears);
    expect(screen(resume, backendJob).breakdown.experience.candidateYears).toBe(unmaskedYears);
  });
});
