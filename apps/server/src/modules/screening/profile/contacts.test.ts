import { describe, expect, it } from 'vitest';
import { candidateNameFromFileName, findContacts, plausibleName } from './contacts.js';

const contactsOf = (text: string, hints: string[] = []) =>
  findContacts(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    text,
    hints,
  );

describe('resume contacts', () => {
  it('reads the name below a headline, never the headline itself', () => {
    for (const headline of ['Chef', 'Sales', 'Senior Software Engineer', 'Curriculum Vitae', 'Lebenslauf', 'SALES ASSOCIATE']) {
      const contacts = contactsOf(`${headline}\nMaria Keller\nmaria.keller@example.com\nSummary\nCooking for 200 guests a night.`);
      expect(contacts.name, headline).toBe('Maria Keller');
    }
  });

  it('reads the name above a role title, in capitals, and on a contact line with email and phone', () => {
    expect(contactsOf('JANE Q DOE\nSenior Software Engineer\nSUMMARY').name).toBe('Jane Q Doe');
    expect(contactsOf('Jana Müller | jana.mueller@example.de | +49 30 1234567\nBerufserfahrung').name).toBe('Jana Müller');
    expect(contactsOf('Lebenslauf\nName: Jonas Weber\nGeburtsdatum: 01.02.1990').name).toBe('Jonas Weber');
    expect(contactsOf('LEONID SHALAEV FULL STACK DEVELOPER with 1+ year experience\nJava, Spring').name).toBe('Leonid Shalaev');
    expect(contactsOf('CONTACTS MOTOVILOV PAVEL\nFRONTEND WEB DEVELOPER.\nWORK EXPERIENCE').name).toBe('Motovilov Pavel');
    expect(contactsOf('Full-Stack Developer with 3+ years\nPhone: E-mail: Linkedin: Nikita Doroshenko Languages: English').name).toBe(
      'Nikita Doroshenko',
    );
  });

  it('reads names with credentials, a courtesy title, particles, hyphens and apostrophes', () => {
    expect(contactsOf('Jordan Patel, RN, BSN\njordan.patel@mail.com').name).toBe('Jordan Patel');
    expect(contactsOf('Dr. Maria Lopez\nmaria.lopez@uni.edu').name).toBe('Maria Lopez');
    expect(contactsOf('Prof. Dr. Jan Roth\nLebenslauf').name).toBe('Jan Roth');
    expect(contactsOf('Jean-Luc van der Berg\njl.vdberg@example.nl').name).toBe('Jean-Luc van der Berg');
    expect(contactsOf('URSULA VON DER LEYEN\nBrussels').name).toBe('Ursula von der Leyen');
    expect(contactsOf('SARAH O’CONNOR\nsarah.oconnor@example.com').name).toBe('Sarah O’Connor');
    expect(contactsOf('ANNE-MARIE DUBOIS\nParis').name).toBe('Anne-Marie Dubois');
    expect(contactsOf('VAN NGUYEN\nvan.nguyen@example.com').name).toBe('Van Nguyen');
    // A place with its state is no name and no credential.
    expect(contactsOf('San Antonio, TX\nSummary\nRegistered nurse with ten years on cardiac wards.').name).toBeNull();
  });

  it('finds no name in a resume that has none', () => {
    for (const text of [
      'CHEF\nSummary\nOutgoing Gourmet Chef offering extensive knowledge of hospitality.',
      'SALES CONSULTANT\nAccomplishments\nGolden Eagle Award winner\nExperience',
      'Senior Software Engineer\nReact Native\nPython Java\nProfessional Summary',
      // A city alone on its line is shaped like a name.
      'Contact\nFull Stack Developer (Golang / JS / TS)\nTel Aviv\nSummary\nHello, my name is David.',
      'Senior Accountant\nNew Zealand\nSummary',
    ]) {
      expect(contactsOf(text).name, text).toBeNull();
    }
  });

  it('takes a name found further down when the email or a profile handle spells it', () => {
    const text = 'Senior Software Engineer\njohn.doe@example.com\nSUMMARY\nBuilt things.\nJohn Doe';
    expect(contactsOf(text).name).toBe('John Doe');
    const nameLast = ['Designer', 'Summary', ...Array.from({ length: 10 }, (_, i) => `Designed poster ${i + 1}.`), 'Ada Lovelace'].join('\n');
    expect(contactsOf(nameLast, ['ada-lovelace']).name).toBe('Ada Lovelace');
    expect(contactsOf(nameLast, ['someone-else']).name).toBeNull();
  });

  it('reads phone numbers with their country from the international prefix', () => {
    const cases: [string, string, string | null][] = [
      ['Tel.: +49 30 1234567', '+49 30 1234567', 'DE'],
      ['Mobile: +44 20 7946 0958', '+44 20 7946 0958', 'GB'],
      ['+1 (415) 555-0142', '+1 (415) 555-0142', 'US'],
      ['Phone +91 98765 43210', '+91 98765 43210', 'IN'],
      ['(+972) 54 123 4567', '(+972) 54 123 4567', 'IL'],
      ['Telefon: 0049 89 123456', '0049 89 123456', 'DE'],
      ['(415) 555-0134', '(415) 555-0134', null],
      ['Telefon 030 1234 5678', '030 1234 5678', null],
    ];
    for (const [line, phone, country] of cases) {
      expect(contactsOf(`Jane Doe\n${line}`), line).toMatchObject({ phone, phoneCountry: country });
    }
  });

  it('does not take dates or date ranges for a phone number', () => {
    expect(contactsOf('Jane Doe\nExperience 2019-2021\n01.02.2019\n04/2022 07/2022\n2002/08 2007/06')).toMatchObject({
      phone: null,
      phoneCountry: null,
    });
  });

  it('reads the email in lower case', () => {
    expect(contactsOf('Jane Doe\nJane.Doe@Example.com').email).toBe('jane.doe@example.com');
  });

  it('accepts only plausible names', () => {
    expect(plausibleName("Sean O'Neil")).toBe("Sean O'Neil");
    expect(plausibleName('Julia Roberts')).toBe('Julia Roberts');
    for (const line of [
      'Resume',
      'John',
      'jane doe',
      'Senior Engineer at ACME Corp, 2019',
      'a@b.io Jane Doe',
      'One Two Three Four Five',
      'Business Development Manager',
      'Professional Summary',
      'Pavel BarannikovWeb',
    ]) {
      expect(plausibleName(line), line).toBeNull();
    }
  });

  it('names a candidate after the file: a person-like file name tidied, else the file name without extension', () => {
    expect(candidateNameFromFileName('jane_doe-Resume (2).pdf')).toBe('Jane Doe');
    expect(candidateNameFromFileName('CV_MARIA-GARCIA_2024.pdf')).toBe('Maria Garcia');
    expect(candidateNameFromFileName('CHEF_11444536.pdf')).toBe('CHEF_11444536');
    expect(candidateNameFromFileName('Sales.docx')).toBe('Sales');
    expect(candidateNameFromFileName('12345.pdf')).toBe('12345');
    expect(candidateNameFromFileName('.pdf')).toBe('Unnamed Candidate');
  });
});
