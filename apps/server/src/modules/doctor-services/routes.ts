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
import { routes } from '../../plugins/route.ts';
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
  const add = routes(app, { access: 'servicer', tags: ['doctor'] });
  const addInquiry = routes(app, { access: 'user', tags: ['inquiry'] });
  const addChat = routes(app, { access: 'servicer', tags: ['chat'] });
  const addFeedback = routes(app, { access: 'user', tags: ['feedback'] });
  add(
    doctorServices.settings,
    { query: doctorIdQuery, response: functionSettingList },
    {
      summary: '医生功能设置',
      description: 'The switches of the signed-in doctor (or, for admins and staff, of doctorId).',
    },
    (ctx, { query }) => getSettings(ctx, query.doctorId),
  );
  for (const endpoint of [doctorServices.saveSettings, doctorServices.saveSettingsPost])
    add(
      endpoint,
      { body: functionSettingsBody, response: functionSettingList },
      {
        summary: '保存医生功能设置',
        description: 'Inquiry switches are the isOpen of the inquiry function of that type.',
      },
      (ctx, { body }) => saveSettings(ctx, body),
    );
  add(
    doctorServices.openTypes,
    { params: doctorIdParams, response: doctorFunctionTypeList },
    { summary: '医生已开通的功能', access: 'user' },
    (ctx, { params }) => openTypes(ctx, params.doctorId),
  );

  // Chat rooms.
  addInquiry(
    doctorServices.inquiryAsk,
    { query: inquiryAskQuery, response: inquiryAskView },
    {
      summary: '问诊订单会话',
      description: 'The room of the order’s doctor and patient account, made on first use.',
    },
    (ctx, { query }) => inquiryAsk(ctx, query.orderId),
  );
  add(
    doctorServices.bindings,
    { query: bindAssistantQuery, response: assistantBindingList },
    '医生助理绑定',
    (ctx, { query }) => listBindings(ctx, query.assistantUserId),
  );
  add(
    doctorServices.bindAssistant,
    { body: bindAssistantBody, response: assistantBindingView },
    '绑定助理',
    (ctx, { body }) => bindAssistant(ctx, body),
  );
  add(
    doctorServices.unbindAssistant,
    { params: idParam, response: removedCountView },
    '解除助理绑定',
    (ctx, { params }) => unbindAssistant(ctx, params.id),
  );
  addChat(
    doctorServices.assistantAsk,
    { query: assistantAskQuery, response: askRoomView },
    '医生助理会话',
    (ctx, { query }) => assistantAsk(ctx, query),
  );

  // Schedule templates.
  addInquiry(
    doctorServices.createLibrary,
    { body: segmentLibraryBody, response: segmentLibraryView },
    { summary: '新建排班模板', access: 'servicer' },
    (ctx, { body }) => createLibrary(ctx, body),
  );
  addInquiry(
    doctorServices.libraries,
    { response: segmentLibraryList },
    { summary: '排班模板列表', access: 'servicer' },
    (ctx) => listLibraries(ctx),
  );
  addInquiry(
    doctorServices.applyLibrary,
    { query: libraryDateQuery, response: scheduleList },
    {
      summary: '按模板排班',
      description: 'Replaces the schedule of the date (the template’s kind) with the template’s segments.',
    },
    (ctx, { query }) => applyLibrary(ctx, query.date, query.libraryId),
  );

  // Feedback.
  addFeedback(
    doctorServices.submitFeedback,
    { body: feedbackBody, response: feedbackView },
    '意见反馈',
    (ctx, { body }) => submitFeedback(ctx, body),
  );
  addFeedback(
    doctorServices.feedbackList,
    { query: pageQuery, response: feedbackPage },
    { summary: '意见反馈列表（管理员）', access: 'manager' },
    (ctx, { query }) => listFeedback(ctx, query),
  );
}
