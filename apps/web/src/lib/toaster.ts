/*
 * The toaster (sonner, 9 KB gzip) loads with the first toast instead of with every page: `toast`
 * (lib/toast.ts) asks for it here, and the app's <AppToaster> mounts it once asked.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function toasterRequested(): boolean {
  return requested;
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
