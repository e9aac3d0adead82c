import { VIDEO_SIGNAL, videoSignalData } from '@kanghu/shared';
import { videoContract } from '@kanghu/shared/contracts';
import { video } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { type AppParts, projectContext } from '../../core/context.ts';
import { routeTable } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import * as consultService from './consult-service.ts';
import { registerVideoJobs } from './reminders.ts';
import * as roomService from './room-service.ts';

const tags = ['video'];

/**
 * Remote video consultations (/api/base/remote/video/consultation/record...), the video room's
 * settings (GET /api/third/video), one-time invites, the VIDEO_SIGNAL relay and the reminders.
 */
export default async function videoRoutes(app: FastifyInstance, opts: { services: Services }) {
  const parts: AppParts = {
    services: opts.services,
    log: app.log,
    jobs: app.jobs,
    send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
  };
  app.realtime.onClientAction(
    VIDEO_SIGNAL,
    async (socket, data) => {
      const ctx = await projectContext(parts, socket.session.projectId, socket.session);
      if (!ctx) throw new Error('project of a live session vanished');
      return roomService.relaySignal(ctx, socket.session.userId, data);
    },
    videoSignalData,
  );
  await registerVideoJobs(parts);

  const serve = routeTable(app, { access: 'user', tags });
  serve(video, videoContract, {
    list: { summary: '远程会诊列表', handle: (ctx, { query }) => consultService.listConsults(ctx, query) },
    create: {
      summary: '创建远程会诊',
      description: 'Opens the room (members: the doctors and the patient) and queues the reminders.',
      access: 'servicer',
      handle: (ctx, { body }) => consultService.createConsult(ctx, body),
    },
    end: {
      summary: '结束远程会诊',
      access: 'servicer',
      handle: (ctx, { params }) => consultService.endConsultation(ctx, params.id),
    },
    byId: {
      summary: '远程会诊详情',
      handle: (ctx, { params }) => consultService.consultDetail(ctx, params.id),
    },
    byRoomCode: {
      summary: '按房间号查询远程会诊',
      handle: (ctx, { params }) => consultService.consultByRoomCode(ctx, params.roomCode),
    },
    userSig: {
      summary: '视频房间用户签名',
      description: 'TLS-sig-v2 user signature for user_<account id>; the secret key stays on the server.',
      handle: (ctx, { query }) => roomService.userSigOf(ctx, query.roomCode),
    },
    invite: {
      summary: '生成一次性邀请链接',
      handle: (ctx, { body }) => roomService.createInvite(ctx, body.roomCode),
    },
    redeem: {
      summary: '使用邀请链接加入',
      description: 'The first account takes the link; another account is refused.',
      handle: (ctx, { body }) => roomService.redeem(ctx, body.token),
    },
    third: { summary: '视频房间设置', handle: (ctx, { query }) => roomService.thirdVideo(ctx, query.roomId) },
  });
}
