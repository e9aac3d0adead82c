import {
  ACCOMPANY_STATE_LABELS,
  type AccompanyOrderView,
  type AccompanyState,
  type accompanyOrderBody,
  type accompanyOrderQuery,
  maskPhone,
  normalizeMobile,
} from '@kanghu/shared';
import type { z } from 'zod';
import { type Viewer, visiblePatient, visibleRow } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { checkAttachments } from '../records/attachments.ts';
import {
  type AccompanyRow,
  accompanyById,
  accompanyNames,
  accompanyPage,
  insertAccompany,
  moveAccompany,
  setAccompanyPhotos,
} from './accompany-repo.ts';
import {
  ACCOMPANY_TRANSITIONS,
  type AccompanyActor,
  type AccompanyEvent,
  EVENT_OF_TARGET,
  MAX_SCHEDULE_PHOTOS,
  PHOTO_STATES,
} from './accompany-states.ts';

const NOT_FOUND = '订单不存在';
type Row = AccompanyRow;

/**
 * Lists mask the phone for every viewer (spec 1 section 9); one order shown on its own (detail,
 * or the answer of a write) shows it in full to the ordering account and the receiving servicer,
 * who call it.
 */
async function views(tx: Tx, rows: Row[], viewer: Viewer, single: boolean): Promise<AccompanyOrderView[]> {
  const names = await accompanyNames(tx, rows);
  return rows.map((r) => ({
    id: r.id,
    patientId: r.patientId,
    patientName: names.get(r.id)?.patientName ?? '',
    hospital: r.hospital,
    department: r.department,
    appointTime: r.appointTime.toISOString(),
    tel:
      single && (r.userId === viewer.userId || r.servicerUserId === viewer.userId) ? r.tel : maskPhone(r.tel),
    remark: r.remark,
    price: r.price,
    state: r.state as AccompanyState,
    stateLabel: ACCOMPANY_STATE_LABELS[r.state as AccompanyState] ?? r.state,
    servicerName: names.get(r.id)?.servicerName ?? null,
    receivedByMe: r.servicerUserId !== null && r.servicerUserId === viewer.userId,
    photos: r.photos,
    receivedAt: r.receivedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

async function one(tx: Tx, row: Row, viewer: Viewer): Promise<AccompanyOrderView> {
  const [v] = await views(tx, [row], viewer, true);
  if (!v) throw notFound(NOT_FOUND);
  return v;
}

async function visibleOrder(tx: Tx, viewer: Viewer, id: number) {
  return (await visibleRow(tx, viewer, await accompanyById(tx, id), NOT_FOUND)).row;
}

/** POST /api/patient/accompany/order: the account orders an accompanied visit for its patient. */
export function createAccompanyOrder(ctx: Ctx, body: z.output<typeof accompanyOrderBody>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    if (viewer.kind !== 'customer') throw forbidden('请由患者本人或家属下单');
    const row = await insertAccompany(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      patientId: patient.id,
      orgId: patient.orgId,
      hospital: body.hospital,
      department: body.department || null,
      appointTime: body.appointTime,
      tel: normalizeMobile(body.tel),
      remark: body.remark || null,
      price: 0,
      state: 'created',
    });
    if (!row) throw badRequest('下单失败');
    return one(tx, row, viewer);
  });
}

/** GET /api/patient/accompany/order: orders of the patients the caller sees. */
export function listAccompanyOrders(ctx: Ctx, q: z.output<typeof accompanyOrderQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const { rows, total } = await accompanyPage(tx, viewer, q, q);
    return pageOf(await views(tx, rows, viewer, false), total, q);
  });
}

export function accompanyOrderDetail(ctx: Ctx, id: number) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    return one(tx, await visibleOrder(tx, viewer, id), viewer);
  });
}

function actorsOf(viewer: Viewer, row: Row): AccompanyActor[] {
  const out: AccompanyActor[] = [];
  if (viewer.kind === 'customer' && row.userId === viewer.userId) out.push('owner');
  if (viewer.kind !== 'customer') out.push('servicer');
  if (row.servicerUserId !== null && row.servicerUserId === viewer.userId) out.push('receiver');
  return out;
}

async function transition(ctx: Ctx, id: number, event: AccompanyEvent): Promise<AccompanyOrderView> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await visibleOrder(tx, viewer, id);
    const rule = ACCOMPANY_TRANSITIONS[event];
    if (!actorsOf(viewer, row).some((a) => rule.actors.includes(a))) throw forbidden();
    const now = ctx.now();
    const updated = await moveAccompany(tx, id, rule.from, {
      state: rule.to,
      updatedAt: now,
      ...(event === 'receive' ? { servicerUserId: viewer.userId, receivedAt: now } : {}),
      ...(event === 'complete' || event === 'cancel' ? { finishedAt: now } : {}),
    });
    if (!updated) throw badRequest(rule.refusal);
    return one(tx, updated, viewer);
  });
}

/** PUT /api/patient/accompany/order/receive/:id: a servicer of the order's scope takes it. */
export function receiveAccompanyOrder(ctx: Ctx, id: number) {
  return transition(ctx, id, 'receive');
}

/** PUT /api/patient/accompany/order/state/:id {state: serving|completed|cancelled}. */
export function setAccompanyState(ctx: Ctx, id: number, state: 'serving' | 'completed' | 'cancelled') {
  return transition(ctx, id, EVENT_OF_TARGET[state]);
}

/** POST /api/patient/accompany/order/schedule/photo/:id: the receiving servicer adds photos. */
export function addSchedulePhotos(ctx: Ctx, id: number, photos: Array<{ url: string; name: string }>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const row = await visibleOrder(tx, viewer, id);
    if (row.servicerUserId !== viewer.userId) throw forbidden('只有接单人可以上传陪诊照片');
    if (!PHOTO_STATES.includes(row.state as AccompanyState)) throw badRequest('订单当前状态不能上传照片');
    const checked = await checkAttachments(tx, ctx.project.key, photos);
    const all = [...row.photos, ...checked];
    if (all.length > MAX_SCHEDULE_PHOTOS) throw badRequest(`陪诊照片最多${MAX_SCHEDULE_PHOTOS}张`);
    const updated = await setAccompanyPhotos(tx, id, all, ctx.now());
    if (!updated) throw notFound(NOT_FOUND);
    return one(tx, updated, viewer);
  });
}
