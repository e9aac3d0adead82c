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
import { routes } from '../../plugins/route.ts';
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

  const add = routes(app, { access, tags });
  add(
    aiOps.callList,
    { params, query: aiCallListQuery, response: aiCallPage },
    '外呼记录',
    (ctx, { params, query }) => listCalls(ctx, params.localAreaCode, query),
  );
  add(
    aiOps.callCreate,
    { params, body: aiCallBody, response: aiCallView },
    {
      summary: '发起外呼',
      description:
        'Development provider: no call is dialled; a job completes it after a delay with a simulated transcript.',
    },
    (ctx, { params, body }) => createCall(ctx, calls, params.localAreaCode, body),
  );
  add(
    aiOps.callRecords,
    { params, query: aiCallRecordsQuery, response: aiCallPage },
    '居民外呼记录',
    (ctx, { params, query }) => listCalls(ctx, params.localAreaCode, { ...query, pageNo: 1, pageSize: 50 }),
  );

  add(
    aiOps.waitList,
    { params, query: aiPageQuery, response: aiConsultPage },
    '预问诊候诊列表',
    (ctx, { params, query }) => consultList(ctx, params.localAreaCode, 'wait', query),
  );
  add(
    aiOps.historyList,
    { params, query: aiPageQuery, response: aiConsultPage },
    '预问诊历史',
    (ctx, { params, query }) => consultList(ctx, params.localAreaCode, 'history', query),
  );
  add(
    aiOps.searchList,
    { params, query: aiSearchQuery, response: aiConsultPage },
    '预问诊搜索',
    (ctx, { params, query }) => searchConsult(ctx, params.localAreaCode, query),
  );
  add(aiOps.bindList, { params, response: aiDeskDeviceList }, '预问诊设备', (ctx, { params }) =>
    deskDeviceList(ctx, params.localAreaCode),
  );
  add(
    aiOps.bind,
    { params, body: aiDeskBindBody, response: aiDeskDeviceView },
    '绑定预问诊设备',
    (ctx, { params, body }) => bindDesk(ctx, params.localAreaCode, body),
  );
  add(
    aiOps.diseaseInfo,
    { params, query: aiIdcardQuery, response: aiDiseaseInfo },
    '居民疾病信息',
    (ctx, { params, query }) => diseaseInfo(ctx, params.localAreaCode, query),
  );
  add(
    aiOps.formTemporary,
    { params, query: aiIdcardQuery, response: aiConsultFormView },
    '预问诊暂存表单',
    (ctx, { params, query }) => consultForm(ctx, params.localAreaCode, query),
  );
  add(
    aiOps.formDetail,
    { params, query: aiFormDetailQuery, response: aiConsultFormView },
    '预问诊表单详情',
    (ctx, { params, query }) => consultForm(ctx, params.localAreaCode, query, query.date),
  );
  add(
    aiOps.saveTemporary,
    { params, body: aiConsultForm, response: aiConsultFormView },
    '预问诊暂存',
    (ctx, { params, body }) => saveConsultForm(ctx, params.localAreaCode, body, 'temporary'),
  );
  add(
    aiOps.saveFinal,
    { params, body: aiConsultForm, response: aiConsultFormView },
    '预问诊保存',
    (ctx, { params, body }) => saveConsultForm(ctx, params.localAreaCode, body, 'done'),
  );
  followOpsRoutes(app);
}
