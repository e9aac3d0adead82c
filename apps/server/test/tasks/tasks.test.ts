import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, otherOrgDoctor } from '../patients/helpers.ts';

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('task centre: create, receive, finish, edit, delete', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let doctor: Account;
  let colleague: Account;
  let assistant: Account;
  let farDoctor: Account;
  let admin: Account;
  let patient: Account;
  let otherProjectDoctor: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    colleague = await account(app, p, { role: 'doctor', name: '李医生' });
    assistant = await account(app, p, { role: 'assistant', name: '赵助理' });
    farDoctor = await otherOrgDoctor(app, p);
    admin = await account(app, p, { role: 'admin', name: '孙管理员' });
    patient = await account(app, p);
    otherProjectDoctor = await account(app, other, { role: 'doctor' });
  });
  afterAll(() => app.close());

  const send = (who: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(app, p, { method, url, token: who.token, ...(payload ? { payload } : {}) });
  const create = (who: Account, extra: Record<string, unknown> = {}) =>
    send(who, 'POST', '/api/user/task/center', {
      taskId: 1,
      title: '高血压患者季度随访',
      content: '电话随访本月到期的高血压患者',
      startTime: inHours(-1),
      endTime: inHours(48),
      ...extra,
    });
  const ids = (res: { json(): { data: { list: Array<{ id: number }> } } }) =>
    res.json().data.list.map((t) => t.id);

  it('creates a task for a colleague and one for the org pool; bad input answers 400 in Chinese', async () => {
    const assigned = await create(doctor, { userId: assistant.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({
      taskId: 1,
      kindLabel: '随访任务',
      state: 'pending',
      stateLabel: '待领取',
      creatorName: '王医生',
      assigneeName: '赵助理',
      overdue: false,
      actions: { receive: false, finish: false, edit: true, remove: true },
    });
    const pool = await create(doctor, { taskId: 3, title: undefined, userId: null });
    expect(pool.json().data).toMatchObject({ title: '健康宣教', userId: null });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ taskId: 7 }, '请选择任务类型'],
      [{ endTime: inHours(-2) }, '结束时间须晚于开始时间'],
      [{ startTime: inHours(-5), endTime: inHours(-2) }, '结束时间不能早于当前时间'],
      [{ startTime: 'tomorrow' }, '开始时间格式有误'],
      [{ title: 'x'.repeat(51) }, '任务名称不能超过50个字'],
      [{ userId: farDoctor.id }, '执行人须为本机构的工作人员'],
      [{ userId: patient.id }, '执行人须为本机构的工作人员'],
      [{ endTime: inHours(24 * 400) }, '任务时间跨度不能超过一年'],
    ];
    for (const [extra, msg] of cases) {
      const res = await create(doctor, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect((await create(patient)).statusCode).toBe(403);
    expect((await call(app, p, { method: 'GET', url: '/api/user/task/center' })).statusCode).toBe(401);
  });

  it('lists what each one sees: todo (mine and the org pool), created, the org board, nothing of another org or project', async () => {
    const mine = await send(assistant, 'GET', '/api/user/task/center?scope=todo&state=pending');
    expect(mine.json().data.total).toBe(2);
    const created = await send(doctor, 'GET', '/api/user/task/center?scope=created');
    expect(created.json().data.total).toBe(2);
    const colleagueTodo = await send(colleague, 'GET', '/api/user/task/center');
    expect(colleagueTodo.json().data.list.map((t: { title: string }) => t.title)).toEqual(['健康宣教']);
    const far = await send(farDoctor, 'GET', '/api/user/task/center?scope=all');
    expect(far.json().data.total).toBe(0);
    const [someId] = ids(created);
    const farOne = await send(farDoctor, 'GET', `/api/user/task/center/${someId}`);
    expect(farOne.statusCode).toBe(404);
    expect(farOne.json().msg).toBe('任务不存在');
    const otherProject = await call(app, other, {
      method: 'GET',
      url: `/api/user/task/center/${someId}`,
      token: otherProjectDoctor.token,
    });
    expect(otherProject.statusCode).toBe(404);
    const board = await send(colleague, 'GET', '/api/user/task/center?scope=all');
    expect(board.json().data.total).toBe(2);
    const adminAll = await send(admin, 'GET', '/api/user/task/center?scope=all');
    expect(adminAll.json().data.total).toBe(2);
    expect((await send(doctor, 'GET', '/api/user/task/center?scope=everything')).statusCode).toBe(400);
  });

  it('receive -> finish by the assignee; illegal moves are refused', async () => {
    const t = (await create(doctor, { userId: assistant.id, title: '上门随访' })).json().data;
    const byColleague = await send(colleague, 'PUT', `/api/user/task/center/receive/task/${t.id}`);
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().msg).toBe('该任务已指派给其他人');
    const finishEarly = await send(assistant, 'PUT', `/api/user/task/center/finish/task/${t.id}`, {});
    expect(finishEarly.statusCode).toBe(400);
    expect(finishEarly.json().msg).toBe('请先领取任务');
    const received = await send(assistant, 'PUT', `/api/user/task/center/receive/task/${t.id}`);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data).toMatchObject({
      state: 'received',
      stateLabel: '进行中',
      actions: { finish: true },
    });
    const again = await send(assistant, 'PUT', `/api/user/task/center/receive/task/${t.id}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('任务已被领取');
    const edit = await send(doctor, 'PUT', `/api/user/task/center/${t.id}`, {
      taskId: 1,
      startTime: inHours(0),
      endTime: inHours(5),
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().msg).toBe('任务已被领取，不能修改');
    const byCreator = await send(doctor, 'PUT', `/api/user/task/center/finish/task/${t.id}`, {});
    expect(byCreator.statusCode).toBe(403);
    const tooLong = await send(assistant, 'PUT', `/api/user/task/center/finish/task/${t.id}`, {
      result: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    const finished = await send(assistant, 'PUT', `/api/user/task/center/finish/task/${t.id}`, {
      result: '已上门测量血压，140/90，嘱按时服药',
    });
    expect(finished.json().data).toMatchObject({
      state: 'finished',
      result: '已上门测量血压，140/90，嘱按时服药',
    });
    const finishTwice = await send(assistant, 'PUT', `/api/user/task/center/finish/task/${t.id}`, {});
    expect(finishTwice.json().msg).toBe('任务已完成');
    const remove = await send(doctor, 'DELETE', `/api/user/task/center/${t.id}`);
    expect(remove.statusCode).toBe(400);
    expect(remove.json().msg).toBe('已完成的任务不能删除');
    const done = await send(assistant, 'GET', '/api/user/task/center?state=finished');
    expect(ids(done)).toContain(t.id);
  });

  it('the creator edits a pending task and deletes it; others may not', async () => {
    const t = (await create(doctor, { userId: colleague.id })).json().data;
    const byOther = await send(colleague, 'PUT', `/api/user/task/center/${t.id}`, {
      taskId: 2,
      startTime: inHours(0),
      endTime: inHours(5),
    });
    expect(byOther.statusCode).toBe(403);
    const edited = await send(doctor, 'PUT', `/api/user/task/center/${t.id}`, {
      id: t.id,
      taskId: 2,
      title: '签约续约提醒',
      userId: assistant.id,
      startTime: inHours(0),
      endTime: inHours(5),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      kindLabel: '签约服务',
      title: '签约续约提醒',
      assigneeName: '赵助理',
    });
    const byColleague = await send(colleague, 'DELETE', `/api/user/task/center/${t.id}`);
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().msg).toBe('只有任务发布人可以修改或删除任务');
    const removed = await send(doctor, 'DELETE', `/api/user/task/center/${t.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await send(doctor, 'GET', `/api/user/task/center/${t.id}`)).statusCode).toBe(404);
    expect((await send(doctor, 'DELETE', `/api/user/task/center/${t.id}`)).statusCode).toBe(404);
    const kept = await withAdmin((c) => c.query('select deleted_by from staff_tasks where id = $1', [t.id]));
    expect(kept.rows[0]?.deleted_by).toBe(doctor.id);
  });

  it('two staff receiving one pool task at once: one wins; receive and finish record the address', async () => {
    const t = (await create(doctor, { userId: null, title: '健康讲座' })).json().data;
    const answers = await Promise.all([
      send(colleague, 'PUT', `/api/user/task/center/receive/task/${t.id}`),
      send(assistant, 'PUT', `/api/user/task/center/receive/task/${t.id}`),
      send(doctor, 'PUT', `/api/user/task/center/receive/task/${t.id}`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = answers.find((r) => r.statusCode === 200)?.json().data;
    expect(winner.state).toBe('received');
    const rows = await withAdmin((c) =>
      c.query<{ n: string }>(
        'select count(*) as n from task_ip_records where project_id = $1 and user_id = $2 and record_type = 3',
        [p.id, winner.userId],
      ),
    );
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });
});
