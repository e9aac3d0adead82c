import {
  askRoomView,
  assistantAskQuery,
  assistantBindingList,
  assistantBindingView,
  bindAssistantBody,
  bindAssistantQuery,
  doctorFunctionTypeList,
  doctorIdParams,
  doctorIdQuery,
  feedbackBody,
  feedbackPage,
  feedbackView,
  functionSettingList,
  functionSettingsBody,
  idParam,
  inquiryAskQuery,
  inquiryAskView,
  libraryDateQuery,
  pageQuery,
  removedCountView,
  scheduleList,
  segmentLibraryBody,
  segmentLibraryList,
  segmentLibraryView,
} from '@kanghu/shared';
import { doctorServices } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { assistantAsk, bindAssistant, inquiryAsk, listBindings, unbindAssistant } from './asks-service.ts';
import { listFeedback, submitFeedback } from './feedback-service.ts';
import {
  applyLibrary,
  createLibrary,
  getSettings,
  listLibraries,
  openTypes,
  saveSettings,
} from './functions-service.ts';
import { pushRoutes } from './push-routes.ts';

export { PUSH_DEPS } from './push-routes.ts';

/**
 * Doctor services (issue 5): function switches, the chat rooms of an inquiry order and of a
 * doctor with an assistant, schedule templates, feedback, and doctors' pushes to patients.
 */
export default async function doctorServicesRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  await pushRoutes(app, services);

  // Function switches.
  route(
    app,
    doctorServices.settings,
    {
      access: 'servicer',
      schemas: { query: doctorIdQuery, response: functionSettingList },
      tags: ['doctor'],
      summary: '医生功能设置',
      description: 'The switches of the signed-in doctor (or, for admins and staff, of doctorId).',
    },
    (ctx, { query }) => getSettings(ctx, query.doctorId),
  );
  for (const endpoint of [doctorServices.saveSettings, doctorServices.saveSettingsPost])
    route(
      app,
      endpoint,
      {
        access: 'servicer',
        schemas: { body: functionSettingsBody, response: functionSettingList },
        tags: ['doctor'],
        summary: '保存医生功能设置',
        description: 'Inquiry switches are the isOpen of the inquiry function of that type.',
      },
      (ctx, { body }) => saveSettings(ctx, body),
    );
  route(
    app,
    doctorServices.openTypes,
    {
      access: 'user',
      schemas: { params: doctorIdParams, response: doctorFunctionTypeList },
      tags: ['doctor'],
      summary: '医生已开通的功能',
    },
    (ctx, { params }) => openTypes(ctx, params.doctorId),
  );

  // Chat rooms.
  route(
    app,
    doctorServices.inquiryAsk,
    {
      access: 'user',
      schemas: { query: inquiryAskQuery, response: inquiryAskView },
      tags: ['inquiry'],
      summary: '问诊订单会话',
      description: 'The room of the order’s doctor and patient account, made on first use.',
    },
    (ctx, { query }) => inquiryAsk(ctx, query.orderId),
  );
  route(
    app,
    doctorServices.bindings,
    {
      access: 'servicer',
      schemas: { query: bindAssistantQuery, response: assistantBindingList },
      tags: ['doctor'],
      summary: '医生助理绑定',
    },
    (ctx, { query }) => listBindings(ctx, query.assistantUserId),
  );
  route(
    app,
    doctorServices.bindAssistant,
    {
      access: 'servicer',
      schemas: { body: bindAssistantBody, response: assistantBindingView },
      tags: ['doctor'],
      summary: '绑定助理',
    },
    (ctx, { body }) => bindAssistant(ctx, body),
  );
  route(
    app,
    doctorServices.unbindAssistant,
    {
      access: 'servicer',
      schemas: { params: idParam, response: removedCountView },
      tags: ['doctor'],
      summary: '解除助理绑定',
    },
    (ctx, { params }) => unbindAssistant(ctx, params.id),
  );
  route(
    app,
    doctorServices.assistantAsk,
    {
      access: 'servicer',
      schemas: { query: assistantAskQuery, response: askRoomView },
      tags: ['chat'],
      summary: '医生助理会话',
    },
    (ctx, { query }) => assistantAsk(ctx, query),
  );

  // Schedule templates.
  route(
    app,
    doctorServices.createLibrary,
    {
      access: 'servicer',
      schemas: { body: segmentLibraryBody, response: segmentLibraryView },
      tags: ['inquiry'],
      summary: '新建排班模板',
    },
    (ctx, { body }) => createLibrary(ctx, body),
  );
  route(
    app,
    doctorServices.libraries,
    {
      access: 'servicer',
      schemas: { response: segmentLibraryList },
      tags: ['inquiry'],
      summary: '排班模板列表',
    },
    (ctx) => listLibraries(ctx),
  );
  route(
    app,
    doctorServices.applyLibrary,
    {
      access: 'user',
      schemas: { query: libraryDateQuery, response: scheduleList },
      tags: ['inquiry'],
      summary: '按模板排班',
      description: 'Replaces the schedule of the date (the template’s kind) with the template’s segments.',
    },
    (ctx, { query }) => applyLibrary(ctx, query.date, query.libraryId),
  );

  // Feedback.
  route(
    app,
    doctorServices.submitFeedback,
    {
      access: 'user',
      schemas: { body: feedbackBody, response: feedbackView },
      tags: ['feedback'],
      summary: '意见反馈',
    },
    (ctx, { body }) => submitFeedback(ctx, body),
  );
  route(
    app,
    doctorServices.feedbackList,
    {
      access: 'manager',
      schemas: { query: pageQuery, response: feedbackPage },
      tags: ['feedback'],
      summary: '意见反馈列表（管理员）',
    },
    (ctx, { query }) => listFeedback(ctx, query),
  );
}
