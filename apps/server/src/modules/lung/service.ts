import {
  fev1FvcOf,
  LUNG_OBSTRUCTION_RATIO,
  type LungReportView,
  type lungReportBody,
  type lungReportQuery,
  maskIdCard,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Viewer } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { checkAttachments } from '../records/attachments.ts';
import {
  doctorOrg,
  insertReport,
  type LungReportRow,
  type LungReportValues,
  patientByIdcard,
  reportPage,
  updateReport,
  visibleReport,
} from './repo.ts';

type Body = z.output<typeof lungReportBody>;

const REPORT_NOT_FOUND = '肺功能报告不存在';

/** The patient with this ID number whom the caller sees; the name must match it. */
async function reportPatient(tx: Tx, viewer: Viewer, idcard: string, name: string) {
  const p = await patientByIdcard(tx, viewer, idcard);
  if (!p) throw notFound('未找到该患者，请先建档');
  if (p.name !== name) throw badRequest('姓名与身份证号不匹配');
  return p;
}

/** The doctor named in the report: one of the caller's org (any of the project for admins/staff). */
async function reportDoctor(tx: Tx, viewer: Viewer, doctorId: number | undefined) {
  const id = doctorId ?? viewer.doctorId;
  if (id === null) return { doctorId: null, orgId: viewer.orgId };
  const d = await doctorOrg(tx, id);
  if (!d || (viewer.kind !== 'project' && d.orgId !== viewer.orgId && d.id !== viewer.doctorId))
    throw badRequest('医生不属于本机构');
  return { doctorId: d.id, orgId: d.orgId ?? viewer.orgId };
}

async function reportValues(
  tx: Tx,
  viewer: Viewer,
  projectKey: string,
  body: Body,
): Promise<LungReportValues> {
  const patient = await reportPatient(tx, viewer, body.idcard, body.name);
  const doctor = await reportDoctor(tx, viewer, body.doctorId);
  let fileUrl: string | null = null;
  if (body.fileUrl) {
    const [file] = await checkAttachments(tx, projectKey, [{ url: body.fileUrl, name: '肺功能报告' }]);
    fileUrl = file?.url ?? null;
  }
  const opt = (v: number | undefined) => v ?? null;
  return {
    patientId: patient.id,
    doctorId: doctor.doctorId,
    orgId: doctor.orgId,
    fvc: body.fvc,
    fev1: body.fev1,
    fev1Fvc: body.fev1Fvc ?? fev1FvcOf(body.fev1, body.fvc),
    fev1FvcMax: opt(body.fev1FvcMax),
    fet: opt(body.fet),
    evFvc: opt(body.evFvc),
    mef25: opt(body.mef25),
    mef50: opt(body.mef50),
    mef75: opt(body.mef75),
    pef: opt(body.pef),
    vexp: opt(body.vexp),
    height: opt(body.height),
    weight: opt(body.weight),
    fileUrl,
    isInhaledBronchodilator: body.isInhaledBronchodilator,
    reportTime: body.reportTime,
  };
}

function view(r: LungReportRow): LungReportView {
  const t = r.report;
  return {
    id: t.id,
    patientId: t.patientId,
    idcard: maskIdCard(r.idcard),
    name: r.name,
    doctorId: t.doctorId,
    doctorName: r.doctorName,
    fvc: t.fvc,
    fev1: t.fev1,
    fev1Fvc: t.fev1Fvc,
    fev1FvcMax: t.fev1FvcMax,
    fet: t.fet,
    evFvc: t.evFvc,
    mef25: t.mef25,
    mef50: t.mef50,
    mef75: t.mef75,
    pef: t.pef,
    vexp: t.vexp,
    height: t.height,
    weight: t.weight,
    fileUrl: t.fileUrl,
    isInhaledBronchodilator: t.isInhaledBronchodilator,
    obstructionHint: t.fev1Fvc < LUNG_OBSTRUCTION_RATIO,
    reportTime: t.reportTime.toISOString(),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

async function readOne(tx: Tx, viewer: Viewer, id: number) {
  const row = await visibleReport(tx, viewer, id);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

/** POST: servicers, for a patient of their scope identified by ID number and name. */
export function addLungReport(ctx: Ctx, body: Body) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const values = await reportValues(tx, viewer, ctx.project.key, body);
    const row = await insertReport(tx, { ...values, projectId: ctx.projectId, createdByUserId: ctx.userId });
    if (!row) throw badRequest('保存失败');
    return view(await readOne(tx, viewer, row.id));
  });
}

/** PUT: servicers, a report of their scope (its id in the body). */
export function updateLungReport(ctx: Ctx, id: number, body: Body) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    await readOne(tx, viewer, id);
    await updateReport(tx, id, await reportValues(tx, viewer, ctx.project.key, body));
    return view(await readOne(tx, viewer, id));
  });
}

/** GET: reports of the patients the caller sees, newest report time first. */
export function listLungReports(ctx: Ctx, q: z.output<typeof lungReportQuery>) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await reportPage(tx, await ctx.viewer(tx), q, q);
    return pageOf(rows.map(view), total, q);
  });
}
