import { doctorServicesContract } from '@kanghu/shared/contracts';
import { doctorServices } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable, type TableEntry } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import * as asksService from './asks-service.ts';
import { listFeedback, submitFeedback } from './feedback-service.ts';
import * as functionsService from './functions-service.ts';
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
  const serve = routeTable(app, { access: 'servicer', tags: ['doctor'] });
  const save: TableEntry<typeof doctorServices.saveSettings, 'servicer'> = {
    summary: '保存医生功能设置',
    description: 'Inquiry switches are the isOpen of the inquiry function of that type.',
    handle: (ctx, { body }) => functionsService.saveSettings(ctx, body),
  };
  const serveInquiry = routeTable(app, { access: 'user', tags: ['inquiry'] });
  const serveChat = routeTable(app, { access: 'servicer', tags: ['chat'] });
  const serveFeedback = routeTable(app, { access: 'user', tags: ['feedback'] });
  serve(doctorServices, doctorServicesContract, {
    settings: {
      summary: '医生功能设置',
      description: 'The switches of the signed-in doctor (or, for admins and staff, of doctorId).',
      handle: (ctx, { query }) => functionsService.getSettings(ctx, query.doctorId),
    },
    saveSettings: save,
    saveSettingsPost: save,
    openTypes: {
      summary: '医生已开通的功能',
      access: 'user',
      handle: (ctx, { params }) => functionsService.openTypes(ctx, params.doctorId),
    },
  });

  // Chat rooms.
  serveInquiry(doctorServices, doctorServicesContract, {
    inquiryAsk: {
      summary: '问诊订单会话',
      description: 'The room of the order’s doctor and patient account, made on first use.',
      handle: (ctx, { query }) => asksService.inquiryAsk(ctx, query.orderId),
    },
  });
  serve(doctorServices, doctorServicesContract, {
    bindings: {
      summary: '医生助理绑定',
      handle: (ctx, { query }) => asksService.listBindings(ctx, query.assistantUserId),
    },
    bindAssistant: { summary: '绑定助理', handle: (ctx, { body }) => asksService.bindAssistant(ctx, body) },
    unbindAssistant: {
      summary: '解除助理绑定',
      handle: (ctx, { params }) => asksService.unbindAssistant(ctx, params.id),
    },
  });
  serveChat(doctorServices, doctorServicesContract, {
    assistantAsk: {
      summary: '医生助理会话',
      handle: (ctx, { query }) => asksService.assistantAsk(ctx, query),
    },
  });

  // Schedule templates.
  serveInquiry(doctorServices, doctorServicesContract, {
    createLibrary: {
      summary: '新建排班模板',
      access: 'servicer',
      handle: (ctx, { body }) => functionsService.createLibrary(ctx, body),
    },
    libraries: {
      summary: '排班模板列表',
      access: 'servicer',
      handle: (ctx) => functionsService.listLibraries(ctx),
    },
    applyLibrary: {
      summary: '按模板排班',
      description: 'Replaces the schedule of the date (the template’s kind) with the template’s segments.',
      handle: (ctx, { query }) => functionsService.applyLibrary(ctx, query.date, query.libraryId),
    },
  });

  // Feedback.
  serveFeedback(doctorServices, doctorServicesContract, {
    submitFeedback: { summary: '意见反馈', handle: (ctx, { body }) => submitFeedback(ctx, body) },
    feedbackList: {
      summary: '意见反馈列表（管理员）',
      access: 'manager',
      handle: (ctx, { query }) => listFeedback(ctx, query),
    },
  });
}
