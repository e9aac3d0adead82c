import { deviceRecordPage, deviceRecordQuery, doctorDevicePage, doctorDeviceQuery } from '@kanghu/shared';
import { device } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { deviceRecords, doctorDevices } from './doctor-service.ts';

const tags = ['iot'];

/** The doctor's device management (issue 11): devices of the org's patients, readings by device. */
export default async function doctorDeviceRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'servicer', tags });
  add(
    device.doctorDevices,
    { query: doctorDeviceQuery, response: doctorDevicePage },
    {
      summary: '医生设备管理列表',
      description:
        "Servicers only: devices bound to the patients of their scope (a doctor's org and own patients), newest bind first, each with its patient (phone masked), newest reading and counts of the last 30 days. search: a patient-name fragment or the start of a serial.",
    },
    (ctx, { query }) => doctorDevices(ctx, query),
  );

  add(
    device.doctorDeviceRecords,
    { query: deviceRecordQuery, response: deviceRecordPage },
    {
      summary: '设备测量记录',
      description:
        "Servicers only: a patient's readings taken through devices (source bluetooth or iot), graded, newest first, optionally of one device and type; with the patient (ID and phone masked) and the devices that measured them. Another org's patient, or a device that neither serves nor measured the patient: 404.",
    },
    (ctx, { query }) => deviceRecords(ctx, query),
  );
}
