import { useEffect, useEffectEvent } from 'react';

/**
 * Shows `notify` once per failed load of a query (keyed by its errorUpdatedAt), not on every
 * render, so a failure toasts exactly once.
 */
export function useErrorToast(isError: boolean, errorUpdatedAt: number, notify: () => void) {
  const onError = useEffectEvent(() => notify());
  useEffect(() => {
    if (isError && errorUpdatedAt > 0) onError();
  }, [isError, errorUpdatedAt]);
}
