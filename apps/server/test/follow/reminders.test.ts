import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppParts, type OpenCtx, projectContext } from '../../src/core/context.ts';
import {
  FOLLOW_REMINDER_QUEUE,
  reminderKey,
  scheduleReminders,
  sendReminder,
  sweepReminders,
} from '../../src/modules/follow/reminders.ts';
import { createProject, createTestApp, withAdmin } from '../fixtures.ts';
import { countRows } from '../patients/helpers.ts';
import { type FollowWorld, followWorld, inDays, newPlan, put } from './helpers.ts';

const chinaDayOf = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);

async function jobsFor(key: string): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ n: string }>(
      `select count(*) as n from pgboss.job where name = $1 and singleton_key = $2`,
      [FOLLOW_REMINDER_QUEUE, key],
    );
    return Number(r.rows[0]?.n ?? 0);
  });
}

describe('follow reminders (pg-boss): one job per plan and due day, one send', () => {
  let app: FastifyInstance;
  let w: FollowWorld;
  let parts: AppParts;
  let ctx: OpenCtx;

  beforeAll(async () => {
    app = await createTestApp();
    w = await followWorld(app, await createProject());
    parts = {
      services: app.services,
      log: app.log,
      jobs: app.jobs,
      send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
    };
    const c = await projectContext(parts, w.p.id);
    if (!c) throw new Error('no project');
    ctx = c;
  });
  afterAll(() => app.close());

  const messagesOf = (userId: number) =>
    countRows('system_messages', w.p.id, `user_id = $2 and title = '随访提醒'`, [userId]);

  it('creating a plan queues its reminder once; scheduling again (a restart, a second instance) adds none', async () => {
    const planTime = inDays(5);
    const plan = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id, planTime });
    const key = reminderKey({ projectId: w.p.id, planId: plan.id, dueDay: chinaDayOf(planTime) });
    expect(await jobsFor(key)).toBe(1);
    const row = { id: plan.id, planTime: new Date(planTime), state: 'open' };
    await scheduleReminders({ projectId: w.p.id, now: () => new Date(), jobs: app.jobs, log: app.log }, [
      row,
    ]);
    const second = await createTestApp();
    try {
      await scheduleReminders(
        { projectId: w.p.id, now: () => new Date(), jobs: second.jobs, log: second.log },
        [row],
      );
    } finally {
      await second.close();
    }
    expect(await jobsFor(key)).toBe(1);
    // Moving the plan to another day queues that day's reminder.
    const moved = inDays(8);
    await put(app, w.p, w.doctorA, `/api/patient/follow/${plan.id}`, { planTime: moved });
    expect(
      await jobsFor(reminderKey({ projectId: w.p.id, planId: plan.id, dueDay: chinaDayOf(moved) })),
    ).toBe(1);
  });

  it('a reminder goes to the patient’s account and the doctor once, however often the job runs', async () => {
    const planTime = inDays(6);
    const plan = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id, planTime, followMode: 3 });
    const job = { projectId: w.p.id, planId: plan.id, dueDay: chinaDayOf(planTime) };
    const [owner, doctor] = [await messagesOf(w.owner.id), await messagesOf(w.doctorA.id)];
    const runs = await Promise.all([sendReminder(ctx, job), sendReminder(ctx, job), sendReminder(ctx, job)]);
    expect(runs.sort()).toEqual([0, 0, 2]);
    expect(await messagesOf(w.owner.id)).toBe(owner + 1);
    expect(await messagesOf(w.doctorA.id)).toBe(doctor + 1);
    const text = await withAdmin((c) =>
      c.query<{ content: string }>(
        `select content from system_messages where project_id = $1 and user_id = $2 and title = '随访提醒' order by id desc limit 1`,
        [w.p.id, w.owner.id],
      ),
    );
    expect(text.rows[0]?.content).toContain('电话随访');
    expect(text.rows[0]?.content).toContain('保持电话畅通');
  });

  it('sends nothing for a plan cancelled, executed or moved to another day since the job was queued', async () => {
    const planTime = inDays(7);
    const cancelled = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id, planTime });
    await put(app, w.p, w.doctorA, `/api/patient/follow/cancel/${cancelled.id}`);
    const executed = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id, planTime });
    await put(app, w.p, w.doctorA, `/api/patient/follow/execute/${executed.id}`, { createNext: false });
    const moved = await newPlan(app, w.p, w.doctorA, { patientId: w.patient.id, planTime });
    await put(app, w.p, w.doctorA, `/api/patient/follow/${moved.id}`, { planTime: inDays(9) });
    for (const id of [cancelled.id, executed.id, moved.id])
      expect(await sendReminder(ctx, { projectId: w.p.id, planId: id, dueDay: chinaDayOf(planTime) })).toBe(
        0,
      );
  });

  it('the sweep queues reminders for plans written without a job (the seed), and the worker sends them once', async () => {
    const at = new Date(Date.now() + 6 * 3_600_000);
    const planId = await withAdmin(async (c) => {
      const r = await c.query<{ id: number }>(
        `insert into follow_plans (project_id, patient_id, follow_mode, follow_frequency, plan_time, follow_person_user_id)
         values ($1, $2, 1, 'once', $3, $4) returning id`,
        [w.p.id, w.patient.id, at, w.doctorA.id],
      );
      return r.rows[0]?.id ?? 0;
    });
    const key = reminderKey({ projectId: w.p.id, planId, dueDay: chinaDayOf(at.toISOString()) });
    expect(await jobsFor(key)).toBe(0);
    await sweepReminders(parts);
    expect(await jobsFor(key)).toBe(1);
    const sent = () => countRows('follow_reminders', w.p.id, 'plan_id = $2', [planId]);
    for (let i = 0; i < 100 && (await sent()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await sent()).toBe(1);
    await sweepReminders(parts);
    expect(await sent()).toBe(1);
  }, 20_000);
});
