import { envelope, sessionInfo } from '@kanghu/shared';
import { userContract } from '@kanghu/shared/contracts';
import { user } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { tokenOf } from '../../plugins/auth.ts';
import { rawRoute, routeTable } from '../../plugins/route.ts';
import { findUserByIdcard, getUserBrief, registerMcn } from './lookup-service.ts';
import * as manageService from './manage-service.ts';
import { changeTel, getMineJson, updateMine } from './mine-service.ts';

const tags = ['user'];

/** User calls: my profile, account management, look-ups. */
export default async function usersRoutes(app: FastifyInstance) {
  rawRoute(
    app,
    user.mine,
    {
      access: 'user',
      schemas: userContract.mine,
      response: { 200: envelope(sessionInfo) },
      tags,
      summary: '当前用户信息',
      description: 'The session user info of spec 2 section 3 (cached; token echoed back).',
    },
    async (ctx, _input, reply) => {
      // Ready JSON text: Fastify sends strings as they are (the schema above documents the shape).
      const json = await getMineJson(ctx, tokenOf(reply.request));
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  const serve = routeTable(app, { access: 'user', tags });
  serve(user, userContract, {
    updateMine: {
      summary: '修改个人信息',
      description:
        'username and tel must be free. A tel different from the current one needs verifyCode (SMS scene changeTel, sent to the new number).',
      handle: (ctx, { body }) => updateMine(ctx, body),
    },
    create: {
      summary: '新增用户',
      description:
        'Admins: any role. Staff: any role but admin. Doctors and assistants: customers (role patient) only, with themselves as source doctor. Others 403.',
      access: 'servicer',
      handle: (ctx, { body }) => manageService.createUser(ctx, body),
    },
    update: {
      summary: '修改用户',
      description:
        'Admins and staff (staff cannot change admins). A new password or role signs the user out everywhere.',
      access: 'manager',
      handle: (ctx, { params, body }) => manageService.updateUserById(ctx, params.id, body),
    },
    list: {
      summary: '用户列表',
      description:
        'Servicers only. Admins and staff: the whole project; doctors and assistants: their org and the customers they are source doctor of. Numbers masked.',
      access: 'servicer',
      handle: (ctx, { query }) => manageService.listProjectUsers(ctx, query),
    },
    resetPassword: {
      summary: '重置用户密码',
      description: 'Admins and staff (staff not for admins). Revokes every session of the user.',
      access: 'manager',
      handle: (ctx, { params, body }) => manageService.resetUserPassword(ctx, params.id, body),
    },
    brief: {
      summary: '用户名称（视频参与者）',
      description:
        'loadUserById: id, name, userType of an account the caller shares a context with: themself, a chat room, ' +
        "a patient both see (own family, a doctor's patients), the doctor of a patient the caller sees, the source " +
        "doctor link, a doctor's own org; admins and staff any. Any other id answers 404 用户不存在, like an unknown one.",
      handle: (ctx, { params }) => getUserBrief(ctx, params.id),
    },
    findByIdcard: {
      summary: '按身份证号查找用户',
      description: 'Servicers only; the account with this ID number (ID and number masked) or 404.',
      access: 'servicer',
      handle: (ctx, { params }) => findUserByIdcard(ctx, params.idcard),
    },
    changeTel: {
      summary: '修改手机号',
      description: 'Own account only; verifyCode is the SMS code (scene changeTel) sent to the new number.',
      handle: (ctx, { params, body }) => changeTel(ctx, params.id, body),
    },
    mcnRegister: {
      summary: 'MCN 报名',
      description: "Open. Stored once per number in registrations (program 'mcn-zdcs').",
      access: 'open',
      handle: (ctx, { body }) => registerMcn(ctx, body),
    },
  });
}
