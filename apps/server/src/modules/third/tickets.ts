import { and, eq, like, lt } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { integrationKeys } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import type { Services } from '../../services.ts';

/**
 * Short-lived server-side records (OAuth codes, issued openids, partner access tokens, replay
 * guards), kept in integration_keys so that every server instance sees them: kind is
 * `ticket:<purpose>:<sha256 of the value>` (the raw value is never stored), public_value the
 * expiry (ISO time, which sorts as text) and secret_value a JSON payload.
 */
function kindOf(purpose: string, value: string): string {
  return `ticket:${purpose}:${sha256Hex(value)}`;
}

async function purgeExpired(tx: Tx, purpose: string): Promise<void> {
  await tx
    .delete(integrationKeys)
    .where(
      and(
        like(integrationKeys.kind, `ticket:${purpose}:%`),
        lt(integrationKeys.publicValue, new Date().toISOString()),
      ),
    );
}

function parse<T>(row: { publicValue: string | null; secretValue: string } | undefined): T | null {
  if (!row?.publicValue || row.publicValue < new Date().toISOString()) return null;
  return JSON.parse(row.secretValue) as T;
}

/** Stores (or replaces) a record for `ttlMs`. */
export function putTicket(
  services: Services,
  projectId: number,
  purpose: string,
  value: string,
  payload: unknown,
  ttlMs: number,
): Promise<void> {
  const kind = kindOf(purpose, value);
  const expires = new Date(Date.now() + ttlMs).toISOString();
  const secretValue = JSON.stringify(payload);
  return services.db.tenant(projectId, async (tx) => {
    await purgeExpired(tx, purpose);
    await tx
      .insert(integrationKeys)
      .values({ projectId, kind, publicValue: expires, secretValue })
      .onConflictDoUpdate({
        target: [integrationKeys.projectId, integrationKeys.kind],
        set: { publicValue: expires, secretValue },
      });
  });
}

/** The live record's payload, or null (unknown, expired, other project). */
export async function readTicket<T>(
  services: Services,
  projectId: number,
  purpose: string,
  value: string,
): Promise<T | null> {
  const [row] = await services.db.tenant(projectId, (tx) =>
    tx
      .select({ publicValue: integrationKeys.publicValue, secretValue: integrationKeys.secretValue })
      .from(integrationKeys)
      .where(eq(integrationKeys.kind, kindOf(purpose, value)))
      .limit(1),
  );
  return parse<T>(row);
}

/** Single use: deletes the record and answers its payload when it was still live. */
export async function takeTicket<T>(
  services: Services,
  projectId: number,
  purpose: string,
  value: string,
): Promise<T | null> {
  const [row] = await services.db.tenant(projectId, (tx) =>
    tx
      .delete(integrationKeys)
      .where(eq(integrationKeys.kind, kindOf(purpose, value)))
      .returning({ publicValue: integrationKeys.publicValue, secretValue: integrationKeys.secretValue }),
  );
  return parse<T>(row);
}

/** Replay guard: true the first time `value` is seen within `ttlMs`, false after that. */
export function claimOnce(
  services: Services,
  projectId: number,
  purpose: string,
  value: string,
  ttlMs: number,
): Promise<boolean> {
  const kind = kindOf(purpose, value);
  const expires = new Date(Date.now() + ttlMs).toISOString();
  return services.db.tenant(projectId, async (tx) => {
    await purgeExpired(tx, purpose);
    const rows = await tx
      .insert(integrationKeys)
      .values({ projectId, kind, publicValue: expires, secretValue: '{}' })
      .onConflictDoNothing()
      .returning({ id: integrationKeys.id });
    return rows.length === 1;
  });
}
