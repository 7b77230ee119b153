/**
 * Local resume screening engine (deterministic, no network) and the optional LLM second opinion.
 * See docs/screening.md.
 */
export {
  analyzeJob,
  analyzeResume,
  BASE_WEIGHTS,
  CALIBRATION,
  calibrate,
  countWords,
  ENGINE_VERSION,
  isReadableResumeText,
  MIN_RESUME_WORDS,
  postingSkills,
  scoreAnalyzed,
  screenResume,
  warmUpScreening,
  type JobAnalysis,
  type ResumeAnalysis,
} from './engine.js';
export {
  isUnreadableResumeError,
  UNREADABLE_RESUME_MESSAGE,
  UnreadableResumeError,
  type ScreeningBreakdown,
  type ScreeningInput,
  type ScreeningJob,
  type ScreeningOptions,
  type ScreeningResult,
} from './types.js';
export {
  combineWithLlm,
  createLlmProvider,
  LLM_WEIGHT,
  reviewWithLlm,
  type LlmProvider,
  type LlmReview,
  type LlmReviewRequest,
} from './llm-provider.js';
export { findRole, synthesizeJob } from './roles.js';
