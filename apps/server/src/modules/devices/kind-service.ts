import type { IotKindSummary } from '@kanghu/shared';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { toView } from '../measurements/views.ts';
import type { DeviceCache } from './device-cache.ts';
import {
  cooperationOrgRows,
  type DeviceKind,
  kindDevicesAndLast,
  orgByCode,
  upsertCooperationOrg,
} from './iot-repo.ts';
import { deviceBySerial, toDeviceView, updateDevice } from './repo.ts';

/** GET /api/iot/ble/bp and GET /api/iot/nb/bg: the patient's devices of the kind and last reading. */
export async function kindSummary(ctx: Ctx, kind: DeviceKind, patientId: number): Promise<IotKindSummary> {
  return ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), patientId);
    const { rows, last } = await kindDevicesAndLast(tx, patient.id, kind);
    return { devices: rows.map((d) => toDeviceView(d, patient.name)), last: last ? toView(last) : null };
  });
}

/**
 * POST /api/iot/use/device: the patient now uses this device (it must be bound to them); the
 * device lists put the one in use first.
 */
export async function useDevice(ctx: Ctx, cache: DeviceCache, body: { patientId: number; serial: string }) {
  const view = await ctx.inTenant(async (tx) => {
    const patient = await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    const device = await deviceBySerial(tx, body.serial);
    if (!device || device.patientId !== patient.id) throw badRequest('该设备未绑定到此就诊人');
    const row = await updateDevice(tx, device.id, { lastUsedAt: new Date() });
    if (!row) throw badRequest('该设备未绑定到此就诊人');
    return toDeviceView(row, patient.name);
  });
  await cache.changed(ctx.projectId, body.serial);
  return view;
}

/** GET /api/iot/cooperation/org: orgs of the project cooperating for IoT devices. */
export async function cooperationOrgs(ctx: Ctx) {
  return ctx.inTenant((tx) => cooperationOrgRows(tx));
}

/** POST /api/iot/cooperation/org: project admins and staff (access manager) add or update one. */
export async function saveCooperationOrg(
  ctx: Ctx,
  body: { orgCode: string; measureTypes?: string[] | undefined; remark?: string | undefined },
) {
  return ctx.inTenant(async (tx) => {
    const org = await orgByCode(tx, body.orgCode);
    if (!org) throw badRequest('机构不存在');
    const values = { measureTypes: body.measureTypes ?? [], remark: body.remark ?? null };
    const row = await upsertCooperationOrg(tx, ctx.projectId, org.id, values);
    return { ...values, id: row.id, orgId: org.id, orgCode: org.code, orgName: org.name };
  });
}
