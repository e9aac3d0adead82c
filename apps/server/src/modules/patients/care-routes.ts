import { patientContract } from '@kanghu/shared/contracts';
import { patient } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as careService from './care-service.ts';

const tags = ['patient'];

/** Tags and phone-call records of patients. */
export default function careRoutes(app: FastifyInstance): void {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(patient, patientContract, {
    tags: {
      summary: '患者标签字典',
      access: 'user',
      handle: (ctx, { query }) => careService.listTags(ctx, query.isShow === '1'),
    },
    tagsOf: {
      summary: '患者的标签',
      access: 'user',
      handle: (ctx, { params }) => careService.patientTagList(ctx, params.id),
    },
    addTag: {
      summary: '添加患者标签',
      description: 'Servicers. A new `name` joins the project tag dictionary.',
      handle: (ctx, { params, body }) => careService.addPatientTag(ctx, params.id, body),
    },
    removeTag: {
      summary: '删除患者标签',
      handle: (ctx, { params, body }) => careService.deletePatientTag(ctx, params.id, body.tagId),
    },
    addCallRecord: {
      summary: '记录电话随访',
      description:
        "Servicers, for a patient of their scope; tel defaults to the patient's phone. Masked in answers.",
      handle: (ctx, { body }) => careService.addCallRecord(ctx, body),
    },
    callRecords: {
      summary: '电话记录',
      handle: (ctx, { params }) => careService.listCallRecords(ctx, params.userId, params.patientId),
    },
  });
}
