import { followContract, followProgrammeContract } from '@kanghu/shared/contracts';
import { follow, followProgramme } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { followCheckInspection } from './check-service.ts';
import * as programmeService from './programme-service.ts';
import { executePlan, listRecords } from './record-service.ts';

const tags = ['follow'];

/** Follow records (execute, lists, check results) and the patient's follow programme. */
export function recordRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(follow, followContract, {
    execute: {
      summary: '执行随访（填写随访记录）',
      description:
        'open -> done with the visit record. Readings are graded and stored as measurements (source doctor); the national rules (国家基本公共卫生服务规范第三版) classify the visit, suggest referral (>= 180/110 mmHg: urgent) and the next visit, which is planned unless createNext is false. Of two doctors executing at once one wins; the other gets 409 naming who did it, nothing written.',
      access: 'servicer',
      handle: (ctx, { params, body }) => executePlan(ctx, params.id, body),
    },
    records: {
      summary: '随访记录列表',
      description:
        'Records of the patients the caller sees (page size 15); scope mine: written by the caller; referral: filter.',
      handle: (ctx, { query }) => listRecords(ctx, query),
    },
    checkInspection: {
      summary: '随访检查检验结果',
      handle: (ctx, { query }) => followCheckInspection(ctx, query),
    },
  });
  serve(followProgramme, followProgrammeContract, {
    reports: { summary: '随访报告', handle: (ctx, { query }) => programmeService.followReports(ctx, query) },
    lastReport: {
      summary: '最近一次随访报告',
      handle: (ctx, { query }) => programmeService.lastFollowReport(ctx, query.patientId),
    },
    appointPush: {
      summary: '推送随访预约',
      description:
        "A system message to every account of the patient; isAccept stays null until the patient's side answers.",
      access: 'servicer',
      handle: (ctx, { body }) => programmeService.pushAppointment(ctx, body),
    },
    appointHistory: {
      summary: '随访预约记录',
      handle: (ctx, { query }) => programmeService.appointHistory(ctx, query),
    },
    appointAnswer: {
      summary: '接受或拒绝随访预约',
      description:
        'isAccept 1 accepts (the plan, if still open, moves to the appointed time), 0 declines; once only (a second answer: 400 该预约已处理). The doctor gets a system message.',
      access: 'customer',
      handle: (ctx, { params, body }) =>
        programmeService.answerAppointment(ctx, params.id, Number(body.isAccept) as 0 | 1),
    },
  });
}
