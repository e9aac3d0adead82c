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
import { route } from '../../plugins/route.ts';
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
  route(
    app,
    patient.tags,
    {
      access: 'user',
      schemas: { query: tagListQuery, response: patientTagList },
      tags,
      summary: '患者标签字典',
    },
    (ctx, { query }) => listTags(ctx, query.isShow === '1'),
  );

  route(
    app,
    patient.tagsOf,
    { access: 'user', schemas: { params: idParam, response: patientTagList }, tags, summary: '患者的标签' },
    (ctx, { params }) => tagsOfPatient(ctx, params.id),
  );

  route(
    app,
    patient.addTag,
    {
      access: 'servicer',
      schemas: { params: idParam, body: addTagBody, response: patientTagList },
      tags,
      summary: '添加患者标签',
      description: 'Servicers. A new `name` joins the project tag dictionary.',
    },
    (ctx, { params, body }) => addPatientTag(ctx, params.id, body),
  );

  route(
    app,
    patient.removeTag,
    {
      access: 'servicer',
      schemas: { params: idParam, body: deleteTagBody, response: patientTagList },
      tags,
      summary: '删除患者标签',
    },
    (ctx, { params, body }) => deletePatientTag(ctx, params.id, body.tagId),
  );

  route(
    app,
    patient.addCallRecord,
    {
      access: 'servicer',
      schemas: { body: callRecordBody, response: callRecordView },
      tags,
      summary: '记录电话随访',
      description:
        "Servicers, for a patient of their scope; tel defaults to the patient's phone. Masked in answers.",
    },
    (ctx, { body }) => addCallRecord(ctx, body),
  );

  route(
    app,
    patient.callRecords,
    {
      access: 'servicer',
      schemas: { params: callRecordParams, response: callRecordList },
      tags,
      summary: '电话记录',
    },
    (ctx, { params }) => listCallRecords(ctx, params.userId, params.patientId),
  );
}
