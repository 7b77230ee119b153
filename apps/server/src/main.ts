import { ConfigError, loadConfig } from './config.js';
import { startKairox } from './bootstrap.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const kairox = await startKairox(config);
  const { app } = kairox;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await kairox.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { url: `http://localhost:${config.port}`, database: config.databaseUrl ? 'postgresql' : 'embedded', dataDir: config.dataDir },
    'Kairox is ready',
  );
}

main().catch((error: unknown) => {
  console.error('Kairox failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
