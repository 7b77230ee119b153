import { useCallback, useMemo, useState } from 'react';

/** Checkbox selection of table rows by id. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const setMany = useCallback((ids: readonly number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const toggle = useCallback((id: number, on: boolean) => setMany([id], on), [setMany]);
  const clear = useCallback(() => setSelected((current) => (current.size ? new Set() : current)), []);
  const ids = useMemo(() => [...selected], [selected]);

  return { selected, ids, count: selected.size, toggle, setMany, clear };
}
