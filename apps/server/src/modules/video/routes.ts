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
import { routes } from '../../plugins/route.ts';
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

  const add = routes(app, { access: 'user', tags });
  add(video.list, { query: consultListQuery, response: consultPage }, '远程会诊列表', (ctx, { query }) =>
    listConsults(ctx, query),
  );
  add(
    video.create,
    { body: consultCreateBody, response: consultView },
    {
      summary: '创建远程会诊',
      description: 'Opens the room (members: the doctors and the patient) and queues the reminders.',
      access: 'servicer',
    },
    (ctx, { body }) => createConsult(ctx, body),
  );
  add(
    video.end,
    { params: consultIdParams, response: consultView },
    { summary: '结束远程会诊', access: 'servicer' },
    (ctx, { params }) => endConsultation(ctx, params.id),
  );
  add(video.byId, { params: consultIdParams, response: consultView }, '远程会诊详情', (ctx, { params }) =>
    consultDetail(ctx, params.id),
  );
  add(
    video.byRoomCode,
    { params: roomCodeParams, response: consultView },
    '按房间号查询远程会诊',
    (ctx, { params }) => consultByRoomCode(ctx, params.roomCode),
  );
  add(
    video.userSig,
    { query: roomCodeQuery, response: videoSettings },
    {
      summary: '视频房间用户签名',
      description: 'TLS-sig-v2 user signature for user_<account id>; the secret key stays on the server.',
    },
    (ctx, { query }) => userSigOf(ctx, query.roomCode),
  );
  add(video.invite, { body: inviteCreateBody, response: inviteView }, '生成一次性邀请链接', (ctx, { body }) =>
    createInvite(ctx, body.roomCode),
  );
  add(
    video.redeem,
    { body: inviteRedeemBody, response: videoSettings },
    {
      summary: '使用邀请链接加入',
      description: 'The first account takes the link; another account is refused.',
    },
    (ctx, { body }) => redeem(ctx, body.token),
  );
  add(video.third, { query: thirdVideoQuery, response: videoSettings }, '视频房间设置', (ctx, { query }) =>
    thirdVideo(ctx, query.roomId),
  );
}
