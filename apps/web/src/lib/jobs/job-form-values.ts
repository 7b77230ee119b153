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

/** The internal part of both payloads: project details trimmed, the two editors combined. */
export function internalPayload(values: JobFormValues) {
  return {
    internalDetails: {
      projectName: values.projectName.trim(),
      projectCode: values.projectCode.trim(),
      projectManager: values.projectManager.trim(),
      techInterviewPoc: values.techInterviewPoc.trim(),
    },
    internalQuestions: combineInternalQuestions(values.questions, values.topics),
  };
}
