import { type FeedbackBody, type FeedbackView, maskPhone, normalizeMobile } from '@kanghu/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { SessionRecord } from '../../core/sessions.ts';
import { feedbacks, users } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { checkAttachments } from '../records/attachments.ts';
import { isManager } from './access.ts';

function view(row: typeof feedbacks.$inferSelect, userName: string | null): FeedbackView {
  return {
    id: row.id,
    userId: row.userId,
    userName,
    content: row.content,
    imageList: row.imageList,
    tel: row.tel ? maskPhone(row.tel) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /api/message/system/feedback: any signed-in user; images must be this project's uploads. */
export function submitFeedback(
  services: Services,
  session: SessionRecord,
  projectKey: string,
  body: FeedbackBody,
) {
  return services.db.tenant(session.projectId, async (tx) => {
    const images = await checkAttachments(
      tx,
      projectKey,
      body.imageList.map((url) => ({ url, name: '' })),
    );
    const [row] = await tx
      .insert(feedbacks)
      .values({
        projectId: session.projectId,
        userId: session.userId,
        content: body.content,
        imageList: images.map((i) => i.url),
        tel: body.tel ? normalizeMobile(body.tel) : null,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return view(row, null);
  });
}

/** GET /api/message/system/feedback: admins and staff read the project's feedback, newest first. */
export function listFeedback(services: Services, session: SessionRecord, pageNo: number, pageSize: number) {
  if (!isManager(session)) throw forbidden();
  return services.db.tenant(session.projectId, async (tx) => {
    const rows = await tx
      .select({ f: feedbacks, userName: users.name })
      .from(feedbacks)
      .innerJoin(users, eq(users.id, feedbacks.userId))
      .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
      .offset((pageNo - 1) * pageSize)
      .limit(pageSize);
    const [total] = await tx.select({ n: count() }).from(feedbacks);
    return { list: rows.map((r) => view(r.f, r.userName)), total: total?.n ?? 0, pageNo, pageSize };
  });
}
