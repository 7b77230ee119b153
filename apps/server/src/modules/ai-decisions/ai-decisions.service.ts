/**
 * The AI decision log (issue #10, docs/screening.md): an append-only record, per application, of
 * every machine output (score, interview adjustment, proposed or automatic move) with the hash of
 * its input and the engine version, and of every human override with who and why. Rows are only
 * ever inserted; the database refuses updates (migration 0005).
 */
import { createHash } from 'node:crypto';
import type { AiDecision, AiDecisionKind } from '@kairox/contract';
import type { DbOrTx } from '../../db/database.js';
import { aiDecisionRowsOf, insertAiDecision } from './ai-decisions.repository.js';

export interface AiDecisionEntry {
  orgId: number;
  applicationId: number;
  kind: AiDecisionKind;
  inputHash?: string | null;
  engineVersion?: string | null;
  output?: Record<string, unknown>;
  /** Null (or absent) for the machine. */
  actor?: { id: number; name: string } | null;
  reason?: string | null;
}

/** SHA-256 (hex) of the input parts, each length-prefixed so ("ab", "c") and ("a", "bc") differ. */
export function hashInput(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest('hex');
}

/** Appends one entry; call it inside the transaction that makes the decision take effect. */
export async function appendAiDecision(db: DbOrTx, entry: AiDecisionEntry): Promise<void> {
  await insertAiDecision(db, {
    orgId: entry.orgId,
    applicationId: entry.applicationId,
    kind: entry.kind,
    inputHash: entry.inputHash ?? null,
    engineVersion: entry.engineVersion ?? null,
    output: entry.output ?? {},
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    reason: entry.reason ?? null,
  });
}

/** The application's log, oldest first. The caller has checked the application is the organisation's. */
export async function listAiDecisions(db: DbOrTx, orgId: number, applicationId: number): Promise<AiDecision[]> {
  const rows = await aiDecisionRowsOf(db, orgId, applicationId);
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.applicationId,
    kind: row.kind,
    inputHash: row.inputHash,
    engineVersion: row.engineVersion,
    output: row.output,
    actorId: row.actorId,
    actorName: row.actorName,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}
