import type { approveApplicationBody } from '@kanghu/shared';
import { DEVICE_APPLICATION_STATES, type DeviceApplicationView } from '@kanghu/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertServicer, loadViewer, type Viewer, visiblePatient, visibleTo } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { deviceApplications, patients } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import type { DeviceCache } from './device-cache.ts';
import { toApplicationView } from './repo.ts';
import { bindDeviceTx, hashDeviceSecret, newDeviceSecret } from './service.ts';

/**
 * Which applications a viewer sees: a customer their own; a doctor or assistant those of their
 * org; admins and staff all of the project.
 */
function applicationScope(viewer: Viewer): SQL | undefined {
  if (viewer.kind === 'customer') return eq(deviceApplications.userId, viewer.userId);
  if (viewer.kind === 'org') {
    return viewer.orgId === null ? eq(deviceApplications.id, -1) : eq(deviceApplications.orgId, viewer.orgId);
  }
  return undefined;
}

/** GET /api/iot/device/apply: applications in the viewer's scope, newest first. */
export async function listApplications(
  services: Services,
  request: FastifyRequest,
  query: { pageNo: number; pageSize: number; state?: number },
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const where = and(
      applicationScope(viewer),
      query.state === undefined ? undefined : eq(deviceApplications.state, query.state),
    );
    const [total] = await tx.select({ n: count() }).from(deviceApplications).where(where);
    const rows = await tx
      .select()
      .from(deviceApplications)
      .where(where)
      .orderBy(desc(deviceApplications.createdAt), desc(deviceApplications.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    return {
      list: rows.map(toApplicationView),
      total: Number(total?.n ?? 0),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  });
}

/** A pending application a servicer may decide; 404 outside their scope, 409 once decided. */
async function pendingApplication(tx: Tx, viewer: Viewer, id: number) {
  assertServicer(viewer);
  const [row] = await tx
    .select()
    .from(deviceApplications)
    .where(and(eq(deviceApplications.id, id), applicationScope(viewer)))
    .limit(1)
    .for('update');
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
  services: Services,
  cache: DeviceCache,
  request: FastifyRequest,
  id: number,
  body: z.infer<typeof approveApplicationBody>,
): Promise<DeviceApplicationView & { secret: string }> {
  const session = requireSession(request);
  const secret = newDeviceSecret();
  const view = await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const application = await pendingApplication(tx, viewer, id);
    let patientId = body.patientId;
    if (patientId === undefined) {
      const [p] = await tx
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.idcard, application.idcard), visibleTo(viewer)))
        .limit(1);
      if (!p) throw badRequest('未找到申请人的就诊人档案，请先建档');
      patientId = p.id;
    }
    const patient = await visiblePatient(tx, viewer, patientId);
    const device = await bindDeviceTx(
      tx,
      session.projectId,
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
    const [row] = await tx
      .update(deviceApplications)
      .set({
        state: DEVICE_APPLICATION_STATES.approved,
        reviewedByUserId: viewer.userId,
        reviewedAt: new Date(),
        reviewRemark: body.remark ?? null,
        patientId: patient.id,
        deviceId: device.id,
      })
      .where(eq(deviceApplications.id, application.id))
      .returning();
    if (!row) throw notFound('申请不存在');
    return toApplicationView(row);
  });
  await cache.changed(session.projectId, body.serial);
  return { ...view, secret };
}

/** PUT /api/iot/device/apply/:id/reject: refused with a reason the applicant sees. */
export async function rejectApplication(
  services: Services,
  request: FastifyRequest,
  id: number,
  reason: string,
): Promise<DeviceApplicationView> {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const application = await pendingApplication(tx, viewer, id);
    const [row] = await tx
      .update(deviceApplications)
      .set({
        state: DEVICE_APPLICATION_STATES.rejected,
        reviewedByUserId: viewer.userId,
        reviewedAt: new Date(),
        reviewRemark: reason,
      })
      .where(eq(deviceApplications.id, application.id))
      .returning();
    if (!row) throw notFound('申请不存在');
    return toApplicationView(row);
  });
}
