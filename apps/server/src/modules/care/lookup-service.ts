import {
  type FindLocalPatientView,
  type findLocalPatientBody,
  MULTIVARIATE_AREAS,
  type MultivariateArea,
  type MultivariateView,
  maskIdCard,
  maskName,
  maskPhone,
  normalizeMobile,
} from '@kanghu/shared';
import { and, count, eq, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import {
  checkInspectionRecords,
  diagnosisRecords,
  examinationRecords,
  measurements,
  medicineRecords,
  patientRelations,
  patients,
  sickbedApplications,
} from '../../db/schema/index.ts';
import { AppError, notFound, tooMany } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { guardedAttempt } from '../auth/login-guard.ts';
import { scoped } from './scope.ts';

export const FIND_PATIENT_MISMATCH = '未找到匹配的患者，请核对姓名、身份证号和手机号';
export const FIND_PATIENT_LOCKED = '查询次数过多，请15分钟后再试';

/**
 * POST /api/patient/find/local/patient: finds the project's patient whose ID number, name and
 * phone ALL match, for binding. Any mismatch answers the same 404, and every try goes through
 * the login guard (auth_events): 5 misses per account in 15 minutes lock it (429).
 */
export async function findLocalPatient(
  services: Services,
  request: FastifyRequest,
  body: z.output<typeof findLocalPatientBody>,
): Promise<FindLocalPatientView> {
  const session = requireSession(request);
  let found: FindLocalPatientView | null = null;
  try {
    await guardedAttempt(services, request, 'find-local-patient', `find-patient:${session.userId}`, () =>
      services.db.tenant(session.projectId, async (tx) => {
        const [p] = await tx
          .select({ id: patients.id, name: patients.name, idcard: patients.idcard, tel: patients.tel })
          .from(patients)
          .where(
            and(
              eq(patients.idcard, body.idcard),
              eq(patients.name, body.name),
              eq(patients.tel, normalizeMobile(body.tel)),
            ),
          )
          .limit(1);
        if (!p) return { ok: false, reason: 'mismatch', error: notFound(FIND_PATIENT_MISMATCH) };
        const [rel] = await tx
          .select({ id: patientRelations.id })
          .from(patientRelations)
          .where(and(eq(patientRelations.patientId, p.id), eq(patientRelations.userId, session.userId)))
          .limit(1);
        found = {
          id: p.id,
          name: maskName(p.name),
          idcard: maskIdCard(p.idcard),
          tel: maskPhone(p.tel),
          bound: Boolean(rel),
        };
        return { ok: true, userId: session.userId };
      }),
    );
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) throw tooMany(FIND_PATIENT_LOCKED);
    throw error;
  }
  if (!found) throw notFound(FIND_PATIENT_MISMATCH);
  return found;
}

/**
 * POST /api/multivariate/data/related/show?patientId: which data areas of the patient have data
 * (so the archive screen shows only those tabs), with counts and the latest time.
 */
export function multivariateShow(
  services: Services,
  request: FastifyRequest,
  patientId: number,
): Promise<MultivariateView> {
  return scoped(services, request, async (tx, viewer) => {
    await visiblePatient(tx, viewer, patientId);
    const stats = new Map<string, { n: number; last: Date | null }>();
    const measured = await tx
      .select({ type: measurements.type, n: count(), last: max(measurements.measuredAt) })
      .from(measurements)
      .where(eq(measurements.patientId, patientId))
      .groupBy(measurements.type);
    for (const m of measured) stats.set(m.type, { n: m.n, last: m.last });
    const tables = [
      ['checkInspection', checkInspectionRecords, checkInspectionRecords.checkedAt],
      ['examination', examinationRecords, examinationRecords.examinedAt],
      ['diagnosis', diagnosisRecords, diagnosisRecords.medicalTime],
      ['medicine', medicineRecords, medicineRecords.createdAt],
      ['sickbed', sickbedApplications, sickbedApplications.createdAt],
    ] as const;
    for (const [key, table, time] of tables) {
      const [row] = await tx
        .select({ n: count(), last: max(time) })
        .from(table)
        .where(sql`${table.patientId} = ${patientId}`);
      stats.set(key, { n: row?.n ?? 0, last: row?.last ?? null });
    }
    const keys = Object.keys(MULTIVARIATE_AREAS) as MultivariateArea[];
    const items = keys.map((key) => {
      const s = stats.get(key) ?? { n: 0, last: null };
      return {
        key,
        label: MULTIVARIATE_AREAS[key],
        show: s.n > 0,
        count: s.n,
        lastTime: s.last ? new Date(s.last).toISOString() : null,
      };
    });
    return { patientId, flags: Object.fromEntries(items.map((i) => [i.key, i.show])), items };
  });
}
