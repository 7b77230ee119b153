import { describe, expect, it } from 'vitest';
import { updateApplicationStatusRequestSchema } from './applications.js';
import { CANDIDATE_EMAIL_MESSAGES, renderEmailTemplate, unknownTemplateVariables, updateEmailTemplateRequestSchema } from './candidate-emails.js';

describe('renderEmailTemplate', () => {
  it('fills variables as plain text, spaces in the braces allowed, missing values empty', () => {
    const text = 'Dear {{candidateName}}, {{ jobTitle }} at {{company}}.{{reason}}';
    expect(renderEmailTemplate(text, { candidateName: '<b>Ada</b> & co', jobTitle: 'Engineer', company: 'Acme' })).toBe(
      'Dear <b>Ada</b> & co, Engineer at Acme.',
    );
  });

  it('keeps a subject on one line and leaves unknown placeholders alone', () => {
    expect(renderEmailTemplate('{{reason}} {{salary}}', { reason: 'one\r\ntwo\nthree' }, true)).toBe('one two three {{salary}}');
    expect(renderEmailTemplate('{{reason}}', { reason: 'one\ntwo' })).toBe('one\ntwo');
  });

  it('does not expand placeholders inside values', () => {
    expect(renderEmailTemplate('{{reason}}', { reason: '{{candidateName}}', candidateName: 'Ada' })).toBe('{{candidateName}}');
  });
});

describe('template validation', () => {
  it('names each unknown variable once', () => {
    expect(unknownTemplateVariables('{{salary}} {{ candidateName }} {{salary}} {{ Company }}')).toEqual(['salary', 'Company']);
  });

  it('refuses a template with an unknown variable, a blank or a two-line subject', () => {
    const parse = (subject: string, body: string) => updateEmailTemplateRequestSchema.safeParse({ subject, body });
    expect(parse('Hi {{candidateName}}', 'Body {{interviewLink}}').success).toBe(true);
    expect(parse('Hi', 'Body {{bonus}}').error?.issues[0]?.message).toBe(CANDIDATE_EMAIL_MESSAGES.unknownVariable('bonus'));
    expect(parse('Hi {{x}}', 'Body').error?.issues[0]?.message).toBe(CANDIDATE_EMAIL_MESSAGES.unknownVariable('x'));
    expect(parse('  ', 'Body').error?.issues[0]?.message).toBe(CANDIDATE_EMAIL_MESSAGES.subjectRequired);
    expect(parse('a\nb', 'Body').error?.issues[0]?.message).toBe(CANDIDATE_EMAIL_MESSAGES.subjectOneLine);
  });
});

describe('notifyCandidate on a status change', () => {
  it('is off by default and refused for a status without an email', () => {
    expect(updateApplicationStatusRequestSchema.parse({ status: 'shortlisted' })).toMatchObject({ notifyCandidate: false });
    expect(updateApplicationStatusRequestSchema.safeParse({ status: 'REJECTED_IN_AI_INTERVIEW', notifyCandidate: true }).success).toBe(true);
    const refused = updateApplicationStatusRequestSchema.safeParse({ status: 'NO_SHOW', notifyCandidate: true });
    expect(refused.error?.issues[0]?.message).toBe(CANDIDATE_EMAIL_MESSAGES.noStatusEmail('NO_SHOW'));
  });
});
