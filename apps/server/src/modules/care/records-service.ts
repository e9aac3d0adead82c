import {
  CHECK_ORDER_STATES,
  type CheckCurveView,
  type checkCurveQuery,
  type checkOrderBody,
  type checkOrderQuery,
  chinaDay,
  type MedicineRecordView,
  type medicineRecordBody,
  type medicineRecordQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  type CheckOrderRow,
  checkOrderPage,
  insertCheckOrder,
  insertMedicine,
  itemRecords,
  type MedicineRow,
  medicinePage,
} from './records-repo.ts';

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

/** POST /api/patient/medicine/record: the patient's account or a servicer of their scope. */
export function addMedicineRecord(ctx: Ctx, body: z.output<typeof medicineRecordBody>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    if (body.startDate > chinaDay(ctx.now())) throw badRequest('开始日期不能晚于今天');
    const row = await insertMedicine(tx, {
      projectId: ctx.projectId,
      patientId: body.patientId,
      name: body.name,
      dosage: body.dosage || null,
      frequency: body.frequency || null,
      usage: body.usage || null,
      startDate: body.startDate,
      endDate: body.endDate ?? null,
      remark: body.remark || null,
      createdByUserId: ctx.userId,
    });
    if (!row) throw badRequest('保存失败');
    return medicineView(row);
  });
}

/** GET /api/patient/medicine/record?patientId: newest first. */
export function listMedicineRecords(ctx: Ctx, q: z.output<typeof medicineRecordQuery>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), q.patientId);
    const { rows, total } = await medicinePage(tx, q.patientId, q);
    return pageOf(rows.map(medicineView), total, q);
  });
}

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
export function addCheckOrder(ctx: Ctx, body: z.output<typeof checkOrderBody>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    const items = [...new Set(body.items)];
    const row = await insertCheckOrder(tx, {
      projectId: ctx.projectId,
      userId: ctx.userId,
      patientId: body.patientId,
      kind: body.kind,
      items,
      orgName: body.orgName || null,
      appointTime: body.appointTime,
      remark: body.remark || null,
    });
    if (!row) throw badRequest('保存失败');
    return checkOrderView(row);
  });
}

export function listCheckOrders(ctx: Ctx, q: z.output<typeof checkOrderQuery>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), q.patientId);
    const { rows, total } = await checkOrderPage(tx, q.patientId, q);
    return pageOf(rows.map(checkOrderView), total, q);
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
export function checkCurve(ctx: Ctx, q: z.output<typeof checkCurveQuery>): Promise<CheckCurveView> {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), q.patientId);
    const rows = await itemRecords(tx, q.patientId, q.itemName, q.kind);
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
