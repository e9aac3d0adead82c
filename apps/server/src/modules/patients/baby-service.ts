import { BABY_EXTRA_KEYS, normalizeMobile, type upsertBabyBody } from '@kanghu/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertCustomer, loadViewer, visiblePatient, visibleTo } from '../../core/access.ts';
import { patients } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { boundUsers, extraOf } from './patient-service.ts';
import { bindRelation, detailOf, doctorById, insertPatient, updatePatient } from './repo.ts';
import { toListItem } from './views.ts';

type BabyBody = z.infer<typeof upsertBabyBody>;

/** POST /api/patient/baby: a customer adds a child (a patient with isChild) to their account. */
export async function createBaby(services: Services, request: FastifyRequest, body: BabyBody) {
  const session = requireSession(request);
  const { projectId } = session;
  const detail = await services.db.tenant(projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertCustomer(viewer);
    const doctor = body.doctorId === undefined ? null : await doctorById(tx, body.doctorId);
    const row = await insertPatient(tx, {
      projectId,
      name: body.name,
      idcard: body.idcard ?? null,
      tel: body.tel ? normalizeMobile(body.tel) : null,
      sex: body.sex,
      birthday: body.birthday,
      photo: body.photo ?? null,
      isChild: true,
      doctorId: doctor?.id ?? null,
      orgId: doctor ? doctor.orgId : viewer.orgId,
      createdByUserId: viewer.userId,
      extra: extraOf(body, BABY_EXTRA_KEYS),
    });
    await bindRelation(tx, projectId, viewer.userId, row.id, body.relation);
    return detailOf(tx, viewer, row);
  });
  await services.sessionInfo.invalidate(projectId, session.userId);
  return detail;
}

/** PUT /api/patient/baby/:id */
export async function updateBaby(services: Services, request: FastifyRequest, id: number, body: BabyBody) {
  const session = requireSession(request);
  const result = await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const current = await visiblePatient(tx, viewer, id);
    if (!current.isChild) throw notFound();
    const doctor = body.doctorId === undefined ? null : await doctorById(tx, body.doctorId);
    const row = await updatePatient(tx, id, {
      name: body.name,
      idcard: body.idcard ?? current.idcard,
      tel: body.tel ? normalizeMobile(body.tel) : current.tel,
      sex: body.sex,
      birthday: body.birthday,
      photo: body.photo ?? current.photo,
      ...(doctor ? { doctorId: doctor.id, orgId: doctor.orgId } : {}),
      extra: { ...current.extra, ...extraOf(body, BABY_EXTRA_KEYS) },
    });
    return { detail: await detailOf(tx, viewer, row), users: await boundUsers(tx, id) };
  });
  for (const userId of result.users) await services.sessionInfo.invalidate(session.projectId, userId);
  return result.detail;
}

/** GET /api/patient/baby: the children the caller sees. */
export async function listBabies(services: Services, request: FastifyRequest) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const rows = await tx
      .select()
      .from(patients)
      .where(and(visibleTo(viewer), eq(patients.isChild, true)))
      .orderBy(desc(patients.createdAt))
      .limit(100);
    return rows.map((r) => toListItem(r, null, null));
  });
}

/** GET /api/patient/baby/detail?patientId */
export async function babyDetail(services: Services, request: FastifyRequest, patientId: number) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const row = await visiblePatient(tx, viewer, patientId);
    if (!row.isChild) throw notFound();
    return detailOf(tx, viewer, row);
  });
}
