import {
  changeTelBody,
  envelope,
  idcardParam,
  idParam,
  mcnRegisterBody,
  page,
  resetUserPasswordBody,
  sessionInfo,
  updateMineBody,
  upsertUserBody,
  userBrief,
  userListQuery,
  userView,
  userWithIdcard,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { findUserByIdcard, getUserBrief, registerMcn } from './lookup-service.ts';
import { createUser, listProjectUsers, resetUserPassword, updateUserById } from './manage-service.ts';
import { changeTel, getMineJson, updateMine } from './mine-service.ts';

const tags = ['user'];

/** User calls. Needs `app.sms` from the auth module (registered before this one). */
export default async function usersRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const { sms } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/mine',
    {
      schema: {
        response: { 200: envelope(sessionInfo) },
        tags,
        summary: '当前用户信息',
        description: 'The session user info of spec 2 section 3 (cached; token echoed back).',
      },
    },
    async (request, reply) => {
      // Ready JSON text: Fastify sends strings as they are (the schema above documents the shape).
      const json = await getMineJson(services, request);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  r.put(
    '/api/user/mine',
    {
      schema: {
        body: updateMineBody,
        response: { 200: envelope(userView) },
        tags,
        summary: '修改个人信息',
        description:
          'username and tel must be free. A tel different from the current one needs verifyCode (SMS scene changeTel, sent to the new number).',
      },
    },
    async (request) => ({ success: true, data: await updateMine(services, sms, request, request.body) }),
  );

  r.post(
    '/api/user',
    {
      schema: {
        body: upsertUserBody,
        response: { 200: envelope(userView) },
        tags,
        summary: '新增用户',
        description:
          'Admins: any role. Staff: any role but admin. Doctors and assistants: customers (role patient) only, with themselves as source doctor. Others 403.',
      },
    },
    async (request) => ({ success: true, data: await createUser(services, request, request.body) }),
  );

  r.put(
    '/api/user/:id',
    {
      schema: {
        params: idParam,
        body: upsertUserBody,
        response: { 200: envelope(userView) },
        tags,
        summary: '修改用户',
        description:
          'Admins and staff (staff cannot change admins). A new password or role signs the user out everywhere.',
      },
    },
    async (request) => ({
      success: true,
      data: await updateUserById(services, request, request.params.id, request.body),
    }),
  );

  r.get(
    '/api/user',
    {
      schema: {
        querystring: userListQuery,
        response: { 200: envelope(page(userView)) },
        tags,
        summary: '用户列表',
        description:
          'Servicers only. Admins and staff: the whole project; doctors and assistants: their org and the customers they are source doctor of. Numbers masked.',
      },
    },
    async (request) => ({ success: true, data: await listProjectUsers(services, request, request.query) }),
  );

  r.put(
    '/api/user/:id/password/reset',
    {
      schema: {
        params: idParam,
        body: resetUserPasswordBody,
        response: { 200: envelope(z.null()) },
        tags,
        summary: '重置用户密码',
        description: 'Admins and staff (staff not for admins). Revokes every session of the user.',
      },
    },
    async (request) => {
      await resetUserPassword(services, request, request.params.id, request.body);
      return { success: true, data: null };
    },
  );

  r.get(
    '/api/user/:id',
    {
      schema: {
        params: idParam,
        response: { 200: envelope(userBrief) },
        tags,
        summary: '用户名称（视频参与者）',
        description: 'loadUserById: id, name, userType; any signed-in user of the same project.',
      },
    },
    async (request) => ({ success: true, data: await getUserBrief(services, request, request.params.id) }),
  );

  r.get(
    '/api/user/findUser/idcard/:idcard',
    {
      schema: {
        params: idcardParam,
        response: { 200: envelope(userWithIdcard) },
        tags,
        summary: '按身份证号查找用户',
        description: 'Servicers only; the account with this ID number (ID and number masked) or 404.',
      },
    },
    async (request) => ({
      success: true,
      data: await findUserByIdcard(services, request, request.params.idcard),
    }),
  );

  r.put(
    '/api/user/tel/:id',
    {
      schema: {
        params: idParam,
        body: changeTelBody,
        response: { 200: envelope(userView) },
        tags,
        summary: '修改手机号',
        description: 'Own account only; verifyCode is the SMS code (scene changeTel) sent to the new number.',
      },
    },
    async (request) => ({
      success: true,
      data: await changeTel(services, sms, request, request.params.id, request.body),
    }),
  );

  r.post(
    '/api/user/mcn/zdcs/register',
    {
      config: { access: 'open' },
      schema: {
        body: mcnRegisterBody,
        response: { 200: envelope(z.null()) },
        tags,
        summary: 'MCN 报名',
        description: "Open. Stored once per number in registrations (program 'mcn-zdcs').",
      },
    },
    async (request) => {
      await registerMcn(services, request, request.body);
      return { success: true, data: null };
    },
  );
}
