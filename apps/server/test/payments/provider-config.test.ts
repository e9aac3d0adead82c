import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createProject, createTestApp, type TestProject } from '../fixtures.ts';

describe('payment provider configuration', () => {
  it('defaults to the sandbox outside production and to none in production', () => {
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).paymentProvider).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe(
      'sandbox',
    );
  });

  describe('with payments off', () => {
    let app: FastifyInstance;
    let p: TestProject;
    beforeAll(async () => {
      app = await createTestApp({ PAYMENT_PROVIDER: 'none' });
      p = await createProject();
    });
    afterAll(() => app.close());

    it('has no sandbox cashier page or notify endpoint', async () => {
      const page = await app.inject({
        url: '/api/payments/sandbox/1-00000000000000000000000000000000',
        headers: { project: p.key },
      });
      expect(page.statusCode).toBe(404);
      const notify = await app.inject({
        method: 'POST',
        url: '/api/payments/notify/sandbox',
        headers: { project: p.key },
        payload: {},
      });
      expect(notify.statusCode).toBe(404);
    });
  });
});
