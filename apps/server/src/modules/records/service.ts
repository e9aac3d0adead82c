import type {
  checkRecordBody,
  checkRecordQuery,
  diagnosisRecordBody,
  examinationBody,
  patientPageQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import { assertServicer, type Viewer, visiblePatient, visibleRow } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { doctorById } from '../patients/repo.ts';
import { checkAttachments } from './attachments.ts';
import {
  checkById,
  checkPage,
  deleteCheck,
  diagnosisById,
  diagnosisPage,
  examinationById,
  examinationPage,
  insertCheck,
  insertDiagnosis,
  insertExamination,
  updateCheckRemark,
} from './repo.ts';
import { checkView, diagnosisView, examinationSummary, examinationView } from './views.ts';

/** Runs `fn` in the caller's project with their visibility rules (core/access.ts). */
function scoped<T>(ctx: Ctx, fn: (tx: Tx, viewer: Viewer) => Promise<T>): Promise<T> {
  return ctx.inTenant(async (tx) => fn(tx, await ctx.viewer(tx)));
}

const RECORD_NOT_FOUND = '记录不存在';

/** A record exists and its patient is visible, else 404 记录不存在 (the same for both, so nothing leaks). */
async function visibleRecord<T extends { patientId: number }>(tx: Tx, viewer: Viewer, row: T | undefined) {
  return (await visibleRow(tx, viewer, row, RECORD_NOT_FOUND)).row;
}

// ---- check and inspection records ----

export function addCheckRecord(ctx: Ctx, body: z.output<typeof checkRecordBody>) {
  return scoped(ctx, async (tx, viewer) => {
    await visiblePatient(tx, viewer, body.patientId);
    const attachments = await checkAttachments(tx, ctx.project.key, body.attachments);
    const row = await insertCheck(tx, {
      projectId: ctx.projectId,
      patientId: body.patientId,
      kind: body.kind,
      itemName: body.itemName,
      orgName: body.orgName || null,
      checkedAt: body.checkTime,
      result: body.result || null,
      abnormal: body.abnormal,
      attachments,
      createdByUserId: ctx.userId,
    });
    if (!row) throw badRequest('保存失败');
    return checkView(row);
  });
}

export function listCheckRecords(ctx: Ctx, q: z.output<typeof checkRecordQuery>) {
  return scoped(ctx, async (tx, viewer) => {
    await visiblePatient(tx, viewer, q.patientId);
    const { rows, total } = await checkPage(tx, q.patientId, q.kind, q);
    return pageOf(rows.map(checkView), total, q);
  });
}

/** The record if the viewer may see its patient; 404 otherwise (also another project's id). */
async function visibleCheck(tx: Tx, viewer: Viewer, id: number) {
  return visibleRecord(tx, viewer, await checkById(tx, id));
}

export function checkRecordDetail(ctx: Ctx, id: number) {
  return scoped(ctx, async (tx, viewer) => checkView(await visibleCheck(tx, viewer, id)));
}

/** Servicers of the patient's scope write the doctor's remark. */
export function setDoctorRemark(ctx: Ctx, id: number, remark: string) {
  return scoped(ctx, async (tx, viewer) => {
    await visibleCheck(tx, viewer, id);
    assertServicer(viewer);
    const row = await updateCheckRemark(tx, id, remark);
    if (!row) throw notFound(RECORD_NOT_FOUND);
    return checkView(row);
  });
}

/** The account that entered it (or a servicer of the scope) deletes a record. */
export function deleteCheckRecord(ctx: Ctx, id: number) {
  return scoped(ctx, async (tx, viewer) => {
    const row = await visibleCheck(tx, viewer, id);
    if (viewer.kind === 'customer' && row.createdByUserId !== ctx.userId) {
      throw badRequest('只能删除自己录入的记录');
    }
    await deleteCheck(tx, id);
    return null;
  });
}

// ---- examination records ----

/** Servicers (the route's access), for a patient of their scope. */
export function addExamination(ctx: Ctx, body: z.output<typeof examinationBody>) {
  return scoped(ctx, async (tx, viewer) => {
    await visiblePatient(tx, viewer, body.patientId);
    const row = await insertExamination(tx, {
      projectId: ctx.projectId,
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
      createdByUserId: ctx.userId,
    });
    if (!row) throw badRequest('保存失败');
    return examinationView(row);
  });
}

export function listExaminations(ctx: Ctx, q: z.output<typeof patientPageQuery>) {
  return scoped(ctx, async (tx, viewer) => {
    await visiblePatient(tx, viewer, q.patientId);
    const { rows, total } = await examinationPage(tx, q.patientId, q);
    return pageOf(rows.map(examinationSummary), total, q);
  });
}

export function examinationDetail(ctx: Ctx, id: number) {
  return scoped(ctx, async (tx, viewer) =>
    examinationView(await visibleRecord(tx, viewer, await examinationById(tx, id))),
  );
}

// ---- diagnosis records ----

/** Servicers (the route's access), for a patient of their scope; doctorId defaults to the writer. */
export function addDiagnosisRecord(ctx: Ctx, body: z.output<typeof diagnosisRecordBody>) {
  return scoped(ctx, async (tx, viewer) => {
    await visiblePatient(tx, viewer, body.patientId);
    const doctorId = body.doctorId ?? viewer.doctorId;
    let doctorName: string | null = null;
    if (doctorId !== null) {
      const doctor = await doctorById(tx, doctorId);
      if (body.doctorId !== undefined && viewer.kind === 'org' && doctor.orgId !== viewer.orgId)
        throw badRequest('只能选择本机构的医生');
      doctorName = doctor.name;
    }
    const docList = await checkAttachments(tx, ctx.project.key, body.docList);
    const row = await insertDiagnosis(tx, {
      projectId: ctx.projectId,
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
      createdByUserId: ctx.userId,
    });
    if (!row) throw badRequest('保存失败');
    return diagnosisView(row, doctorName);
  });
}

export function listDiagnosisRecords(ctx: Ctx, q: z.output<typeof patientPageQuery>) {
  return scoped(ctx, async (tx, viewer) => {
    await visiblePatient(tx, viewer, q.patientId);
    const { rows, total } = await diagnosisPage(tx, q.patientId, q);
    return pageOf(
      rows.map((r) => diagnosisView(r.row, r.doctorName)),
      total,
      q,
    );
  });
}

export function diagnosisRecordDetail(ctx: Ctx, id: number) {
  return scoped(ctx, async (tx, viewer) => {
    const hit = await diagnosisById(tx, id);
    const row = await visibleRecord(tx, viewer, hit?.row);
    return diagnosisView(row, hit?.doctorName ?? null);
  });
}
