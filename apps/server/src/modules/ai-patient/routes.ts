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
import { route } from '../../plugins/route.ts';
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
  route(
    app,
    e.interventionList,
    {
      access: 'user',
      schemas: { params, query: localPageQuery, response: interventionPage },
      tags,
      summary: '干预消息列表',
    },
    (ctx, { params: p, query }) => listInterventions(ctx, p.localAreaCode, query),
  );
  route(
    app,
    e.interventionSend,
    {
      access: 'servicer',
      schemas: { params, body: interventionSendBody, response: interventionView },
      tags,
      summary: '发送干预消息',
    },
    (ctx, { params: p, body }) => sendIntervention(ctx, p.localAreaCode, body),
  );
  route(
    app,
    e.interventionUnread,
    { access: 'customer', schemas: { params, response: unreadView }, tags, summary: '干预消息未读数' },
    (ctx, { params: p }) => interventionUnread(ctx, p.localAreaCode),
  );
  route(
    app,
    e.interventionRead,
    {
      access: 'customer',
      schemas: { params, body: interventionReadBody, response: readView },
      tags,
      summary: '读干预消息',
    },
    (ctx, { params: p, body }) => readIntervention(ctx, p.localAreaCode, body.id),
  );
  route(
    app,
    e.interventionDetails,
    { access: 'user', schemas: { ...idQ, response: interventionView }, tags, summary: '干预消息详情' },
    (ctx, { params: p, query }) => interventionDetails(ctx, p.localAreaCode, query.id),
  );

  route(
    app,
    e.askList,
    {
      access: 'user',
      schemas: { params, query: localPageQuery, response: askPage },
      tags,
      summary: '咨询记录',
    },
    (ctx, { params: p, query }) => listAsks(ctx, p.localAreaCode, query),
  );
  route(
    app,
    e.ask,
    {
      access: 'customer',
      schemas: { params, body: askRecordBody, response: askCreated },
      tags,
      summary: '向地区医生咨询',
    },
    (ctx, { params: p, body }) => createAsk(ctx, p.localAreaCode, body),
  );
  route(
    app,
    e.askDetail,
    { access: 'user', schemas: { ...idQ, response: askView }, tags, summary: '咨询详情' },
    (ctx, { params: p, query }) => askDetail(ctx, p.localAreaCode, query.id),
  );

  route(
    app,
    e.pointTotal,
    {
      access: 'servicer',
      schemas: { params, query: pointQuery, response: pointTotalView },
      tags,
      summary: '工作积分总分',
    },
    (ctx, { params: p, query }) => pointTotal(ctx, p.localAreaCode, query),
  );
  route(
    app,
    e.pointList,
    {
      access: 'servicer',
      schemas: { params, query: pointListQuery, response: pointPage },
      tags,
      summary: '工作积分明细',
    },
    (ctx, { params: p, query }) => pointList(ctx, p.localAreaCode, query),
  );

  const sign = { params, body: signSubmitBody };
  for (const ep of [e.signSubmit, e.signCreate]) {
    route(
      app,
      ep,
      { access: 'servicer', schemas: { ...sign, response: signView }, tags, summary: '家庭医生签约' },
      (ctx, { params: p, body }) => submitSign(ctx, p.localAreaCode, body),
    );
  }
  for (const ep of [e.userSign, e.lsUser]) {
    route(
      app,
      ep,
      {
        access: 'servicer',
        schemas: { params, query: localIdcardQuery, response: userSignView },
        tags,
        summary: '居民签约信息',
      },
      (ctx, { params: p, query }) => userSign(ctx, p.localAreaCode, query.idcard),
    );
  }
  for (const ep of [e.signDetails, e.findSignDetails]) {
    route(
      app,
      ep,
      { access: 'servicer', schemas: { ...idQ, response: signView }, tags, summary: '签约详情' },
      (ctx, { params: p, query }) => signDetails(ctx, p.localAreaCode, query.id),
    );
  }
  for (const ep of [e.findSign, e.signList]) {
    route(
      app,
      ep,
      {
        access: 'servicer',
        schemas: { params, query: signFindQuery, response: signPage },
        tags,
        summary: '签约列表',
      },
      (ctx, { params: p, query }) => findSigns(ctx, p.localAreaCode, query),
    );
  }
  route(
    app,
    e.wechatFollow,
    {
      access: 'servicer',
      schemas: { params, body: wechatFollowBody, response: followView },
      tags,
      summary: '关注公众号',
    },
    (ctx, { params: p, body }) => wechatFollow(ctx, p.localAreaCode, body.idcard),
  );
}
