import { TextareaField } from '../ui/form';
import { cn } from '../../lib/cn';
import { countQuestions, countTopics, type EditorCount } from '../../lib/jobs/internal-questions';
import { clearErrorOnEdit, type JobFieldProps } from './job-form-fields';

interface InternalQuestionsEditorProps extends JobFieldProps {
  questions: string;
  topics: string;
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
export function InternalQuestionsEditor({ idPrefix, form, questions, topics }: InternalQuestionsEditorProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextareaField
        form={form}
        name="questions"
        id={`${idPrefix}-questions`}
        label="Interview Questions"
        hint={<Counter count={countQuestions(questions)} />}
        rules={clearErrorOnEdit(form, 'questions')}
        rows={6}
        placeholder={'How would you design a rate limiter?\nTell us about a production incident you resolved'}
      />
      <TextareaField
        form={form}
        name="topics"
        id={`${idPrefix}-topics`}
        label="Topics to Cover"
        hint={<Counter count={countTopics(topics)} />}
        rules={clearErrorOnEdit(form, 'topics')}
        rows={6}
        placeholder={'System design\nTesting strategy'}
      />
    </div>
  );
}
