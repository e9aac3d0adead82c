import { aiPatientContract } from '@kanghu/shared/contracts';
import { aiPatient as e } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable, type TableEntry } from '../../plugins/route.ts';
import { askDetail, createAsk, listAsks } from './ask-service.ts';
import * as interventionService from './intervention-service.ts';
import { pointList, pointTotal } from './points-service.ts';
import * as signService from './sign-service.ts';

const tags = ['ai-platform'];

/**
 * The AI platform's patient-side calls (issue 16): intervention messages, ask records, the
 * servicer's points, family-doctor signing; reports in report-routes.ts. Servicers work in the
 * district of :localAreaCode; customers reach only their own residents of it.
 */
export default async function aiPatientRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(e, aiPatientContract, {
    interventionList: {
      summary: '干预消息列表',
      access: 'user',
      handle: (ctx, { params: p, query }) =>
        interventionService.listInterventions(ctx, p.localAreaCode, query),
    },
    interventionSend: {
      summary: '发送干预消息',
      handle: (ctx, { params: p, body }) => interventionService.sendIntervention(ctx, p.localAreaCode, body),
    },
    interventionUnread: {
      summary: '干预消息未读数',
      access: 'customer',
      handle: (ctx, { params: p }) => interventionService.interventionUnread(ctx, p.localAreaCode),
    },
    interventionRead: {
      summary: '读干预消息',
      access: 'customer',
      handle: (ctx, { params: p, body }) =>
        interventionService.readIntervention(ctx, p.localAreaCode, body.id),
    },
    interventionDetails: {
      summary: '干预消息详情',
      access: 'user',
      handle: (ctx, { params: p, query }) =>
        interventionService.interventionDetails(ctx, p.localAreaCode, query.id),
    },
    askList: {
      summary: '咨询记录',
      access: 'user',
      handle: (ctx, { params: p, query }) => listAsks(ctx, p.localAreaCode, query),
    },
    ask: {
      summary: '向地区医生咨询',
      access: 'customer',
      handle: (ctx, { params: p, body }) => createAsk(ctx, p.localAreaCode, body),
    },
    askDetail: {
      summary: '咨询详情',
      access: 'user',
      handle: (ctx, { params: p, query }) => askDetail(ctx, p.localAreaCode, query.id),
    },
    pointTotal: {
      summary: '工作积分总分',
      handle: (ctx, { params: p, query }) => pointTotal(ctx, p.localAreaCode, query),
    },
    pointList: {
      summary: '工作积分明细',
      handle: (ctx, { params: p, query }) => pointList(ctx, p.localAreaCode, query),
    },
  });

  const submit: TableEntry<typeof e.signSubmit, 'servicer'> = {
    summary: '家庭医生签约',
    handle: (ctx, { params: p, body }) => signService.submitSign(ctx, p.localAreaCode, body),
  };
  const user: TableEntry<typeof e.userSign, 'servicer'> = {
    summary: '居民签约信息',
    handle: (ctx, { params: p, query }) => signService.userSign(ctx, p.localAreaCode, query.idcard),
  };
  const details: TableEntry<typeof e.signDetails, 'servicer'> = {
    summary: '签约详情',
    handle: (ctx, { params: p, query }) => signService.signDetails(ctx, p.localAreaCode, query.id),
  };
  const list: TableEntry<typeof e.findSign, 'servicer'> = {
    summary: '签约列表',
    handle: (ctx, { params: p, query }) => signService.findSigns(ctx, p.localAreaCode, query),
  };
  serve(e, aiPatientContract, {
    signSubmit: submit,
    signCreate: submit,
    userSign: user,
    lsUser: user,
    signDetails: details,
    findSignDetails: details,
    findSign: list,
    signList: list,
    wechatFollow: {
      summary: '关注公众号',
      handle: (ctx, { params: p, body }) => signService.wechatFollow(ctx, p.localAreaCode, body.idcard),
    },
  });
}
