import { changePasswordBody, envelope, idParam } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { cancelAccount, changePassword, logout } from './account-service.ts';

const done = { 200: envelope(z.null()) };

/** Signed-in account calls: logout, password change, cancellation. */
export default async function accountRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.delete(
    '/api/user/logout',
    {
      schema: {
        response: done,
        tags: ['auth'],
        summary: '退出登录',
        description: 'Revokes the current session.',
      },
    },
    async (request) => {
      await logout(services, request);
      return { success: true, data: null };
    },
  );

  r.put(
    '/api/user/password',
    {
      schema: {
        body: changePasswordBody,
        response: done,
        tags: ['user'],
        summary: '修改密码',
        description:
          'Own password only (id, when sent, must be the caller: 403 otherwise). 400 原密码错误 for a wrong old password. ' +
          'Signs out every other session of the user.',
      },
    },
    async (request) => {
      await changePassword(services, request, request.body);
      return { success: true, data: null };
    },
  );

  r.delete(
    '/api/user/cancellation/:id',
    {
      schema: {
        params: idParam,
        response: done,
        tags: ['user'],
        summary: '注销账号',
        description:
          'The user themself or an admin. Marks the account cancelled and revokes all its sessions.',
      },
    },
    async (request) => {
      await cancelAccount(services, request, request.params.id);
      return { success: true, data: null };
    },
  );
}
