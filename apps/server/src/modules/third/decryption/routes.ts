import { decryptionBody, sessionInfo } from '@kanghu/shared';
import { thirdContract } from '@kanghu/shared/contracts';
import { third } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes, routeTable } from '../../../plugins/route.ts';
import { type DecryptionScheme, schemeKey } from './schemes.ts';
import { decryptionLogin } from './service.ts';

const tags = ['third'];

const ROUTES: [endpoint: typeof third.decryptionRsa, scheme: DecryptionScheme, summary: string][] = [
  [third.decryptionRsa, 'rsa', '第三方登录解密（RSA-OAEP-SHA256）'],
  [third.decryptionWuxing, 'wuxing-3des', '第三方登录解密（五星，3DES）'],
  [third.decryptionOuhai, 'ouhai-3des', '第三方登录解密（瓯海，3DES）'],
  [third.decryptionZhoushan, 'zhoushan-aes', '第三方登录解密（舟山，AES-256-GCM）'],
];

export default async function decryptionRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'open', tags });
  const serve = routeTable(app, { access: 'open', tags });
  for (const [endpoint, scheme, summary] of ROUTES) {
    add(endpoint, { body: decryptionBody, response: sessionInfo }, summary, (ctx, { body }) =>
      decryptionLogin(ctx, scheme, body.data),
    );
  }

  serve(third, thirdContract, {
    rsaPublicKey: {
      summary: '第三方登录RSA公钥（PEM）',
      handle: async (ctx) => {
        const key = await schemeKey(ctx.services, ctx.projectId, 'rsa');
        return { algorithm: 'RSA-OAEP-SHA256' as const, publicKey: key.publicValue ?? '' };
      },
    },
  });
}
