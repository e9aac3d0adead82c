import { patientRelationContract } from '@kanghu/shared/contracts';
import { patientRelation } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable, type TableEntry } from '../../plugins/route.ts';
import * as relationService from './relation-service.ts';

const tags = ['patient'];

/** Relations between accounts and patients: list, bind (by servicer, code or SMS), remove. */
export default function relationRoutes(app: FastifyInstance): void {
  const serve = routeTable(app, { access: 'user', tags });
  serve(patientRelation, patientRelationContract, {
    list: {
      summary: '绑定的患者列表',
      description:
        "Customers: their own relations. Servicers: relations of their scope's patients, by userId or patientId. search: name fragment or whole phone/ID. sortType sort_desc (default), sort_asc, ctime_desc, ctime_asc.",
      handle: (ctx, { query }) => relationService.listRelations(ctx, query),
    },
    add: {
      summary: '绑定患者',
      description:
        'Servicers bind a patient of their scope to a customer account (customers use a bind code or SMS).',
      access: 'servicer',
      handle: (ctx, { body }) => relationService.addRelation(ctx, body),
    },
    remove: {
      summary: '解除绑定',
      description:
        "Query patientId and userId (default: the caller). Customers: their own, or a relative's as the patient's owner (creator or 本人). Access ends at once.",
      handle: (ctx, { query }) => relationService.deleteRelation(ctx, query),
    },
    createBindCode: {
      summary: '生成绑定码',
      description:
        'Someone who sees the patient issues a code: 8 characters of 23456789ABCDEFGHJKMNPQRSTVWXYZ, valid 24 hours, single use, stored as SHA-256.',
      handle: (ctx, { body }) => relationService.createBindCode(ctx, body),
    },
    bindByCode: {
      summary: '通过绑定码绑定患者',
      description:
        'Customers. An unknown, used or expired code: 400 绑定码无效或已过期. After 10 wrong codes of the account (or 20 of the IP) in an hour: 429 绑定码错误次数过多，请1小时后再试.',
      handle: (ctx, { params }) => relationService.bindByCode(ctx, params.code),
    },
    sendVerifyCode: {
      summary: '绑定就诊人短信验证码',
      description: "SMS scene verify to the patient's phone (limits of the SMS service apply).",
      handle: (ctx, { query }) => relationService.sendRelationVerifyCode(ctx, query.tel),
    },
  });

  const verified: TableEntry<typeof patientRelation.bindVerified, 'user'> = {
    summary: '短信验证绑定就诊人',
    description:
      "Customers. The SMS code proves the patient's phone; an existing patient must match name and phone on file (患者信息不匹配), a new one is created.",
    access: 'customer',
    handle: (ctx, { body }) => relationService.bindVerifiedRelation(ctx, body),
  };
  serve(patientRelation, patientRelationContract, { bindVerified: verified, createVerified: verified });

  serve(patientRelation, patientRelationContract, {
    usersOfPatients: {
      summary: '患者的绑定账号',
      description:
        "Comma-separated patient ids (at most 100); patients outside the caller's scope are left out.",
      handle: (ctx, { params }) => relationService.relationsOfPatients(ctx, params.ids),
    },
  });
}
