import {
  type MeasurementType,
  maskIdCard,
  type PhysicalSignView,
  type physicalSignBody,
  type physicalSignQuery,
} from '@kanghu/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertServicer, visiblePatient, visibleTo } from '../../core/access.ts';
import {
  measurements,
  patientRelations,
  patients,
  physicalSignRecords,
  users,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { notifyDoctor, pushVia } from '../measurements/notify.ts';
import { doctorUserOf, insertReading, type MeasurementRow } from '../measurements/repo.ts';
import { pageRange, scoped } from './scope.ts';

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

type SignRow = typeof physicalSignRecords.$inferSelect;

/**
 * POST /api/patient/physical/sign/save: a servicer saves a set of physical signs for a patient of
 * their scope, found by ID number (the name must match). Each reading is stored as a measurement
 * with source doctor, graded like any other, and an abnormal one is pushed to the patient's doctor.
 */
export async function savePhysicalSigns(
  services: Services,
  app: FastifyInstance,
  request: FastifyRequest,
  body: Body,
): Promise<PhysicalSignView> {
  const { view, rows, doctorUserId, projectId } = await scoped(
    services,
    request,
    async (tx, viewer, session) => {
      assertServicer(viewer);
      const [patient] = await tx
        .select()
        .from(patients)
        .where(and(eq(patients.idcard, body.idcard), visibleTo(viewer)))
        .limit(1);
      if (!patient) throw notFound('患者不存在');
      if (patient.name !== body.name) throw badRequest('姓名与身份证号不匹配');
      if (body.userId !== undefined) {
        const [rel] = await tx
          .select({ id: patientRelations.id })
          .from(patientRelations)
          .where(and(eq(patientRelations.patientId, patient.id), eq(patientRelations.userId, body.userId)))
          .limit(1);
        if (!rel) throw notFound('患者不存在');
      }
      const measuredAt = body.time ?? new Date();
      const height = typeof patient.extra.height === 'number' ? patient.extra.height : null;
      const rows: MeasurementRow[] = [];
      for (const r of readingsOf(body)) {
        rows.push(
          await insertReading(tx, {
            projectId: session.projectId,
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
      const [sign] = await tx
        .insert(physicalSignRecords)
        .values({
          projectId: session.projectId,
          patientId: patient.id,
          servicerUserId: viewer.userId,
          values,
          measuredAt,
          measurementIds: rows.map((m) => m.id),
        })
        .returning();
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
      return {
        view,
        rows,
        doctorUserId: await doctorUserOf(tx, patient.doctorId),
        projectId: session.projectId,
      };
    },
  );
  for (const m of rows) await notifyDoctor(pushVia(app, projectId), doctorUserId, m);
  return view;
}

/** GET /api/patient/physical/sign/list: sets of the caller's scope (optionally one patient). */
export function listPhysicalSigns(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof physicalSignQuery>,
) {
  return scoped(services, request, async (tx, viewer) => {
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const where = and(
      visibleTo(viewer),
      q.patientId !== undefined ? eq(physicalSignRecords.patientId, q.patientId) : undefined,
    );
    const { limit, offset } = pageRange(q);
    const rows = await tx
      .select({ sign: physicalSignRecords, name: patients.name, idcard: patients.idcard })
      .from(physicalSignRecords)
      .innerJoin(patients, eq(patients.id, physicalSignRecords.patientId))
      .where(where)
      .orderBy(desc(physicalSignRecords.measuredAt), desc(physicalSignRecords.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx
      .select({ n: count() })
      .from(physicalSignRecords)
      .innerJoin(patients, eq(patients.id, physicalSignRecords.patientId))
      .where(where);
    const servicerIds = [...new Set(rows.map((r) => r.sign.servicerUserId))];
    const names = servicerIds.length
      ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, servicerIds))
      : [];
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    const ids = rows.flatMap((r) => r.sign.measurementIds);
    const flagged = ids.length
      ? await tx
          .select({ id: measurements.id })
          .from(measurements)
          .where(and(inArray(measurements.id, ids), eq(measurements.abnormal, true)))
      : [];
    const abnormalIds = new Set(flagged.map((m) => m.id));
    const list = rows.map(({ sign, name, idcard }) =>
      signView(sign, name, idcard, nameOf.get(sign.servicerUserId) ?? null, abnormalIds),
    );
    return { list, total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
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
