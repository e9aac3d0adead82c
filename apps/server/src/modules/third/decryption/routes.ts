import { decryptionBody, envelope, rsaPublicKeyResult, sessionInfo } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.ts';
import type { DecryptionScheme } from './schemes.ts';
import { schemeKey } from './schemes.ts';
import { decryptionLogin } from './service.ts';

const open = { access: 'open' } as const;
const tags = ['third'];

const ROUTES: [path: string, scheme: DecryptionScheme, summary: string][] = [
  ['/api/base/decryption/rsa', 'rsa', '第三方登录解密（RSA-OAEP-SHA256）'],
  ['/api/base/decryption/wuxing/3des', 'wuxing-3des', '第三方登录解密（五星，3DES）'],
  ['/api/base/decryption/ouhai/3des', 'ouhai-3des', '第三方登录解密（瓯海，3DES）'],
  ['/api/base/decryption/zhoushan/aes', 'zhoushan-aes', '第三方登录解密（舟山，AES-256-GCM）'],
];

export default async function decryptionRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [path, scheme, summary] of ROUTES) {
    r.post(
      path,
      {
        config: open,
        schema: { body: decryptionBody, response: { 200: envelope(sessionInfo) }, tags, summary },
      },
      async (request) => ({
        success: true,
        data: await decryptionLogin(services, request, scheme, request.body.data),
      }),
    );
  }

  r.get(
    '/api/base/decryption/rsa/public-key',
    {
      config: open,
      schema: { response: { 200: envelope(rsaPublicKeyResult) }, tags, summary: '第三方登录RSA公钥（PEM）' },
    },
    async (request) => {
      const key = await schemeKey(services, request.tenant.project.id, 'rsa');
      return {
        success: true,
        data: { algorithm: 'RSA-OAEP-SHA256' as const, publicKey: key.publicValue ?? '' },
      };
    },
  );
}
