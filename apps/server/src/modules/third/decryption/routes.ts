import { thirdContract } from '@kanghu/shared/contracts';
import { third } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable, type TableEntry } from '../../../plugins/route.ts';
import { type DecryptionScheme, schemeKey } from './schemes.ts';
import { decryptionLogin } from './service.ts';

const tags = ['third'];

/** A partner's encrypted sign-in, by its scheme. */
const login = (
  scheme: DecryptionScheme,
  summary: string,
): TableEntry<typeof third.decryptionRsa, 'open'> => ({
  summary,
  handle: (ctx, { body }) => decryptionLogin(ctx, scheme, body.data),
});

export default async function decryptionRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'open', tags });
  serve(third, thirdContract, {
    decryptionRsa: login('rsa', '第三方登录解密（RSA-OAEP-SHA256）'),
    decryptionWuxing: login('wuxing-3des', '第三方登录解密（五星，3DES）'),
    decryptionOuhai: login('ouhai-3des', '第三方登录解密（瓯海，3DES）'),
    decryptionZhoushan: login('zhoushan-aes', '第三方登录解密（舟山，AES-256-GCM）'),
    rsaPublicKey: {
      summary: '第三方登录RSA公钥（PEM）',
      handle: async (ctx) => {
        const key = await schemeKey(ctx.services, ctx.projectId, 'rsa');
        return { algorithm: 'RSA-OAEP-SHA256' as const, publicKey: key.publicValue ?? '' };
      },
    },
  });
}
