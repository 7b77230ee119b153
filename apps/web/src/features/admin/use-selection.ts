import { useCallback, useMemo, useState } from 'react';

/** Checkbox selection of table rows by id. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = useCallback((id: number, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

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

  const clear = useCallback(() => setSelected(new Set()), []);
  const ids = useMemo(() => [...selected], [selected]);

  return { selected, ids, count: selected.size, toggle, setMany, clear };
}
