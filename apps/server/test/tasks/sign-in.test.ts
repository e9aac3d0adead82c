import { addDaysToDate, chinaDay } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

describe('daily sign-in and address records', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doctor: Account;
  let patient: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    doctor = await account(app, p, { role: 'doctor' });
    patient = await account(app, p);
  });
  afterAll(() => app.close());

  const signIn = (who: Account) =>
    call(app, p, { method: 'POST', url: '/api/user/sign/in/record', token: who.token });
  const history = (who: Account, q = '') =>
    call(app, p, { method: 'GET', url: `/api/user/sign/in/record${q}`, token: who.token });

  it('signs in once per China-time day, even when two requests arrive together', async () => {
    const today = chinaDay();
    // Two earlier days in a row make a streak of three with today.
    await withAdmin((c) =>
      c.query(
        `insert into sign_in_records (project_id, user_id, sign_date) values ($1, $2, $3), ($1, $2, $4), ($1, $2, $5)`,
        [p.id, doctor.id, addDaysToDate(today, -1), addDaysToDate(today, -2), addDaysToDate(today, -4)],
      ),
    );
    const before = await history(doctor);
    expect(before.json().data).toMatchObject({ today: false, streak: 2, total: 3 });
    const [a, b] = await Promise.all([signIn(doctor), signIn(doctor)]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const won = a?.statusCode === 200 ? a : b;
    expect(won?.json().data).toMatchObject({ signDate: today, streak: 3, total: 4 });
    const lost = a?.statusCode === 409 ? a : b;
    expect(lost?.json().msg).toBe('今日已签到');
    const after = await history(doctor);
    expect(after.json().data).toMatchObject({ month: today.slice(0, 7), today: true, streak: 3, total: 4 });
    expect(after.json().data.days).toContain(today);
    const stored = await withAdmin((c) =>
      c.query<{ ip: string | null }>('select ip from sign_in_records where user_id = $1 and sign_date = $2', [
        doctor.id,
        today,
      ]),
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.ip).toBeTruthy();
  });

  it('answers a month of history; every account signs in for itself; bad input 400, no session 401', async () => {
    const res = await history(doctor, '?month=2020-02');
    expect(res.json().data).toMatchObject({ month: '2020-02', days: [] });
    expect((await history(doctor, '?month=2020-13')).json().msg).toContain('月份格式有误');
    expect((await signIn(patient)).statusCode).toBe(200);
    expect((await history(patient)).json().data).toMatchObject({ today: true, streak: 1, total: 1 });
    expect((await call(app, p, { method: 'POST', url: '/api/user/sign/in/record' })).statusCode).toBe(401);
  });

  it('records the address of a task-centre visit once a minute per type', async () => {
    const record = (type: string) =>
      call(app, p, {
        method: 'POST',
        url: `/api/user/task/ip/record?recordType=${type}`,
        token: doctor.token,
      });
    const first = await record('1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ recordType: 1, recordTypeLabel: '进入任务中心', stored: true });
    expect((await record('1')).json().data.stored).toBe(false);
    expect((await record('9')).statusCode).toBe(400);
    expect((await record('9')).json().msg).toContain('记录类型有误');
    const rows = await withAdmin((c) =>
      c.query('select ip from task_ip_records where project_id = $1 and user_id = $2 and record_type = 1', [
        p.id,
        doctor.id,
      ]),
    );
    expect(rows.rows).toHaveLength(1);
  });
});
