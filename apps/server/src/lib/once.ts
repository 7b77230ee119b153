/** `run` called at most once: a later call answers the first call's promise (and waits for it). */
export function once<T>(run: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= run());
}
