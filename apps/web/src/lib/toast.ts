import { toast as sonner } from 'sonner';

/** Spec: four toast types, each with an optional title; they disappear after 3 s (set on the Toaster). */
type Show = (message: string, title?: string) => void;

const show =
  (kind: 'error' | 'success' | 'warning' | 'info'): Show =>
  (message, title) =>
    title ? sonner[kind](title, { description: message }) : sonner[kind](message);

export const toast = {
  error: show('error'),
  success: show('success'),
  warning: show('warning'),
  info: show('info'),
};
