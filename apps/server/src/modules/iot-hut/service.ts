import { randomBytes } from 'node:crypto';
import {
  HUT_MEASURE_TYPES,
  HUT_NO_REPORT_MSG,
  type HutAppraisalReport,
  type HutHealthData,
  type HutOrgNode,
  type HutView,
  type hutAppraisalQuery,
  type hutCreateBody,
  type hutHealthPageQuery,
  type hutListQuery,
  type hutPatientQuery,
  type hutUploadBody,
} from '@kanghu/shared';
import { and, asc, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { loadViewer, type Viewer, visiblePatient, visibleTo } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { hutReadings, huts, hutVisits, orgs, patientRelations, patients } from '../../db/schema/index.ts';
import { safeEqual, sha256Hex } from '../../lib/crypto.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { notifyDoctor, pushVia } from '../measurements/notify.ts';
import { doctorUserOf, insertReading } from '../measurements/repo.ts';
import { appraise } from './appraisal.ts';
import { latestByType, selectVisits, withReadings } from './repo.ts';

type Scoped<T> = (tx: Tx, viewer: Viewer, session: SessionRecord) => Promise<T>;

const PATIENT_NOT_FOUND = '患者不存在';

function scoped<T>(services: Services, request: FastifyRequest, fn: Scoped<T>): Promise<T> {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => fn(tx, await loadViewer(tx, session), session));
}

// ---- registry: org tree and hut list ----

interface OrgRow {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
}

/** Org ids of the subtree under `rootId` (itself included); cycles are cut. */
function subtreeIds(rows: OrgRow[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const r of rows)
    if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const ids = new Set<number>();
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (ids.has(id)) continue;
    ids.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}

async function allOrgs(tx: Tx): Promise<OrgRow[]> {
  return tx
    .select({ id: orgs.id, parentId: orgs.parentId, code: orgs.code, name: orgs.name })
    .from(orgs)
    .orderBy(asc(orgs.sort), asc(orgs.id));
}

function orgByCode(rows: OrgRow[], code: string): OrgRow {
  const org = rows.find((o) => o.code === code);
  if (!org) throw notFound('机构不存在');
  return org;
}

/** GET /api/iot/hut/regulatory/org/findTree/code: orgs nested by parent with hut counts. */
export function hutOrgTree(services: Services, request: FastifyRequest, code: string | undefined) {
  return scoped(services, request, async (tx) => {
    const rows = await allOrgs(tx);
    const counts = await tx.select({ orgId: huts.orgId, n: count() }).from(huts).groupBy(huts.orgId);
    const own = new Map(counts.map((c) => [c.orgId, c.n]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const kids = new Map<number, OrgRow[]>();
    const roots: OrgRow[] = [];
    for (const r of rows) {
      const parent = r.parentId === null ? undefined : byId.get(r.parentId);
      if (parent && !subtreeIds(rows, r.id).has(parent.id))
        kids.set(parent.id, [...(kids.get(parent.id) ?? []), r]);
      else roots.push(r);
    }
    const build = (r: OrgRow): HutOrgNode => {
      const children = (kids.get(r.id) ?? []).map(build);
      const hutCount = (own.get(r.id) ?? 0) + children.reduce((s, c) => s + c.hutCount, 0);
      return { id: r.id, code: r.code, name: r.name, hutCount, children };
    };
    return code ? [build(orgByCode(rows, code))] : roots.map(build);
  });
}

const hutColumns = {
  id: huts.id,
  code: huts.code,
  name: huts.name,
  orgId: huts.orgId,
  orgCode: orgs.code,
  orgName: orgs.name,
  address: huts.address,
  openHours: huts.openHours,
  state: huts.state,
};

/** GET /api/iot/hut/regulatory/org/findAllHutList: huts of an org and the orgs below it. */
export function hutList(services: Services, request: FastifyRequest, q: z.output<typeof hutListQuery>) {
  return scoped(services, request, async (tx): Promise<HutView[]> => {
    let orgIds: number[] | undefined;
    if (q.orgCode) {
      const rows = await allOrgs(tx);
      orgIds = [...subtreeIds(rows, orgByCode(rows, q.orgCode).id)];
    }
    const keyword = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined;
    const stats = tx
      .select({ hutId: hutVisits.hutId, n: count().as('n'), last: max(hutVisits.visitedAt).as('last') })
      .from(hutVisits)
      .groupBy(hutVisits.hutId)
      .as('stats');
    const rows = await tx
      .select({ ...hutColumns, visitCount: stats.n, lastVisit: stats.last })
      .from(huts)
      .innerJoin(orgs, eq(orgs.id, huts.orgId))
      .leftJoin(stats, eq(stats.hutId, huts.id))
      .where(
        and(
          orgIds ? inArray(huts.orgId, orgIds) : undefined,
          keyword ? or(ilike(huts.name, keyword), ilike(huts.address, keyword)) : undefined,
        ),
      )
      .orderBy(asc(orgs.sort), asc(huts.orgId), asc(huts.id));
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      orgId: r.orgId,
      orgCode: r.orgCode,
      orgName: r.orgName,
      address: r.address,
      openHours: r.openHours,
      state: r.state,
      visitCount: Number(r.visitCount ?? 0),
      lastVisitTime: r.lastVisit ? new Date(r.lastVisit as unknown as string).toISOString() : null,
    }));
  });
}

/** POST /api/iot/hut/regulatory/hut: admins and staff place a hut at an org. */
export function createHut(services: Services, request: FastifyRequest, body: z.output<typeof hutCreateBody>) {
  return scoped(services, request, async (tx, viewer, session) => {
    if (viewer.kind !== 'project') throw forbidden();
    const rows = await allOrgs(tx);
    const org = orgByCode(rows, body.orgCode);
    const [taken] = await tx.select({ id: huts.id }).from(huts).where(eq(huts.code, body.code)).limit(1);
    if (taken) throw conflict('小屋编码已存在');
    const secret = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(huts)
      .values({
        projectId: session.projectId,
        code: body.code,
        name: body.name,
        orgId: org.id,
        address: body.address || null,
        openHours: body.openHours || null,
        secretHash: sha256Hex(secret),
      })
      .returning({ id: huts.id });
    if (!row) throw badRequest('保存失败');
    return { id: row.id, code: body.code, secret };
  });
}

// ---- a patient's hut data ----

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
    const [p] = await tx
      .select()
      .from(patients)
      .where(and(sql`upper(${patients.idcard}) = ${q.idcard.toUpperCase()}`, visibleTo(viewer)))
      .limit(1);
    if (!p) throw notFound(PATIENT_NOT_FOUND);
    return p;
  }
  if (viewer.kind !== 'customer') throw badRequest('请指定患者');
  const [own] = await tx
    .select({ p: patients })
    .from(patientRelations)
    .innerJoin(patients, eq(patients.id, patientRelations.patientId))
    .where(eq(patientRelations.userId, viewer.userId))
    .orderBy(
      sql`${patientRelations.relation} <> 'self'`,
      asc(patientRelations.sort),
      asc(patientRelations.id),
    )
    .limit(1);
  if (!own) throw notFound('请先添加就诊人');
  return own.p;
}

/** findHealthData: latest hut reading per type and the last visit. */
export function hutHealthData(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof hutPatientQuery>,
) {
  return scoped(services, request, async (tx, viewer): Promise<HutHealthData> => {
    const patient = await hutPatient(tx, viewer, q);
    const [total] = await tx
      .select({ n: count() })
      .from(hutVisits)
      .where(eq(hutVisits.patientId, patient.id));
    const last = await selectVisits(tx)
      .where(eq(hutVisits.patientId, patient.id))
      .orderBy(desc(hutVisits.visitedAt), desc(hutVisits.id))
      .limit(1);
    const [lastVisit] = await withReadings(tx, last);
    return {
      patientId: patient.id,
      patientName: patient.name,
      visitCount: total?.n ?? 0,
      latest: await latestByType(tx, patient.id),
      lastVisit: lastVisit ?? null,
    };
  });
}

/** findHealthDataPage: the patient's hut visits with readings, newest first. */
export function hutHealthPage(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof hutHealthPageQuery>,
) {
  return scoped(services, request, async (tx, viewer) => {
    const patient = await hutPatient(tx, viewer, q);
    const where = eq(hutVisits.patientId, patient.id);
    const rows = await selectVisits(tx)
      .where(where)
      .orderBy(desc(hutVisits.visitedAt), desc(hutVisits.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize);
    const [total] = await tx.select({ n: count() }).from(hutVisits).where(where);
    return {
      list: await withReadings(tx, rows),
      total: total?.n ?? 0,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  });
}

/** findAppraisalReport: of visit `id`, or of the patient's latest visit. */
export function hutAppraisal(
  services: Services,
  request: FastifyRequest,
  q: z.output<typeof hutAppraisalQuery>,
) {
  return scoped(services, request, async (tx, viewer): Promise<HutAppraisalReport> => {
    let visitRows: Awaited<ReturnType<typeof selectVisits>>;
    let patientName: string;
    if (q.id !== undefined) {
      const rows = await selectVisits(tx).where(eq(hutVisits.id, q.id)).limit(1);
      const [visit] = await tx
        .select({ patientId: hutVisits.patientId })
        .from(hutVisits)
        .where(eq(hutVisits.id, q.id))
        .limit(1);
      if (!visit) throw notFound('评估报告不存在');
      const p = await visiblePatient(tx, viewer, visit.patientId).catch(() => {
        throw notFound('评估报告不存在');
      });
      visitRows = rows;
      patientName = p.name;
    } else {
      const p = await hutPatient(tx, viewer, q);
      visitRows = await selectVisits(tx)
        .where(eq(hutVisits.patientId, p.id))
        .orderBy(desc(hutVisits.visitedAt), desc(hutVisits.id))
        .limit(1);
      patientName = p.name;
    }
    const [visit] = await withReadings(tx, visitRows);
    if (!visit) throw notFound(HUT_NO_REPORT_MSG);
    return { visit, patientName, ...appraise(visit.readings) };
  });
}

// ---- uploads from a hut ----

/**
 * POST /api/iot/hut/client/health/upload: a hut (X-Hut-Secret) sends one visit of a resident of
 * the project (by ID number). Each reading is a measurement with source iot, graded and, when
 * abnormal, pushed to the patient's doctor.
 */
export async function uploadVisit(
  services: Services,
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof hutUploadBody>,
) {
  const projectId = request.tenant.project.id;
  const secret = request.headers['x-hut-secret'];
  const result = await services.db.tenant(projectId, async (tx) => {
    const [hut] = await tx.select().from(huts).where(eq(huts.code, body.hutCode)).limit(1);
    if (!hut?.secretHash || typeof secret !== 'string' || !safeEqual(hut.secretHash, sha256Hex(secret)))
      throw unauthorized('小屋认证失败');
    const [patient] = await tx
      .select()
      .from(patients)
      .where(sql`upper(${patients.idcard}) = ${body.idcard.toUpperCase()}`)
      .limit(1);
    if (!patient) throw notFound('未找到该居民档案');
    const [visit] = await tx
      .insert(hutVisits)
      .values({ projectId, hutId: hut.id, patientId: patient.id, visitedAt: body.measureTime })
      .returning({ id: hutVisits.id });
    if (!visit) throw badRequest('保存失败');
    const stored = [];
    for (const type of HUT_MEASURE_TYPES) {
      const input = body[type];
      if (!input) continue;
      const { period, ...values } = { period: undefined, ...input } as Record<string, number | undefined> & {
        period?: string;
      };
      const row = await insertReading(tx, {
        projectId,
        patientId: patient.id,
        type,
        values,
        source: 'iot',
        measuredAt: body.measureTime,
        period: typeof period === 'string' ? period : null,
        remark: hut.name,
        patientHeight: typeof patient.extra.height === 'number' ? patient.extra.height : null,
        subject: { birthday: patient.birthday, sex: patient.sex },
      });
      await tx.insert(hutReadings).values({ projectId, visitId: visit.id, measurementId: row.id });
      stored.push(row);
    }
    return { visitId: visit.id, stored, doctorUserId: await doctorUserOf(tx, patient.doctorId) };
  });
  for (const row of result.stored) await notifyDoctor(pushVia(app, projectId), result.doctorUserId, row);
  return { visitId: result.visitId, readings: result.stored.length };
}
