import {
  type MeasurementType,
  maskIdCard,
  type PhysicalSignView,
  type physicalSignBody,
  type physicalSignQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { notifyDoctor } from '../measurements/notify.ts';
import { doctorUserOf, insertReading, type MeasurementRow } from '../measurements/repo.ts';
import {
  abnormalAmong,
  insertSign,
  isBound,
  type SignRow,
  signPage,
  userNames,
  visiblePatientByIdcard,
} from './physical-sign-repo.ts';

type Body = z.output<typeof physicalSignBody>;

/** The measurements a physical-sign set becomes (type, values, period). */
export function readingsOf(b: Body): Array<{
  type: MeasurementType;
  values: Record<string, number | undefined>;
  period?: string;
}> {
  const out: ReturnType<typeof readingsOf> = [];
  if (b.sbp !== undefined && b.dbp !== undefined)
    out.push({ type: 'bp', values: { systolic: b.sbp, diastolic: b.dbp, heartRate: b.heart } });
  else if (b.heart !== undefined) out.push({ type: 'hr', values: { heartRate: b.heart } });
  if (b.bg !== undefined) out.push({ type: 'bg', values: { glucose: b.bg }, period: 'fasting' });
  if (b.mbg !== undefined) out.push({ type: 'bg', values: { glucose: b.mbg }, period: 'afterMeal' });
  if (b.weight !== undefined) out.push({ type: 'weight', values: { weight: b.weight, height: b.height } });
  if (b.temperature !== undefined) out.push({ type: 'temp', values: { temperature: b.temperature } });
  return out;
}

/**
 * POST /api/patient/physical/sign/save: a servicer saves a set of physical signs for a patient of
 * their scope, found by ID number (the name must match). Each reading is stored as a measurement
 * with source doctor, graded like any other, and an abnormal one is pushed to the patient's doctor.
 */
export async function savePhysicalSigns(ctx: Ctx, body: Body): Promise<PhysicalSignView> {
  const { view, rows, doctorUserId } = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const patient = await visiblePatientByIdcard(tx, viewer, body.idcard);
    if (!patient) throw notFound('患者不存在');
    if (patient.name !== body.name) throw badRequest('姓名与身份证号不匹配');
    if (body.userId !== undefined && !(await isBound(tx, patient.id, body.userId)))
      throw notFound('患者不存在');
    const measuredAt = body.time ?? ctx.now();
    const height = typeof patient.extra.height === 'number' ? patient.extra.height : null;
    const rows: MeasurementRow[] = [];
    for (const r of readingsOf(body)) {
      rows.push(
        await insertReading(tx, {
          projectId: ctx.projectId,
          patientId: patient.id,
          type: r.type,
          values: r.values,
          source: 'doctor',
          measuredAt,
          period: r.period ?? null,
          remark: '体征录入',
          createdByUserId: viewer.userId,
          patientHeight: body.height ?? height,
          subject: { birthday: patient.birthday, sex: patient.sex },
        }),
      );
    }
    const values: Record<string, number> = {};
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === 'number' && k !== 'userId') values[k] = v;
    }
    const sign = await insertSign(tx, {
      projectId: ctx.projectId,
      patientId: patient.id,
      servicerUserId: viewer.userId,
      values,
      measuredAt,
      measurementIds: rows.map((m) => m.id),
    });
    if (!sign) throw badRequest('保存失败');
    const view: PhysicalSignView = {
      id: sign.id,
      patientId: patient.id,
      patientName: patient.name,
      idcard: maskIdCard(patient.idcard),
      servicerName: viewer.name,
      values,
      time: measuredAt.toISOString(),
      measurementIds: sign.measurementIds,
      abnormal: rows.some((m) => m.abnormal),
    };
    return { view, rows, doctorUserId: await doctorUserOf(tx, patient.doctorId) };
  });
  for (const m of rows) await notifyDoctor(ctx, doctorUserId, m);
  return view;
}

/** GET /api/patient/physical/sign/list: sets of the caller's scope (optionally one patient). */
export function listPhysicalSigns(ctx: Ctx, q: z.output<typeof physicalSignQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const { rows, total } = await signPage(tx, viewer, q.patientId, q);
    const nameOf = await userNames(tx, [...new Set(rows.map((r) => r.sign.servicerUserId))]);
    const abnormalIds = await abnormalAmong(
      tx,
      rows.flatMap((r) => r.sign.measurementIds),
    );
    const list = rows.map(({ sign, name, idcard }) =>
      signView(sign, name, idcard, nameOf.get(sign.servicerUserId) ?? null, abnormalIds),
    );
    return pageOf(list, total, q);
  });
}

function signView(
  s: SignRow,
  name: string,
  idcard: string | null,
  servicerName: string | null,
  abnormalIds: Set<number>,
): PhysicalSignView {
  return {
    id: s.id,
    patientId: s.patientId,
    patientName: name,
    idcard: maskIdCard(idcard),
    servicerName,
    values: s.values,
    time: s.measuredAt.toISOString(),
    measurementIds: s.measurementIds,
    abnormal: s.measurementIds.some((id) => abnormalIds.has(id)),
  };
}
