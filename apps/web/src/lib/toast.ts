import { requestToaster } from './toaster';

/** Spec: four toast types, each with an optional title; they disappear after 3 s (set on the Toaster). */
type Show = (message: string, title?: string) => void;

/**
 * Sonner loads with the first toast. A toast published before the toaster has subscribed is
 * replayed to it, so none is lost while it loads.
 */
const show =
  (kind: 'error' | 'success' | 'warning' | 'info'): Show =>
  (message, title) => {
    requestToaster();
    void import('sonner').then(({ toast: sonner }) => (title ? sonner[kind](title, { description: message }) : sonner[kind](message)));
  };

export const toast = {
  error: show('error'),
  success: show('success'),
  warning: show('warning'),
  info: show('info'),
};
