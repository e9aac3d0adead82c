import {
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
import { third } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../../plugins/route.ts';
import type { Services } from '../../../services.ts';
import { devEndpointsEnabled } from '../dev.ts';
import { DevLinghuProvider } from './linghu.ts';
import { linghuLogin } from './linghu-service.ts';
import { partnerDecryptLogin, partnerTokenCheck, partnerTokenDecryptInfo } from './service.ts';

const tags = ['third'];

export default async function partnerRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const linghu = new DevLinghuProvider(services);

  const add = routes(app, { access: 'open', tags });
  add(
    third.partnerDecryptLogin,
    { body: partnerDecryptLoginBody, response: sessionInfo },
    '合作方加密数据登录（AES-256-GCM）',
    (ctx, { body }) => partnerDecryptLogin(ctx, body),
  );

  add(
    third.tokenCheck,
    { body: tokenCheckBody, response: tokenCheckResult },
    '合作方签名校验，换取5分钟访问令牌',
    (ctx, { body }) => partnerTokenCheck(ctx, body),
  );

  add(
    third.tokenDecryptInfo,
    { body: tokenDecryptInfoBody, response: partnerUserInfo },
    '合作方凭访问令牌解密数据，返回脱敏用户信息',
    (ctx, { body }) => partnerTokenDecryptInfo(ctx, body),
  );

  add(
    third.linghuLogin,
    { query: linghuLoginQuery, response: sessionInfo },
    '灵鹄ecToken登录（query string）',
    (ctx, { query }) => linghuLogin(ctx, linghu, query),
  );

  if (!devEndpointsEnabled(services.config)) return;

  add(
    third.linghuDevMint,
    { body: linghuMintBody, response: linghuMintResult },
    '开发环境签发灵鹄ecToken（仅开发环境）',
    (ctx, { body }) => linghu.mint(ctx.projectId, body.tel),
  );
}
