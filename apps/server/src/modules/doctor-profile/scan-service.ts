import type { ScanRecordView } from '@kanghu/shared';
import { isManager } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { loadDoctor } from './access.ts';
import { insertScan, lastScan, userById } from './repo.ts';

function view(row: {
  id: number;
  userId: number;
  doctorId: number;
  doctorName: string;
  appId: string;
  createdAt: Date;
}): ScanRecordView {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * POST /api/doctor/wx/user/scan/record: the doctor page opened from a QR card (`from=qrcode`)
 * records that the signed-in customer scanned that doctor's card.
 */
export async function recordScan(
  ctx: Ctx,
  body: { doctorId: number; appId?: string },
): Promise<ScanRecordView> {
  if (ctx.session.userType !== 'customer') throw forbidden('仅患者可记录扫码');
  return ctx.inTenant(async (tx) => {
    const doctor = await loadDoctor(tx, body.doctorId);
    const row = await insertScan(tx, {
      projectId: ctx.projectId,
      doctorId: doctor.id,
      userId: ctx.userId,
      appId: body.appId ?? '',
    });
    return view({ ...row, doctorName: doctor.name });
  });
}

/**
 * GET /api/doctor/wx/user/scan/last/record/:userId?appId=: the user themself, or an admin or staff
 * member. null when the user never scanned (with that appId). Another user's answers 404.
 */
export async function lastScanOf(
  ctx: Ctx,
  userId: number,
  appId: string | undefined,
): Promise<ScanRecordView | null> {
  if (userId !== ctx.userId && !isManager(ctx.session)) throw notFound('用户不存在');
  return ctx.inTenant(async (tx) => {
    if (!(await userById(tx, userId))) throw notFound('用户不存在');
    const row = await lastScan(tx, userId, appId);
    return row ? view(row) : null;
  });
}
