/**
 * Interview API keys from the command line (docs/interviews.md):
 *
 *   npm run interview-keys -- create --org ACME.EXAMPLE --name "Interview vendor"
 *   npm run interview-keys -- list   --org ACME.EXAMPLE [--json]
 *   npm run interview-keys -- revoke --org ACME.EXAMPLE --prefix kx_live_ab12cd34
 *
 * Uses the server's configuration (DATABASE_URL, else the embedded database in DATA_DIR). The
 * embedded database has one owner process: while the server runs on the same DATA_DIR the command
 * refuses with a clear message; stop the server first.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { migrateDatabase, openDatabase, type Database } from '../db/database.js';
import { DataDirLockedError } from '../db/embedded/data-dir-lock.js';
import {
  ApiKeyError,
  createInterviewApiKey,
  findOrganizationByDomain,
  listInterviewApiKeys,
  revokeInterviewApiKey,
  type InterviewApiKeyInfo,
} from '../modules/interviews/api-keys.service.js';

const USAGE = `Usage:
  npm run interview-keys -- create --org <DOMAIN ID> --name <name> [--json]
  npm run interview-keys -- list   --org <DOMAIN ID> [--json]
  npm run interview-keys -- revoke --org <DOMAIN ID> --prefix <kx_live_…> [--json]

The organisation is given by its Domain ID (e.g. ACME.EXAMPLE). Uses DATABASE_URL, else the
embedded database in DATA_DIR (default ./data); stop the server first when it uses the same DATA_DIR.`;

class UsageError extends Error {}

const date = (value: Date | null) =>
  value
    ? value
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, 'Z')
    : '-';

function table(keys: InterviewApiKeyInfo[]): string {
  const rows = [
    ['PREFIX', 'NAME', 'CREATED', 'LAST USED', 'REVOKED'],
    ...keys.map((key) => [key.keyPrefix, key.name, date(key.createdAt), date(key.lastUsedAt), date(key.revokedAt)]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const asJson = (key: InterviewApiKeyInfo) => ({
  id: key.id,
  name: key.name,
  keyPrefix: key.keyPrefix,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  revokedAt: key.revokedAt?.toISOString() ?? null,
});

export async function run(argv: string[], out: (line: string) => void = console.log): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      org: { type: 'string' },
      name: { type: 'string' },
      prefix: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command] = positionals;
  if (values.help || !command) throw new UsageError(USAGE);
  if (!['create', 'list', 'revoke'].includes(command)) throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  if (!values.org) throw new UsageError(`--org <DOMAIN ID> is required.\n\n${USAGE}`);
  if (command === 'create' && !values.name?.trim()) throw new UsageError(`--name is required for create.\n\n${USAGE}`);
  if (command === 'revoke' && !values.prefix?.trim()) throw new UsageError(`--prefix is required for revoke.\n\n${USAGE}`);

  const config = loadConfig();
  const logger = pino({ level: 'silent' });
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
    await migrateDatabase(database);
    const { db } = database;
    const org = await findOrganizationByDomain(db, values.org);
    if (!org) throw new ApiKeyError(`No organisation has the Domain ID ${values.org.trim().toUpperCase()}.`);

    if (command === 'create') {
      const created = await createInterviewApiKey(db, org.id, values.name!);
      if (values.json) {
        out(JSON.stringify({ ...asJson(created), key: created.key, organization: org.domainId }));
        return;
      }
      out(`Created an interview API key for ${org.name} (${org.domainId}):`);
      out('');
      out(`  ${created.key}`);
      out('');
      out(`Name:   ${created.name}`);
      out(`Prefix: ${created.keyPrefix}`);
      out('Store it now: it is shown only this once (Kairox keeps only its SHA-256 hash).');
      out('The interview service sends it in the X-Api-Key header to POST /api/interviews/events.');
    } else if (command === 'list') {
      const keys = await listInterviewApiKeys(db, org.id);
      if (values.json) {
        out(JSON.stringify(keys.map(asJson)));
        return;
      }
      out(keys.length ? table(keys) : `${org.domainId} has no interview API keys.`);
    } else {
      const revoked = await revokeInterviewApiKey(db, org.id, values.prefix!);
      if (values.json) {
        out(JSON.stringify(asJson(revoked)));
        return;
      }
      out(`Revoked ${revoked.keyPrefix} (${revoked.name}) of ${org.domainId}. Requests with it are refused from now on.`);
    }
  } finally {
    await database?.close();
  }
}

const isMain = Boolean(process.argv[1]) && import.meta.url === pathToFileURL(path.resolve(process.argv[1]!)).href;

if (isMain) {
  run(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof UsageError || error instanceof ApiKeyError || error instanceof DataDirLockedError || error instanceof ConfigError) {
        console.error(error.message);
      } else if (String((error as { code?: unknown })?.code).startsWith('ERR_PARSE_ARGS')) {
        console.error(`${(error as Error).message}\n\n${USAGE}`);
      } else {
        console.error('interview-keys failed:', error instanceof Error ? error.message : error);
      }
      process.exit(1);
    },
  );
}
