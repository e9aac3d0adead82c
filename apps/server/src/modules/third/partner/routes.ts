import {
  envelope,
  linghuLoginQuery,
  linghuMintBody,
  linghuMintResult,
  partnerDecryptLoginBody,
  partnerUserInfo,
  sessionInfo,
  tokenCheckBody,
  tokenCheckResult,
  tokenDecryptInfoBody,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.ts';
import { devEndpointsEnabled } from '../dev.ts';
import { DevLinghuProvider } from './linghu.ts';
import { linghuLogin } from './linghu-service.ts';
import { partnerDecryptLogin, partnerTokenCheck, partnerTokenDecryptInfo } from './service.ts';

const open = { access: 'open' } as const;
const tags = ['third'];

export default async function partnerRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const linghu = new DevLinghuProvider(services);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/user/decrypt/login',
    {
      config: open,
      schema: {
        body: partnerDecryptLoginBody,
        response: { 200: envelope(sessionInfo) },
        tags,
        summary: '合作方加密数据登录（AES-256-GCM）',
      },
    },
    async (request) => ({ success: true, data: await partnerDecryptLogin(services, request, request.body) }),
  );

  r.post(
    '/api/user/token/check',
    {
      config: open,
      schema: {
        body: tokenCheckBody,
        response: { 200: envelope(tokenCheckResult) },
        tags,
        summary: '合作方签名校验，换取5分钟访问令牌',
      },
    },
    async (request) => ({ success: true, data: await partnerTokenCheck(services, request, request.body) }),
  );

  r.post(
    '/api/user/token/decrypt/info',
    {
      config: open,
      schema: {
        body: tokenDecryptInfoBody,
        response: { 200: envelope(partnerUserInfo) },
        tags,
        summary: '合作方凭访问令牌解密数据，返回脱敏用户信息',
      },
    },
    async (request) => ({
      success: true,
      data: await partnerTokenDecryptInfo(services, request, request.body),
    }),
  );

  r.post(
    '/api/user/linghu/login/ecToken',
    {
      config: open,
      schema: {
        querystring: linghuLoginQuery,
        response: { 200: envelope(sessionInfo) },
        tags,
        summary: '灵鹄ecToken登录（query string）',
      },
    },
    async (request) => ({ success: true, data: await linghuLogin(services, linghu, request, request.query) }),
  );

  if (!devEndpointsEnabled(services.config)) return;

  r.post(
    '/api/third/linghu/dev/ectoken',
    {
      config: open,
      schema: {
        body: linghuMintBody,
        response: { 200: envelope(linghuMintResult) },
        tags,
        summary: '开发环境签发灵鹄ecToken（仅开发环境）',
      },
    },
    async (request) => ({
      success: true,
      data: await linghu.mint(request.tenant.project.id, request.body.tel),
    }),
  );
}
