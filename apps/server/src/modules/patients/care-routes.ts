import {
  addTagBody,
  callRecordBody,
  callRecordList,
  callRecordParams,
  callRecordView,
  deleteTagBody,
  idParam,
  patientTagList,
  tagListQuery,
} from '@kanghu/shared';
import { patient } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import {
  addCallRecord,
  addPatientTag,
  deletePatientTag,
  listCallRecords,
  listTags,
  patientTagList as tagsOfPatient,
} from './care-service.ts';

const tags = ['patient'];

/** Tags and phone-call records of patients. */
export default function careRoutes(app: FastifyInstance): void {
  const add = routes(app, { access: 'servicer', tags });
  add(
    patient.tags,
    { summary: '患者标签字典', access: 'user', query: tagListQuery, response: patientTagList },
    (ctx, { query }) => listTags(ctx, query.isShow === '1'),
  );

  add(
    patient.tagsOf,
    { summary: '患者的标签', access: 'user', params: idParam, response: patientTagList },
    (ctx, { params }) => tagsOfPatient(ctx, params.id),
  );

  add(
    patient.addTag,
    {
      summary: '添加患者标签',
      description: 'Servicers. A new `name` joins the project tag dictionary.',
      params: idParam,
      body: addTagBody,
      response: patientTagList,
    },
    (ctx, { params, body }) => addPatientTag(ctx, params.id, body),
  );

  add(
    patient.removeTag,
    { summary: '删除患者标签', params: idParam, body: deleteTagBody, response: patientTagList },
    (ctx, { params, body }) => deletePatientTag(ctx, params.id, body.tagId),
  );

  add(
    patient.addCallRecord,
    {
      summary: '记录电话随访',
      description:
        "Servicers, for a patient of their scope; tel defaults to the patient's phone. Masked in answers.",
      body: callRecordBody,
      response: callRecordView,
    },
    (ctx, { body }) => addCallRecord(ctx, body),
  );

  add(
    patient.callRecords,
    { summary: '电话记录', params: callRecordParams, response: callRecordList },
    (ctx, { params }) => listCallRecords(ctx, params.userId, params.patientId),
  );
}
