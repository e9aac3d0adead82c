import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../../services.ts';
import accountRoutes from './account-routes.ts';
import loginRoutes from './login-routes.ts';
import type { SmsCodeService } from './sms/code-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Transitional (conventions issue): the app's SMS codes, `services.sms`, for the modules that
     * still read it here (patients: relation verify codes). New code uses `ctx.services.sms`.
     */
    sms: SmsCodeService;
  }
}

/**
 * Accounts and sessions: SMS codes, the login variants, registration, logout, password change
 * and cancellation. Wrapped with fastify-plugin so that `app.sms` stays visible to later modules.
 */
export default fp(
  async (app: FastifyInstance, opts: { services: Services }) => {
    app.decorate('sms', opts.services.sms);
    await app.register(loginRoutes);
    await app.register(accountRoutes);
  },
  { name: 'auth-routes' },
);
