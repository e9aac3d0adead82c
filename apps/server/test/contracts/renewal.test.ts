import { addDaysToDate, RENEWAL_REMINDER_DAYS, termEnd } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppParts, type OpenCtx, projectContext } from '../../src/core/context.ts';
import { CONTRACT_SWEEP_QUEUE, sweepContracts } from '../../src/modules/contracts/jobs.ts';
import { call, createTestApp, withAdmin } from '../fixtures.ts';
import { createPatient } from '../patients/helpers.ts';
import { type Cast, cast, insertSigned, messagesOf, ok, today } from './helpers.ts';

async function stateOf(id: number): Promise<string | undefined> {
  return withAdmin(async (db) => {
    const r = await db.query<{ state: string }>('select state from family_doctor_contracts where id = $1', [
      id,
    ]);
    return r.rows[0]?.state;
  });
}

describe('renewal reminders (pg-boss sweep) and renewing a contract', () => {
  let app: FastifyInstance;
  let c: Cast;
  let ctx: OpenCtx;

  beforeAll(async () => {
    app = await createTestApp();
    c = await cast(app);
    const parts: AppParts = {
      services: app.services,
      log: app.log,
      jobs: app.jobs,
      send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
    };
    const made = await projectContext(parts, c.p.id);
    if (!made) throw new Error('no project context');
    ctx = made;
  });
  afterAll(() => app.close());

  const patientNamed = (name: string) =>
    createPatient(app, c.p, c.owner, { name, doctorId: c.doctor.doctorId });

  it('the queued sweep flags a contract ending within the reminder days and tells both parties once', async () => {
    const patient = await patientNamed('蒋十四');
    const id = await insertSigned(c.p, {
      patientId: patient.id,
      doctorId: c.doctor.doctorId ?? 0,
      start: addDaysToDate(today(), -355),
      end: addDaysToDate(today(), 10),
    });
    const far = await insertSigned(c.p, {
      patientId: (await patientNamed('沈十五')).id,
      doctorId: c.doctor.doctorId ?? 0,
      start: today(),
      end: addDaysToDate(today(), RENEWAL_REMINDER_DAYS + 1),
    });
    await app.jobs.sendAfter(CONTRACT_SWEEP_QUEUE, { projectId: c.p.id }, 0, `test:${c.p.id}`);
    const deadline = Date.now() + 15_000;
    while ((await stateOf(id)) !== 'renewal_due' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(await stateOf(id)).toBe('renewal_due');
    expect(await stateOf(far)).toBe('signed');
    const doctorNotes = (await messagesOf(c.p, c.doctor.id)).filter((m) => m.title === '签约即将到期');
    const residentNotes = (await messagesOf(c.p, c.owner.id)).filter((m) => m.title === '签约即将到期');
    expect(doctorNotes).toHaveLength(1);
    expect(residentNotes).toHaveLength(1);
    expect(doctorNotes[0]?.content).toContain(`将于${addDaysToDate(today(), 10)}到期`);
    // Restarts, the schedule and the catch-up may sweep again, even at once: no second reminder.
    const again = await Promise.all([sweepContracts(ctx), sweepContracts(ctx), sweepContracts(ctx)]);
    expect(again.map((r) => r.messages)).toEqual([0, 0, 0]);
    expect((await messagesOf(c.p, c.doctor.id)).filter((m) => m.title === '签约即将到期')).toHaveLength(1);
    const detail = await ok(app, c.p, c.doctor, 'GET', `/api/patient/sign/contract/${id}`);
    expect(detail).toMatchObject({ state: 'renewal_due', stateLabel: '待续约', daysLeft: 10 });
    expect(detail.actions.renew).toBe(true);
    const counts = await ok(app, c.p, c.doctor, 'GET', '/api/patient/sign/contract/count');
    expect(counts).toMatchObject({ renewal_due: 1, expiring: 1 });
    const expiring = await ok(app, c.p, c.doctor, 'GET', '/api/patient/sign/contract?expiring=1');
    expect(expiring.list.map((x: { id: number }) => x.id)).toEqual([id]);
  });

  it('renewing offers the next term; once the resident confirms, the old term is no longer due', async () => {
    const [due] = (await ok(app, c.p, c.doctor, 'GET', '/api/patient/sign/contract?state=renewal_due')).list;
    const farRenew = await call(app, c.p, {
      method: 'PUT',
      url: `/api/patient/sign/contract/renew/${due.id}`,
      token: c.farDoctor.token,
      payload: {},
    });
    expect(farRenew.statusCode).toBe(404);
    const residentRenew = await call(app, c.p, {
      method: 'PUT',
      url: `/api/patient/sign/contract/renew/${due.id}`,
      token: c.owner.token,
      payload: {},
    });
    expect(residentRenew.statusCode).toBe(403);
    const next = await ok(app, c.p, c.doctor, 'PUT', `/api/patient/sign/contract/renew/${due.id}`, {
      servicePacks: ['高血压服务包'],
    });
    const start = addDaysToDate(due.endDate, 1);
    expect(next).toMatchObject({
      state: 'pending',
      awaiting: 'resident',
      renewedFromId: due.id,
      startDate: start,
      endDate: termEnd(start),
      servicePacks: ['基础服务包', '高血压服务包'],
    });
    const twice = await call(app, c.p, {
      method: 'PUT',
      url: `/api/patient/sign/contract/renew/${due.id}`,
      token: c.doctor.token,
      payload: {},
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('该签约已发起续约');
    await ok(app, c.p, c.owner, 'PUT', `/api/patient/sign/contract/confirm/${next.id}`);
    expect(await stateOf(due.id)).toBe('signed');
    expect(await stateOf(next.id)).toBe('signed');
    const swept = await sweepContracts(ctx);
    expect(swept.flagged).toBe(0);
    expect(await stateOf(due.id)).toBe('signed');
  });

  it('renewing far from the end is refused; terminating a renewed contract ends its next term too', async () => {
    const patient = await patientNamed('韩十六');
    const fresh = await ok(app, c.p, c.doctor, 'POST', '/api/patient/sign/contract', {
      patientId: patient.id,
    });
    await ok(app, c.p, c.owner, 'PUT', `/api/patient/sign/contract/confirm/${fresh.id}`);
    const early = await call(app, c.p, {
      method: 'PUT',
      url: `/api/patient/sign/contract/renew/${fresh.id}`,
      token: c.doctor.token,
      payload: {},
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe(`距到期${RENEWAL_REMINDER_DAYS}天内方可续约`);

    const other = await patientNamed('杨十七');
    const ending = await insertSigned(c.p, {
      patientId: other.id,
      doctorId: c.doctor.doctorId ?? 0,
      start: addDaysToDate(today(), -360),
      end: addDaysToDate(today(), 5),
    });
    const next = await ok(app, c.p, c.doctor, 'PUT', `/api/patient/sign/contract/renew/${ending}`, {});
    await ok(app, c.p, c.doctor, 'PUT', `/api/patient/sign/contract/terminate/${ending}`, {
      reason: 'moved_away',
    });
    expect(await stateOf(next.id)).toBe('terminated');
  });

  it('contracts past their end date expire, and the resident may sign again', async () => {
    const patient = await patientNamed('朱十八');
    const ended = await insertSigned(c.p, {
      patientId: patient.id,
      doctorId: c.doctor.doctorId ?? 0,
      start: addDaysToDate(today(), -366),
      end: addDaysToDate(today(), -1),
    });
    const swept = await sweepContracts(ctx);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await stateOf(ended)).toBe('expired');
    const detail = await ok(app, c.p, c.owner, 'GET', `/api/patient/sign/contract/${ended}`);
    expect(detail).toMatchObject({ stateLabel: '已到期', actions: { terminate: false, confirm: false } });
    await ok(app, c.p, c.doctor, 'POST', '/api/patient/sign/contract', { patientId: patient.id });
  });
});
