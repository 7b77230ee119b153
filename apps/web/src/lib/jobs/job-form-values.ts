import { capitalizeOption } from '@kairox/contract';
import { combineInternalQuestions } from './internal-questions';

/** The fields the Create Job Posting form and the Edit Job Posting form share (spec sections 2, 3 and 5). */
export interface JobFormValues {
  title: string;
  /** Lower-case option value ('engineering'); sent capitalised. */
  department: string;
  location: string;
  /** Lower-case option value ('full-time'); sent capitalised. */
  employmentType: string;
  description: string;
  requirements: string;
  cutoffDate: string;
  aiProcessingCutoffDate: string;
  projectName: string;
  projectCode: string;
  projectManager: string;
  techInterviewPoc: string;
  /** Editor text, one question per line. */
  questions: string;
  /** Editor text, one topic per line. */
  topics: string;
}

/**
 * The request fields both forms send, from the form's values: options capitalised, the project
 * details grouped, the two editors combined. The contract's schema trims the texts.
 */
export function jobRequestFields(values: JobFormValues) {
  return {
    title: values.title,
    department: capitalizeOption(values.department),
    location: values.location,
    employmentType: capitalizeOption(values.employmentType),
    description: values.description,
    requirements: values.requirements,
    cutoffDate: values.cutoffDate,
    aiProcessingCutoffDate: values.aiProcessingCutoffDate,
    internalDetails: {
      projectName: values.projectName,
      projectCode: values.projectCode,
      projectManager: values.projectManager,
      techInterviewPoc: values.techInterviewPoc,
    },
    internalQuestions: combineInternalQuestions(values.questions, values.topics),
  };
}
