import {
  localAreaParams,
  localIdcardQuery,
  localIdQuery,
  signFindQuery,
  signPage,
  signSubmitBody,
  signView,
  userSignView,
} from '@kanghu/shared';
import { aiPatientContract } from '@kanghu/shared/contracts';
import { aiPatient as e } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes, routeTable } from '../../plugins/route.ts';
import { askDetail, createAsk, listAsks } from './ask-service.ts';
import {
  interventionDetails,
  interventionUnread,
  listInterventions,
  readIntervention,
  sendIntervention,
} from './intervention-service.ts';
import { pointList, pointTotal } from './points-service.ts';
import { findSigns, signDetails, submitSign, userSign, wechatFollow } from './sign-service.ts';

const tags = ['ai-platform'];
const params = localAreaParams;

/**
 * The AI platform's patient-side calls (issue 16): intervention messages, ask records, the
 * servicer's points, family-doctor signing; reports in report-routes.ts. Servicers work in the
 * district of :localAreaCode; customers reach only their own residents of it.
 */
export default async function aiPatientRoutes(app: FastifyInstance) {
  const idQ = { params, query: localIdQuery };
  const add = routes(app, { access: 'servicer', tags });
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(e, aiPatientContract, {
    interventionList: {
      summary: '干预消息列表',
      access: 'user',
      handle: (ctx, { params: p, query }) => listInterventions(ctx, p.localAreaCode, query),
    },
    interventionSend: {
      summary: '发送干预消息',
      handle: (ctx, { params: p, body }) => sendIntervention(ctx, p.localAreaCode, body),
    },
    interventionUnread: {
      summary: '干预消息未读数',
      access: 'customer',
      handle: (ctx, { params: p }) => interventionUnread(ctx, p.localAreaCode),
    },
    interventionRead: {
      summary: '读干预消息',
      access: 'customer',
      handle: (ctx, { params: p, body }) => readIntervention(ctx, p.localAreaCode, body.id),
    },
    interventionDetails: {
      summary: '干预消息详情',
      access: 'user',
      handle: (ctx, { params: p, query }) => interventionDetails(ctx, p.localAreaCode, query.id),
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

  const sign = { params, body: signSubmitBody };
  for (const ep of [e.signSubmit, e.signCreate]) {
    add(ep, { ...sign, response: signView }, '家庭医生签约', (ctx, { params: p, body }) =>
      submitSign(ctx, p.localAreaCode, body),
    );
  }
  for (const ep of [e.userSign, e.lsUser]) {
    add(
      ep,
      { params, query: localIdcardQuery, response: userSignView },
      '居民签约信息',
      (ctx, { params: p, query }) => userSign(ctx, p.localAreaCode, query.idcard),
    );
  }
  for (const ep of [e.signDetails, e.findSignDetails]) {
    add(ep, { ...idQ, response: signView }, '签约详情', (ctx, { params: p, query }) =>
      signDetails(ctx, p.localAreaCode, query.id),
    );
  }
  for (const ep of [e.findSign, e.signList]) {
    add(ep, { params, query: signFindQuery, response: signPage }, '签约列表', (ctx, { params: p, query }) =>
      findSigns(ctx, p.localAreaCode, query),
    );
  }
  serve(e, aiPatientContract, {
    wechatFollow: {
      summary: '关注公众号',
      handle: (ctx, { params: p, body }) => wechatFollow(ctx, p.localAreaCode, body.idcard),
    },
  });
}
