import { useEffect } from 'react';

/*
 * Several layers (the mobile drawer, stacked dialogs) may lock page scrolling at once. A counter
 * makes sure the page scrolls again only when the last of them lets go, and that the original
 * overflow value comes back.
 */
let locks = 0;
let previousOverflow = '';

function lock(): void {
  if (locks === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
}

function unlock(): void {
  locks = Math.max(0, locks - 1);
  if (locks === 0) document.body.style.overflow = previousOverflow;
}

/** Locks page scrolling while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
