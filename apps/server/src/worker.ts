import { startKairoxWorker } from './bootstrap.js';
import { closeOnSignals, loadConfigOrExit, runProcess } from './process-lifecycle.js';

/**
 * `npm run worker`: resume processing, maintenance and job re-screens on the PostgreSQL database
 * the API processes use, without an HTTP server. Run as many as the queue needs.
 */
runProcess('Kairox worker', async () => {
  const config = loadConfigOrExit({ worker: true });
  const worker = await startKairoxWorker(config);
  closeOnSignals(worker.ctx.logger, () => worker.close());
  worker.ctx.logger.info({ storage: config.s3 ? 's3' : 'local', pid: process.pid }, 'Kairox worker is ready');
});
