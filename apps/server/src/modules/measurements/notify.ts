import type { OpenCtx } from '../../core/context.ts';

/**
 * Tells the patient's doctor about an abnormal reading at once (realtime channel, every instance).
 * A failed push never fails the request that stored the reading.
 */
export async function notifyDoctor(
  ctx: Pick<OpenCtx, 'push' | 'log'>,
  doctorUserId: number | null,
  m: { id: number; patientId: number; type: string; level: string; abnormal: boolean },
): Promise<void> {
  if (!m.abnormal || doctorUserId === null) return;
  try {
    await ctx.push(doctorUserId, 'FAMILY_DOCTOR_MEASURE_DATA', {
      patientId: m.patientId,
      measurementId: m.id,
      type: m.type,
      level: m.level,
    });
  } catch (error) {
    ctx.log.warn({ err: error, measurementId: m.id }, 'abnormal reading push failed');
  }
}
