import type {
  AddMeasurementBody,
  MeasurementHistoryQuery,
  MeasurementType,
  MeasurementView,
} from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { notifyDoctor } from './notify.ts';
import {
  deleteMeasurementRow,
  doctorUserOf,
  historyRows,
  insertReading,
  measurementById,
  patientDeviceId,
} from './repo.ts';
import { toView } from './views.ts';

const DAY_MS = 24 * 3_600_000;
export const HISTORY_DEFAULT_DAYS = 90;

function heightOf(extra: Record<string, unknown>): number | null {
  return typeof extra.height === 'number' ? extra.height : null;
}

/**
 * Stores one reading for a patient the caller sees. Customers enter manual or Bluetooth
 * readings; a servicer's entries are stored with source doctor. An abnormal reading is pushed
 * to the patient's doctor at once.
 */
export async function addMeasurement(ctx: Ctx, body: AddMeasurementBody): Promise<MeasurementView> {
  const { row, doctorUserId } = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    let deviceId: number | null = null;
    if (body.deviceSerial !== undefined) {
      deviceId = (await patientDeviceId(tx, body.deviceSerial, patient.id)) ?? null;
      if (deviceId === null) throw badRequest('设备未绑定该患者');
    }
    const row = await insertReading(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      type: body.type,
      values: body.values,
      source: viewer.kind === 'customer' ? (body.source ?? (deviceId ? 'bluetooth' : 'manual')) : 'doctor',
      measuredAt: body.measureTime,
      period: body.period ?? null,
      remark: body.remark ?? null,
      deviceId,
      createdByUserId: viewer.userId,
      patientHeight: heightOf(patient.extra),
      subject: { birthday: patient.birthday, sex: patient.sex },
    });
    return { row, doctorUserId: await doctorUserOf(tx, patient.doctorId) };
  });
  await notifyDoctor(ctx, doctorUserId, row);
  return toView(row);
}

/** A reading whose patient the caller sees; 404 otherwise. */
async function visibleMeasurement(ctx: Ctx, tx: Tx, id: number) {
  const m = await measurementById(tx, id);
  if (!m) throw notFound();
  await visiblePatient(tx, await ctx.viewer(tx), m.patientId);
  return m;
}

export function getMeasurement(ctx: Ctx, id: number): Promise<MeasurementView> {
  return ctx.inTenant(async (tx) => toView(await visibleMeasurement(ctx, tx, id)));
}

/** Hand-entered readings only, by whoever entered them. */
export async function deleteMeasurement(ctx: Ctx, id: number): Promise<void> {
  await ctx.inTenant(async (tx) => {
    const m = await visibleMeasurement(ctx, tx, id);
    if (m.createdByUserId !== ctx.userId || (m.source !== 'manual' && m.source !== 'doctor'))
      throw forbidden('只能删除本人手动录入的数据');
    await deleteMeasurementRow(tx, id);
  });
}

/** The period [start, end] of a query: default the `days` before now. */
export function periodOf(q: { start?: Date; end?: Date }, days: number): { start: Date; end: Date } {
  const end = q.end ?? new Date();
  const start = q.start ?? new Date(end.getTime() - days * DAY_MS);
  if (start.getTime() > end.getTime()) throw badRequest('开始时间不能晚于结束时间');
  return { start, end };
}

/**
 * History of one patient (and type), newest first, keyset-paged: `cursor` is
 * "<measuredAt ms>_<id>" of the last row of the previous page.
 */
export async function measurementHistory(
  ctx: Ctx,
  query: Omit<MeasurementHistoryQuery, 'type'> & { type?: MeasurementType | undefined },
) {
  const { start, end } = periodOf(query, HISTORY_DEFAULT_DAYS);
  let before: { at: Date; id: number } | undefined;
  if (query.cursor) {
    const [ms, id] = query.cursor.split('_').map(Number) as [number, number];
    before = { at: new Date(ms), id };
    if (Number.isNaN(before.at.getTime())) throw badRequest('分页参数有误');
  }
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), query.patientId);
    const rows = await historyRows(tx, {
      patientId: query.patientId,
      type: query.type,
      start,
      end,
      before,
      limit: query.pageSize + 1,
    });
    const more = rows.length > query.pageSize;
    const list = rows.slice(0, query.pageSize);
    const last = list[list.length - 1];
    return {
      list: list.map(toView),
      nextCursor: more && last ? `${last.measuredAt.getTime()}_${last.id}` : null,
    };
  });
}
