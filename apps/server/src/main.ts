import { startKairox } from './bootstrap.js';
import { closeOnSignals, loadConfigOrExit, runProcess } from './process-lifecycle.js';

/** `npm start`: the API and, unless RUN_WORKERS=false leaves them to `npm run worker`, the background workers. */
runProcess('Kairox', async () => {
  const config = loadConfigOrExit();
  const kairox = await startKairox(config);
  const { app } = kairox;
  closeOnSignals(kairox.ctx.logger, () => kairox.close());
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      url: `http://localhost:${config.port}`,
      database: config.databaseUrl ? 'postgresql' : 'embedded',
      dataDir: config.dataDir,
      storage: config.s3 ? 's3' : 'local',
      workers: config.role === 'all',
    },
    'Kairox is ready',
  );
});
