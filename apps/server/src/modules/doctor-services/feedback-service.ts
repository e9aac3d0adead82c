import { type FeedbackBody, type FeedbackView, maskPhone, normalizeMobile } from '@kanghu/shared';
import type { Ctx } from '../../core/context.ts';
import { type PageQuery, pageOf } from '../../core/paging.ts';
import { checkAttachments } from '../records/attachments.ts';
import { type FeedbackRow, feedbackPage, insertFeedback } from './repo.ts';

function view(row: FeedbackRow, userName: string | null): FeedbackView {
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
export function submitFeedback(ctx: Ctx, body: FeedbackBody) {
  return ctx.inTenant(async (tx) => {
    const images = await checkAttachments(
      tx,
      ctx.project.key,
      body.imageList.map((url) => ({ url, name: '' })),
    );
    const row = await insertFeedback(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      content: body.content,
      imageList: images.map((i) => i.url),
      tel: body.tel ? normalizeMobile(body.tel) : null,
    });
    return view(row, null);
  });
}

/** GET /api/message/system/feedback: admins and staff read the project's feedback, newest first. */
export function listFeedback(ctx: Ctx, q: PageQuery) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await feedbackPage(tx, q);
    return pageOf(
      rows.map((r) => view(r.f, r.userName)),
      total,
      q,
    );
  });
}
