import {
  SERVICE_TYPE_LABELS,
  type ServiceCommentView,
  type ServiceItemView,
  type ServiceType,
  type serviceCommentBody,
  type serviceManageQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  type CommentRow,
  commentOf,
  commentsByIds,
  insertComment,
  type RawService,
  servicePage,
  serviceRow,
} from './service-manage-repo.ts';

const NOT_FOUND = '服务不存在';
const INQUIRY_TITLES: Record<number, string> = { 1: '图文问诊', 2: '电话问诊', 3: '视频问诊' };

const commentView = (c: CommentRow): ServiceCommentView => ({
  id: c.id,
  serviceType: c.serviceType,
  serviceId: c.serviceId,
  rating: c.rating,
  content: c.content,
  createdAt: c.createdAt.toISOString(),
});

function titleOf(r: RawService): string {
  if (r.service_type === 'inquiry') return INQUIRY_TITLES[Number(r.title)] ?? '在线问诊';
  // Reservations: "<date> <HH:MM-HH:MM>"; accompany visits: "<hospital> <department>".
  return r.title;
}

/** GET /api/patient/service/manage?patientId&commented: services received, with comments. */
export function listServices(ctx: Ctx, q: z.output<typeof serviceManageQuery>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), q.patientId);
    const { rows, total } = await servicePage(tx, q.patientId, q.commented, q);
    const ids = rows.map((r) => r.comment_id).filter((v): v is number => v !== null);
    const comments = await commentsByIds(tx, ids);
    const byId = new Map(comments.map((c) => [c.id, c]));
    const list: ServiceItemView[] = rows.map((r) => {
      const c = r.comment_id === null ? undefined : byId.get(Number(r.comment_id));
      return {
        serviceType: r.service_type,
        serviceId: Number(r.service_id),
        typeLabel: SERVICE_TYPE_LABELS[r.service_type],
        title: titleOf(r),
        providerName: r.provider_name,
        price: Number(r.price),
        finishedAt: new Date(r.finished_at).toISOString(),
        comment: c ? commentView(c) : null,
      };
    });
    return pageOf(list, total, q);
  });
}

/** The patient of a completed service the viewer may see; 404 otherwise, 400 when not completed. */
async function serviceOf(
  tx: Tx,
  type: ServiceType,
  id: number,
): Promise<{ patientId: number; state: string }> {
  const row = await serviceRow(tx, type, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** POST /api/patient/service/comment: the patient's account rates a completed service once. */
export function addServiceComment(ctx: Ctx, body: z.output<typeof serviceCommentBody>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const svc = await serviceOf(tx, body.serviceType, body.serviceId);
    try {
      await visiblePatient(tx, viewer, svc.patientId);
    } catch {
      throw notFound(NOT_FOUND);
    }
    if (svc.state !== 'completed') throw badRequest('服务完成后才能评价');
    const row = await insertComment(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      patientId: svc.patientId,
      serviceType: body.serviceType,
      serviceId: body.serviceId,
      rating: body.rating,
      content: body.content || null,
    });
    if (!row) throw conflict('该服务已评价');
    return commentView(row);
  });
}

/** GET /api/patient/service/comment?serviceType&serviceId: the comment of a visible service. */
export function serviceComment(ctx: Ctx, type: ServiceType, id: number) {
  return ctx.inTenant(async (tx) => {
    const svc = await serviceOf(tx, type, id);
    try {
      await visiblePatient(tx, await ctx.viewer(tx), svc.patientId);
    } catch {
      throw notFound(NOT_FOUND);
    }
    const c = await commentOf(tx, type, id);
    return c ? commentView(c) : null;
  });
}
