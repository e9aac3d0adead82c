import {
  ageOn,
  type DeviceRecordDevice,
  type DeviceRecordPage,
  DOCTOR_DEVICE_READING_DAYS,
  type DoctorDeviceView,
  type deviceRecordQuery,
  type doctorDeviceQuery,
  maskIdCard,
  maskPhone,
} from '@kanghu/shared';
import type { z } from 'zod';
import { assertServicer, visiblePatient } from '../../core/access.ts';
import type { Ctx } from '../../core/context.ts';
import { pageOf } from '../../core/paging.ts';
import { notFound } from '../../lib/errors.ts';
import { toView } from '../measurements/views.ts';
import {
  deviceMeasuredPatient,
  deviceRecordPage,
  devicesOfPatient,
  doctorDevicePage,
  lastReadingsOf,
  recentCountsOf,
} from './doctor-repo.ts';
import { type DeviceRow, deviceById, toDeviceView } from './repo.ts';

const DAY_MS = 86_400_000;

/**
 * GET /api/iot/family/doctor/device: the devices of the patients a servicer sees (a doctor or
 * assistant: their org's and their own patients), each with its patient (phone masked), its
 * newest reading and its readings of the last 30 days.
 */
export async function doctorDevices(ctx: Ctx, query: z.infer<typeof doctorDeviceQuery>) {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    const { rows, total } = await doctorDevicePage(tx, viewer, query, query);
    const pairs = rows.map((r) => ({ deviceId: r.d.id, patientId: r.d.patientId ?? 0 }));
    const since = new Date(ctx.now().getTime() - DOCTOR_DEVICE_READING_DAYS * DAY_MS);
    const last = await lastReadingsOf(tx, pairs);
    const counts = await recentCountsOf(tx, pairs, since);
    const lastBy = new Map(last.map((m) => [m.deviceId, m]));
    const countBy = new Map(counts.map((c) => [c.deviceId, c]));
    const list: DoctorDeviceView[] = rows.map((r) => {
      const m = lastBy.get(r.d.id);
      const c = countBy.get(r.d.id);
      return {
        ...toDeviceView(r.d, r.name),
        patientSex: r.sex,
        patientAge: ageOn(r.birthday, ctx.now()),
        patientTel: maskPhone(r.tel),
        lastReading: m ? toView(m) : null,
        recentReadings: c?.n ?? 0,
        recentAbnormal: c?.abnormal ?? 0,
      };
    });
    return pageOf(list, total, query);
  });
}

function recordDevice(d: DeviceRow, patientId: number): DeviceRecordDevice {
  return {
    id: d.id,
    serial: d.serial,
    type: d.type,
    bindType: d.bindType,
    deviceBrand: d.deviceBrand,
    deviceModel: d.deviceModel,
    deviceMeasureType: d.deviceMeasureType,
    current: d.patientId === patientId,
  };
}

/**
 * GET /api/iot/family/doctor/device/record: a patient's readings taken through devices, graded,
 * newest first. The patient must be one the servicer sees (404 otherwise); a device, when named,
 * must be bound to that patient or have measured them (404 otherwise, so another org's device
 * tells nothing).
 */
export async function deviceRecords(
  ctx: Ctx,
  query: z.infer<typeof deviceRecordQuery>,
): Promise<DeviceRecordPage> {
  return ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    assertServicer(viewer);
    const patient = await visiblePatient(tx, viewer, query.patientId);
    if (query.deviceId !== undefined) {
      const device = await deviceById(tx, query.deviceId);
      const ours =
        device !== null &&
        (device.patientId === patient.id || (await deviceMeasuredPatient(tx, device.id, patient.id)));
      if (!ours) throw notFound('设备不存在');
    }
    const filter = { patientId: patient.id, deviceId: query.deviceId, type: query.type };
    const { rows, total, abnormal } = await deviceRecordPage(tx, filter, query);
    const devices = await devicesOfPatient(tx, patient.id);
    return {
      ...pageOf(rows.map(toView), total, query),
      abnormal,
      patient: {
        id: patient.id,
        name: patient.name,
        sex: patient.sex,
        age: ageOn(patient.birthday, ctx.now()),
        idcard: maskIdCard(patient.idcard),
        tel: maskPhone(patient.tel),
      },
      devices: devices.map((d) => recordDevice(d, patient.id)),
    };
  });
}
