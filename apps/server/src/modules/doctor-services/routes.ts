import {
  askRoomView,
  assistantAskQuery,
  assistantBindingView,
  bindAssistantBody,
  bindAssistantQuery,
  DOCTOR_FUNCTION_TYPE_KEYS,
  doctorIdQuery,
  envelope,
  feedbackBody,
  feedbackView,
  functionSettingsBody,
  functionSettingView,
  idParam,
  inquiryAskQuery,
  libraryDateQuery,
  page,
  pageQuery,
  pushPatientBody,
  pushView,
  receivedPushView,
  rowIdField,
  scheduleView,
  segmentLibraryBody,
  segmentLibraryView,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { consultDeps } from '../inquiry/deps.ts';
import { assistantAsk, bindAssistant, inquiryAsk, listBindings, unbindAssistant } from './asks.ts';
import { listFeedback, submitFeedback } from './feedback.ts';
import {
  applyLibrary,
  createLibrary,
  getSettings,
  listLibraries,
  openTypes,
  saveSettings,
} from './functions.ts';
import {
  createPush,
  deliverPush,
  PATIENT_PUSH_QUEUE,
  type PushDeps,
  pushLog,
  receivedPushes,
} from './push.ts';
import { DevWechatTemplateSender } from './push-providers.ts';

/** The push deps of each app's services (tests read the development SMS and WeChat outboxes). */
export const PUSH_DEPS = new WeakMap<Services, PushDeps>();

const settings = { 200: envelope(z.array(functionSettingView)) };

/**
 * Doctor services (issue 5): function switches, the chat rooms of an inquiry order and of a
 * doctor with an assistant, schedule templates, feedback, and doctors' pushes to patients.
 */
export default async function doctorServicesRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const deps = consultDeps(app, services);
  const push: PushDeps = {
    services,
    log: app.log,
    send: deps.send,
    schedule: (projectId, pushId, at) =>
      app.jobs.sendAt(PATIENT_PUSH_QUEUE, { projectId, pushId }, at, `${projectId}:${pushId}`),
    sms: services.sms.provider,
    wechat: new DevWechatTemplateSender(app.log),
  };
  await app.jobs.register<{ projectId: number; pushId: number }>(PATIENT_PUSH_QUEUE, async (job) => {
    await deliverPush(push, job.projectId, job.pushId);
  });
  PUSH_DEPS.set(services, push);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Function switches.
  r.get(
    '/api/doctor/function/setting',
    {
      schema: {
        querystring: doctorIdQuery,
        response: settings,
        tags: ['doctor'],
        summary: '医生功能设置',
        description: 'The switches of the signed-in doctor (or, for admins and staff, of doctorId).',
      },
    },
    async (request) => ({
      success: true,
      data: await getSettings(services, requireSession(request), request.query.doctorId),
    }),
  );
  for (const method of ['PUT', 'POST'] as const)
    r.route({
      method,
      url: '/api/doctor/function/setting/all',
      schema: {
        body: functionSettingsBody,
        response: settings,
        tags: ['doctor'],
        summary: '保存医生功能设置',
        description: 'Inquiry switches are the isOpen of the inquiry function of that type.',
      },
      handler: async (request) => ({
        success: true,
        data: await saveSettings(services, requireSession(request), request.body),
      }),
    });
  r.get(
    '/api/doctor/function/setting/doctor/:doctorId/type',
    {
      schema: {
        params: z.object({ doctorId: rowIdField }),
        response: { 200: envelope(z.array(z.enum(DOCTOR_FUNCTION_TYPE_KEYS))) },
        tags: ['doctor'],
        summary: '医生已开通的功能',
      },
    },
    async (request) => ({
      success: true,
      data: await openTypes(services, requireSession(request), request.params.doctorId),
    }),
  );

  // Chat rooms.
  r.get(
    '/api/doctor/inquiry/function/create/ask',
    {
      schema: {
        querystring: inquiryAskQuery,
        response: {
          200: envelope(z.object({ askId: z.number().int(), orderId: z.number().int(), room: askRoomView })),
        },
        tags: ['inquiry'],
        summary: '问诊订单会话',
        description: 'The room of the order’s doctor and patient account, made on first use.',
      },
    },
    async (request) => ({
      success: true,
      data: await inquiryAsk(deps, requireSession(request), request.query.orderId),
    }),
  );
  r.get(
    '/api/doctor/bind/assistant',
    {
      schema: {
        querystring: bindAssistantQuery,
        response: { 200: envelope(z.array(assistantBindingView)) },
        tags: ['doctor'],
        summary: '医生助理绑定',
      },
    },
    async (request) => ({
      success: true,
      data: await listBindings(deps, requireSession(request), request.query.assistantUserId),
    }),
  );
  r.post(
    '/api/doctor/bind/assistant',
    {
      schema: {
        body: bindAssistantBody,
        response: { 200: envelope(assistantBindingView) },
        tags: ['doctor'],
        summary: '绑定助理',
      },
    },
    async (request) => ({
      success: true,
      data: await bindAssistant(deps, requireSession(request), request.body),
    }),
  );
  r.delete(
    '/api/doctor/bind/assistant/:id',
    {
      schema: {
        params: idParam,
        response: { 200: envelope(z.object({ count: z.number().int() })) },
        tags: ['doctor'],
        summary: '解除助理绑定',
      },
    },
    async (request) => ({
      success: true,
      data: await unbindAssistant(deps, requireSession(request), request.params.id),
    }),
  );
  r.get(
    '/api/doctor/bind/assistant/create/ask',
    {
      schema: {
        querystring: assistantAskQuery,
        response: { 200: envelope(askRoomView) },
        tags: ['chat'],
        summary: '医生助理会话',
      },
    },
    async (request) => ({
      success: true,
      data: await assistantAsk(deps, requireSession(request), request.query),
    }),
  );

  // Schedule templates.
  r.post(
    '/api/doctor/inquiry/schedule/segment/library',
    {
      schema: {
        body: segmentLibraryBody,
        response: { 200: envelope(segmentLibraryView) },
        tags: ['inquiry'],
        summary: '新建排班模板',
      },
    },
    async (request) => ({
      success: true,
      data: await createLibrary(services, requireSession(request), request.body),
    }),
  );
  r.get(
    '/api/doctor/inquiry/schedule/segment/library',
    {
      schema: {
        response: { 200: envelope(z.array(segmentLibraryView)) },
        tags: ['inquiry'],
        summary: '排班模板列表',
      },
    },
    async (request) => ({ success: true, data: await listLibraries(services, requireSession(request)) }),
  );
  r.post(
    '/api/doctor/inquiry/schedule/segment/library/date',
    {
      schema: {
        querystring: libraryDateQuery,
        response: { 200: envelope(z.array(scheduleView)) },
        tags: ['inquiry'],
        summary: '按模板排班',
        description: 'Replaces the schedule of the date (the template’s kind) with the template’s segments.',
      },
    },
    async (request) => ({
      success: true,
      data: await applyLibrary(
        services,
        requireSession(request),
        request.query.date,
        request.query.libraryId,
      ),
    }),
  );

  // Feedback.
  r.post(
    '/api/message/system/feedback',
    {
      schema: {
        body: feedbackBody,
        response: { 200: envelope(feedbackView) },
        tags: ['feedback'],
        summary: '意见反馈',
      },
    },
    async (request) => ({
      success: true,
      data: await submitFeedback(services, requireSession(request), request.tenant.project.key, request.body),
    }),
  );
  r.get(
    '/api/message/system/feedback',
    {
      schema: {
        querystring: pageQuery,
        response: { 200: envelope(page(feedbackView)) },
        tags: ['feedback'],
        summary: '意见反馈列表（管理员）',
      },
    },
    async (request) => ({
      success: true,
      data: await listFeedback(
        services,
        requireSession(request),
        request.query.pageNo,
        request.query.pageSize,
      ),
    }),
  );

  // Pushes.
  r.post(
    '/api/message/push/patient',
    {
      schema: {
        body: pushPatientBody,
        response: { 200: envelope(pushView) },
        tags: ['push'],
        summary: '群发消息给患者',
        description:
          'System message (and SYSTEM_MSG) to every account of each patient; msgType 2 also SMS, 3 WeChat template (development providers). A future timingTime is delivered by a job.',
      },
    },
    async (request) => ({
      success: true,
      data: await createPush(push, requireSession(request), request.body),
    }),
  );
  r.get(
    '/api/message/push/log',
    {
      schema: {
        querystring: pageQuery.extend({ doctorId: rowIdField.optional() }),
        response: { 200: envelope(page(pushView)) },
        tags: ['push'],
        summary: '群发记录',
      },
    },
    async (request) => ({ success: true, data: await pushLog(push, requireSession(request), request.query) }),
  );
  r.get(
    '/api/patient/push/list',
    {
      schema: {
        querystring: pageQuery,
        response: { 200: envelope(page(receivedPushView)) },
        tags: ['push'],
        summary: '收到的群发消息',
      },
    },
    async (request) => ({
      success: true,
      data: await receivedPushes(push, requireSession(request), request.query),
    }),
  );
}
