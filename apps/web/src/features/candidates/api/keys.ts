/**
 * React Query keys of the candidate screens. Everything lives under ['applications'], the prefix
 * the dashboard job cards' counts use too (['applications', 'count', jobId]), so invalidating
 * ['applications'] after an upload refreshes the cards, the funnel and the table at once.
 */
export const candidateKeys = {
  all: ['applications'] as const,
  jobs: () => [...candidateKeys.all, 'applicants'] as const,
  job: (jobId: number) => [...candidateKeys.jobs(), jobId] as const,
  page: (jobId: number, page: number, size: number) => [...candidateKeys.job(jobId), { page, size }] as const,
  /** Every candidate of the job at once, for the pipeline board. */
  board: (jobId: number) => [...candidateKeys.job(jobId), 'board'] as const,
  notes: (applicationId: number) => [...candidateKeys.all, 'notes', applicationId] as const,
  resumeText: (applicationId: number) => [...candidateKeys.all, 'resume-text', applicationId] as const,
  scorecard: (applicationId: number) => [...candidateKeys.all, 'scorecard', applicationId] as const,
};
