import {
  normalizeMobile,
  PATIENT_EXTRA_KEYS,
  type PatientDetail,
  type PatientListItem,
  parseIdCard,
  type patientListQuery,
  type UpsertPatientBody,
} from '@kanghu/shared';
import { and, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { loadViewer, type Viewer, visiblePatient, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { patientDiseases, patientRelations, patients, patientTagLinks } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import {
  bindRelation,
  customerExists,
  detailOf,
  doctorById,
  doctorNames,
  insertPatient,
  patientByIdcard,
  removeRelation,
  searchCondition,
  setCategories,
  updatePatient,
} from './repo.ts';
import { toListItem } from './views.ts';

type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number };

/** Sex and birthday derived from the ID number win over typed values (spec 1 section 5). */
export function identityFields(idcard: string | undefined, sex?: number, birthday?: string) {
  if (!idcard) return { sex, birthday };
  const r = parseIdCard(idcard);
  return r.ok ? { sex: r.info.sex, birthday: r.info.birthday } : { sex, birthday };
}

export function extraOf(body: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const key of keys) if (body[key] !== undefined) extra[key] = body[key];
  return extra;
}

/** Which org a patient belongs to: the chosen doctor's, else the org of whoever creates it. */
async function placement(tx: Tx, viewer: Viewer, doctorId: number | undefined) {
  if (doctorId === undefined) {
    return { doctorId: viewer.kind === 'customer' ? null : viewer.doctorId, orgId: viewer.orgId };
  }
  const doctor = await doctorById(tx, doctorId);
  if (viewer.kind === 'org' && doctor.orgId !== viewer.orgId) throw badRequest('只能选择本机构的医生');
  return { doctorId: doctor.id, orgId: doctor.orgId };
}

async function assertIdcardFree(tx: Tx, idcard: string | undefined, exceptId?: number): Promise<void> {
  if (!idcard) return;
  const hit = await patientByIdcard(tx, idcard);
  if (hit && hit.id !== exceptId) throw badRequest('该身份证号已建档，请通过绑定码或短信验证绑定');
}

/**
 * POST /api/patient. A customer creates a patient bound to their own account; a servicer
 * creates one in their org, optionally bound to a customer account (`userId`).
 */
export async function createPatient(
  services: Services,
  request: FastifyRequest,
  body: UpsertPatientBody,
): Promise<PatientDetail> {
  const session = requireSession(request);
  const { projectId } = session;
  const result = await services.db.tenant(projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    if (viewer.kind === 'customer' && body.categoryList) throw forbidden('只有医生可以设置疾病分类');
    if (viewer.kind === 'customer' && body.userId !== undefined && body.userId !== viewer.userId)
      throw forbidden();
    await assertIdcardFree(tx, body.idcard);
    const bindUserId = viewer.kind === 'customer' ? viewer.userId : body.userId;
    if (bindUserId !== undefined && viewer.kind !== 'customer' && !(await customerExists(tx, bindUserId)))
      throw badRequest('用户不存在');
    const place = await placement(tx, viewer, body.doctorId);
    const row = await insertPatient(tx, {
      projectId,
      name: body.name,
      idcard: body.idcard ?? null,
      tel: body.tel ? normalizeMobile(body.tel) : null,
      ...identityFields(body.idcard, body.sex, body.birthday),
      photo: body.photo ?? null,
      address: body.address ?? null,
      telRelation: body.telRelation ?? null,
      doctorId: place.doctorId,
      orgId: place.orgId,
      createdByUserId: viewer.userId,
      extra: extraOf(body, PATIENT_EXTRA_KEYS),
    });
    if (body.categoryList) await setCategories(tx, projectId, row.id, body.categoryList);
    if (bindUserId !== undefined)
      await bindRelation(tx, projectId, bindUserId, row.id, body.relation ?? '本人');
    return { detail: await detailOf(tx, viewer, row), bindUserId };
  });
  if (result.bindUserId !== undefined) await services.sessionInfo.invalidate(projectId, result.bindUserId);
  return result.detail;
}

/** PUT /api/patient/:id: anyone who sees the patient; disease categories by servicers only. */
export async function updatePatientById(
  services: Services,
  request: FastifyRequest,
  id: number,
  body: UpsertPatientBody,
): Promise<PatientDetail> {
  const session = requireSession(request);
  const { projectId } = session;
  const result = await services.db.tenant(projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const current = await visiblePatient(tx, viewer, id);
    if (viewer.kind === 'customer' && body.categoryList) throw forbidden('只有医生可以设置疾病分类');
    await assertIdcardFree(tx, body.idcard, id);
    const place =
      body.doctorId === undefined || body.doctorId === current.doctorId
        ? { doctorId: current.doctorId, orgId: current.orgId }
        : await placement(tx, viewer, body.doctorId);
    const idcard = body.idcard ?? current.idcard ?? undefined;
    const row = await updatePatient(tx, id, {
      name: body.name,
      idcard: idcard ?? null,
      tel: body.tel ? normalizeMobile(body.tel) : current.tel,
      ...identityFields(
        idcard,
        body.sex ?? current.sex ?? undefined,
        body.birthday ?? current.birthday ?? undefined,
      ),
      photo: body.photo ?? current.photo,
      address: body.address ?? current.address,
      telRelation: body.telRelation ?? current.telRelation,
      doctorId: place.doctorId,
      orgId: place.orgId,
      extra: { ...current.extra, ...extraOf(body, PATIENT_EXTRA_KEYS) },
    });
    if (body.categoryList) await setCategories(tx, projectId, id, body.categoryList);
    return { detail: await detailOf(tx, viewer, row), users: await boundUsers(tx, id) };
  });
  for (const userId of result.users) await services.sessionInfo.invalidate(projectId, userId);
  return result.detail;
}

export async function boundUsers(tx: Tx, patientId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: patientRelations.userId })
    .from(patientRelations)
    .where(eq(patientRelations.patientId, patientId));
  return rows.map((r) => r.userId);
}

/** GET /api/patient/:id: the full ID and phone, for someone allowed to see the patient. */
export async function getPatient(services: Services, request: FastifyRequest, id: number) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    return detailOf(tx, viewer, await visiblePatient(tx, viewer, id));
  });
}

/**
 * DELETE /api/patient/:id: a customer removes the patient from their account (the record stays:
 * it is the doctor's medical record). Servicers cannot delete patient records.
 */
export async function deletePatient(services: Services, request: FastifyRequest, id: number): Promise<void> {
  const session = requireSession(request);
  await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    await visiblePatient(tx, viewer, id);
    if (viewer.kind !== 'customer') throw forbidden('患者档案不能删除');
    await removeRelation(tx, viewer.userId, id);
  });
  await services.sessionInfo.invalidate(session.projectId, session.userId);
}

/** GET /api/patient: the patients the caller sees, newest first, masked. */
export async function listPatients(
  services: Services,
  request: FastifyRequest,
  query: z.infer<typeof patientListQuery>,
): Promise<Page<PatientListItem>> {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const where = and(visibleTo(viewer), ...listFilters(query));
    const rows = await tx
      .select()
      .from(patients)
      .where(where)
      .orderBy(desc(patients.createdAt), desc(patients.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(patients).where(where);
    const names = await doctorNames(
      tx,
      rows.map((r) => r.doctorId),
    );
    return {
      list: rows.map((r) =>
        toListItem(r, r.doctorId === null ? null : (names.get(r.doctorId) ?? null), null),
      ),
      total: total?.n ?? 0,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  });
}

function listFilters(query: z.infer<typeof patientListQuery>): Array<SQL | undefined> {
  return [
    searchCondition(query.search),
    query.isChild === undefined ? undefined : eq(patients.isChild, query.isChild === '1'),
    query.diseaseType === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${patientDiseases} where ${patientDiseases.patientId} = ${patients.id} and ${patientDiseases.type} = ${query.diseaseType})`,
        ),
    query.tagId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${patientTagLinks} where ${patientTagLinks.patientId} = ${patients.id} and ${patientTagLinks.tagId} = ${query.tagId})`,
        ),
  ];
}
