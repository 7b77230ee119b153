import { describe, expect, it } from 'vitest';
import { combineInternalQuestions, countQuestions, countTopics, editorLines, splitIntoEditors } from './internal-questions';

describe('internal questions and topics editors', () => {
  it('drops blank lines and trims entries', () => {
    expect(editorLines('  First  \n\n   \nSecond\r\n')).toEqual(['First', 'Second']);
  });

  it('counts at most 6 of each as n/6 and reports the extras', () => {
    expect(countQuestions('').label).toBe('0/6');
    expect(countQuestions('a\n\nb').label).toBe('2/6');
    const eight = Array.from({ length: 8 }, (_, index) => `Question ${index + 1}`).join('\n');
    expect(countQuestions(eight)).toMatchObject({ kept: 6, ignored: 2, label: '6/6' });
    expect(countTopics(eight).label).toBe('6/6');
  });

  it("appends '?' to a question lacking one and keeps one that has it", () => {
    expect(combineInternalQuestions('How do you test\nWhy React?', '')).toBe('How do you test?\nWhy React?');
  });

  it('joins questions then topics with newlines, trimmed, ignoring extras beyond 6', () => {
    const questions = Array.from({ length: 7 }, (_, index) => `Q${index + 1}`).join('\n');
    const topics = ['  System design ', '', 'Testing', 'T3', 'T4', 'T5', 'T6', 'T7'].join('\n');
    expect(combineInternalQuestions(questions, topics)).toBe(
      ['Q1?', 'Q2?', 'Q3?', 'Q4?', 'Q5?', 'Q6?', 'System design', 'Testing', 'T3', 'T4', 'T5', 'T6'].join('\n'),
    );
  });

  it('sends an empty text when both editors are blank', () => {
    expect(combineInternalQuestions('\n  \n', '')).toBe('');
  });

  it('splits a stored text back into the two editors', () => {
    expect(splitIntoEditors('Why us?\nSystem design\nHow do you test?\n')).toEqual({
      questions: 'Why us?\nHow do you test?',
      topics: 'System design',
    });
  });
});
