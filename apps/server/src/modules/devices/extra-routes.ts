import {
  approveApplicationBody,
  bindDeviceBody,
  boundDeviceView,
  cooperationOrgBody,
  cooperationOrgView,
  deviceApplicationQuery,
  deviceApplicationView,
  deviceView,
  envelope,
  idParam,
  iotKindQuery,
  iotKindSummary,
  page,
  rejectApplicationBody,
  reviewedApplicationView,
  useDeviceBody,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { approveApplication, listApplications, rejectApplication } from './application-service.ts';
import type { DeviceCache } from './device-cache.ts';
import { cooperationOrgs, kindSummary, saveCooperationOrg, useDevice } from './kind-service.ts';
import { bindDevice } from './service.ts';

const tags = ['iot'];

/** Device kinds, device use, cooperating orgs, family-doctor binding and application review. */
export default async function deviceExtraRoutes(
  app: FastifyInstance,
  opts: { services: Services; cache: DeviceCache },
) {
  const { services, cache } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [url, kind, summary] of [
    ['/api/iot/ble/bp', 'bleBp', '蓝牙血压计'],
    ['/api/iot/nb/bg', 'nbBg', 'NB血糖仪'],
  ] as const) {
    r.get(
      url,
      {
        schema: {
          querystring: iotKindQuery,
          response: { 200: envelope(iotKindSummary) },
          tags,
          summary,
          description:
            kind === 'bleBp'
              ? "The patient's Bluetooth blood-pressure monitors (bindType ble or a MAC address), the one in use first, and their latest Bluetooth blood-pressure reading."
              : "The patient's NB-IoT glucose meters (bindType nb or an IMSI), the one in use first, and their latest IoT blood-sugar reading.",
        },
      },
      async (request) => ({
        success: true,
        data: await kindSummary(services, request, kind, request.query.patientId),
      }),
    );
  }

  r.post(
    '/api/iot/use/device',
    {
      schema: {
        body: useDeviceBody,
        response: { 200: envelope(deviceView) },
        tags,
        summary: '使用设备',
        description:
          'Records that the patient now uses this device (must be bound to them: else 400 该设备未绑定到此就诊人); lists put it first.',
      },
    },
    async (request) => ({ success: true, data: await useDevice(services, cache, request, request.body) }),
  );

  r.get(
    '/api/iot/cooperation/org',
    {
      schema: {
        response: { 200: envelope(z.array(cooperationOrgView)) },
        tags,
        summary: '物联网合作机构',
        description:
          'Orgs of the project that cooperate for IoT devices (cooperationOrgCode of a device bind).',
      },
    },
    async (request) => ({ success: true, data: await cooperationOrgs(services, request) }),
  );

  r.post(
    '/api/iot/cooperation/org',
    {
      schema: {
        body: cooperationOrgBody,
        response: { 200: envelope(cooperationOrgView) },
        tags,
        summary: '设置物联网合作机构',
        description: 'Project admins and staff: adds or updates a cooperating org by its code.',
      },
    },
    async (request) => ({ success: true, data: await saveCooperationOrg(services, request, request.body) }),
  );

  r.post(
    '/api/iot/family/doctor/device/bind',
    {
      schema: {
        body: bindDeviceBody,
        response: { 200: envelope(boundDeviceView) },
        tags,
        summary: '家庭医生绑定设备',
        description:
          'Servicers only (403 for customers): binds a device to a patient of their org (others: 404). Answers the device secret once.',
      },
    },
    async (request) => ({
      success: true,
      data: await bindDevice(services, cache, request, request.body, { servicerOnly: true }),
    }),
  );

  r.get(
    '/api/iot/device/apply',
    {
      schema: {
        querystring: deviceApplicationQuery,
        response: { 200: envelope(page(deviceApplicationView)) },
        tags,
        summary: '设备申请列表',
        description:
          "Customers: their own applications. Doctors and assistants: their org's. Admins and staff: the project's. state 0 submitted, 1 approved, 2 rejected.",
      },
    },
    async (request) => ({ success: true, data: await listApplications(services, request, request.query) }),
  );

  r.put(
    '/api/iot/device/apply/:id/approve',
    {
      schema: {
        params: idParam,
        body: approveApplicationBody,
        response: { 200: envelope(reviewedApplicationView) },
        tags,
        summary: '通过设备申请',
        description:
          "Servicers of the application's org: binds device `serial` to the applicant (patientId, else the patient with the application's ID number in their scope) and marks it approved. Decided already: 409 该申请已处理. Answers the device secret once.",
      },
    },
    async (request) => ({
      success: true,
      data: await approveApplication(services, cache, request, request.params.id, request.body),
    }),
  );

  r.put(
    '/api/iot/device/apply/:id/reject',
    {
      schema: {
        params: idParam,
        body: rejectApplicationBody,
        response: { 200: envelope(deviceApplicationView) },
        tags,
        summary: '驳回设备申请',
        description:
          'Servicers of the org, with a reason the applicant sees. Decided already: 409 该申请已处理.',
      },
    },
    async (request) => ({
      success: true,
      data: await rejectApplication(services, request, request.params.id, request.body.reason),
    }),
  );
}
