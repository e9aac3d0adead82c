import {
  fev1FvcOf,
  LUNG_OBSTRUCTION_RATIO,
  type LungReportView,
  type lungReportBody,
  type lungReportQuery,
  maskIdCard,
} from '@kanghu/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertServicer, loadViewer, type Viewer, visibleTo } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, lungFunctionReports, patients } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { checkAttachments } from '../records/attachments.ts';

type Body = z.output<typeof lungReportBody>;
type ReportRow = typeof lungFunctionReports.$inferSelect;
type Scoped<T> = (tx: Tx, viewer: Viewer, session: SessionRecord) => Promise<T>;

const REPORT_NOT_FOUND = '肺功能报告不存在';

function scoped<T>(services: Services, request: FastifyRequest, fn: Scoped<T>): Promise<T> {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => fn(tx, await loadViewer(tx, session), session));
}

/** The patient with this ID number whom the caller sees; the name must match it. */
async function reportPatient(tx: Tx, viewer: Viewer, idcard: string, name: string) {
  const [p] = await tx
    .select()
    .from(patients)
    .where(and(sql`upper(${patients.idcard}) = ${idcard.toUpperCase()}`, visibleTo(viewer)))
    .limit(1);
  if (!p) throw notFound('未找到该患者，请先建档');
  if (p.name !== name) throw badRequest('姓名与身份证号不匹配');
  return p;
}

/** The doctor named in the report: one of the caller's org (any of the project for admins/staff). */
async function reportDoctor(tx: Tx, viewer: Viewer, doctorId: number | undefined) {
  const id = doctorId ?? viewer.doctorId;
  if (id === null) return { doctorId: null, orgId: viewer.orgId };
  const [d] = await tx
    .select({ id: doctors.id, orgId: doctors.orgId })
    .from(doctors)
    .where(eq(doctors.id, id))
    .limit(1);
  if (!d || (viewer.kind !== 'project' && d.orgId !== viewer.orgId && d.id !== viewer.doctorId))
    throw badRequest('医生不属于本机构');
  return { doctorId: d.id, orgId: d.orgId ?? viewer.orgId };
}

async function reportValues(tx: Tx, viewer: Viewer, projectKey: string, body: Body) {
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

const columns = {
  report: lungFunctionReports,
  name: patients.name,
  idcard: patients.idcard,
  doctorName: doctors.name,
};

function selectReports(tx: Tx) {
  return tx
    .select(columns)
    .from(lungFunctionReports)
    .innerJoin(patients, eq(patients.id, lungFunctionReports.patientId))
    .leftJoin(doctors, eq(doctors.id, lungFunctionReports.doctorId));
}

function view(r: {
  report: ReportRow;
  name: string;
  idcard: string | null;
  doctorName: string | null;
}): LungReportView {
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
  const [row] = await selectReports(tx)
    .where(and(eq(lungFunctionReports.id, id), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

/** POST: servicers, for a patient of their scope identified by ID number and name. */
export function addLungReport(services: Services, request: FastifyRequest, body: Body) {
  return scoped(services, request, async (tx, viewer, session) => {
    assertServicer(viewer);
    const values = await reportValues(tx, viewer, request.tenant.project.key, body);
    const [row] = await tx
      .insert(lungFunctionReports)
      .values({ ...values, projectId: session.projectId, createdByUserId: session.userId })
      .returning({ id: lungFunctionReports.id });
    if (!row) throw badRequest('保存失败');
    return view(await readOne(tx, viewer, row.id));
  });
}

/** PUT: servicers, a report of their scope (its id in the body). */
export function updateLungReport(services: Services, request: FastifyRequest, id: number, body: Body) {
  return scoped(services, request, async (tx, viewer) => {
    assertServicer(viewer);
    await readOne(tx, viewer, id);
    const values = await reportValues(tx, viewer, request.tenant.project.key, body);
    await tx
      .update(lungFunctionReports)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(lungFunctionReports.id, id));
    return view(await readOne(tx, viewer, id));
  });
}

/** GET: reports of the patients the caller sees, newest report time first. */
export function listLungReports(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof lungReportQuery>,
) {
  return scoped(services, request, async (tx, viewer) => {
    const where = and(
      visibleTo(viewer),
      q.patientId === undefined ? undefined : eq(lungFunctionReports.patientId, q.patientId),
      q.idcard ? sql`upper(${patients.idcard}) = ${q.idcard.toUpperCase()}` : undefined,
      q.name ? sql`${patients.name} like ${`%${q.name.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
    );
    const rows = await selectReports(tx)
      .where(where)
      .orderBy(desc(lungFunctionReports.reportTime), desc(lungFunctionReports.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize);
    const [total] = await tx
      .select({ n: count() })
      .from(lungFunctionReports)
      .innerJoin(patients, eq(patients.id, lungFunctionReports.patientId))
      .where(where);
    return { list: rows.map(view), total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}
