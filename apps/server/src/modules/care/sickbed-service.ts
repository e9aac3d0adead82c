import {
  maskIdCard,
  maskPhone,
  normalizeMobile,
  SICKBED_STATES,
  type SickbedView,
  type sickbedBody,
  type sickbedQuery,
} from '@kanghu/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PatientRow, Viewer } from '../../core/access.ts';
import { assertCustomer, visiblePatient, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, orgs, patients, sickbedApplications } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { checkAttachments } from '../records/attachments.ts';
import { pageRange, scoped, visibleRow } from './scope.ts';

const NOT_FOUND = '申请不存在';
type Row = typeof sickbedApplications.$inferSelect;
type Body = z.output<typeof sickbedBody>;

async function views(tx: Tx, rows: Row[], viewer: Viewer): Promise<SickbedView[]> {
  const pIds = [...new Set(rows.map((r) => r.patientId))];
  const oIds = [...new Set(rows.map((r) => r.orgId).filter((v): v is number => v !== null))];
  const dIds = [...new Set(rows.map((r) => r.doctorId).filter((v): v is number => v !== null))];
  const ps = pIds.length
    ? await tx
        .select({ id: patients.id, name: patients.name, idcard: patients.idcard })
        .from(patients)
        .where(inArray(patients.id, pIds))
    : [];
  const os = oIds.length
    ? await tx.select({ id: orgs.id, name: orgs.name }).from(orgs).where(inArray(orgs.id, oIds))
    : [];
  const ds = dIds.length
    ? await tx.select({ id: doctors.id, name: doctors.name }).from(doctors).where(inArray(doctors.id, dIds))
    : [];
  const pOf = new Map(ps.map((p) => [p.id, p]));
  const oName = new Map(os.map((o) => [o.id, o.name]));
  const dName = new Map(ds.map((d) => [d.id, d.name]));
  return rows.map((r) => {
    const own = r.applicantUserId === viewer.userId;
    return {
      id: r.id,
      patientId: r.patientId,
      patientName: pOf.get(r.patientId)?.name ?? '',
      idcard: maskIdCard(pOf.get(r.patientId)?.idcard ?? null),
      orgId: r.orgId,
      orgName: r.orgId === null ? null : (oName.get(r.orgId) ?? null),
      doctorId: r.doctorId,
      doctorName: r.doctorId === null ? null : (dName.get(r.doctorId) ?? null),
      hospital: r.hospital,
      diseaseCategory: r.diseaseCategory,
      diseaseCategoryName: r.diseaseCategoryName,
      relation: r.relation,
      address: r.address,
      areaCode: r.areaCode,
      latitude: r.latitude,
      longitude: r.longitude,
      // The applicant sees their own numbers in full (to correct them); everyone else masked.
      tel: own ? r.tel : maskPhone(r.tel),
      contactsName: r.contactsName,
      contactsTel: r.contactsTel === null ? null : own ? r.contactsTel : maskPhone(r.contactsTel),
      contactsRelation: r.contactsRelation,
      remark: r.remark,
      fileList: r.fileList,
      state: r.state,
      stateLabel: SICKBED_STATES[r.state as keyof typeof SICKBED_STATES] ?? '',
      stateRemark: r.stateRemark,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

async function one(tx: Tx, row: Row, viewer: Viewer) {
  const [v] = await views(tx, [row], viewer);
  if (!v) throw badRequest(NOT_FOUND);
  return v;
}

/** The org and doctor of an application: defaults from the patient; the doctor must be of the org. */
async function orgAndDoctor(tx: Tx, patient: PatientRow, body: Body) {
  const orgId = body.orgId ?? patient.orgId;
  if (body.orgId !== undefined) {
    const [o] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, body.orgId)).limit(1);
    if (!o) throw badRequest('机构不存在');
  }
  let doctorId = body.doctorId ?? (body.orgId === undefined ? patient.doctorId : null);
  if (doctorId !== null) {
    const [d] = await tx
      .select({ id: doctors.id, orgId: doctors.orgId })
      .from(doctors)
      .where(eq(doctors.id, doctorId))
      .limit(1);
    if (!d) throw badRequest('医生不存在');
    if (orgId !== null && d.orgId !== orgId) {
      if (body.doctorId !== undefined) throw badRequest('只能选择该机构的医生');
      doctorId = null;
    }
  }
  return { orgId, doctorId };
}

function fields(body: Body) {
  return {
    hospital: body.hospital || null,
    diseaseCategory: body.diseaseCategory ?? null,
    diseaseCategoryName: body.diseaseCategoryName || null,
    relation: body.relation || null,
    address: body.address,
    areaCode: body.areaCode || null,
    latitude: body.latitude || null,
    longitude: body.longitude || null,
    tel: normalizeMobile(body.tel),
    contactsName: body.contactsName || null,
    contactsTel: body.contactsTel ? normalizeMobile(body.contactsTel) : null,
    contactsRelation: body.contactsRelation || null,
    remark: body.remark || null,
  };
}

/** One pending application per patient; serialised per patient with an advisory lock. */
async function assertNoPending(tx: Tx, patientId: number, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sickbed:${patientId}`}, 0))`);
  const [p] = await tx
    .select({ id: sickbedApplications.id })
    .from(sickbedApplications)
    .where(
      and(
        eq(sickbedApplications.patientId, patientId),
        eq(sickbedApplications.state, 0),
        exceptId !== undefined ? sql`${sickbedApplications.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (p) throw conflict('该患者已有待审核的家庭病床申请');
}

/** POST /api/patient/sickbed: the patient's account applies for a home sickbed (state 0). */
export function applySickbed(services: Services, request: FastifyRequest, body: Body) {
  return scoped(services, request, async (tx, viewer, session) => {
    const patient = await visiblePatient(tx, viewer, body.patientId);
    assertCustomer(viewer);
    const fileList = await checkAttachments(tx, request.tenant.project.key, body.fileList);
    const { orgId, doctorId } = await orgAndDoctor(tx, patient, body);
    await assertNoPending(tx, patient.id);
    const [row] = await tx
      .insert(sickbedApplications)
      .values({
        projectId: session.projectId,
        patientId: patient.id,
        applicantUserId: session.userId,
        orgId,
        doctorId,
        fileList,
        state: 0,
        ...fields(body),
      })
      .returning();
    if (!row) throw badRequest('申请失败');
    return one(tx, row, viewer);
  });
}

async function visibleApplication(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx.select().from(sickbedApplications).where(eq(sickbedApplications.id, id)).limit(1);
  return visibleRow(tx, viewer, row, NOT_FOUND);
}

/** PUT /api/patient/sickbed/:id: the applicant edits a pending application. */
export function updateSickbed(services: Services, request: FastifyRequest, id: number, body: Body) {
  return scoped(services, request, async (tx, viewer) => {
    const { row, patient } = await visibleApplication(tx, viewer, id);
    if (row.applicantUserId !== viewer.userId) throw forbidden('只能修改本人提交的申请');
    if (row.state !== 0) throw badRequest('申请已处理，不能修改');
    if (body.patientId !== row.patientId) throw badRequest('不能更换申请的患者');
    const fileList = await checkAttachments(tx, request.tenant.project.key, body.fileList);
    const { orgId, doctorId } = await orgAndDoctor(tx, patient, body);
    const [updated] = await tx
      .update(sickbedApplications)
      .set({ orgId, doctorId, fileList, ...fields(body), updatedAt: new Date() })
      .where(and(eq(sickbedApplications.id, id), eq(sickbedApplications.state, 0)))
      .returning();
    if (!updated) throw badRequest('申请已处理，不能修改');
    return one(tx, updated, viewer);
  });
}

export function sickbedDetail(services: Services, request: FastifyRequest, id: number) {
  return scoped(services, request, async (tx, viewer) =>
    one(tx, (await visibleApplication(tx, viewer, id)).row, viewer),
  );
}

/** GET /api/patient/sickbed (and /patient/:patientId): applications of the patients the caller sees. */
export function listSickbeds(services: Services, request: FastifyRequest, q: z.output<typeof sickbedQuery>) {
  return scoped(services, request, async (tx, viewer) => {
    if (q.patientId !== undefined) await visiblePatient(tx, viewer, q.patientId);
    const where: SQL | undefined = and(
      visibleTo(viewer),
      q.patientId !== undefined ? eq(sickbedApplications.patientId, q.patientId) : undefined,
      q.state !== undefined ? eq(sickbedApplications.state, q.state) : undefined,
    );
    const { limit, offset } = pageRange(q);
    const rows = await tx
      .select({ s: sickbedApplications })
      .from(sickbedApplications)
      .innerJoin(patients, eq(patients.id, sickbedApplications.patientId))
      .where(where)
      .orderBy(desc(sickbedApplications.createdAt), desc(sickbedApplications.id))
      .limit(limit)
      .offset(offset);
    const [total] = await tx
      .select({ n: count() })
      .from(sickbedApplications)
      .innerJoin(patients, eq(patients.id, sickbedApplications.patientId))
      .where(where);
    return {
      list: await views(
        tx,
        rows.map((r) => r.s),
        viewer,
      ),
      total: total?.n ?? 0,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  });
}

/**
 * PUT /api/patient/sickbed/state/:id and DELETE /api/patient/sickbed/:id (= withdraw, the row is
 * kept as state 3). The applicant withdraws a pending application (3); servicers of the patient's
 * scope approve (1) or reject (2) it. Only state 0 moves.
 */
export function setSickbedState(
  services: Services,
  request: FastifyRequest,
  id: number,
  state: number,
  remark?: string,
) {
  return scoped(services, request, async (tx, viewer) => {
    const { row } = await visibleApplication(tx, viewer, id);
    if (state === 3) {
      if (row.applicantUserId !== viewer.userId) throw forbidden('只能撤回本人提交的申请');
    } else if (viewer.kind === 'customer') throw forbidden();
    const [updated] = await tx
      .update(sickbedApplications)
      .set({ state, stateRemark: remark || null, updatedAt: new Date() })
      .where(and(eq(sickbedApplications.id, id), eq(sickbedApplications.state, 0)))
      .returning();
    if (!updated) throw badRequest(state === 3 ? '申请已处理，不能撤回' : '申请已处理');
    return one(tx, updated, viewer);
  });
}
