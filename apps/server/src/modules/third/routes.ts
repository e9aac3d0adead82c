import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import decryptionRoutes from './decryption/routes.ts';
import dingTalkRoutes from './dingtalk/routes.ts';
import partnerRoutes from './partner/routes.ts';
import wechatRoutes from './wechat/routes.ts';

/**
 * Third-party logins behind provider interfaces: WeChat official account, DingTalk, partner
 * decryption logins, partner apps and Linghu. The built-in development providers work offline;
 * their helper endpoints exist outside production only (see dev.ts).
 */
export default async function thirdRoutes(app: FastifyInstance, opts: { services: Services }) {
  await app.register(wechatRoutes, opts);
  await app.register(dingTalkRoutes, opts);
  await app.register(decryptionRoutes);
  await app.register(partnerRoutes, opts);
}
