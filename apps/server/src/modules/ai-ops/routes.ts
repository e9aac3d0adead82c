import { aiOpsContract } from '@kanghu/shared/contracts';
import { aiOps } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppParts } from '../../core/context.ts';
import { routeTable } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { registerCallJobs } from './call-provider.ts';
import { createCall, listCalls } from './call-service.ts';
import * as consultService from './consult-service.ts';
import followOpsRoutes from './follow-routes.ts';

const tags = ['ai-platform'];
const access = 'servicer' as const;

/** Robot calls, pre-consultation and local follow-ups of the AI platform (issue 16). */
export default async function aiOpsRoutes(app: FastifyInstance, opts: { services: Services }) {
  const parts: AppParts = {
    services: opts.services,
    log: app.log,
    jobs: app.jobs,
    send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
  };
  const calls = await registerCallJobs(parts);

  const serve = routeTable(app, { access, tags });
  serve(aiOps, aiOpsContract, {
    callList: {
      summary: '外呼记录',
      handle: (ctx, { params, query }) => listCalls(ctx, params.localAreaCode, query),
    },
    callCreate: {
      summary: '发起外呼',
      description:
        'Development provider: no call is dialled; a job completes it after a delay with a simulated transcript.',
      handle: (ctx, { params, body }) => createCall(ctx, calls, params.localAreaCode, body),
    },
    callRecords: {
      summary: '居民外呼记录',
      handle: (ctx, { params, query }) =>
        listCalls(ctx, params.localAreaCode, { ...query, pageNo: 1, pageSize: 50 }),
    },
    waitList: {
      summary: '预问诊候诊列表',
      handle: (ctx, { params, query }) =>
        consultService.consultList(ctx, params.localAreaCode, 'wait', query),
    },
    historyList: {
      summary: '预问诊历史',
      handle: (ctx, { params, query }) =>
        consultService.consultList(ctx, params.localAreaCode, 'history', query),
    },
    searchList: {
      summary: '预问诊搜索',
      handle: (ctx, { params, query }) => consultService.searchConsult(ctx, params.localAreaCode, query),
    },
    bindList: {
      summary: '预问诊设备',
      handle: (ctx, { params }) => consultService.deskDeviceList(ctx, params.localAreaCode),
    },
    bind: {
      summary: '绑定预问诊设备',
      handle: (ctx, { params, body }) => consultService.bindDesk(ctx, params.localAreaCode, body),
    },
    diseaseInfo: {
      summary: '居民疾病信息',
      handle: (ctx, { params, query }) => consultService.diseaseInfo(ctx, params.localAreaCode, query),
    },
    formTemporary: {
      summary: '预问诊暂存表单',
      handle: (ctx, { params, query }) => consultService.consultForm(ctx, params.localAreaCode, query),
    },
    formDetail: {
      summary: '预问诊表单详情',
      handle: (ctx, { params, query }) =>
        consultService.consultForm(ctx, params.localAreaCode, query, query.date),
    },
    saveTemporary: {
      summary: '预问诊暂存',
      handle: (ctx, { params, body }) =>
        consultService.saveConsultForm(ctx, params.localAreaCode, body, 'temporary'),
    },
    saveFinal: {
      summary: '预问诊保存',
      handle: (ctx, { params, body }) =>
        consultService.saveConsultForm(ctx, params.localAreaCode, body, 'done'),
    },
  });
  followOpsRoutes(app);
}
