// Runs PGlite on its own thread (it blocks the thread while querying) behind a local
// PostgreSQL-protocol socket, so the app always talks to it through `pg`.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, loadDataDirFile, socketPath } = workerData;

async function open() {
  const loadDataDir = loadDataDirFile ? new Blob([await readFile(loadDataDirFile)]) : undefined;
  return PGlite.create(dataDir ?? 'memory://', loadDataDir ? { loadDataDir } : {});
}

let db;
let server;

async function start() {
  db = await open();
  // PGlite has a single session, and concurrent clients could interleave their extended-protocol
  // messages, so the app's pool uses one connection at a time. The socket still accepts a few:
  // `pg` replaces a connection after a query error, and the new one must not be refused while the
  // old one is still closing.
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
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
