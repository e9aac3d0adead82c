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
    { query: tagListQuery, response: patientTagList },
    { summary: '患者标签字典', access: 'user' },
    (ctx, { query }) => listTags(ctx, query.isShow === '1'),
  );

  add(
    patient.tagsOf,
    { params: idParam, response: patientTagList },
    { summary: '患者的标签', access: 'user' },
    (ctx, { params }) => tagsOfPatient(ctx, params.id),
  );

  add(
    patient.addTag,
    { params: idParam, body: addTagBody, response: patientTagList },
    { summary: '添加患者标签', description: 'Servicers. A new `name` joins the project tag dictionary.' },
    (ctx, { params, body }) => addPatientTag(ctx, params.id, body),
  );

  add(
    patient.removeTag,
    { params: idParam, body: deleteTagBody, response: patientTagList },
    '删除患者标签',
    (ctx, { params, body }) => deletePatientTag(ctx, params.id, body.tagId),
  );

  add(
    patient.addCallRecord,
    { body: callRecordBody, response: callRecordView },
    {
      summary: '记录电话随访',
      description:
        "Servicers, for a patient of their scope; tel defaults to the patient's phone. Masked in answers.",
    },
    (ctx, { body }) => addCallRecord(ctx, body),
  );

  add(
    patient.callRecords,
    { params: callRecordParams, response: callRecordList },
    '电话记录',
    (ctx, { params }) => listCallRecords(ctx, params.userId, params.patientId),
  );
}
