import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../../services.ts';
import accountRoutes from './account-routes.ts';
import loginRoutes from './login-routes.ts';
import { SmsCodeService } from './sms/code-service.ts';
import { createSmsProvider } from './sms/provider.ts';
import smsRoutes from './sms/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS verification codes of this app instance (its provider is `sms.provider`). */
    sms: SmsCodeService;
  }
}

/**
 * Accounts and sessions: SMS codes, the login variants, registration, logout, password change
 * and cancellation. Wrapped with fastify-plugin so that `app.sms` is visible to later modules
 * (users: change of phone number).
 */
export default fp(
  async (app: FastifyInstance, opts: { services: Services }) => {
    const { services } = opts;
    app.decorate(
      'sms',
      new SmsCodeService(services.db, createSmsProvider(services.config.smsProvider, app.log)),
    );
    await app.register(smsRoutes, { services, sms: app.sms });
    await app.register(loginRoutes, { services, sms: app.sms });
    await app.register(accountRoutes, { services });
  },
  { name: 'auth-routes' },
);
