import { useCallback, useState } from 'react';
import { UPLOAD_OVERLAY_MIN_MS } from './constants';

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Runs `task` and settles no sooner than `minMs` after the start (spec section 4: the overlay's 3.5 s). */
async function settleAtLeast<T>(task: () => Promise<T>, minMs: number = UPLOAD_OVERLAY_MIN_MS): Promise<Settled<T>> {
  const started = Date.now();
  let result: Settled<T>;
  try {
    result = { ok: true, value: await task() };
  } catch (error) {
    result = { ok: false, error };
  }
  await sleep(minMs - (Date.now() - started));
  return result;
}

/**
 * The upload overlay's state: `run` shows it, runs the upload, keeps it up for at least 3.5 s,
 * hides it and hands back the outcome, so the caller's result toast comes after the overlay.
 */
export function useUploadOverlay(minMs: number = UPLOAD_OVERLAY_MIN_MS) {
  const [uploading, setUploading] = useState(false);
  const run = useCallback(
    async <T>(task: () => Promise<T>): Promise<Settled<T>> => {
      setUploading(true);
      try {
        return await settleAtLeast(task, minMs);
      } finally {
        setUploading(false);
      }
    },
    [minMs],
  );
  return { uploading, run };
}
