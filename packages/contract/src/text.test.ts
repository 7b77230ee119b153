import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './schemas/auth.js';
import { adminUsersQuerySchema } from './schemas/admin.js';
import {
  applicantListQuerySchema,
  applicantPayloadSchema,
  createNoteRequestSchema,
  updateApplicationRequestSchema,
  updateApplicationStatusRequestSchema,
} from './schemas/applications.js';
import { interviewEventsRequestSchema } from './schemas/interviews.js';
import { createJobRequestSchema } from './schemas/jobs.js';
import { userRegisterRequestSchema } from './schemas/users.js';
import { TEXT_MESSAGES, findControlCharacter, hasControlCharacters, storableString } from './text.js';

const REFUSED = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001B', '\u001F', '\u007F'].map((character) => ({
  character,
  codePoint: `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
}));
const ALLOWED = ['\t', '\n', '\r', ' ', 'é', '\u00A0', '\u200B', '😀'];

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the control-character rule', () => {
  it.each(REFUSED)('refuses $codePoint', ({ character }) => {
    expect(hasControlCharacters(`before${character}after`)).toBe(true);
    expect(messages(storableString().safeParse(`a${character}b`))).toEqual([TEXT_MESSAGES.controlCharacters]);
  });

  it.each(ALLOWED)('keeps %j as ordinary text', (character) => {
    expect(hasControlCharacters(`before${character}after`)).toBe(false);
    expect(storableString().parse(`a${character}b`)).toBe(`a${character}b`);
  });

  it('sees the text as sent: a leading vertical tab is refused, not trimmed away', () => {
    expect(storableString().trim().safeParse('\u000Bname').success).toBe(false);
    expect(storableString().trim().parse('  name\t')).toBe('name');
  });
});

describe('findControlCharacter', () => {
  it('names the first value or key holding one, through objects and arrays', () => {
    expect(findControlCharacter({ title: 'ok', details: { items: ['fine', 'bad\u0000'] } })).toEqual(['details', 'items', 1]);
    expect(findControlCharacter({ nested: { 'key\u0007': 'value' } })).toEqual(['nested', 'key\u0007']);
    expect(findControlCharacter('top\u0000')).toEqual([]);
  });

  it('passes clean values, numbers, booleans, null and buffers', () => {
    expect(findControlCharacter({ a: 'line\r\n\tnext', b: [1, true, null, { c: 'é' }], d: Buffer.from([0]) })).toBeNull();
    expect(findControlCharacter(undefined)).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findControlCharacter(deep)).toHaveLength(200_000);
  });
});

describe('the shared schemas use the rule', () => {
  const job = {
    title: 'Engineer',
    department: 'engineering',
    description: 'Build things',
    requirements: 'Node.js',
    cutoffDate: '2999-01-01',
    aiProcessingCutoffDate: '2999-01-01',
    internalDetails: { projectName: 'P', projectCode: 'C', projectManager: 'M', techInterviewPoc: 'T' },
  };

  it.each([
    ['create job: title', createJobRequestSchema, { ...job, title: 'Eng\u0000ineer' }],
    ['create job: internal detail', createJobRequestSchema, { ...job, internalDetails: { ...job.internalDetails, projectCode: 'C\u0001' } }],
    ['create job: channel', createJobRequestSchema, { ...job, channels: [{ name: 'Link\u0000edIn' }] }],
    ['login: user name', loginRequestSchema, { userName: 'a\u0000@acme.example', password: 'secret' }],
    ['login: domain', loginRequestSchema, { userName: 'a@acme.example', password: 'secret', domainId: 'ACME\u0000' }],
    [
      'add user: first name',
      userRegisterRequestSchema,
      { firstName: 'A\u0000', lastName: 'B', email: 'a@acme.example', password: 'Str0ngPass!', phone: '+49 151 12345678' },
    ],
    ['note', createNoteRequestSchema, { content: 'note\u0000' }],
    ['status reason', updateApplicationStatusRequestSchema, { status: 'REINVITED_FOR_AI_SCREENING', message: 'why\u0000' }],
    [
      'edit candidate',
      updateApplicationRequestSchema,
      { candidateName: 'A\u007F', candidateEmail: 'a@b.example', candidatePhone: '+1 415 555 0199' },
    ],
    ['applicant part', applicantPayloadSchema, { candidateName: 'Jordan\u0000', candidateEmail: 'j@example.com', jobId: 1 }],
    ['applicant search', applicantListQuerySchema, { q: 'node\u0000' }],
    ['operator search', adminUsersQuerySchema, { search: 'ada\u0000' }],
  ] as const)('%s', (_label, schema, input) => {
    expect(messages(schema.safeParse(input))).toContain(TEXT_MESSAGES.controlCharacters);
  });

  it('interview events name the field', () => {
    const result = interviewEventsRequestSchema.safeParse({ event: 'Scorecard generated', applicantId: 1, Feedback: 'good\u0000' });
    expect(messages(result)).toEqual([TEXT_MESSAGES.controlCharactersIn('Feedback')]);
  });

  it('keeps multi-line text with tabs', () => {
    expect(createNoteRequestSchema.parse({ content: 'first line\r\n\tsecond line' }).content).toBe('first line\r\n\tsecond line');
  });
});
