import {
  addTagBody,
  callRecordBody,
  callRecordParams,
  callRecordView,
  deleteTagBody,
  envelope,
  idParam,
  patientTagView,
  tagListQuery,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import {
  addCallRecord,
  addPatientTag,
  deletePatientTag,
  listCallRecords,
  listTags,
  patientTagList,
} from './care-service.ts';

const tags = ['patient'];

/** Tags and phone-call records of patients. */
export default async function careRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tagList = { 200: envelope(z.array(patientTagView)) };

  r.get(
    '/api/patient/tag',
    {
      schema: { querystring: tagListQuery, response: tagList, tags, summary: '患者标签字典' },
    },
    async (request) => ({
      success: true,
      data: await listTags(services, request, request.query.isShow === '1'),
    }),
  );

  r.get(
    '/api/patient/:id/tag',
    { schema: { params: idParam, response: tagList, tags, summary: '患者的标签' } },
    async (request) => ({ success: true, data: await patientTagList(services, request, request.params.id) }),
  );

  r.put(
    '/api/patient/:id/tag/add',
    {
      schema: {
        params: idParam,
        body: addTagBody,
        response: tagList,
        tags,
        summary: '添加患者标签',
        description: 'Servicers. A new `name` joins the project tag dictionary.',
      },
    },
    async (request) => ({
      success: true,
      data: await addPatientTag(services, request, request.params.id, request.body),
    }),
  );

  r.put(
    '/api/patient/:id/tag/delete',
    {
      schema: { params: idParam, body: deleteTagBody, response: tagList, tags, summary: '删除患者标签' },
    },
    async (request) => ({
      success: true,
      data: await deletePatientTag(services, request, request.params.id, request.body.tagId),
    }),
  );

  r.post(
    '/api/patient/call/tel/record',
    {
      schema: {
        body: callRecordBody,
        response: { 200: envelope(callRecordView) },
        tags,
        summary: '记录电话随访',
        description:
          "Servicers, for a patient of their scope; tel defaults to the patient's phone. Masked in answers.",
      },
    },
    async (request) => ({ success: true, data: await addCallRecord(services, request, request.body) }),
  );

  r.get(
    '/api/patient/call/tel/record/user/:userId/patient/:patientId',
    {
      schema: {
        params: callRecordParams,
        response: { 200: envelope(z.array(callRecordView)) },
        tags,
        summary: '电话记录',
      },
    },
    async (request) => ({
      success: true,
      data: await listCallRecords(services, request, request.params.userId, request.params.patientId),
    }),
  );
}
