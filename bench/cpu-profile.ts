/**
 * Preloaded into the server by `npm run bench:pipeline -- --cpu-prof DIR` (NODE_OPTIONS takes
 * `--import` but not `--cpu-prof`; tsx is imported before it): profiles the process from its start
 * and writes the profile to CPU_PROFILE_DIR as <pid>.cpuprofile when it exits (open it in Chrome's
 * DevTools).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const directory = process.env.CPU_PROFILE_DIR;
if (directory) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // An in-process session answers synchronously, so the profile is written before the exit completes.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(path.join(directory, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
