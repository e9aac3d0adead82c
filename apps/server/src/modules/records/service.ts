import type {
  checkRecordBody,
  checkRecordQuery,
  diagnosisRecordBody,
  examinationBody,
  patientPageQuery,
} from '@kanghu/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertServicer, loadViewer, type Viewer, visiblePatient } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { checkInspectionRecords, diagnosisRecords, examinationRecords } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { doctorById, doctorNames } from '../patients/repo.ts';
import { checkAttachments } from './attachments.ts';
import { checkView, diagnosisView, examinationSummary, examinationView } from './views.ts';

type Scoped<T> = (tx: Tx, viewer: Viewer, session: SessionRecord) => Promise<T>;

/** Runs `fn` in the caller's project with their visibility rules (patients/access.ts). */
function scoped<T>(services: Services, request: FastifyRequest, fn: Scoped<T>): Promise<T> {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => fn(tx, await loadViewer(tx, session), session));
}

const RECORD_NOT_FOUND = '记录不存在';

/** A record exists and its patient is visible, else 404 记录不存在 (the same for both, so nothing leaks). */
async function visibleRecord<T extends { patientId: number }>(
  tx: Tx,
  viewer: Viewer,
  row: T | undefined,
): Promise<T> {
  if (!row) throw notFound(RECORD_NOT_FOUND);
  try {
    await visiblePatient(tx, viewer, row.patientId);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw notFound(RECORD_NOT_FOUND);
    throw error;
  }
  return row;
}

function pageRange(q: { pageNo: number; pageSize: number }) {
  return { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize };
}

// ---- check and inspection records ----

export function addCheckRecord(
  services: Services,
  request: FastifyRequest,
  body: z.output<typeof checkRecordBody>,
) {
  return scoped(services, request, async (tx, viewer, session) => {
    await visiblePatient(tx, viewer, body.patientId);
    const attachments = await checkAttachments(tx, request.tenant.project.key, body.attachments);
    const [row] = await tx
      .insert(checkInspectionRecords)
      .values({
        projectId: session.projectId,
        patientId: body.patientId,
        kind: body.kind,
        itemName: body.itemName,
        orgName: body.orgName || null,
        checkedAt: body.checkTime,
        result: body.result || null,
        abnormal: body.abnormal,
        attachments,
        createdByUserId: session.userId,
      })
      .returning();
    if (!row) throw badRequest('保存失败');
    return checkView(row);
  });
}

export function listCheckRecords(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof checkRecordQuery>,
) {
  return scoped(services, request, async (tx, viewer) => {
    await visiblePatient(tx, viewer, q.patientId);
    const where: SQL | undefined = and(
      eq(checkInspectionRecords.patientId, q.patientId),
      q.kind ? eq(checkInspectionRecords.kind, q.kind) : undefined,
    );
    const { limit, offset } = pageRange(q);
    const rows = await tx
      .select()
      .from(checkInspectionRecords)
      .where(where)
      .orderBy(desc(checkInspectionRecords.checkedAt), desc(checkInspectionRecords.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(checkInspectionRecords).where(where);
    return { list: rows.map(checkView), total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}

/** The record if the viewer may see its patient; 404 otherwise (also another project's id). */
async function visibleCheck(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx.select().from(checkInspectionRecords).where(eq(checkInspectionRecords.id, id));
  return visibleRecord(tx, viewer, row);
}

export function checkRecordDetail(services: Services, request: FastifyRequest, id: number) {
  return scoped(services, request, async (tx, viewer) => checkView(await visibleCheck(tx, viewer, id)));
}

/** Servicers of the patient's scope write the doctor's remark. */
export function setDoctorRemark(services: Services, request: FastifyRequest, id: number, remark: string) {
  return scoped(services, request, async (tx, viewer) => {
    await visibleCheck(tx, viewer, id);
    assertServicer(viewer);
    const [row] = await tx
      .update(checkInspectionRecords)
      .set({ doctorRemark: remark, updatedAt: new Date() })
      .where(eq(checkInspectionRecords.id, id))
      .returning();
    if (!row) throw notFound(RECORD_NOT_FOUND);
    return checkView(row);
  });
}

/** The account that entered it (or a servicer of the scope) deletes a record. */
export function deleteCheckRecord(services: Services, request: FastifyRequest, id: number) {
  return scoped(services, request, async (tx, viewer, session) => {
    const row = await visibleCheck(tx, viewer, id);
    if (viewer.kind === 'customer' && row.createdByUserId !== session.userId) {
      throw badRequest('只能删除自己录入的记录');
    }
    await tx.delete(checkInspectionRecords).where(eq(checkInspectionRecords.id, id));
    return null;
  });
}

// ---- examination records ----

export function addExamination(
  services: Services,
  request: FastifyRequest,
  body: z.output<typeof examinationBody>,
) {
  return scoped(services, request, async (tx, viewer, session) => {
    assertServicer(viewer);
    await visiblePatient(tx, viewer, body.patientId);
    const [row] = await tx
      .insert(examinationRecords)
      .values({
        projectId: session.projectId,
        patientId: body.patientId,
        title: body.title,
        orgName: body.orgName || null,
        examinedAt: body.examTime,
        summary: body.summary || null,
        items: body.items.map((i) => ({
          name: i.name,
          value: i.value,
          abnormal: i.abnormal,
          ...(i.unit ? { unit: i.unit } : {}),
          ...(i.referenceRange ? { referenceRange: i.referenceRange } : {}),
        })),
        createdByUserId: session.userId,
      })
      .returning();
    if (!row) throw badRequest('保存失败');
    return examinationView(row);
  });
}

export function listExaminations(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof patientPageQuery>,
) {
  return scoped(services, request, async (tx, viewer) => {
    await visiblePatient(tx, viewer, q.patientId);
    const where = eq(examinationRecords.patientId, q.patientId);
    const { limit, offset } = pageRange(q);
    const rows = await tx
      .select()
      .from(examinationRecords)
      .where(where)
      .orderBy(desc(examinationRecords.examinedAt), desc(examinationRecords.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(examinationRecords).where(where);
    return {
      list: rows.map(examinationSummary),
      total: total?.n ?? 0,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  });
}

export function examinationDetail(services: Services, request: FastifyRequest, id: number) {
  return scoped(services, request, async (tx, viewer) => {
    const [row] = await tx.select().from(examinationRecords).where(eq(examinationRecords.id, id));
    return examinationView(await visibleRecord(tx, viewer, row));
  });
}

// ---- diagnosis records ----

export function addDiagnosisRecord(
  services: Services,
  request: FastifyRequest,
  body: z.output<typeof diagnosisRecordBody>,
) {
  return scoped(services, request, async (tx, viewer, session) => {
    assertServicer(viewer);
    await visiblePatient(tx, viewer, body.patientId);
    const doctorId = body.doctorId ?? viewer.doctorId;
    if (doctorId !== null && body.doctorId !== undefined) {
      const doctor = await doctorById(tx, doctorId);
      if (viewer.kind === 'org' && doctor.orgId !== viewer.orgId) throw badRequest('只能选择本机构的医生');
    }
    const docList = await checkAttachments(tx, request.tenant.project.key, body.docList);
    const [row] = await tx
      .insert(diagnosisRecords)
      .values({
        projectId: session.projectId,
        patientId: body.patientId,
        doctorId,
        type: body.type,
        way: body.way || null,
        majorDiagnosis: body.majorDiagnosis,
        minorDiagnosis: body.minorDiagnosis || null,
        medicalTime: body.medicalTime,
        nowDisease: body.nowDisease || null,
        diseaseHistory: body.diseaseHistory || null,
        patientDesc: body.patientDesc || null,
        physical: body.physical || null,
        docList,
        createdByUserId: session.userId,
      })
      .returning();
    if (!row) throw badRequest('保存失败');
    const names = await doctorNames(tx, [row.doctorId]);
    return diagnosisView(row, row.doctorId ? (names.get(row.doctorId) ?? null) : null);
  });
}

export function listDiagnosisRecords(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof patientPageQuery>,
) {
  return scoped(services, request, async (tx, viewer) => {
    await visiblePatient(tx, viewer, q.patientId);
    const where = eq(diagnosisRecords.patientId, q.patientId);
    const { limit, offset } = pageRange(q);
    const rows = await tx
      .select()
      .from(diagnosisRecords)
      .where(where)
      .orderBy(desc(diagnosisRecords.medicalTime), desc(diagnosisRecords.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(diagnosisRecords).where(where);
    const names = await doctorNames(
      tx,
      rows.map((r) => r.doctorId),
    );
    return {
      list: rows.map((r) => diagnosisView(r, r.doctorId ? (names.get(r.doctorId) ?? null) : null)),
      total: total?.n ?? 0,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  });
}

export function diagnosisRecordDetail(services: Services, request: FastifyRequest, id: number) {
  return scoped(services, request, async (tx, viewer) => {
    const [row] = await tx.select().from(diagnosisRecords).where(eq(diagnosisRecords.id, id));
    const record = await visibleRecord(tx, viewer, row);
    const names = await doctorNames(tx, [record.doctorId]);
    return diagnosisView(record, record.doctorId ? (names.get(record.doctorId) ?? null) : null);
  });
}
