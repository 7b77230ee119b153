import { useCallback, useState } from 'react';
import { candidateViewStorageKey } from './constants';

export type CandidateView = 'table' | 'board';

function readCandidateView(jobId: number): CandidateView {
  try {
    return localStorage.getItem(candidateViewStorageKey(jobId)) === 'board' ? 'board' : 'table';
  } catch {
    return 'table';
  }
}

/** The job page's Table / Board choice, remembered per job like the table's page; the table by default. */
export function useCandidateView(jobId: number): [CandidateView, (view: CandidateView) => void] {
  const [view, setViewState] = useState(() => readCandidateView(jobId));
  const setView = useCallback(
    (next: CandidateView) => {
      setViewState(next);
      try {
        localStorage.setItem(candidateViewStorageKey(jobId), next);
      } catch {
        // Storage may be full or blocked (private mode): the switch still works, it just is not remembered.
      }
    },
    [jobId],
  );
  return [view, setView];
}
