import { PRE_SIGN_STATES, type PreSignView, type preSignBody } from '@kanghu/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertCustomer, type Viewer, visiblePatient } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { doctors, orgs, patients, preSignApplications } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { scoped, visibleRow } from './scope.ts';

const NOT_FOUND = '签约申请不存在';
type Row = typeof preSignApplications.$inferSelect;

async function views(tx: Tx, rows: Row[]): Promise<PreSignView[]> {
  const pIds = [...new Set(rows.map((r) => r.patientId))];
  const oIds = [...new Set(rows.map((r) => r.orgId).filter((v): v is number => v !== null))];
  const dIds = [...new Set(rows.map((r) => r.doctorId).filter((v): v is number => v !== null))];
  const ps = pIds.length
    ? await tx
        .select({ id: patients.id, name: patients.name })
        .from(patients)
        .where(inArray(patients.id, pIds))
    : [];
  const os = oIds.length
    ? await tx.select({ id: orgs.id, name: orgs.name }).from(orgs).where(inArray(orgs.id, oIds))
    : [];
  const ds = dIds.length
    ? await tx.select({ id: doctors.id, name: doctors.name }).from(doctors).where(inArray(doctors.id, dIds))
    : [];
  const pName = new Map(ps.map((p) => [p.id, p.name]));
  const oName = new Map(os.map((o) => [o.id, o.name]));
  const dName = new Map(ds.map((d) => [d.id, d.name]));
  return rows.map((r) => ({
    id: r.id,
    patientId: r.patientId,
    patientName: pName.get(r.patientId) ?? '',
    orgName: r.orgId === null ? null : (oName.get(r.orgId) ?? null),
    doctorId: r.doctorId,
    doctorName: r.doctorId === null ? null : (dName.get(r.doctorId) ?? null),
    servicePack: r.servicePack,
    address: r.address,
    remark: r.remark,
    state: r.state,
    stateLabel: PRE_SIGN_STATES[r.state as keyof typeof PRE_SIGN_STATES] ?? '',
    stateRemark: r.stateRemark,
    createdAt: r.createdAt.toISOString(),
  }));
}

async function one(tx: Tx, row: Row): Promise<PreSignView> {
  const [v] = await views(tx, [row]);
  if (!v) throw badRequest(NOT_FOUND);
  return v;
}

/**
 * POST /api/patient/pre/sign: the patient's account asks to sign with a family doctor (our API; the
 * spec names the screens only). The doctor defaults to the patient's doctor and must be of the
 * patient's org; one open (state 0) application per patient (partial unique index).
 */
export function applyPreSign(
  services: Services,
  request: FastifyRequest,
  body: z.output<typeof preSignBody>,
) {
  return scoped(services, request, async (tx, viewer, session) => {
    const patient = await visiblePatient(tx, viewer, body.patientId);
    assertCustomer(viewer);
    let orgId = patient.orgId;
    const doctorId = body.doctorId ?? patient.doctorId;
    if (doctorId !== null) {
      const [d] = await tx
        .select({ id: doctors.id, orgId: doctors.orgId })
        .from(doctors)
        .where(eq(doctors.id, doctorId))
        .limit(1);
      if (!d) throw badRequest('医生不存在');
      if (orgId !== null && d.orgId !== orgId) throw badRequest('只能选择本机构的家庭医生');
      orgId = d.orgId;
    }
    if (orgId === null) throw badRequest('该患者尚未归属机构，暂不能签约');
    const [row] = await tx
      .insert(preSignApplications)
      .values({
        projectId: session.projectId,
        userId: session.userId,
        patientId: patient.id,
        orgId,
        doctorId,
        servicePack: body.servicePack,
        address: body.address || patient.address || null,
        remark: body.remark || null,
        state: 0,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('该患者已有待签约的申请');
    return one(tx, row);
  });
}

/** GET /api/patient/pre/sign?patientId: the patient's applications, newest first. */
export function listPreSigns(services: Services, request: FastifyRequest, patientId: number) {
  return scoped(services, request, async (tx, viewer) => {
    await visiblePatient(tx, viewer, patientId);
    const rows = await tx
      .select()
      .from(preSignApplications)
      .where(eq(preSignApplications.patientId, patientId))
      .orderBy(desc(preSignApplications.createdAt), desc(preSignApplications.id))
      .limit(100);
    return views(tx, rows);
  });
}

async function visibleApplication(tx: Tx, viewer: Viewer, id: number) {
  const [row] = await tx.select().from(preSignApplications).where(eq(preSignApplications.id, id)).limit(1);
  return (await visibleRow(tx, viewer, row, NOT_FOUND)).row;
}

export function preSignDetail(services: Services, request: FastifyRequest, id: number) {
  return scoped(services, request, async (tx, viewer) => one(tx, await visibleApplication(tx, viewer, id)));
}

/** PUT /api/patient/pre/sign/cancel/:id: the applicant cancels an open application. */
export function cancelPreSign(services: Services, request: FastifyRequest, id: number) {
  return scoped(services, request, async (tx, viewer) => {
    const row = await visibleApplication(tx, viewer, id);
    if (row.userId !== viewer.userId) throw forbidden('只能取消本人提交的申请');
    const [updated] = await tx
      .update(preSignApplications)
      .set({ state: 3, updatedAt: new Date() })
      .where(and(eq(preSignApplications.id, id), eq(preSignApplications.state, 0)))
      .returning();
    if (!updated) throw badRequest('申请已处理，不能取消');
    return one(tx, updated);
  });
}
