import type { approveApplicationBody } from '@kanghu/shared';
import { DEVICE_APPLICATION_STATES, type DeviceApplicationView } from '@kanghu/shared';
import type { z } from 'zod';
import { assertServicer, type Viewer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  applicationForUpdate,
  applicationPage,
  updateApplication,
  visiblePatientByIdcard,
} from './application-repo.ts';
import type { DeviceCache } from './device-cache.ts';
import { toApplicationView } from './repo.ts';
import { bindDeviceTx, hashDeviceSecret, newDeviceSecret } from './service.ts';

/** GET /api/iot/device/apply: applications in the viewer's scope, newest first. */
export async function listApplications(
  ctx: Ctx,
  query: { pageNo: number; pageSize: number; state?: number },
) {
  return ctx.inTenant(async (tx) => {
    const { rows, total } = await applicationPage(tx, await ctx.viewer(tx), query);
    return pageOf(rows.map(toApplicationView), total, query);
  });
}

/** A pending application a servicer may decide; 404 outside their scope, 409 once decided. */
async function pendingApplication(tx: Tx, viewer: Viewer, id: number) {
  assertServicer(viewer);
  const row = await applicationForUpdate(tx, viewer, id);
  if (!row) throw notFound('申请不存在');
  if (row.state !== DEVICE_APPLICATION_STATES.submitted) throw conflict('该申请已处理');
  return row;
}

/**
 * PUT /api/iot/device/apply/:id/approve: a servicer of the application's org binds a device to
 * the applicant (the patient by id, else the patient of the application's ID number in the
 * servicer's scope) and the application becomes approved. The device secret is answered once.
 */
export async function approveApplication(
  ctx: Ctx,
  cache: DeviceCache,
  id: number,
  body: z.infer<typeof approveApplicationBody>,
): Promise<DeviceApplicationView & { secret: string }> {
  const secret = newDeviceSecret();
  const view = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const application = await pendingApplication(tx, viewer, id);
    let patientId = body.patientId;
    if (patientId === undefined) {
      const found = await visiblePatientByIdcard(tx, viewer, application.idcard);
      if (found === null) throw badRequest('未找到申请人的就诊人档案，请先建档');
      patientId = found;
    }
    const patient = await visiblePatient(tx, viewer, patientId);
    const device = await bindDeviceTx(
      tx,
      ctx.projectId,
      viewer,
      patient,
      {
        serial: body.serial,
        deviceMeasureType: body.deviceMeasureType,
        specId: body.specId,
        type: application.deviceType,
        deviceBrand: application.deviceBrand ?? undefined,
      },
      hashDeviceSecret(secret),
    );
    const row = await updateApplication(tx, application.id, {
      state: DEVICE_APPLICATION_STATES.approved,
      reviewedByUserId: viewer.userId,
      reviewedAt: new Date(),
      reviewRemark: body.remark ?? null,
      patientId: patient.id,
      deviceId: device.id,
    });
    if (!row) throw notFound('申请不存在');
    return toApplicationView(row);
  });
  await cache.changed(ctx.projectId, body.serial);
  return { ...view, secret };
}

/** PUT /api/iot/device/apply/:id/reject: refused with a reason the applicant sees. */
export async function rejectApplication(
  ctx: Ctx,
  id: number,
  reason: string,
): Promise<DeviceApplicationView> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    const application = await pendingApplication(tx, viewer, id);
    const row = await updateApplication(tx, application.id, {
      state: DEVICE_APPLICATION_STATES.rejected,
      reviewedByUserId: viewer.userId,
      reviewedAt: new Date(),
      reviewRemark: reason,
    });
    if (!row) throw notFound('申请不存在');
    return toApplicationView(row);
  });
}
