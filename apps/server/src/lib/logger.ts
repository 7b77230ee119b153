/**
 * The process logger. Logs never hold passwords, hashes, tokens, one-time codes, API keys or
 * resume text, nor the values of a failed query, in three layers:
 * 1. keys: a value under a secret-named key is censored at any depth of a logged object;
 * 2. errors: serialized without the properties that carry query values (Drizzle's `params`,
 *    PostgreSQL's `detail`...), with "params: ..." cut out of message and stack, causes alike;
 * 3. text: every finished line is scrubbed of what still looks like a secret (argon2 hashes,
 *    JWTs, bearer credentials, interview API keys, secret query parameters, query values).
 */
import { INTERVIEW_API_KEY_PREFIX } from '@kairox/contract';
import pino, { type DestinationStream, type Logger } from 'pino';

export const REDACTED = '[Redacted]';

/** Key names (compared lower-case, without '-' and '_') whose values are never logged. */
const SECRET_KEYS = new Set(['authorization', 'proxyauthorization', 'cookie', 'setcookie', 'otp', 'code', 'resumetext', 'extractedtext']);
/** A key containing one of these is secret too: password, newPassword, passwordHash, token, apiKey, x-api-key... */
const SECRET_KEY_PARTS = ['password', 'secret', 'token', 'apikey', 'hash'];

/** Error properties that carry the values a failed query ran with (the SQL text stays in the message). */
const QUERY_VALUE_KEYS = new Set(['query', 'params', 'parameters', 'values', 'detail', 'where', 'internalquery', 'input']);

/** Drizzle's "Failed query: <sql>\nparams: <values>": the values run to the end of the message. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;

/** Patterns applied to each finished (JSON-encoded) log line. */
const SECRET_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  // The same "params:" tail inside a JSON string (up to its closing quote), wherever it was copied.
  [/\\nparams: (?:[^"\\]|\\.)*/g, `\\nparams: ${REDACTED}`],
  [/\$argon2(?:id|i|d)\$[\w+/=$,.-]*/g, REDACTED],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, REDACTED],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${REDACTED}`],
  [new RegExp(`\\b${INTERVIEW_API_KEY_PREFIX}[0-9A-Za-z]{20,}`, 'g'), REDACTED],
  [/([?&](?:token|otp|code|password|api[-_]?key)=)[^&\s#"]*/gi, `$1${REDACTED}`],
];

const MAX_DEPTH = 10;

const normalizedKey = (key: string) => key.toLowerCase().replace(/[-_]/g, '');

function isSecretKey(key: string): boolean {
  const normalized = normalizedKey(key);
  return SECRET_KEYS.has(normalized) || SECRET_KEY_PARTS.some((part) => normalized.includes(part));
}

/** A finished log line with every secret-looking text cut out. */
function redactLine(line: string): string {
  return SECRET_PATTERNS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), line);
}

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A copy of a logged value with secret-named keys censored and errors serialized, through plain
 * objects and arrays. Other objects (Fastify's request and reply) are left to their own
 * serializers, which log only method, URL, address and status.
 */
function redactSecrets(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[Too deep]';
  if (value instanceof Error) return serializeError(value, depth);
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isSecretKey(key) ? REDACTED : redactSecrets(item, depth + 1)]));
}

/**
 * An error as logged: type, message and stack without query values, its code (a SQLSTATE or a
 * library's error code), its other properties censored, and its cause the same way.
 */
function serializeError(error: Error, depth = 0): Record<string, unknown> {
  const rawMessage = String(error.message ?? '');
  const message = rawMessage.replace(QUERY_PARAMS, `\nparams: ${REDACTED}`);
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: typeof error.stack === 'string' ? error.stack.replace(rawMessage, message) : undefined,
  };
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' || typeof code === 'number') serialized.code = code;
  for (const [key, item] of Object.entries(error)) {
    if (key in serialized || key === 'cause' || QUERY_VALUE_KEYS.has(normalizedKey(key))) continue;
    serialized[key] = isSecretKey(key) ? REDACTED : redactSecrets(item, depth + 1);
  }
  if (error.cause !== undefined) serialized.cause = redactSecrets(error.cause, depth + 1);
  return serialized;
}

export interface LoggerOptions {
  level: string;
  /** Where lines go (tests capture them); standard output by default. */
  destination?: DestinationStream;
}

export function createLogger({ level, destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      formatters: { log: (object) => redactSecrets(object) as Record<string, unknown> },
      // The formatter has serialized the errors already; this one sees those pino wraps itself.
      serializers: { err: (value: unknown) => (value instanceof Error ? serializeError(value) : value) },
      hooks: { streamWrite: redactLine },
    },
    destination,
  );
}
