import {
  addRelationBody,
  bindCodeParam,
  bindCodeView,
  createBindCodeBody,
  envelope,
  page,
  patientListItem,
  relationListQuery,
  relationPatientsParam,
  relationUserBody,
  relationUserView,
  relationVerifyCodeQuery,
  relationView,
  removeRelationQuery,
  smsSendResult,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import {
  addRelation,
  bindByCode,
  bindVerifiedRelation,
  createBindCode,
  deleteRelation,
  listRelations,
  relationsOfPatients,
  sendRelationVerifyCode,
} from './relation-service.ts';

const tags = ['patient'];

/** Relations between accounts and patients: list, bind (by servicer, code or SMS), remove. */
export default async function relationRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const { sms } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/patient/relation',
    {
      schema: {
        querystring: relationListQuery,
        response: { 200: envelope(page(relationView)) },
        tags,
        summary: '绑定的患者列表',
        description:
          "Customers: their own relations. Servicers: relations of their scope's patients, by userId or patientId. search: name fragment or whole phone/ID. sortType sort_desc (default), sort_asc, ctime_desc, ctime_asc.",
      },
    },
    async (request) => ({ success: true, data: await listRelations(services, request, request.query) }),
  );

  r.post(
    '/api/patient/relation',
    {
      schema: {
        body: addRelationBody,
        response: { 200: envelope(z.null()) },
        tags,
        summary: '绑定患者',
        description:
          'Servicers bind a patient of their scope to a customer account (customers use a bind code or SMS).',
      },
    },
    async (request) => {
      await addRelation(services, request, request.body);
      return { success: true, data: null };
    },
  );

  r.delete(
    '/api/patient/relation',
    {
      schema: {
        querystring: removeRelationQuery,
        response: { 200: envelope(z.null()) },
        tags,
        summary: '解除绑定',
        description:
          "Query patientId and userId (default: the caller). Customers: their own, or a relative's as the patient's owner (creator or 本人). Access ends at once.",
      },
    },
    async (request) => {
      await deleteRelation(services, request, request.query);
      return { success: true, data: null };
    },
  );

  r.post(
    '/api/patient/relation/bind/code',
    {
      schema: {
        body: createBindCodeBody,
        response: { 200: envelope(bindCodeView) },
        tags,
        summary: '生成绑定码',
        description:
          'Someone who sees the patient issues a code: 8 characters of 23456789ABCDEFGHJKMNPQRSTVWXYZ, valid 24 hours, single use, stored as SHA-256.',
      },
    },
    async (request) => ({ success: true, data: await createBindCode(services, request, request.body) }),
  );

  r.get(
    '/api/patient/relation/bind/code/:code',
    {
      schema: {
        params: bindCodeParam,
        response: { 200: envelope(patientListItem) },
        tags,
        summary: '通过绑定码绑定患者',
        description:
          'Customers. An unknown, used or expired code: 400 绑定码无效或已过期. After 10 wrong codes of the account (or 20 of the IP) in an hour: 429 绑定码错误次数过多，请1小时后再试.',
      },
    },
    async (request) => ({ success: true, data: await bindByCode(services, request, request.params.code) }),
  );

  r.get(
    '/api/patient/relation/user/bind/verify/code',
    {
      schema: {
        querystring: relationVerifyCodeQuery,
        response: { 200: envelope(smsSendResult) },
        tags,
        summary: '绑定就诊人短信验证码',
        description: "SMS scene verify to the patient's phone (limits of the SMS service apply).",
      },
    },
    async (request) => ({
      success: true,
      data: await sendRelationVerifyCode(sms, request, request.query.tel),
    }),
  );

  for (const url of ['/api/patient/relation/user', '/api/patient/user/create/verify']) {
    r.post(
      url,
      {
        schema: {
          body: relationUserBody,
          response: { 200: envelope(patientListItem) },
          tags,
          summary: '短信验证绑定就诊人',
          description:
            "Customers. The SMS code proves the patient's phone; an existing patient must match name and phone on file (患者信息不匹配), a new one is created.",
        },
      },
      async (request) => ({
        success: true,
        data: await bindVerifiedRelation(services, sms, request, request.body),
      }),
    );
  }

  r.get(
    '/api/patient/relation/patient/:ids',
    {
      schema: {
        params: relationPatientsParam,
        response: { 200: envelope(z.array(relationUserView)) },
        tags,
        summary: '患者的绑定账号',
        description:
          "Comma-separated patient ids (at most 100); patients outside the caller's scope are left out.",
      },
    },
    async (request) => ({
      success: true,
      data: await relationsOfPatients(services, request, request.params.ids),
    }),
  );
}
