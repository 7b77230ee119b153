import type { ProcessingStep, ProcessingSteps } from '../modules/processing/resume-processing.js';
import { screeningSteps } from '../modules/screening/screening.pipeline.js';

export interface StepProbe {
  /** The app's own steps (screening), then the probe: give them to the app at start. */
  steps: ProcessingSteps;
  /** Runs `step` after the app's own steps, in every app started with `steps`, until the returned function is called. */
  add(step: ProcessingStep): () => void;
}

/** Steps a test can add to and remove from while its apps run, to watch or disturb the resume pipeline. */
export function createStepProbe(): StepProbe {
  const added = new Set<ProcessingStep>();
  const probe: ProcessingStep = async (ctx, application) => {
    for (const step of [...added]) await step(ctx, application);
  };
  return {
    steps: [...screeningSteps(), probe],
    add(step) {
      added.add(step);
      return () => {
        added.delete(step);
      };
    },
  };
}
