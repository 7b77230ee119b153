import { TOAST_DURATION_MS } from '@kairox/contract';
import { Suspense, useSyncExternalStore } from 'react';
import { subscribeToaster, toasterRequested } from '../lib/toaster';
import { lazyNamed } from './lazy-named';

const Toaster = lazyNamed(() => import('sonner'), 'Toaster');

/** Spec: toasts of four types disappear after 3 s. Mounted (and its code loaded) with the first toast. */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToaster, toasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster duration={TOAST_DURATION_MS} position="top-right" richColors closeButton />
    </Suspense>
  );
}
