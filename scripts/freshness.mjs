// Whether a build output is older than its sources (`npm start` rebuilds what changed).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under `target` (node_modules and dist left out); 0 when missing. */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target)
      .filter((name) => name !== 'node_modules' && name !== 'dist')
      .map((name) => newestChange(path.join(target, name))),
  );
}

/** True when `output` is missing or any of `sources` changed after it was written. */
export function isStale(output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...sources.map(newestChange));
}
