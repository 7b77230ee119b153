import { useLayoutEffect } from 'react';

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

/**
 * Locks page scrolling while `active` is true. A layout effect, so the lock comes and goes in the
 * same commit as the layer that holds it: a passive effect let go a moment after the drawer had
 * gone, and a page could show without its layer yet not scroll.
 */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
