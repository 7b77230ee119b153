import type { Window } from 'happy-dom';

/** The DOM's default window (happy-dom: 1024 x 768), which the tests otherwise run in. */
const DEFAULT_VIEWPORT = { width: 1024, height: 768 } as const;

/** Resizes the test DOM's window: media queries and their change events follow, as in a browser. */
export function setViewport(viewport: { width: number; height: number } = DEFAULT_VIEWPORT): void {
  (window as unknown as Window).happyDOM.setViewport(viewport);
}
