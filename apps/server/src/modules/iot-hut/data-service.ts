import {
  HUT_NO_REPORT_MSG,
  type HutAppraisalReport,
  type HutHealthData,
  type hutAppraisalQuery,
  type hutHealthPageQuery,
  type hutPatientQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import { type Viewer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf, pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { appraise } from './appraisal.ts';
import {
  latestByType,
  ownPatient,
  patientByIdcard,
  type VisitRow,
  visitById,
  visitCount,
  visitsOf,
  withReadings,
} from './repo.ts';

const PATIENT_NOT_FOUND = '患者不存在';

/** Whose data: patientId or idcard of the caller's scope; by default the account's own patient. */
async function hutPatient(tx: Tx, viewer: Viewer, q: z.output<typeof hutPatientQuery>) {
  if (q.patientId !== undefined) {
    const p = await visiblePatient(tx, viewer, q.patientId).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) throw notFound(PATIENT_NOT_FOUND);
      throw error;
    });
    return p;
  }
  if (q.idcard !== undefined) {
    const p = await patientByIdcard(tx, viewer, q.idcard);
    if (!p) throw notFound(PATIENT_NOT_FOUND);
    return p;
  }
  if (viewer.kind !== 'customer') throw badRequest('请指定患者');
  const own = await ownPatient(tx, viewer.userId);
  if (!own) throw notFound('请先添加就诊人');
  return own;
}

/** findHealthData: latest hut reading per type and the last visit. */
export function hutHealthData(ctx: Ctx, q: z.output<typeof hutPatientQuery>) {
  return ctx.inTenant(async (tx): Promise<HutHealthData> => {
    const patient = await hutPatient(tx, await ctx.viewer(tx), q);
    const total = await visitCount(tx, patient.id);
    const [lastVisit] = await withReadings(tx, await visitsOf(tx, patient.id, { limit: 1 }));
    return {
      patientId: patient.id,
      patientName: patient.name,
      visitCount: total,
      latest: await latestByType(tx, patient.id),
      lastVisit: lastVisit ?? null,
    };
  });
}

/** findHealthDataPage: the patient's hut visits with readings, newest first. */
export function hutHealthPage(ctx: Ctx, q: z.output<typeof hutHealthPageQuery>) {
  return ctx.inTenant(async (tx) => {
    const patient = await hutPatient(tx, await ctx.viewer(tx), q);
    const rows = await visitsOf(tx, patient.id, pageRange(q));
    const total = await visitCount(tx, patient.id);
    return pageOf(await withReadings(tx, rows), total, q);
  });
}

/** findAppraisalReport: of visit `id`, or of the patient's latest visit. */
export function hutAppraisal(ctx: Ctx, q: z.output<typeof hutAppraisalQuery>) {
  return ctx.inTenant(async (tx): Promise<HutAppraisalReport> => {
    const viewer = await ctx.viewer(tx);
    let visitRows: VisitRow[];
    let patientName: string;
    if (q.id !== undefined) {
      const found = await visitById(tx, q.id);
      if (!found) throw notFound('评估报告不存在');
      const p = await visiblePatient(tx, viewer, found.patientId).catch(() => {
        throw notFound('评估报告不存在');
      });
      visitRows = found.rows;
      patientName = p.name;
    } else {
      const p = await hutPatient(tx, viewer, q);
      visitRows = await visitsOf(tx, p.id, { limit: 1 });
      patientName = p.name;
    }
    const [visit] = await withReadings(tx, visitRows);
    if (!visit) throw notFound(HUT_NO_REPORT_MSG);
    return { visit, patientName, ...appraise(visit.readings) };
  });
}
