import { INQUIRY_UNPAID_TIMEOUT_SECONDS } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_TIMEOUT_QUEUE, scheduleInquiryTimeout } from '../../src/modules/inquiry/jobs.ts';
import { createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import {
  type Account,
  account,
  createOrder,
  forceState,
  orderState,
  patientAccount,
  setFunction,
} from './helpers.ts';

async function waitFor(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('unpaid orders are closed by a pg-boss job', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let owner: Awaited<ReturnType<typeof patientAccount>>;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor' });
    await setFunction(p, doctor, { price: 990 });
    owner = await patientAccount(app, p);
  });
  afterAll(() => app.close());

  it('creating an order schedules its time-out job', async () => {
    const order = await createOrder(app, p, owner.user, {
      doctorId: doctor.doctorId,
      patientId: owner.patient.id,
      price: 990,
    });
    const job = await withAdmin(async (c) => {
      const r = await c.query<{ delay: number; data: { projectId: number; orderId: number } }>(
        `select extract(epoch from start_after - created_on)::int as delay, data from pgboss.job
         where name = $1 and data->>'orderId' = $2`,
        [INQUIRY_TIMEOUT_QUEUE, String(order.id)],
      );
      return r.rows[0];
    });
    expect(job?.data).toEqual({ projectId: p.id, orderId: order.id });
    expect(Math.abs((job?.delay ?? 0) - INQUIRY_UNPAID_TIMEOUT_SECONDS)).toBeLessThanOrEqual(2);
  });

  it('a due job closes an unpaid order and leaves a paid one alone', async () => {
    const unpaid = await createOrder(app, p, owner.user, {
      doctorId: doctor.doctorId,
      patientId: owner.patient.id,
      price: 990,
    });
    const paid = await createOrder(app, p, owner.user, {
      doctorId: doctor.doctorId,
      patientId: owner.patient.id,
      price: 990,
    });
    await forceState(paid.id, 'paid');
    await scheduleInquiryTimeout(app.jobs, p.id, unpaid.id, 0);
    await scheduleInquiryTimeout(app.jobs, p.id, paid.id, 0);
    expect(await waitFor(async () => (await orderState(unpaid.id)).state === 'closed')).toBe(true);
    const row = await withAdmin(
      async (c) =>
        (await c.query('select close_reason from inquiry_orders where id = $1', [unpaid.id])).rows[0],
    );
    expect(row).toEqual({ close_reason: '超时未支付' });
    // The paid order's job ran too (or will): it never changes a paid order.
    await waitFor(async () => {
      const r = await withAdmin((c) =>
        c.query(
          `select 1 from pgboss.job where name = $1 and data->>'orderId' = $2 and state = 'completed'`,
          [INQUIRY_TIMEOUT_QUEUE, String(paid.id)],
        ),
      );
      return (r.rowCount ?? 0) > 0;
    });
    expect((await orderState(paid.id)).state).toBe('paid');
  });
});
