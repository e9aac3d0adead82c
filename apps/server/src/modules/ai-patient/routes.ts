import {
  askCreated,
  askPage,
  askRecordBody,
  askView,
  followView,
  interventionPage,
  interventionReadBody,
  interventionSendBody,
  interventionView,
  localAreaParams,
  localIdcardQuery,
  localIdQuery,
  localPageQuery,
  pointListQuery,
  pointPage,
  pointQuery,
  pointTotalView,
  readView,
  signFindQuery,
  signPage,
  signSubmitBody,
  signView,
  unreadView,
  userSignView,
  wechatFollowBody,
} from '@kanghu/shared';
import { aiPatient as e } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
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
  add(
    e.interventionList,
    { params, query: localPageQuery, response: interventionPage },
    { summary: '干预消息列表', access: 'user' },
    (ctx, { params: p, query }) => listInterventions(ctx, p.localAreaCode, query),
  );
  add(
    e.interventionSend,
    { params, body: interventionSendBody, response: interventionView },
    '发送干预消息',
    (ctx, { params: p, body }) => sendIntervention(ctx, p.localAreaCode, body),
  );
  add(
    e.interventionUnread,
    { params, response: unreadView },
    { summary: '干预消息未读数', access: 'customer' },
    (ctx, { params: p }) => interventionUnread(ctx, p.localAreaCode),
  );
  add(
    e.interventionRead,
    { params, body: interventionReadBody, response: readView },
    { summary: '读干预消息', access: 'customer' },
    (ctx, { params: p, body }) => readIntervention(ctx, p.localAreaCode, body.id),
  );
  add(
    e.interventionDetails,
    { ...idQ, response: interventionView },
    { summary: '干预消息详情', access: 'user' },
    (ctx, { params: p, query }) => interventionDetails(ctx, p.localAreaCode, query.id),
  );

  add(
    e.askList,
    { params, query: localPageQuery, response: askPage },
    { summary: '咨询记录', access: 'user' },
    (ctx, { params: p, query }) => listAsks(ctx, p.localAreaCode, query),
  );
  add(
    e.ask,
    { params, body: askRecordBody, response: askCreated },
    { summary: '向地区医生咨询', access: 'customer' },
    (ctx, { params: p, body }) => createAsk(ctx, p.localAreaCode, body),
  );
  add(
    e.askDetail,
    { ...idQ, response: askView },
    { summary: '咨询详情', access: 'user' },
    (ctx, { params: p, query }) => askDetail(ctx, p.localAreaCode, query.id),
  );

  add(
    e.pointTotal,
    { params, query: pointQuery, response: pointTotalView },
    '工作积分总分',
    (ctx, { params: p, query }) => pointTotal(ctx, p.localAreaCode, query),
  );
  add(
    e.pointList,
    { params, query: pointListQuery, response: pointPage },
    '工作积分明细',
    (ctx, { params: p, query }) => pointList(ctx, p.localAreaCode, query),
  );

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
  add(
    e.wechatFollow,
    { params, body: wechatFollowBody, response: followView },
    '关注公众号',
    (ctx, { params: p, body }) => wechatFollow(ctx, p.localAreaCode, body.idcard),
  );
}
