import { deviceContract } from '@kanghu/shared/contracts';
import { device } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { deviceRecords, doctorDevices } from './doctor-service.ts';

const tags = ['iot'];

/** The doctor's device management (issue 11): devices of the org's patients, readings by device. */
export default async function doctorDeviceRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(device, deviceContract, {
    doctorDevices: {
      summary: '医生设备管理列表',
      description:
        "Servicers only: devices bound to the patients of their scope (a doctor's org and own patients), newest bind first, each with its patient (phone masked), newest reading and counts of the last 30 days. search: a patient-name fragment or the start of a serial.",
      handle: (ctx, { query }) => doctorDevices(ctx, query),
    },
    doctorDeviceRecords: {
      summary: '设备测量记录',
      description:
        "Servicers only: a patient's readings taken through devices (source bluetooth or iot), graded, newest first, optionally of one device and type; with the patient (ID and phone masked) and the devices that measured them. Another org's patient, or a device that neither serves nor measured the patient: 404.",
      handle: (ctx, { query }) => deviceRecords(ctx, query),
    },
  });
}
