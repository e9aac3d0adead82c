import { thirdContract } from '@kanghu/shared/contracts';
import { third } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { rawRoute, routeTable } from '../../../plugins/route.ts';
import type { Services } from '../../../services.ts';
import { randomText } from '../crypto-util.ts';
import { devEndpointsEnabled } from '../dev.ts';
import { redirectWithCode, renderDevPage } from '../dev-page.ts';
import { projectOfPage } from '../project-of-page.ts';
import { DevWechatProvider } from './provider.ts';
import * as service from './service.ts';

const tags = ['third'];

export default async function wechatRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const provider = new DevWechatProvider(services);

  const serve = routeTable(app, { access: 'open', tags });
  serve(third, thirdContract, {
    wechatAuth: {
      summary: '公众号授权码换取openid；已绑定且isFindUser时直接登录',
      handle: (ctx, { body }) => service.wechatAuth(ctx, provider, body),
    },
    wechatLogin: {
      summary: '公众号openid + 手机号 + 身份证号登录（新用户自动注册并绑定）',
      handle: (ctx, { body }) => service.wechatLogin(ctx, body),
    },
    wechatBind: {
      summary: '将公众号openid绑定到当前登录用户并重新登录',
      handle: (ctx, { body }) => service.wechatBindLogin(ctx, body),
    },
    wechatSign: {
      summary: '微信JS-SDK签名（url不含#）',
      handle: (ctx, { query }) => service.wechatSign(ctx, provider, query),
    },
  });

  if (!devEndpointsEnabled(services.config)) return;

  rawRoute(
    app,
    third.wechatDevAuthorize,
    {
      access: 'open',
      schemas: thirdContract.wechatDevAuthorize,
      tags,
      summary: '开发环境模拟微信授权页（仅开发环境）',
    },
    async (ctx, { query: q }, reply) => {
      const project = await projectOfPage(ctx, q.project);
      const devUser = q.dev_user || randomText(8);
      const code = await provider.issueCode(project.id, q.appid, devUser);
      const html = renderDevPage({
        title: '开发环境模拟微信授权',
        facts: [
          ['项目', project.name],
          ['公众号 appid', q.appid],
          ['模拟微信用户', devUser],
        ],
        action: { kind: 'link', href: redirectWithCode(q.redirect_uri, code, q.state), label: '同意授权' },
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
}
