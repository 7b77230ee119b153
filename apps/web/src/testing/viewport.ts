import type { Window } from 'happy-dom';

/** The window the test file started with, which the tests otherwise run in. */
const DEFAULT_VIEWPORT = { width: window.innerWidth, height: window.innerHeight } as const;

/** Resizes the test DOM's window: media queries and their change events follow, as in a browser. */
export function setViewport(viewport: { width: number; height: number } = DEFAULT_VIEWPORT): void {
  (window as unknown as Window).happyDOM.setViewport(viewport);
}
