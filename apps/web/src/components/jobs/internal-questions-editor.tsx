import type { UseFormRegisterReturn } from 'react-hook-form';
import { Textarea } from '../ui/textarea';
import { cn } from '../../lib/cn';
import { countQuestions, countTopics, type EditorCount } from '../../lib/jobs/internal-questions';
import { FormField } from '../ui/form-field';

interface InternalQuestionsEditorProps {
  idPrefix: string;
  questions: string;
  topics: string;
  register: (name: 'questions' | 'topics') => UseFormRegisterReturn;
}

function Counter({ count: { label, ignored, max } }: { count: EditorCount }) {
  return (
    <span className="flex items-center justify-between gap-2">
      <span className={cn(ignored > 0 && 'text-amber-700')}>
        One per line.
        {ignored > 0 && ` Only the first ${max} are kept; ${ignored} more will be ignored.`}
      </span>
      <span className="font-medium tabular-nums text-slate-600">{label}</span>
    </span>
  );
}

/**
 * The two Internal Questions & Topics editors with their 'n/6' counters. The lines are combined
 * (questions, then topics) only when the form is sent; see internal-questions.ts.
 */
export function InternalQuestionsEditor({ idPrefix, questions, topics, register }: InternalQuestionsEditorProps) {
  const questionCount = countQuestions(questions);
  const topicCount = countTopics(topics);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField id={`${idPrefix}-questions`} label="Interview Questions" hint={<Counter count={questionCount} />}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={6}
            placeholder={'How would you design a rate limiter?\nTell us about a production incident you resolved'}
            {...register('questions')}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-topics`} label="Topics to Cover" hint={<Counter count={topicCount} />}>
        {(aria) => <Textarea {...aria} rows={6} placeholder={'System design\nTesting strategy'} {...register('topics')} />}
      </FormField>
    </div>
  );
}
