import { thirdContract } from '@kanghu/shared/contracts';
import { third } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../../plugins/route.ts';
import type { Services } from '../../../services.ts';
import { devEndpointsEnabled } from '../dev.ts';
import { DevLinghuProvider } from './linghu.ts';
import { linghuLogin } from './linghu-service.ts';
import { partnerDecryptLogin, partnerTokenCheck, partnerTokenDecryptInfo } from './service.ts';

const tags = ['third'];

export default async function partnerRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const linghu = new DevLinghuProvider(services);

  const serve = routeTable(app, { access: 'open', tags });
  serve(third, thirdContract, {
    partnerDecryptLogin: {
      summary: '合作方加密数据登录（AES-256-GCM）',
      handle: (ctx, { body }) => partnerDecryptLogin(ctx, body),
    },
    tokenCheck: {
      summary: '合作方签名校验，换取5分钟访问令牌',
      handle: (ctx, { body }) => partnerTokenCheck(ctx, body),
    },
    tokenDecryptInfo: {
      summary: '合作方凭访问令牌解密数据，返回脱敏用户信息',
      handle: (ctx, { body }) => partnerTokenDecryptInfo(ctx, body),
    },
    linghuLogin: {
      summary: '灵鹄ecToken登录（query string）',
      handle: (ctx, { query }) => linghuLogin(ctx, linghu, query),
    },
  });

  if (!devEndpointsEnabled(services.config)) return;

  serve(third, thirdContract, {
    linghuDevMint: {
      summary: '开发环境签发灵鹄ecToken（仅开发环境）',
      handle: (ctx, { body }) => linghu.mint(ctx.projectId, body.tel),
    },
  });
}
