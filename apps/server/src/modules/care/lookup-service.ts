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
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { AppError, notFound, tooMany } from '../../lib/errors.ts';
import { guardedAttempt } from '../auth/guard-service.ts';
import { areaStats, isBoundTo, patientMatching } from './lookup-repo.ts';

export const FIND_PATIENT_MISMATCH = '未找到匹配的患者，请核对姓名、身份证号和手机号';
export const FIND_PATIENT_LOCKED = '查询次数过多，请15分钟后再试';

/**
 * POST /api/patient/find/local/patient: finds the project's patient whose ID number, name and
 * phone ALL match, for binding. Any mismatch answers the same 404, and every try goes through
 * the login guard (auth_events): 5 misses per account in 15 minutes lock it (429).
 */
export async function findLocalPatient(
  ctx: Ctx,
  body: z.output<typeof findLocalPatientBody>,
): Promise<FindLocalPatientView> {
  let found: FindLocalPatientView | null = null;
  try {
    await guardedAttempt(ctx, 'find-local-patient', `find-patient:${ctx.userId}`, () =>
      ctx.inTenant(async (tx) => {
        const p = await patientMatching(tx, { ...body, tel: normalizeMobile(body.tel) });
        if (!p) return { ok: false, reason: 'mismatch', error: notFound(FIND_PATIENT_MISMATCH) };
        found = {
          id: p.id,
          name: maskName(p.name),
          idcard: maskIdCard(p.idcard),
          tel: maskPhone(p.tel),
          bound: await isBoundTo(tx, p.id, ctx.userId),
        };
        return { ok: true, userId: ctx.userId };
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
export function multivariateShow(ctx: Ctx, patientId: number): Promise<MultivariateView> {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), patientId);
    const stats = await areaStats(tx, patientId);
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
