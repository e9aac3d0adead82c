import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { USER_TOPIC } from '../../src/realtime/hub.ts';
import { call, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, createPatient } from '../patients/helpers.ts';

export { type Account, account };

/** Gives a doctor an inquiry function (type 1) directly; the settings API is tested in doctors/. */
export async function setFunction(
  project: TestProject,
  doctor: Account,
  fields: {
    price?: number;
    isFree?: boolean;
    isOpen?: boolean;
    numPerDay?: number;
    inquiryType?: number;
  } = {},
): Promise<void> {
  await withAdmin((c) =>
    c.query(
      `insert into inquiry_functions (project_id, doctor_id, inquiry_type, is_free, is_open, num_per_day, price)
       values ($1,$2,$3,$4,$5,$6,$7)
       on conflict (project_id, doctor_id, inquiry_type) do update
       set is_free = excluded.is_free, is_open = excluded.is_open, num_per_day = excluded.num_per_day, price = excluded.price`,
      [
        project.id,
        doctor.doctorId,
        fields.inquiryType ?? 1,
        fields.isFree ?? false,
        fields.isOpen ?? true,
        fields.numPerDay ?? 0,
        fields.price ?? 2000,
      ],
    ),
  );
}

export interface Order {
  id: number;
  state: string;
  price: number;
  doctorId: number | null;
  [key: string]: unknown;
}

/** A patient account with one bound patient. */
export async function patientAccount(app: FastifyInstance, project: TestProject) {
  const user = await account(app, project, { name: '患者账号' });
  const patient = await createPatient(app, project, user, { relation: '本人' });
  return { user, patient };
}

export async function createOrder(
  app: FastifyInstance,
  project: TestProject,
  who: Account,
  payload: Record<string, unknown>,
): Promise<Order> {
  const res = await call(app, project, {
    method: 'POST',
    url: '/api/patient/inquiry/order',
    token: who.token,
    payload: { describe: '头痛三天', inquiryType: 1, ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Order;
}

export async function orderState(orderId: number): Promise<{ state: string; doctorId: number | null }> {
  return withAdmin(async (c) => {
    const r = await c.query<{ state: string; doctor_id: number | null }>(
      'select state, doctor_id from inquiry_orders where id = $1',
      [orderId],
    );
    return { state: r.rows[0]?.state ?? '', doctorId: r.rows[0]?.doctor_id ?? null };
  });
}

/** Forces an order into a state (test setup only). */
export async function forceState(orderId: number, state: string, refundFrom: string | null = null) {
  await withAdmin((c) =>
    c.query('update inquiry_orders set state = $2, refund_from = $3 where id = $1', [
      orderId,
      state,
      refundFrom,
    ]),
  );
}

/** pay-info, then the payer confirms on the sandbox page (which calls back the notify URL). */
export async function payInSandbox(
  app: FastifyInstance,
  project: TestProject,
  who: Account,
  orderId: number,
  action: 'confirm' | 'fail' = 'confirm',
): Promise<{ paymentId: string; page: string }> {
  const info = await call(app, project, {
    method: 'GET',
    url: `/api/patient/inquiry/order/pay/info/${orderId}`,
    token: who.token,
    query: { payWay: 'sandbox', scene: 'h5' },
  });
  expect(info.statusCode, info.body).toBe(200);
  const { paymentId, payUrl } = info.json().data as { paymentId: string; payUrl: string };
  const res = await call(app, project, {
    method: 'POST',
    url: `${payUrl}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { paymentId, page: res.body };
}

/** Realtime messages published to users (the hub's bus topic). */
export function capturePushes(app: FastifyInstance) {
  const seen: Array<{ projectId: number; userId: number; message: { action: string; data?: unknown } }> = [];
  const off = app.services.bus.subscribe(USER_TOPIC, (m) => {
    seen.push(m as (typeof seen)[number]);
  });
  return { seen, off };
}
