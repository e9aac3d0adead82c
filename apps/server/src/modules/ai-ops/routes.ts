import {
  aiCallBody,
  aiCallListQuery,
  aiCallPage,
  aiCallRecordsQuery,
  aiCallView,
  aiConsultForm,
  aiConsultFormView,
  aiConsultPage,
  aiDeskBindBody,
  aiDeskDeviceList,
  aiDeskDeviceView,
  aiDiseaseInfo,
  aiFormDetailQuery,
  aiIdcardQuery,
  aiPageQuery,
  aiSearchQuery,
  localAreaParams,
} from '@kanghu/shared';
import { aiOps } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppParts } from '../../core/context.ts';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { registerCallJobs } from './call-provider.ts';
import { createCall, listCalls } from './call-service.ts';
import {
  bindDesk,
  consultForm,
  consultList,
  deskDeviceList,
  diseaseInfo,
  saveConsultForm,
  searchConsult,
} from './consult-service.ts';
import followOpsRoutes from './follow-routes.ts';

const tags = ['ai-platform'];
const access = 'servicer' as const;
const params = localAreaParams;

/** Robot calls, pre-consultation and local follow-ups of the AI platform (issue 16). */
export default async function aiOpsRoutes(app: FastifyInstance, opts: { services: Services }) {
  const parts: AppParts = {
    services: opts.services,
    log: app.log,
    jobs: app.jobs,
    send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
  };
  const calls = await registerCallJobs(parts);

  route(
    app,
    aiOps.callList,
    { access, tags, summary: '外呼记录', schemas: { params, query: aiCallListQuery, response: aiCallPage } },
    (ctx, { params, query }) => listCalls(ctx, params.localAreaCode, query),
  );
  route(
    app,
    aiOps.callCreate,
    {
      access,
      tags,
      summary: '发起外呼',
      description:
        'Development provider: no call is dialled; a job completes it after a delay with a simulated transcript.',
      schemas: { params, body: aiCallBody, response: aiCallView },
    },
    (ctx, { params, body }) => createCall(ctx, calls, params.localAreaCode, body),
  );
  route(
    app,
    aiOps.callRecords,
    {
      access,
      tags,
      summary: '居民外呼记录',
      schemas: { params, query: aiCallRecordsQuery, response: aiCallPage },
    },
    (ctx, { params, query }) => listCalls(ctx, params.localAreaCode, { ...query, pageNo: 1, pageSize: 50 }),
  );

  route(
    app,
    aiOps.waitList,
    {
      access,
      tags,
      summary: '预问诊候诊列表',
      schemas: { params, query: aiPageQuery, response: aiConsultPage },
    },
    (ctx, { params, query }) => consultList(ctx, params.localAreaCode, 'wait', query),
  );
  route(
    app,
    aiOps.historyList,
    { access, tags, summary: '预问诊历史', schemas: { params, query: aiPageQuery, response: aiConsultPage } },
    (ctx, { params, query }) => consultList(ctx, params.localAreaCode, 'history', query),
  );
  route(
    app,
    aiOps.searchList,
    {
      access,
      tags,
      summary: '预问诊搜索',
      schemas: { params, query: aiSearchQuery, response: aiConsultPage },
    },
    (ctx, { params, query }) => searchConsult(ctx, params.localAreaCode, query),
  );
  route(
    app,
    aiOps.bindList,
    { access, tags, summary: '预问诊设备', schemas: { params, response: aiDeskDeviceList } },
    (ctx, { params }) => deskDeviceList(ctx, params.localAreaCode),
  );
  route(
    app,
    aiOps.bind,
    {
      access,
      tags,
      summary: '绑定预问诊设备',
      schemas: { params, body: aiDeskBindBody, response: aiDeskDeviceView },
    },
    (ctx, { params, body }) => bindDesk(ctx, params.localAreaCode, body),
  );
  route(
    app,
    aiOps.diseaseInfo,
    {
      access,
      tags,
      summary: '居民疾病信息',
      schemas: { params, query: aiIdcardQuery, response: aiDiseaseInfo },
    },
    (ctx, { params, query }) => diseaseInfo(ctx, params.localAreaCode, query),
  );
  route(
    app,
    aiOps.formTemporary,
    {
      access,
      tags,
      summary: '预问诊暂存表单',
      schemas: { params, query: aiIdcardQuery, response: aiConsultFormView },
    },
    (ctx, { params, query }) => consultForm(ctx, params.localAreaCode, query),
  );
  route(
    app,
    aiOps.formDetail,
    {
      access,
      tags,
      summary: '预问诊表单详情',
      schemas: { params, query: aiFormDetailQuery, response: aiConsultFormView },
    },
    (ctx, { params, query }) => consultForm(ctx, params.localAreaCode, query, query.date),
  );
  route(
    app,
    aiOps.saveTemporary,
    {
      access,
      tags,
      summary: '预问诊暂存',
      schemas: { params, body: aiConsultForm, response: aiConsultFormView },
    },
    (ctx, { params, body }) => saveConsultForm(ctx, params.localAreaCode, body, 'temporary'),
  );
  route(
    app,
    aiOps.saveFinal,
    {
      access,
      tags,
      summary: '预问诊保存',
      schemas: { params, body: aiConsultForm, response: aiConsultFormView },
    },
    (ctx, { params, body }) => saveConsultForm(ctx, params.localAreaCode, body, 'done'),
  );
  followOpsRoutes(app);
}
