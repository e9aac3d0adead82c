import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import accountRoutes from './account-routes.ts';
import loginRoutes from './login-routes.ts';

/**
 * Accounts and sessions: SMS codes, the login variants, registration, logout, password change
 * and cancellation. Other modules send and check SMS codes through `ctx.services.sms`.
 */
export default async function authRoutes(app: FastifyInstance, _opts: { services: Services }) {
  await app.register(loginRoutes);
  await app.register(accountRoutes);
}
