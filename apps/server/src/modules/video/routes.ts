import {
  consultCreateBody,
  consultIdParams,
  consultListQuery,
  consultPage,
  consultView,
  inviteCreateBody,
  inviteRedeemBody,
  inviteView,
  roomCodeParams,
  roomCodeQuery,
  thirdVideoQuery,
  VIDEO_SIGNAL,
  videoSettings,
  videoSignalData,
} from '@kanghu/shared';
import { video } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { type AppParts, projectContext } from '../../core/context.ts';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import {
  consultByRoomCode,
  consultDetail,
  createConsult,
  endConsultation,
  listConsults,
} from './consult-service.ts';
import { registerVideoJobs } from './reminders.ts';
import { createInvite, redeem, relaySignal, thirdVideo, userSigOf } from './room-service.ts';

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
      return relaySignal(ctx, socket.session.userId, data);
    },
    videoSignalData,
  );
  await registerVideoJobs(parts);

  route(
    app,
    video.list,
    {
      access: 'user',
      schemas: { query: consultListQuery, response: consultPage },
      tags,
      summary: '远程会诊列表',
    },
    (ctx, { query }) => listConsults(ctx, query),
  );
  route(
    app,
    video.create,
    {
      access: 'servicer',
      schemas: { body: consultCreateBody, response: consultView },
      tags,
      summary: '创建远程会诊',
      description: 'Opens the room (members: the doctors and the patient) and queues the reminders.',
    },
    (ctx, { body }) => createConsult(ctx, body),
  );
  route(
    app,
    video.end,
    {
      access: 'servicer',
      schemas: { params: consultIdParams, response: consultView },
      tags,
      summary: '结束远程会诊',
    },
    (ctx, { params }) => endConsultation(ctx, params.id),
  );
  route(
    app,
    video.byId,
    {
      access: 'user',
      schemas: { params: consultIdParams, response: consultView },
      tags,
      summary: '远程会诊详情',
    },
    (ctx, { params }) => consultDetail(ctx, params.id),
  );
  route(
    app,
    video.byRoomCode,
    {
      access: 'user',
      schemas: { params: roomCodeParams, response: consultView },
      tags,
      summary: '按房间号查询远程会诊',
    },
    (ctx, { params }) => consultByRoomCode(ctx, params.roomCode),
  );
  route(
    app,
    video.userSig,
    {
      access: 'user',
      schemas: { query: roomCodeQuery, response: videoSettings },
      tags,
      summary: '视频房间用户签名',
      description: 'TLS-sig-v2 user signature for user_<account id>; the secret key stays on the server.',
    },
    (ctx, { query }) => userSigOf(ctx, query.roomCode),
  );
  route(
    app,
    video.invite,
    {
      access: 'user',
      schemas: { body: inviteCreateBody, response: inviteView },
      tags,
      summary: '生成一次性邀请链接',
    },
    (ctx, { body }) => createInvite(ctx, body.roomCode),
  );
  route(
    app,
    video.redeem,
    {
      access: 'user',
      schemas: { body: inviteRedeemBody, response: videoSettings },
      tags,
      summary: '使用邀请链接加入',
      description: 'The first account takes the link; another account is refused.',
    },
    (ctx, { body }) => redeem(ctx, body.token),
  );
  route(
    app,
    video.third,
    {
      access: 'user',
      schemas: { query: thirdVideoQuery, response: videoSettings },
      tags,
      summary: '视频房间设置',
    },
    (ctx, { query }) => thirdVideo(ctx, query.roomId),
  );
}
