import {
  envelope,
  sessionInfo,
  wechatAuthBody,
  wechatAuthResult,
  wechatBindBody,
  wechatDevAuthorizeQuery,
  wechatLoginBody,
  wechatSignQuery,
  wechatSignResult,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../../services.ts';
import { randomText } from '../crypto-util.ts';
import { devEndpointsEnabled } from '../dev.ts';
import { redirectWithCode, sendDevPage } from '../dev-page.ts';
import { projectOfPage } from '../project-of-page.ts';
import { DevWechatProvider } from './provider.ts';
import { wechatAuth, wechatBindLogin, wechatLogin, wechatSign } from './service.ts';

const open = { access: 'open' } as const;
const tags = ['third'];

export default async function wechatRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const provider = new DevWechatProvider(services);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/third/wechat/official/auth',
    {
      config: open,
      schema: {
        body: wechatAuthBody,
        response: { 200: envelope(z.union([sessionInfo, wechatAuthResult])) },
        tags,
        summary: '公众号授权码换取openid；已绑定且isFindUser时直接登录',
      },
    },
    async (request) => ({ success: true, data: await wechatAuth(services, provider, request, request.body) }),
  );

  r.post(
    '/api/third/wechat/official/login',
    {
      config: open,
      schema: {
        body: wechatLoginBody,
        response: { 200: envelope(sessionInfo) },
        tags,
        summary: '公众号openid + 手机号 + 身份证号登录（新用户自动注册并绑定）',
      },
    },
    async (request) => ({ success: true, data: await wechatLogin(services, request, request.body) }),
  );

  r.post(
    '/api/third/wechat/official/bind/user/login',
    {
      config: open,
      schema: {
        body: wechatBindBody,
        response: { 200: envelope(sessionInfo) },
        tags,
        summary: '将公众号openid绑定到当前登录用户并重新登录',
      },
    },
    async (request) => ({ success: true, data: await wechatBindLogin(services, request, request.body) }),
  );

  r.post(
    '/api/wechat/sign',
    {
      config: open,
      schema: {
        querystring: wechatSignQuery,
        response: { 200: envelope(wechatSignResult) },
        tags,
        summary: '微信JS-SDK签名（url不含#）',
      },
    },
    async (request) => ({ success: true, data: await wechatSign(provider, request, request.query) }),
  );

  if (!devEndpointsEnabled(services.config)) return;

  r.get(
    '/api/third/wechat/dev/authorize',
    {
      config: open,
      schema: {
        querystring: wechatDevAuthorizeQuery,
        tags,
        summary: '开发环境模拟微信授权页（仅开发环境）',
      },
    },
    async (request, reply) => {
      const q = request.query;
      const project = await projectOfPage(services, request, q.project);
      const devUser = q.dev_user || randomText(8);
      const code = await provider.issueCode(project.id, q.appid, devUser);
      return sendDevPage(reply, {
        title: '开发环境模拟微信授权',
        facts: [
          ['项目', project.name],
          ['公众号 appid', q.appid],
          ['模拟微信用户', devUser],
        ],
        action: { kind: 'link', href: redirectWithCode(q.redirect_uri, code, q.state), label: '同意授权' },
      });
    },
  );
}
