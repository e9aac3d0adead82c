import { type callRecordBody, DISEASE_TYPES, maskPhone, normalizeMobile } from '@kanghu/shared';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertServicer, loadViewer, visiblePatient, visibleTo } from '../../core/access.ts';
import {
  patientCallRecords,
  patientDiseases,
  patients,
  patientTagLinks,
  patientTags,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { doctorById, doctorNames, tagsOf } from './repo.ts';
import { toListItem } from './views.ts';

/** Start of today in China time (UTC+8), for "today's new patients". */
function startOfChinaDay(now = new Date()): Date {
  const shifted = new Date(now.getTime() + 8 * 3_600_000);
  return new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - 8 * 3_600_000,
  );
}

/** GET /api/patient/disease/category: the disease types 1-4 with their group levels. */
export function diseaseCategories() {
  return DISEASE_TYPES.map((d) => ({
    type: d.type,
    code: d.code,
    name: d.name,
    levels: Object.entries(d.levels).map(([level, name]) => ({ level: Number(level), name })),
  }));
}

/** GET /api/patient/tag?isShow=1: the project's tag dictionary. */
export async function listTags(services: Services, request: FastifyRequest, isShow: boolean) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, (tx) =>
    tx
      .select({ id: patientTags.id, name: patientTags.name })
      .from(patientTags)
      .where(eq(patientTags.isShow, isShow))
      .orderBy(asc(patientTags.sort), asc(patientTags.id)),
  );
}

export async function patientTagList(services: Services, request: FastifyRequest, patientId: number) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    await visiblePatient(tx, viewer, patientId);
    return tagsOf(tx, patientId);
  });
}

/** PUT /api/patient/:id/tag/add: servicers label a patient (a new name joins the dictionary). */
export async function addPatientTag(
  services: Services,
  request: FastifyRequest,
  patientId: number,
  body: { tagId?: number; name?: string },
) {
  const session = requireSession(request);
  const { projectId } = session;
  return services.db.tenant(projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertServicer(viewer);
    await visiblePatient(tx, viewer, patientId);
    let tagId = body.tagId;
    if (tagId === undefined && body.name) {
      await tx.insert(patientTags).values({ projectId, name: body.name }).onConflictDoNothing();
      const [t] = await tx
        .select({ id: patientTags.id })
        .from(patientTags)
        .where(eq(patientTags.name, body.name));
      tagId = t?.id;
    } else if (tagId !== undefined) {
      const [t] = await tx.select({ id: patientTags.id }).from(patientTags).where(eq(patientTags.id, tagId));
      if (!t) throw badRequest('标签不存在');
    }
    if (tagId === undefined) throw badRequest('标签不存在');
    await tx.insert(patientTagLinks).values({ projectId, patientId, tagId }).onConflictDoNothing();
    return tagsOf(tx, patientId);
  });
}

export async function deletePatientTag(
  services: Services,
  request: FastifyRequest,
  patientId: number,
  tagId: number,
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertServicer(viewer);
    await visiblePatient(tx, viewer, patientId);
    await tx
      .delete(patientTagLinks)
      .where(and(eq(patientTagLinks.patientId, patientId), eq(patientTagLinks.tagId, tagId)));
    return tagsOf(tx, patientId);
  });
}

/** PUT /api/patient/add/remark/:id: the doctor's remark on a patient of the org. */
export async function setRemark(services: Services, request: FastifyRequest, id: number, remark: string) {
  const session = requireSession(request);
  await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertServicer(viewer);
    await visiblePatient(tx, viewer, id);
    await tx.update(patients).set({ remark, updatedAt: new Date() }).where(eq(patients.id, id));
  });
}

/** PUT /api/patient/doctor/:patientId: a servicer assigns the patient's doctor (same org unless admin/staff). */
export async function assignDoctor(
  services: Services,
  request: FastifyRequest,
  patientId: number,
  doctorId: number,
) {
  const session = requireSession(request);
  await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertServicer(viewer);
    await visiblePatient(tx, viewer, patientId);
    const doctor = await doctorById(tx, doctorId);
    if (viewer.kind === 'org' && doctor.orgId !== viewer.orgId) throw badRequest('只能选择本机构的医生');
    await tx
      .update(patients)
      .set({ doctorId: doctor.id, orgId: doctor.orgId, updatedAt: new Date() })
      .where(eq(patients.id, patientId));
  });
}

/** GET /api/patient/idcard/:idcard: a servicer looks up a patient of their scope (masked). */
export async function findByIdcard(services: Services, request: FastifyRequest, idcard: string) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertServicer(viewer);
    const [p] = await tx
      .select()
      .from(patients)
      .where(and(eq(patients.idcard, idcard), visibleTo(viewer)))
      .limit(1);
    if (!p) throw notFound();
    const names = await doctorNames(tx, [p.doctorId]);
    return toListItem(p, p.doctorId === null ? null : (names.get(p.doctorId) ?? null), null);
  });
}

/** GET /api/patient/all/count: counts of the caller's scope. */
export async function patientCountsOf(services: Services, request: FastifyRequest) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const [row] = await tx
      .select({
        total: count(),
        child: sql<number>`count(*) filter (where ${patients.isChild})`.mapWith(Number),
        todayNew: sql<number>`count(*) filter (where ${patients.createdAt} >= ${startOfChinaDay()})`.mapWith(
          Number,
        ),
      })
      .from(patients)
      .where(visibleTo(viewer));
    const diseases = await tx
      .select({ type: patientDiseases.type, n: count() })
      .from(patientDiseases)
      .innerJoin(patients, eq(patients.id, patientDiseases.patientId))
      .where(visibleTo(viewer))
      .groupBy(patientDiseases.type);
    const byDisease: Record<string, number> = {};
    for (const d of DISEASE_TYPES) byDisease[d.code] = diseases.find((x) => x.type === d.type)?.n ?? 0;
    return { total: row?.total ?? 0, child: row?.child ?? 0, todayNew: row?.todayNew ?? 0, byDisease };
  });
}

/** GET /api/patient/doctor/today/new: patients of the caller's scope created today (China time). */
export async function todayNewPatients(services: Services, request: FastifyRequest) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertServicer(viewer);
    const rows = await tx
      .select()
      .from(patients)
      .where(and(visibleTo(viewer), gte(patients.createdAt, startOfChinaDay())))
      .orderBy(desc(patients.createdAt))
      .limit(100);
    const names = await doctorNames(
      tx,
      rows.map((r) => r.doctorId),
    );
    return rows.map((r) => toListItem(r, r.doctorId === null ? null : (names.get(r.doctorId) ?? null), null));
  });
}

type CallRecordRow = typeof patientCallRecords.$inferSelect;
const callView = (r: CallRecordRow) => ({
  id: r.id,
  userId: r.userId,
  patientId: r.patientId,
  tel: maskPhone(r.tel),
  startTime: r.startTime.toISOString(),
  duration: r.durationSeconds,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
});

/** POST /api/patient/call/tel/record: a servicer records a phone call to a patient of the org. */
export async function addCallRecord(
  services: Services,
  request: FastifyRequest,
  body: z.infer<typeof callRecordBody>,
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertServicer(viewer);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const startTime = new Date(body.startTime);
    if (startTime.getTime() > Date.now() + 5 * 60_000) throw badRequest('通话时间不能晚于当前时间');
    const [row] = await tx
      .insert(patientCallRecords)
      .values({
        projectId: session.projectId,
        userId: viewer.userId,
        patientId: patient.id,
        tel: body.tel ? normalizeMobile(body.tel) : patient.tel,
        startTime,
        durationSeconds: body.duration,
        remark: body.remark ?? null,
      })
      .returning();
    if (!row) throw new Error('call record insert returned nothing');
    return callView(row);
  });
}

/** GET /api/patient/call/tel/record/user/:userId/patient/:patientId (servicers; phone masked). */
export async function listCallRecords(
  services: Services,
  request: FastifyRequest,
  userId: number,
  patientId: number,
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    assertServicer(viewer);
    await visiblePatient(tx, viewer, patientId);
    const rows = await tx
      .select()
      .from(patientCallRecords)
      .where(and(eq(patientCallRecords.patientId, patientId), eq(patientCallRecords.userId, userId)))
      .orderBy(desc(patientCallRecords.startTime))
      .limit(200);
    return rows.map(callView);
  });
}
