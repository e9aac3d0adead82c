import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

export default async function usersRoutes(_app: FastifyInstance, _opts: { services: Services }) {}
