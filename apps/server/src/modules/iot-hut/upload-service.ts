import { HUT_MEASURE_TYPES, type hutUploadBody } from '@kanghu/shared';
import type { z } from 'zod';
import type { OpenCtx } from '../../core/context.ts';
import { safeEqual, sha256Hex } from '../../lib/crypto.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { notifyDoctor } from '../measurements/notify.ts';
import { doctorUserOf, insertReading } from '../measurements/repo.ts';
import { hutByCode } from './registry-repo.ts';
import { insertVisit, linkReading, patientByIdcard } from './repo.ts';

/**
 * POST /api/iot/hut/client/health/upload: a hut (its X-Hut-Secret header, `secret`) sends one
 * visit of a resident of the project (by ID number). Each reading is a measurement with source
 * iot, graded and, when abnormal, pushed to the patient's doctor.
 */
export async function uploadVisit(ctx: OpenCtx, body: z.output<typeof hutUploadBody>, secret: unknown) {
  const projectId = ctx.projectId;
  const result = await ctx.inTenant(async (tx) => {
    const hut = await hutByCode(tx, body.hutCode);
    if (!hut?.secretHash || typeof secret !== 'string' || !safeEqual(hut.secretHash, sha256Hex(secret)))
      throw unauthorized('小屋认证失败');
    const patient = await patientByIdcard(tx, null, body.idcard);
    if (!patient) throw notFound('未找到该居民档案');
    const visit = await insertVisit(tx, {
      projectId,
      hutId: hut.id,
      patientId: patient.id,
      visitedAt: body.measureTime,
    });
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
      await linkReading(tx, { projectId, visitId: visit.id, measurementId: row.id });
      stored.push(row);
    }
    return { visitId: visit.id, stored, doctorUserId: await doctorUserOf(tx, patient.doctorId) };
  });
  for (const row of result.stored) await notifyDoctor(ctx, result.doctorUserId, row);
  return { visitId: result.visitId, readings: result.stored.length };
}
