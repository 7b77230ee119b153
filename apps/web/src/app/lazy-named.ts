import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export: the module becomes its own chunk, fetched on first render. */
export function lazyNamed<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
