import {
  SERVICE_TYPE_LABELS,
  type ServiceCommentView,
  type ServiceItemView,
  type ServiceType,
  type serviceCommentBody,
  type serviceManageQuery,
} from '@kanghu/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertCustomer, visiblePatient } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { accompanyOrders, inquiryOrders, reservations, serviceComments } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { pageRange, scoped } from './scope.ts';

const NOT_FOUND = '服务不存在';
const INQUIRY_TITLES: Record<number, string> = { 1: '图文问诊', 2: '电话问诊', 3: '视频问诊' };

type CommentRow = typeof serviceComments.$inferSelect;
const commentView = (c: CommentRow): ServiceCommentView => ({
  id: c.id,
  serviceType: c.serviceType,
  serviceId: c.serviceId,
  rating: c.rating,
  content: c.content,
  createdAt: c.createdAt.toISOString(),
});

interface RawService {
  service_type: ServiceType;
  service_id: number;
  title: string;
  provider_name: string | null;
  price: number;
  finished_at: Date | string;
  comment_id: number | null;
}

/**
 * The services a patient received: completed inquiry orders, completed reservations and completed
 * accompany orders, newest first, each with the comment (if any). One UNION query so paging and
 * the commented filter work across the three kinds.
 */
function servicesSql(patientId: number) {
  return sql`
    select 'inquiry' as service_type, o.id as service_id, o.inquiry_type::text as title,
           d.name as provider_name, o.price, coalesce(o.finished_at, o.updated_at) as finished_at
      from ${inquiryOrders} o left join doctors d on d.id = o.doctor_id
     where o.patient_id = ${patientId} and o.state = 'completed'
    union all
    select 'reservation', r.id, r.appoint_date::text || ' ' || r.segment, d.name, r.price, r.updated_at
      from ${reservations} r left join doctors d on d.id = r.doctor_id
     where r.patient_id = ${patientId} and r.state = 'completed'
    union all
    select 'accompany', a.id, a.hospital || coalesce(' ' || a.department, ''), u.name, a.price,
           coalesce(a.finished_at, a.updated_at)
      from ${accompanyOrders} a left join users u on u.id = a.servicer_user_id
     where a.patient_id = ${patientId} and a.state = 'completed'`;
}

function titleOf(r: RawService): string {
  if (r.service_type === 'inquiry') return INQUIRY_TITLES[Number(r.title)] ?? '在线问诊';
  // Reservations: "<date> <HH:MM-HH:MM>"; accompany visits: "<hospital> <department>".
  return r.title;
}

/** GET /api/patient/service/manage?patientId&commented: services received, with comments. */
export function listServices(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof serviceManageQuery>,
) {
  return scoped(services, request, async (tx, viewer) => {
    await visiblePatient(tx, viewer, q.patientId);
    const filter =
      q.commented === '1'
        ? sql`where c.id is not null`
        : q.commented === '0'
          ? sql`where c.id is null`
          : sql``;
    const base = sql`
      with s as (${servicesSql(q.patientId)})
      select s.*, c.id as comment_id from s
        left join ${serviceComments} c on c.service_type = s.service_type and c.service_id = s.service_id
      ${filter}`;
    const { limit, offset } = pageRange(q);
    const rows = await tx.execute<RawService & Record<string, unknown>>(
      sql`${base} order by finished_at desc, service_id desc limit ${limit} offset ${offset}`,
    );
    const total = await tx.execute<{ n: number }>(sql`select count(*)::int as n from (${base}) t`);
    const ids = rows.rows.map((r) => r.comment_id).filter((v): v is number => v !== null);
    const comments = ids.length
      ? await tx.select().from(serviceComments).where(inArray(serviceComments.id, ids))
      : [];
    const byId = new Map(comments.map((c) => [c.id, c]));
    const list: ServiceItemView[] = rows.rows.map((r) => {
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
    return { list, total: Number(total.rows[0]?.n ?? 0), pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** The patient of a completed service the viewer may see; 404 otherwise, 400 when not completed. */
async function serviceOf(
  tx: Tx,
  type: ServiceType,
  id: number,
): Promise<{ patientId: number; state: string }> {
  const table = type === 'inquiry' ? inquiryOrders : type === 'reservation' ? reservations : accompanyOrders;
  const [row] = await tx
    .select({ patientId: table.patientId, state: table.state })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** POST /api/patient/service/comment: the patient's account rates a completed service once. */
export function addServiceComment(
  services: Services,
  request: FastifyRequest,
  body: z.output<typeof serviceCommentBody>,
) {
  return scoped(services, request, async (tx, viewer, session) => {
    const svc = await serviceOf(tx, body.serviceType, body.serviceId);
    try {
      await visiblePatient(tx, viewer, svc.patientId);
    } catch {
      throw notFound(NOT_FOUND);
    }
    assertCustomer(viewer);
    if (svc.state !== 'completed') throw badRequest('服务完成后才能评价');
    const [row] = await tx
      .insert(serviceComments)
      .values({
        projectId: session.projectId,
        userId: session.userId,
        patientId: svc.patientId,
        serviceType: body.serviceType,
        serviceId: body.serviceId,
        rating: body.rating,
        content: body.content || null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('该服务已评价');
    return commentView(row);
  });
}

/** GET /api/patient/service/comment?serviceType&serviceId: the comment of a visible service. */
export function serviceComment(services: Services, request: FastifyRequest, type: ServiceType, id: number) {
  return scoped(services, request, async (tx, viewer) => {
    const svc = await serviceOf(tx, type, id);
    try {
      await visiblePatient(tx, viewer, svc.patientId);
    } catch {
      throw notFound(NOT_FOUND);
    }
    const [c] = await tx
      .select()
      .from(serviceComments)
      .where(and(eq(serviceComments.serviceType, type), eq(serviceComments.serviceId, id)))
      .limit(1);
    return c ? commentView(c) : null;
  });
}
