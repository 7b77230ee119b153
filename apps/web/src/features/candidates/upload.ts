import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { UPLOAD_OVERLAY_MIN_MS } from './constants';

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function settle<T>(task: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await task() };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The upload overlay's state: `run` shows it, runs the upload, keeps it up for at least 3.5 s,
 * hides it and hands back the outcome, so the caller's result toast comes after the overlay
 * (spec section 4). The 3.5 s count from the commit that puts the overlay on the page, not from
 * the call: on a busy machine that commit can come a tenth of a second later.
 */
export function useUploadOverlay(minMs: number = UPLOAD_OVERLAY_MIN_MS) {
  const [uploading, setUploading] = useState(false);
  const markShown = useRef<((at: number) => void) | null>(null);
  useLayoutEffect(() => {
    if (!uploading) return;
    markShown.current?.(Date.now());
    markShown.current = null;
  }, [uploading]);
  const run = useCallback(
    async <T>(task: () => Promise<T>): Promise<Settled<T>> => {
      const shown = new Promise<number>((resolve) => {
        markShown.current = resolve;
      });
      setUploading(true);
      try {
        const result = await settle(task);
        await sleep(minMs - (Date.now() - (await shown)));
        return result;
      } finally {
        setUploading(false);
      }
    },
    [minMs],
  );
  return { uploading, run };
}
