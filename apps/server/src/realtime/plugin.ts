import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';

export default async function realtimePlugin(_app: FastifyInstance, _opts: { services: Services }) {}
