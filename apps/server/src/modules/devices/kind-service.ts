import type { IotKindSummary } from '@kanghu/shared';
import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { loadViewer, visiblePatient } from '../../core/access.ts';
import { devices, iotCooperationOrgs, measurements, orgs } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { toView } from '../measurements/views.ts';
import type { DeviceCache } from './device-cache.ts';
import { deviceBySerial, toDeviceView } from './repo.ts';

/**
 * How each kind is told apart: a Bluetooth (BLE) device has bindType 'ble' or a MAC address; an
 * NB-IoT device has bindType 'nb' or an IMSI. The last reading is the patient's latest of the
 * type from that channel (source bluetooth / iot).
 */
const KINDS = {
  bleBp: {
    measureType: 'bp',
    channel: or(eq(devices.bindType, 'ble'), isNotNull(devices.macAddress)),
    source: 'bluetooth',
  },
  nbBg: {
    measureType: 'bg',
    channel: or(eq(devices.bindType, 'nb'), isNotNull(devices.imsi)),
    source: 'iot',
  },
} as const;

/** GET /api/iot/ble/bp and GET /api/iot/nb/bg: the patient's devices of the kind and last reading. */
export async function kindSummary(
  services: Services,
  request: FastifyRequest,
  kind: keyof typeof KINDS,
  patientId: number,
): Promise<IotKindSummary> {
  const session = requireSession(request);
  const k = KINDS[kind];
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const patient = await visiblePatient(tx, viewer, patientId);
    const rows = await tx
      .select()
      .from(devices)
      .where(and(eq(devices.patientId, patient.id), eq(devices.deviceMeasureType, k.measureType), k.channel))
      .orderBy(sql`${devices.lastUsedAt} desc nulls last`, desc(devices.boundAt))
      .limit(50);
    const [last] = await tx
      .select()
      .from(measurements)
      .where(
        and(
          eq(measurements.patientId, patient.id),
          eq(measurements.type, k.measureType),
          eq(measurements.source, k.source),
        ),
      )
      .orderBy(desc(measurements.measuredAt))
      .limit(1);
    return { devices: rows.map((d) => toDeviceView(d, patient.name)), last: last ? toView(last) : null };
  });
}

/**
 * POST /api/iot/use/device: the patient now uses this device (it must be bound to them); the
 * device lists put the one in use first.
 */
export async function useDevice(
  services: Services,
  cache: DeviceCache,
  request: FastifyRequest,
  body: { patientId: number; serial: string },
) {
  const session = requireSession(request);
  const view = await services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    const patient = await visiblePatient(tx, viewer, body.patientId);
    const device = await deviceBySerial(tx, body.serial);
    if (!device || device.patientId !== patient.id) throw badRequest('该设备未绑定到此就诊人');
    const [row] = await tx
      .update(devices)
      .set({ lastUsedAt: new Date() })
      .where(eq(devices.id, device.id))
      .returning();
    if (!row) throw badRequest('该设备未绑定到此就诊人');
    return toDeviceView(row, patient.name);
  });
  await cache.changed(session.projectId, body.serial);
  return view;
}

const cooperationColumns = {
  id: iotCooperationOrgs.id,
  orgId: iotCooperationOrgs.orgId,
  orgCode: orgs.code,
  orgName: orgs.name,
  measureTypes: iotCooperationOrgs.measureTypes,
  remark: iotCooperationOrgs.remark,
};

/** GET /api/iot/cooperation/org: orgs of the project cooperating for IoT devices. */
export async function cooperationOrgs(services: Services, request: FastifyRequest) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, (tx) =>
    tx
      .select(cooperationColumns)
      .from(iotCooperationOrgs)
      .innerJoin(orgs, eq(orgs.id, iotCooperationOrgs.orgId))
      .orderBy(asc(orgs.sort), asc(orgs.id)),
  );
}

/** POST /api/iot/cooperation/org: project admins and staff add (or update) a cooperating org. */
export async function saveCooperationOrg(
  services: Services,
  request: FastifyRequest,
  body: { orgCode: string; measureTypes?: string[]; remark?: string },
) {
  const session = requireSession(request);
  return services.db.tenant(session.projectId, async (tx) => {
    const viewer = await loadViewer(tx, session);
    if (viewer.kind !== 'project') throw forbidden();
    const [org] = await tx.select().from(orgs).where(eq(orgs.code, body.orgCode)).limit(1);
    if (!org) throw badRequest('机构不存在');
    const values = { measureTypes: body.measureTypes ?? [], remark: body.remark ?? null };
    const [row] = await tx
      .insert(iotCooperationOrgs)
      .values({ projectId: session.projectId, orgId: org.id, ...values })
      .onConflictDoUpdate({ target: [iotCooperationOrgs.projectId, iotCooperationOrgs.orgId], set: values })
      .returning();
    if (!row) throw new Error('cooperation org upsert returned nothing');
    return { ...values, id: row.id, orgId: org.id, orgCode: org.code, orgName: org.name };
  });
}
