import { authContract } from '@kanghu/shared/contracts';
import { auth } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route, routeTable } from '../../plugins/route.ts';
import { cancelAccount, changePassword, logout } from './account-service.ts';

/** Signed-in account calls: logout, password change, cancellation. */
export default async function accountRoutes(app: FastifyInstance) {
  route(
    app,
    auth.logout,
    {
      access: 'user',
      schemas: authContract.logout,
      tags: ['auth'],
      summary: '退出登录',
      description: 'Revokes the current session.',
    },
    (ctx) => logout(ctx),
  );

  const serve = routeTable(app, { access: 'user', tags: ['user'] });
  serve(auth, authContract, {
    changePassword: {
      summary: '修改密码',
      description:
        'Own password only (id, when sent, must be the caller: 403 otherwise). 400 原密码错误 for a wrong old password. ' +
        'Signs out every other session of the user.',
      handle: (ctx, { body }) => changePassword(ctx, body),
    },
    cancel: {
      summary: '注销账号',
      description: 'The user themself or an admin. Marks the account cancelled and revokes all its sessions.',
      handle: (ctx, { params }) => cancelAccount(ctx, params.id),
    },
  });
}
