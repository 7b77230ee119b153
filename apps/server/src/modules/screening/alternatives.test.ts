import { describe, expect, it } from 'vitest';
import { alternativeGroups } from './alternatives.js';
import { extractJobSkills, extractResumeSkills, scoreSkills, skillsFromList, toJobSkill } from './skills.js';
import { tokenize } from './text.js';
import { getVocabulary, matchSkills } from './vocabulary.js';

function groups(text: string): string[][] {
  const tokens = tokenize(text);
  return alternativeGroups(tokens, [...matchSkills(tokens, getVocabulary()).values()], getVocabulary());
}

describe('alternatives in a posting', () => {
  it('reads skills joined by "or", and examples after "e.g.", as one group', () => {
    expect(groups('Tableau or Power BI dashboards')).toEqual([['tableau', 'power-bi']]);
    expect(groups('Cloud experience with AWS, GCP, or Azure')).toEqual([['aws', 'google-cloud-platform', 'microsoft-azure']]);
    expect(groups('Erfahrung mit Java oder Kotlin')).toEqual([['java', 'kotlin']]);
    expect(groups('Java, Kotlin or Scala')).toEqual([['java', 'kotlin', 'scala']]);
    expect(groups('Datenbanken wie Oracle oder PostgreSQL')).toEqual([['oracle-database', 'postgresql']]);
    // "bspw." and "z.B." open examples as "z. B." does; "u. a." lists asks, each one needed.
    expect(groups('verschiedene Sprachen (bspw. Go, Python, Ruby)')).toEqual([['go', 'python', 'ruby']]);
    expect(groups('Frameworks, z.B. Spring, Hibernate')).toEqual([['spring', 'hibernate']]);
    expect(groups('Frameworks, u.a. Spring, Hibernate')).toEqual([]);
  });

  it('reads a list that "etc.", "usw." or "or similar" closes as examples, any of which will do', () => {
    expect(groups('Mindestens eine Zertifizierung (PMP, Prince2, Kanban, SCRUM, etc.) ist erforderlich')).toEqual([
      ['pmp', 'prince2', 'kanban', 'scrum'],
    ]);
    expect(groups('Kenntnisse in Docker, Kubernetes usw.')).toEqual([['docker', 'kubernetes']]);
    expect(groups('Messaging with Kafka, RabbitMQ or similar')).toEqual([['apache-kafka', 'rabbitmq']]);
    expect(groups('Docker, Kubernetes o.ä.')).toEqual([['docker', 'kubernetes']]);
    expect(groups('Docker, Kubernetes')).toEqual([]);
  });

  it('reads a list after "at least one of", "one of the following" or "mindestens eine der" as alternatives', () => {
    expect(groups('Experience with at least one of: AWS, GCP, Azure')).toEqual([['aws', 'google-cloud-platform', 'microsoft-azure']]);
    expect(groups('at least one popular web framework (JSF, Wicket, GWT, Spring MVC)')).toEqual([['jsf', 'apache-wicket', 'gwt', 'spring-mvc']]);
    expect(groups('Mindestens eine der folgenden Sprachen: Java, Kotlin, Scala')).toEqual([['java', 'kotlin', 'scala']]);
    // The phrase offers only the list after it, in its clause.
    expect(groups('Java, Kotlin and one of Python, Go')).toEqual([['python', 'go']]);
    expect(groups('Join one of the best teams; Java, Kotlin, Scala')).toEqual([]);
    expect(groups('one of AWS, GCP, and also Docker, Kubernetes')).toEqual([['aws', 'google-cloud-platform']]);
  });

  it('reads examples after "e.g." as one ask with the skill they illustrate, so another of its kind meets it', () => {
    // PostgreSQL and Oracle are SQL databases, Snowflake a data warehouse.
    expect(groups('SQL databases (e.g. PostgreSQL, Oracle)')).toEqual([['sql', 'postgresql', 'oracle-database']]);
    expect(groups('Relational databases, e.g. PostgreSQL or MySQL')).toEqual([['relational-databases', 'postgresql', 'mysql']]);
    expect(groups('Cloud data warehouses such as Snowflake')).toEqual([['data-warehousing', 'snowflake']]);
    // Tools named in parentheses are the ask, any one of them: Jenkins and GitHub Actions are CI.
    expect(groups('CI pipelines (Jenkins, GitHub Actions)')).toEqual([['jenkins', 'github-actions']]);
    expect(groups('Python (Django)')).toEqual([]);
    // "Or similar" after them makes them examples again: any warehouse management system will do.
    expect(groups('WMS experience (Manhattan, SAP EWM or similar)')).toEqual([['warehouse-management-systems', 'manhattan-wms', 'sap-wm']]);
    expect(groups('CI-Pipelines (Jenkins, GitHub Actions o. ä.)')).toEqual([['continuous-integration', 'jenkins', 'github-actions']]);
    // So does "or a similar …" naming their kind after them; an item of another kind stays an ask.
    expect(groups('Salesforce and Gainsight (or a similar CS platform)')).toEqual([['customer-success-platforms', 'gainsight']]);
    expect(groups('Salesforce, Jenkins or other CI tools')).toEqual([['continuous-integration', 'jenkins']]);
    expect(groups('Salesforce or a similar CS platform')).toEqual([]);
    expect(groups('Experience with NetSuite or another ERP')).toEqual([['erp-systems', 'oracle-erp']]);
    const skills = extractJobSkills({
      title: '',
      description: '',
      requirements: '- Relational databases, e.g. PostgreSQL. Docker is a plus.',
    });
    const mustHaves = skills.filter((s) => !s.preferred);
    const sqlServer = scoreSkills(mustHaves, extractResumeSkills('Tuned SQL Server queries.'));
    expect(sqlServer.missing).toEqual([]);
    // Each other option the resume shows as well ranks it higher.
    expect(scoreSkills(mustHaves, extractResumeSkills('Tuned SQL Server and PostgreSQL queries.')).score).toBeGreaterThan(sqlServer.score);
    expect(skills.find((s) => s.id === 'docker')?.preferred).toBe(true);
  });

  it('reads a list joined by "and", or by nothing, as separate asks', () => {
    expect(groups('React and TypeScript')).toEqual([]);
    expect(groups('Python, Django, PostgreSQL')).toEqual([]);
    expect(groups('Power BI dashboards')).toEqual([]);
    // Before an "or" pair, a comma item of another kind is an ask of its own.
    expect(groups('Agile, Stakeholder-Management, PRINCE2 oder PMP')).toEqual([['prince2', 'pmp']]);
    expect(groups('Python, Django or Flask')).toEqual([['django', 'flask']]);
    // After the pair, a comma item is an ask of its own; a second pair is a group of its own.
    expect(groups('Projektleitung, PRINCE2 oder PMP, Rechenzentrumsmigration')).toEqual([['prince2', 'pmp']]);
    expect(groups('Java or Kotlin or Scala, Spring')).toEqual([['java', 'kotlin', 'scala']]);
    expect(groups('Tableau or Power BI, SQL, AWS or Azure')).toEqual([
      ['tableau', 'power-bi'],
      ['aws', 'microsoft-azure'],
    ]);
    // Parentheses that name other skills, not kinds of the one before them, are a list of asks.
    expect(groups('Frontend (React, TypeScript)')).toEqual([]);
  });

  it('meets the ask with either alternative, in the posting and in a saved list', () => {
    const job = { title: '', description: '', requirements: '- Tableau or Power BI\n- SQL' };
    const skills = extractJobSkills(job);
    expect(skills.find((s) => s.id === 'power-bi')?.alternatives).toEqual(['tableau']);
    const resume = extractResumeSkills('Built Tableau dashboards on top of SQL queries.');
    const tableau = scoreSkills(skills, resume);
    expect(tableau.missing).toEqual([]);
    // Power BI, met through Tableau, counts a quarter: both tools rank above one, one above neither.
    const total = skills.reduce((sum, s) => sum + s.weight, 0);
    const powerBi = skills.find((s) => s.id === 'power-bi')!.weight;
    expect(tableau.score).toBeCloseTo((total - 0.75 * powerBi) / total);
    expect(scoreSkills(skills, extractResumeSkills('Tableau and Power BI dashboards on SQL.')).score).toBe(1);
    // The recruiter's saved list keeps each skill's sentence, and the alternatives with it.
    expect(scoreSkills(skillsFromList(skills.map(toJobSkill)), resume).score).toBeCloseTo(tableau.score);
    expect(scoreSkills(skills, extractResumeSkills('Wrote SQL queries.')).score).toBeLessThan(0.5);
  });

  it('meets an ask with an alternative that another sentence asked first, and keeps that ask', () => {
    const job = { title: 'Warehouse Manager', description: '', requirements: '- 5+ years of warehouse or distribution center experience' };
    const skills = extractJobSkills(job);
    expect(skills.find((s) => s.id === 'distribution-center-operations')?.alternatives).toEqual(['warehouse-operations']);
    expect(skills.find((s) => s.id === 'warehouse-operations')?.alternatives).toBeUndefined();
    const supervisor = extractResumeSkills('Warehouse Supervisor, 2015 - 2024. Ran warehouse operations for a 200,000 sq ft site.');
    expect(scoreSkills(skills, supervisor).missing).toEqual([]);
  });

  it('does not let a nice-to-have stand in for a must-have', () => {
    const skills = extractJobSkills({ title: '', description: '', requirements: '- Java\nNice to have:\n- Kotlin or Scala' });
    expect(skills.find((s) => s.id === 'java')?.alternatives).toBeUndefined();
    expect(skills.find((s) => s.id === 'kotlin')?.alternatives).toEqual(['scala']);
    // A must-have does meet a nice-to-have's ask.
    const plus = extractJobSkills({ title: '', description: '', requirements: '- Java\nNice to have:\n- Kotlin or Java' });
    expect(plus.find((s) => s.id === 'kotlin')?.alternatives).toEqual(['java']);
    expect(plus.find((s) => s.id === 'java')?.alternatives).toBeUndefined();
  });
});
