import {
  ACCOMPANY_STATE_LABELS,
  type AccompanyOrderView,
  type AccompanyState,
  type accompanyOrderBody,
  type accompanyOrderQuery,
  maskPhone,
  normalizeMobile,
} from '@kanghu/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertServicer, type Viewer, visiblePatient, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { accompanyOrders, patients, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { checkAttachments } from '../records/attachments.ts';
import {
  ACCOMPANY_TRANSITIONS,
  type AccompanyActor,
  type AccompanyEvent,
  EVENT_OF_TARGET,
  MAX_SCHEDULE_PHOTOS,
  PHOTO_STATES,
} from './accompany-states.ts';
import { pageRange, scoped, visibleRow } from './scope.ts';

const NOT_FOUND = '订单不存在';
type Row = typeof accompanyOrders.$inferSelect;

async function views(tx: Tx, rows: Row[], viewer: Viewer): Promise<AccompanyOrderView[]> {
  const patientIds = [...new Set(rows.map((r) => r.patientId))];
  const servicerIds = [...new Set(rows.map((r) => r.servicerUserId).filter((v): v is number => v !== null))];
  const ps = patientIds.length
    ? await tx
        .select({ id: patients.id, name: patients.name })
        .from(patients)
        .where(inArray(patients.id, patientIds))
    : [];
  const ss = servicerIds.length
    ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, servicerIds))
    : [];
  const pName = new Map(ps.map((p) => [p.id, p.name]));
  const sName = new Map(ss.map((s) => [s.id, s.name]));
  return rows.map((r) => ({
    id: r.id,
    patientId: r.patientId,
    patientName: pName.get(r.patientId) ?? '',
    hospital: r.hospital,
    department: r.department,
    appointTime: r.appointTime.toISOString(),
    // The ordering account and the receiving servicer need the number to call; others see it masked.
    tel: r.userId === viewer.userId || r.servicerUserId === viewer.userId ? r.tel : maskPhone(r.tel),
    remark: r.remark,
    price: r.price,
    state: r.state as AccompanyState,
    stateLabel: ACCOMPANY_STATE_LABELS[r.state as AccompanyState] ?? r.state,
    servicerName: r.servicerUserId === null ? null : (sName.get(r.servicerUserId) ?? null),
    photos: r.photos,
    receivedAt: r.receivedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

async function one(tx: Tx, row: Row, viewer: Viewer): Promise<AccompanyOrderView> {
  const [v] = await views(tx, [row], viewer);
  if (!v) throw notFound(NOT_FOUND);
  return v;
}

async function visibleOrder(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx.select().from(accompanyOrders).where(eq(accompanyOrders.id, id)).limit(1);
  return (await visibleRow(tx, viewer, row, NOT_FOUND)).row;
}

/** POST /api/patient/accompany/order: the account orders an accompanied visit for its patient. */
export function createAccompanyOrder(
  services: Services,
  request: FastifyRequest,
  body: z.output<typeof accompanyOrderBody>,
) {
  return scoped(services, request, async (tx, viewer, session) => {
    const patient = await visiblePatient(tx, viewer, body.patientId);
    if (viewer.kind !== 'customer') throw forbidden('请由患者本人或家属下单');
    const [row] = await tx
      .insert(accompanyOrders)
      .values({
        projectId: session.projectId,
        userId: session.userId,
        patientId: patient.id,
        orgId: patient.orgId,
        hospital: body.hospital,
        department: body.department || null,
        appointTime: body.appointTime,
        tel: normalizeMobile(body.tel),
        remark: body.remark || null,
        price: 0,
        state: 'created',
      })
      .returning();
    if (!row) throw badRequest('下单失败');
    return one(tx, row, viewer);
  });
}

/** GET /api/patient/accompany/order: orders of the patients the caller sees. */
export function listAccompanyOrders(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof accompanyOrderQuery>,
) {
  return scoped(services, request, async (tx, viewer) => {
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const where: SQL | undefined = and(
      visibleTo(viewer),
      q.patientId !== undefined ? eq(accompanyOrders.patientId, q.patientId) : undefined,
      q.state ? eq(accompanyOrders.state, q.state) : undefined,
    );
    const { limit, offset } = pageRange(q);
    const rows = await tx
      .select({ o: accompanyOrders })
      .from(accompanyOrders)
      .innerJoin(patients, eq(patients.id, accompanyOrders.patientId))
      .where(where)
      .orderBy(desc(accompanyOrders.createdAt), desc(accompanyOrders.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx
      .select({ n: count() })
      .from(accompanyOrders)
      .innerJoin(patients, eq(patients.id, accompanyOrders.patientId))
      .where(where);
    return {
      list: await views(
        tx,
        rows.map((r) => r.o),
        viewer,
      ),
      total: total?.n ?? 0,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  });
}

export function accompanyOrderDetail(services: Services, request: FastifyRequest, id: number) {
  return scoped(services, request, async (tx, viewer) => one(tx, await visibleOrder(tx, viewer, id), viewer));
}

function actorsOf(viewer: Viewer, row: Row): AccompanyActor[] {
  const out: AccompanyActor[] = [];
  if (viewer.kind === 'customer' && row.userId === viewer.userId) out.push('owner');
  if (viewer.kind !== 'customer') out.push('servicer');
  if (row.servicerUserId !== null && row.servicerUserId === viewer.userId) out.push('receiver');
  return out;
}

async function transition(
  services: Services,
  request: FastifyRequest,
  id: number,
  event: AccompanyEvent,
): Promise<AccompanyOrderView> {
  return scoped(services, request, async (tx, viewer) => {
    const row = await visibleOrder(tx, viewer, id);
    const rule = ACCOMPANY_TRANSITIONS[event];
    if (!actorsOf(viewer, row).some((a) => rule.actors.includes(a))) throw forbidden();
    const now = new Date();
    const [updated] = await tx
      .update(accompanyOrders)
      .set({
        state: rule.to,
        updatedAt: now,
        ...(event === 'receive' ? { servicerUserId: viewer.userId, receivedAt: now } : {}),
        ...(event === 'complete' || event === 'cancel' ? { finishedAt: now } : {}),
      })
      .where(and(eq(accompanyOrders.id, id), inArray(accompanyOrders.state, [...rule.from])))
      .returning();
    if (!updated) throw badRequest(rule.refusal);
    return one(tx, updated, viewer);
  });
}

/** PUT /api/patient/accompany/order/receive/:id: a servicer of the order's scope takes it. */
export function receiveAccompanyOrder(services: Services, request: FastifyRequest, id: number) {
  return transition(services, request, id, 'receive');
}

/** PUT /api/patient/accompany/order/state/:id {state: serving|completed|cancelled}. */
export function setAccompanyState(
  services: Services,
  request: FastifyRequest,
  id: number,
  state: 'serving' | 'completed' | 'cancelled',
) {
  return transition(services, request, id, EVENT_OF_TARGET[state]);
}

/** POST /api/patient/accompany/order/schedule/photo/:id: the receiving servicer adds photos. */
export function addSchedulePhotos(
  services: Services,
  request: FastifyRequest,
  id: number,
  photos: Array<{ url: string; name: string }>,
) {
  return scoped(services, request, async (tx, viewer) => {
    assertServicer(viewer);
    const row = await visibleOrder(tx, viewer, id);
    if (row.servicerUserId !== viewer.userId) throw forbidden('只有接单人可以上传陪诊照片');
    if (!PHOTO_STATES.includes(row.state as AccompanyState)) throw badRequest('订单当前状态不能上传照片');
    const checked = await checkAttachments(tx, request.tenant.project.key, photos);
    const all = [...row.photos, ...checked];
    if (all.length > MAX_SCHEDULE_PHOTOS) throw badRequest(`陪诊照片最多${MAX_SCHEDULE_PHOTOS}张`);
    const [updated] = await tx
      .update(accompanyOrders)
      .set({ photos: all, updatedAt: new Date() })
      .where(eq(accompanyOrders.id, id))
      .returning();
    if (!updated) throw notFound(NOT_FOUND);
    return one(tx, updated, viewer);
  });
}
