// Runs PGlite on its own thread (it blocks the thread while querying) behind a local
// PostgreSQL-protocol socket, so the app always talks to it through `pg`.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, loadDataDirFile, socketPath } = workerData;

async function open() {
  if (loadDataDirFile) {
    const archive = new Blob([await readFile(loadDataDirFile)]);
    return PGlite.create({ loadDataDir: archive });
  }
  return PGlite.create(dataDir ?? 'memory://');
}

let db;
let server;

async function start() {
  db = await open();
  // One connection: PGlite has a single session, and sharing it between clients could interleave
  // their extended-protocol messages. The app's pool therefore holds exactly one connection.
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  parentPort.postMessage({ type: 'ready' });
}

async function stop(message) {
  try {
    await server?.stop();
    if (message.dumpTo) {
      const dump = await db.dumpDataDir('gzip');
      const { writeFile } = await import('node:fs/promises');
      await writeFile(message.dumpTo, Buffer.from(await dump.arrayBuffer()));
    }
    await db?.close();
    parentPort.postMessage({ type: 'stopped' });
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String(error?.stack ?? error) });
  }
}

parentPort.on('message', (message) => {
  if (message.type === 'stop') void stop(message);
});

start().catch((error) => {
  parentPort.postMessage({ type: 'error', message: String(error?.stack ?? error) });
});
