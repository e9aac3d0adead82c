import {
  CHECK_ORDER_STATES,
  type CheckCurveView,
  type checkCurveQuery,
  type checkOrderBody,
  type checkOrderQuery,
  type MedicineRecordView,
  type medicineRecordBody,
  type medicineRecordQuery,
} from '@kanghu/shared';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import { checkInspectionOrders, checkInspectionRecords, medicineRecords } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { pageRange, scoped } from './scope.ts';

type MedicineRow = typeof medicineRecords.$inferSelect;
const medicineView = (r: MedicineRow): MedicineRecordView => ({
  id: r.id,
  patientId: r.patientId,
  name: r.name,
  dosage: r.dosage,
  frequency: r.frequency,
  usage: r.usage,
  startDate: r.startDate,
  endDate: r.endDate,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
});

/** Today in China time as YYYY-MM-DD. */
export function chinaToday(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** POST /api/patient/medicine/record: the patient's account or a servicer of their scope. */
export function addMedicineRecord(
  services: Services,
  request: FastifyRequest,
  body: z.output<typeof medicineRecordBody>,
) {
  return scoped(services, request, async (tx, viewer, session) => {
    await visiblePatient(tx, viewer, body.patientId);
    if (body.startDate > chinaToday()) throw badRequest('开始日期不能晚于今天');
    const [row] = await tx
      .insert(medicineRecords)
      .values({
        projectId: session.projectId,
        patientId: body.patientId,
        name: body.name,
        dosage: body.dosage || null,
        frequency: body.frequency || null,
        usage: body.usage || null,
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        remark: body.remark || null,
        createdByUserId: session.userId,
      })
      .returning();
    if (!row) throw badRequest('保存失败');
    return medicineView(row);
  });
}

/** GET /api/patient/medicine/record?patientId: newest first. */
export function listMedicineRecords(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof medicineRecordQuery>,
) {
  return scoped(services, request, async (tx, viewer) => {
    await visiblePatient(tx, viewer, q.patientId);
    const where = eq(medicineRecords.patientId, q.patientId);
    const { limit, offset } = pageRange(q);
    const rows = await tx
      .select()
      .from(medicineRecords)
      .where(where)
      .orderBy(desc(medicineRecords.startDate), desc(medicineRecords.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(medicineRecords).where(where);
    return { list: rows.map(medicineView), total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

type CheckOrderRow = typeof checkInspectionOrders.$inferSelect;
const checkOrderView = (r: CheckOrderRow) => ({
  id: r.id,
  patientId: r.patientId,
  kind: r.kind,
  items: r.items,
  orgName: r.orgName,
  appointTime: r.appointTime.toISOString(),
  remark: r.remark,
  state: r.state,
  stateLabel: CHECK_ORDER_STATES[r.state as keyof typeof CHECK_ORDER_STATES] ?? '',
  createdAt: r.createdAt.toISOString(),
});

/** POST /api/patient/check/inspection/order: the patient asks for check or laboratory items. */
export function addCheckOrder(
  services: Services,
  request: FastifyRequest,
  body: z.output<typeof checkOrderBody>,
) {
  return scoped(services, request, async (tx, viewer, session) => {
    await visiblePatient(tx, viewer, body.patientId);
    const items = [...new Set(body.items)];
    const [row] = await tx
      .insert(checkInspectionOrders)
      .values({
        projectId: session.projectId,
        userId: session.userId,
        patientId: body.patientId,
        kind: body.kind,
        items,
        orgName: body.orgName || null,
        appointTime: body.appointTime,
        remark: body.remark || null,
      })
      .returning();
    if (!row) throw badRequest('保存失败');
    return checkOrderView(row);
  });
}

export function listCheckOrders(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof checkOrderQuery>,
) {
  return scoped(services, request, async (tx, viewer) => {
    await visiblePatient(tx, viewer, q.patientId);
    const where = eq(checkInspectionOrders.patientId, q.patientId);
    const { limit, offset } = pageRange(q);
    const rows = await tx
      .select()
      .from(checkInspectionOrders)
      .where(where)
      .orderBy(desc(checkInspectionOrders.createdAt), desc(checkInspectionOrders.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(checkInspectionOrders).where(where);
    return { list: rows.map(checkOrderView), total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** The first number in a result text ("5.6 mmol/L", "血红蛋白 132g/L"), or null. */
export function numericResult(result: string | null): number | null {
  if (!result) return null;
  const m = /-?\d+(?:\.\d+)?/.exec(result);
  if (!m) return null;
  const v = Number(m[0]);
  return Number.isFinite(v) ? v : null;
}

/**
 * GET /api/patient/check/inspection/curve?patientId&itemName: the item's values over time, from
 * the check/inspection records whose result starts with a number (oldest first; at most 500).
 */
export function checkCurve(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof checkCurveQuery>,
): Promise<CheckCurveView> {
  return scoped(services, request, async (tx, viewer) => {
    await visiblePatient(tx, viewer, q.patientId);
    const rows = await tx
      .select()
      .from(checkInspectionRecords)
      .where(
        and(
          eq(checkInspectionRecords.patientId, q.patientId),
          eq(checkInspectionRecords.itemName, q.itemName),
          q.kind ? eq(checkInspectionRecords.kind, q.kind) : undefined,
        ),
      )
      .orderBy(asc(checkInspectionRecords.checkedAt), asc(checkInspectionRecords.id))
      .limit(500);
    const points: CheckCurveView['points'] = [];
    let skipped = 0;
    for (const r of rows) {
      const value = numericResult(r.result);
      if (value === null) skipped += 1;
      else points.push({ recordId: r.id, time: r.checkedAt.toISOString(), value, abnormal: r.abnormal });
    }
    return { itemName: q.itemName, points, skipped };
  });
}
