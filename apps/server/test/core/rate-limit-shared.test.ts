import { randomInt } from 'node:crypto';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** Whether something listens on the local Redis port (a short TCP probe). */
function localRedisUp(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** REDIS_URL, or a Redis on this machine's default port when there is one. */
const REDIS_URL = process.env.REDIS_URL ?? ((await localRedisUp()) ? LOCAL_REDIS : undefined);

describe.skipIf(!REDIS_URL)(
  'per-IP limit shared by two instances through Redis (REDIS_URL or local Redis)',
  () => {
    let one: FastifyInstance;
    let two: FastifyInstance;
    let p: TestProject;

    beforeAll(async () => {
      const env = { REDIS_URL: REDIS_URL ?? '', RATE_LIMIT_PUBLIC_PER_MINUTE: '5' };
      one = await createTestApp(env);
      two = await createTestApp(env);
      p = await createProject();
    });
    afterAll(async () => {
      await one?.close();
      await two?.close();
    });

    it('counts the calls of one IP on both instances together: the 6th call, on either, answers 429', async () => {
      // An address of its own, so no other test (or an earlier run inside the window) shares the count.
      const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await call(i % 2 === 0 ? one : two, p, {
          method: 'GET',
          url: `/api/base/project/config/domain?project=${p.key}`,
          remoteAddress,
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json()).toEqual({ success: false, msg: '操作过于频繁，请稍后再试' });
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      // Another address still has its own allowance on both instances.
      const other = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      for (const app of [one, two]) {
        const res = await call(app, p, {
          method: 'GET',
          url: `/api/base/project/config/domain?project=${p.key}`,
          remoteAddress: other,
        });
        expect(res.statusCode).toBe(200);
      }
    });
  },
);
