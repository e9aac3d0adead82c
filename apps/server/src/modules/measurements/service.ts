import type {
  AddMeasurementBody,
  MeasurementType,
  MeasurementView,
  measurementHistoryQuery,
} from '@kanghu/shared';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { devices, measurements } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { loadViewer, type Viewer, visiblePatient } from '../patients/access.ts';
import { doctorUserOf, insertReading, notifyDoctor, toView } from './record.ts';

const DAY_MS = 24 * 3_600_000;
export const HISTORY_DEFAULT_DAYS = 90;

async function deviceOfPatient(
  tx: Tx,
  serial: string | undefined,
  patientId: number,
): Promise<number | null> {
  if (serial === undefined) return null;
  const [d] = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.serial, serial), eq(devices.patientId, patientId)))
    .limit(1);
  if (!d) throw badRequest('设备未绑定该患者');
  return d.id;
}

function heightOf(extra: Record<string, unknown>): number | null {
  return typeof extra.height === 'number' ? extra.height : null;
}

/**
 * Stores one reading for a patient the caller sees. Customers enter manual or Bluetooth
 * readings; a servicer's entries are stored with source doctor. An abnormal reading is pushed
 * to the patient's doctor at once.
 */
export async function addMeasurement(
  services: Services,
  app: FastifyInstance,
  request: FastifyRequest,
  body: AddMeasurementBody,
): Promise<MeasurementView> {
  const session = requireSession(request);
  const { projectId } = session;
  const { row, doctorUserId } = await services.db.tenant(projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const deviceId = await deviceOfPatient(tx, body.deviceSerial, patient.id);
    const row = await insertReading(tx, {
      projectId,
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
  await notifyDoctor(app, projectId, doctorUserId, row);
  return toView(row);
}

async function visibleMeasurement(tx: Tx, viewer: Viewer, id: number) {
  const [m] = await tx.select().from(measurements).where(eq(measurements.id, id)).limit(1);
  if (!m) throw notFound();
  await visiblePatient(tx, viewer, m.patientId);
  return m;
}

/** GET /api/patient/life/measurement/:id */
export async function getMeasurement(services: Services, request: FastifyRequest, id: number) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    return toView(await visibleMeasurement(tx, viewer, id));
  });
}

/** DELETE /api/patient/life/measurement/:id: hand-entered readings, by whoever entered them. */
export async function deleteMeasurement(services: Services, request: FastifyRequest, id: number) {
  const session = requireSession(request);
  await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const m = await visibleMeasurement(tx, viewer, id);
    if (m.createdByUserId !== viewer.userId || (m.source !== 'manual' && m.source !== 'doctor'))
      throw forbidden('只能删除本人手动录入的数据');
    await tx.delete(measurements).where(eq(measurements.id, id));
  });
}

type HistoryQuery = z.infer<typeof measurementHistoryQuery>;

/** The period [start, end] of a query: default the `days` before now. */
export function periodOf(q: { start?: Date; end?: Date }, days: number): { start: Date; end: Date } {
  const end = q.end ?? new Date();
  const start = q.start ?? new Date(end.getTime() - days * DAY_MS);
  if (start.getTime() > end.getTime()) throw badRequest('开始时间不能晚于结束时间');
  return { start, end };
}

/**
 * History of one patient (and type), newest first, keyset-paged: `cursor` is
 * "<measuredAt ms>_<id>" of the last row of the previous page. Served by
 * measurements_history_idx (project_id, patient_id, type, measured_at).
 */
export async function measurementHistory(
  services: Services,
  request: FastifyRequest,
  query: HistoryQuery,
  type?: MeasurementType,
) {
  const session = requireSession(request);
  const kind = type ?? query.type;
  const { start, end } = periodOf(query, HISTORY_DEFAULT_DAYS);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    await visiblePatient(tx, viewer, query.patientId);
    const conditions: Array<SQL | undefined> = [
      eq(measurements.patientId, query.patientId),
      kind === undefined ? undefined : eq(measurements.type, kind),
      gte(measurements.measuredAt, start),
      lte(measurements.measuredAt, end),
    ];
    if (query.cursor) {
      const [ms, id] = query.cursor.split('_').map(Number) as [number, number];
      const at = new Date(ms);
      if (Number.isNaN(at.getTime())) throw badRequest('分页参数有误');
      conditions.push(
        lte(measurements.measuredAt, at),
        sql`(${measurements.measuredAt}, ${measurements.id}) < (${at}, ${id})`,
      );
    }
    const rows = await tx
      .select()
      .from(measurements)
      .where(and(...conditions))
      .orderBy(desc(measurements.measuredAt), desc(measurements.id))
      .limit(query.pageSize + 1);
    const more = rows.length > query.pageSize;
    const list = rows.slice(0, query.pageSize);
    const last = list[list.length - 1];
    return {
      list: list.map(toView),
      nextCursor: more && last ? `${last.measuredAt.getTime()}_${last.id}` : null,
    };
  });
}
