import { doctorServicesContract } from '@kanghu/shared/contracts';
import { doctorServices } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { type AppParts, projectContext } from '../../core/context.ts';
import { routeTable } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { deliverPush, PATIENT_PUSH_QUEUE, type PushChannels } from './push-delivery.ts';
import { DevWechatTemplateSender } from './push-providers.ts';
import { createPush, pushLog, receivedPushes } from './push-service.ts';

/** The push channels of an app, and delivery outside a request (tests read the development outboxes). */
export interface AppPushes extends PushChannels {
  deliver(projectId: number, pushId: number): Promise<boolean>;
}
export const PUSH_DEPS = new WeakMap<Services, AppPushes>();

const tags = ['push'];

/** Doctors' pushes to patients: sending (at once or by a timed job), the log, and what an account received. */
export async function pushRoutes(app: FastifyInstance, services: Services) {
  const channels: PushChannels = {
    schedule: (projectId, pushId, at) =>
      app.jobs.sendAt(PATIENT_PUSH_QUEUE, { projectId, pushId }, at, `${projectId}:${pushId}`),
    sms: services.sms.provider,
    wechat: new DevWechatTemplateSender(app.log),
  };
  const parts: AppParts = {
    services,
    log: app.log,
    jobs: app.jobs,
    send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
  };
  /** Delivery outside a request: a system context of the push's project (false when it is gone). */
  const deliver = async (projectId: number, pushId: number) => {
    const ctx = await projectContext(parts, projectId);
    return ctx ? deliverPush(ctx, channels, pushId) : false;
  };
  await app.jobs.register<{ projectId: number; pushId: number }>(PATIENT_PUSH_QUEUE, async (job) => {
    await deliver(job.projectId, job.pushId);
  });
  PUSH_DEPS.set(services, { ...channels, deliver });

  const serve = routeTable(app, { access: 'user', tags });
  serve(doctorServices, doctorServicesContract, {
    push: {
      summary: '群发消息给患者',
      description:
        'Doctors, or admins and staff for a doctor. System message (and SYSTEM_MSG) to every account of each patient; msgType 2 also SMS, 3 WeChat template (development providers). A future timingTime is delivered by a job.',
      handle: (ctx, { body }) => createPush(ctx, channels, body),
    },
    pushLog: { summary: '群发记录', access: 'servicer', handle: (ctx, { query }) => pushLog(ctx, query) },
    receivedPushes: {
      summary: '收到的群发消息',
      access: 'customer',
      handle: (ctx, { query }) => receivedPushes(ctx, query),
    },
  });
}
