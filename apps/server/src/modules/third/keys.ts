import { eq } from 'drizzle-orm';
import { integrationKeys } from '../../db/schema/index.ts';
import type { Services } from '../../services.ts';

export interface KeyMaterial {
  publicValue: string | null;
  secretValue: string;
}

/** The stored key of `kind` in a project, or null. */
export async function readKey(
  services: Services,
  projectId: number,
  kind: string,
): Promise<KeyMaterial | null> {
  const [row] = await services.db.tenant(projectId, (tx) =>
    tx
      .select({ publicValue: integrationKeys.publicValue, secretValue: integrationKeys.secretValue })
      .from(integrationKeys)
      .where(eq(integrationKeys.kind, kind))
      .limit(1),
  );
  return row ?? null;
}

/**
 * The key of `kind` in a project, generated and stored at first use. Generation runs outside
 * the transaction (RSA takes a moment); when two requests race, the first stored key wins.
 */
export async function ensureKey(
  services: Services,
  projectId: number,
  kind: string,
  generate: () => KeyMaterial | Promise<KeyMaterial>,
): Promise<KeyMaterial> {
  const existing = await readKey(services, projectId, kind);
  if (existing) return existing;
  const fresh = await generate();
  return services.db.tenant(projectId, async (tx) => {
    const [inserted] = await tx
      .insert(integrationKeys)
      .values({ projectId, kind, publicValue: fresh.publicValue, secretValue: fresh.secretValue })
      .onConflictDoNothing()
      .returning({ publicValue: integrationKeys.publicValue, secretValue: integrationKeys.secretValue });
    if (inserted) return inserted;
    const [winner] = await tx
      .select({ publicValue: integrationKeys.publicValue, secretValue: integrationKeys.secretValue })
      .from(integrationKeys)
      .where(eq(integrationKeys.kind, kind))
      .limit(1);
    if (!winner) throw new Error(`integration key ${kind} vanished`);
    return winner;
  });
}
