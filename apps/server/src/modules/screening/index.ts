/**
 * Local resume screening engine (deterministic, no network) and the optional LLM second opinion.
 * See docs/screening.md.
 */
export {
  analyzeJob,
  analyzeResume,
  calibrate,
  ENGINE_VERSION,
  postingSkills,
  screenResume,
  type JobAnalysis,
  type ResumeAnalysis,
} from './engine.js';
export { isUnreadableResumeError, UNREADABLE_RESUME_MESSAGE } from './types.js';
export { LLM_WEIGHT } from './llm-provider.js';
