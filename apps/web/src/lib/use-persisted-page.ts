import { useCallback, useState } from 'react';

/** Reads a stored zero-based page index; anything missing or malformed gives `fallback`. */
export function readPersistedPage(key: string, fallback = 0): number {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return fallback;
    return Number(raw.trim());
  } catch {
    return fallback;
  }
}

function writePersistedPage(key: string, page: number): void {
  try {
    localStorage.setItem(key, String(page));
  } catch {
    // Storage may be full or blocked (private mode): the page still works, it just is not remembered.
  }
}

/**
 * A list's zero-based page index remembered in local storage under `key` (spec section 2: one key
 * per list, e.g. 'dashboard_jobs'), so a reload or a visit to another page comes back to it.
 */
export function usePersistedPage(key: string, fallback = 0): [number, (page: number) => void] {
  const [page, setPageState] = useState(() => readPersistedPage(key, fallback));
  const setPage = useCallback(
    (next: number) => {
      const safe = Number.isInteger(next) && next >= 0 ? next : 0;
      setPageState(safe);
      writePersistedPage(key, safe);
    },
    [key],
  );
  return [page, setPage];
}
