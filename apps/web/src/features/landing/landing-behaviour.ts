/*
 * All the landing page does besides links, without React: the prerendered page the server sends for
 * / runs it from static-page.ts, the app's LandingPage from an effect. The page marks its controls
 * with data-landing="<action>".
 */

export const DEMO_DIALOG_ID = 'demo-dialog';
export const HOW_IT_WORKS_ID = 'how-it-works';

type LandingAction = 'open-demo' | 'close-demo' | 'show-steps';

/** The attribute that gives a control its action. */
export const landingAction = (action: LandingAction) => ({ 'data-landing': action });

/** Scrolls to a section and moves the focus to its heading (for keyboard and screen-reader users). */
function revealSection(id: string) {
  const section = document.getElementById(id);
  const heading = section?.querySelector<HTMLElement>('h2');
  heading?.focus({ preventScroll: true });
  section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

function run(action: string | undefined, dialog: HTMLDialogElement) {
  if (action === 'open-demo') dialog.showModal();
  if (action === 'close-demo' || action === 'show-steps') dialog.close();
  // After the dialog has closed and handed the focus back to Watch Demo.
  if (action === 'show-steps') revealSection(HOW_IT_WORKS_ID);
}

/** Handles the landing page's actions inside `root`; returns the function that stops. */
export function enhanceLanding(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const dialog = root.querySelector<HTMLDialogElement>(`#${DEMO_DIALOG_ID}`);
    if (!dialog || !(event.target instanceof Element)) return;
    // A click on the dialog element itself is a click on its backdrop: its panel fills it.
    if (event.target === dialog) return dialog.close();
    run(event.target.closest<HTMLElement>('[data-landing]')?.dataset.landing, dialog);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
