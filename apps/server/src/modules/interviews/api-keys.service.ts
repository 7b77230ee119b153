/**
 * API keys of the external AI interview service (DECISIONS.md, Interviews; docs/interviews.md).
 *
 * A key is 'kx_live_' + 32 random base62 characters (about 190 bits). It is shown once, when
 * created; only its SHA-256 is stored, with a prefix ('kx_live_' + the first 8 characters of the
 * secret part) that names it in listings and when revoking. A key belongs to one organisation and
 * lets the service post events for that organisation's applications only.
 */
import { createHash, randomInt } from 'node:crypto';
import { INTERVIEW_API_KEY_PATTERN, INTERVIEW_API_KEY_PREFIX } from '@kairox/contract';
import type { DbOrTx } from '../../db/database.js';
import {
  findActiveKey,
  findKeys,
  findOrganizationWithDomain,
  hasKeyWithPrefix,
  insertKey,
  listKeys,
  revokeKey,
  touchKey,
  type ApiKeyInfoRow,
} from './api-keys.repository.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_LENGTH = 32;
/** Characters of the secret part kept in the shown prefix. */
const PREFIX_SECRET_CHARS = 8;
const KEY_NAME_MAX_LENGTH = 100;
/** last_used_at is written at most this often per key (every request would be a write). */
const LAST_USED_RESOLUTION_SECONDS = 60;

export class ApiKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiKeyError';
  }
}

export type InterviewApiKeyInfo = ApiKeyInfoRow;

export interface CreatedInterviewApiKey extends InterviewApiKeyInfo {
  /** The key itself: shown once, never stored. */
  key: string;
}

/** A new random key (uniform base62, from the CSPRNG). */
export function generateInterviewApiKey(): string {
  let secret = '';
  for (let index = 0; index < SECRET_LENGTH; index += 1) secret += BASE62[randomInt(BASE62.length)];
  return `${INTERVIEW_API_KEY_PREFIX}${secret}`;
}

export const hashInterviewApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

const keyPrefixOf = (key: string) => key.slice(0, INTERVIEW_API_KEY_PREFIX.length + PREFIX_SECRET_CHARS);

/** The organisation with this Domain ID (any letter case), for the CLI. */
export async function findOrganizationByDomain(db: DbOrTx, domainId: string): Promise<{ id: number; name: string; domainId: string } | null> {
  return (await findOrganizationWithDomain(db, domainId.trim().toUpperCase())) ?? null;
}

/** Creates a key for the organisation and returns it with the key itself (shown once). */
export async function createInterviewApiKey(db: DbOrTx, orgId: number, name: string): Promise<CreatedInterviewApiKey> {
  const label = name.trim();
  if (!label) throw new ApiKeyError('A name is required (for example the interview vendor).');
  if (label.length > KEY_NAME_MAX_LENGTH) throw new ApiKeyError(`The name must be at most ${KEY_NAME_MAX_LENGTH} characters.`);
  // A prefix collision inside one organisation would make `revoke --prefix` ambiguous: draw again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const key = generateInterviewApiKey();
    const keyPrefix = keyPrefixOf(key);
    if (await hasKeyWithPrefix(db, orgId, keyPrefix)) continue;
    const row = await insertKey(db, { orgId, name: label, keyPrefix, keyHash: hashInterviewApiKey(key) });
    return { ...row, key };
  }
  throw new ApiKeyError('Could not create a unique key; try again.');
}

/** The organisation's keys, oldest first, revoked ones included. */
export async function listInterviewApiKeys(db: DbOrTx, orgId: number): Promise<InterviewApiKeyInfo[]> {
  return listKeys(db, orgId);
}

/**
 * Revokes the organisation's key named by its prefix as listed ('kx_live_' and 4 to 8 more
 * characters; the start of the prefix is enough when only one active key has it) or by the whole
 * key. Refused when no key, or more than one active key, matches. Revoking is immediate.
 */
export async function revokeInterviewApiKey(db: DbOrTx, orgId: number, prefixOrKey: string): Promise<InterviewApiKeyInfo> {
  const wanted = prefixOrKey.trim();
  const wholeKey = INTERVIEW_API_KEY_PATTERN.test(wanted);
  const maxPrefix = INTERVIEW_API_KEY_PREFIX.length + PREFIX_SECRET_CHARS;
  if (!wholeKey && !(wanted.startsWith(INTERVIEW_API_KEY_PREFIX) && /^kx_live_[0-9A-Za-z]{4,}$/.test(wanted) && wanted.length <= maxPrefix)) {
    throw new ApiKeyError(
      `Give the key's prefix as listed, e.g. ${INTERVIEW_API_KEY_PREFIX}ab12cd34 (4 to ${PREFIX_SECRET_CHARS} characters after ${INTERVIEW_API_KEY_PREFIX}), or the whole key.`,
    );
  }
  const candidates = await findKeys(db, orgId, wholeKey ? { keyHash: hashInterviewApiKey(wanted) } : { prefixStart: wanted });
  const active = candidates.filter((key) => !key.revokedAt);
  if (candidates.length === 0) throw new ApiKeyError(`No key of this organisation starts with ${keyPrefixOf(wanted)}.`);
  if (active.length === 0) throw new ApiKeyError(`The key ${candidates[0]!.keyPrefix} is already revoked.`);
  if (active.length > 1) {
    throw new ApiKeyError(
      `${active.length} active keys start with ${wanted} (${active.map((key) => key.keyPrefix).join(', ')}); give more characters.`,
    );
  }
  const row = await revokeKey(db, active[0]!.id);
  if (!row) throw new ApiKeyError(`The key ${active[0]!.keyPrefix} is already revoked.`);
  return row;
}

/**
 * The organisation and key id for a presented key, or null when it is malformed, unknown or
 * revoked. Records when the key was last used (at most once a minute).
 */
export async function verifyInterviewApiKey(db: DbOrTx, key: string): Promise<{ keyId: number; orgId: number; keyPrefix: string } | null> {
  if (!INTERVIEW_API_KEY_PATTERN.test(key)) return null;
  const row = await findActiveKey(db, hashInterviewApiKey(key));
  if (!row) return null;
  await touchKey(db, row.id, LAST_USED_RESOLUTION_SECONDS);
  return { keyId: row.id, orgId: row.orgId, keyPrefix: row.keyPrefix };
}
