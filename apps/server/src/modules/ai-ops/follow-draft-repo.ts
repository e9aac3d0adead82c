import type { FollowFormValues } from '@kanghu/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { aiFollowDrafts } from '../../db/schema/index.ts';

/** The temporary save of a local follow-up's record (ai_follow_drafts, one per plan). */

export async function followDraftOf(tx: Tx, planId: number) {
  const [row] = await tx.select().from(aiFollowDrafts).where(eq(aiFollowDrafts.planId, planId)).limit(1);
  return row;
}

export async function upsertFollowDraft(
  tx: Tx,
  v: { projectId: number; planId: number; userId: number; values: FollowFormValues; at: Date },
) {
  const [row] = await tx
    .insert(aiFollowDrafts)
    .values({ ...v, updatedAt: v.at })
    .onConflictDoUpdate({
      target: [aiFollowDrafts.projectId, aiFollowDrafts.planId],
      set: {
        values: sql`excluded.values`,
        userId: sql`excluded.user_id`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  if (!row) throw new Error('follow draft not stored');
  return row;
}

export async function deleteFollowDraft(tx: Tx, planId: number) {
  await tx.delete(aiFollowDrafts).where(eq(aiFollowDrafts.planId, planId));
}
