import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';
import { api, BASE, createCourse } from './helpers.ts';

describe('play history, enrollment, learn tasks, rank and exams', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let doctor: Account;
  let learner: Account;
  let learner2: Account;
  let outsider: Account;
  let a: ReturnType<typeof api>;
  let ids: { audio: number; text: number; course: number };
  let studentId: number;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    doctor = await account(app, p, { role: 'doctor', name: '王医生' });
    learner = await account(app, p, { role: 'learner', name: '陈学员' });
    learner2 = await account(app, p, { role: 'learner', name: '刘晓梅' });
    outsider = await account(app, other, { role: 'learner' });
    a = api(app, p);
    ids = await createCourse(a, doctor);
  });
  afterAll(() => app.close());

  it('saves the latest position per item and adds the watched seconds', async () => {
    const first = await a.post(`${BASE}/play/history`, learner, {
      knowledgeId: ids.audio,
      knowledgeCourseId: ids.course,
      positionSeconds: 30,
      viewDuration: 30,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      positionSeconds: 30,
      progressPer: 50,
      viewDuration: 30,
      done: false,
    });
    const second = await a.post(`${BASE}/play/history`, learner, {
      knowledgeId: ids.audio,
      positionSeconds: 20,
      viewDuration: 5,
    });
    expect(second.json().data).toMatchObject({
      positionSeconds: 20,
      progressPer: 33,
      viewDuration: 35,
      knowledgeCourseId: ids.course,
    });
    const detail = (await a.get(`${BASE}/${ids.audio}`, learner)).json().data;
    expect(detail.play).toEqual({ positionSeconds: 20, progressPer: 33 });
    const list = (await a.get(`${BASE}/play/history`, learner)).json().data;
    expect(list).toMatchObject({
      total: 1,
      list: [{ knowledgeId: ids.audio, title: '认识高血压（示例音频）', type: 'audio' }],
    });
  });

  it('refuses bad plays (400), other learners’ history (404), no token (401), other projects (404)', async () => {
    const neg = await a.post(`${BASE}/play/history`, learner, {
      knowledgeId: ids.audio,
      positionSeconds: -1,
    });
    expect(neg.json()).toMatchObject({ success: false, msg: expect.stringContaining('播放位置不能为负数') });
    const course = await a.post(`${BASE}/play/history`, learner, {
      knowledgeId: ids.course,
      positionSeconds: 1,
    });
    expect(course.json().msg).toBe('课程本身不能播放，请选择课程中的内容');
    expect((await a.get(`${BASE}/play/history?userId=${learner.id}`, learner2)).statusCode).toBe(404);
    expect((await a.get(`${BASE}/play/history?userId=${learner.id}`, doctor)).json().data.total).toBe(1);
    expect(
      (await a.post(`${BASE}/play/history`, undefined, { knowledgeId: ids.audio, positionSeconds: 1 }))
        .statusCode,
    ).toBe(401);
    const cross = await a.post(
      `${BASE}/play/history`,
      outsider,
      { knowledgeId: ids.audio, positionSeconds: 1 },
      other,
    );
    expect(cross.statusCode).toBe(404);
  });

  it('joins a course once; the state moves only by the rules', async () => {
    expect((await a.post(`${BASE}/student`, learner, { knowledgeId: ids.audio })).json().msg).toBe(
      '该知识不是课程，无需报名',
    );
    expect((await a.post(`${BASE}/student`, learner, { knowledgeId: 'x' })).json().msg).toContain(
      'knowledgeId须为数字',
    );
    const joined = await a.post(`${BASE}/student`, learner, { knowledgeId: ids.course });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data).toMatchObject({
      joinType: 1,
      state: 0,
      stateName: '学习中',
      requiredCount: 2,
      doneCount: 0,
      hasExam: true,
    });
    studentId = joined.json().data.id;
    const again = await a.post(`${BASE}/student`, learner, { knowledgeId: ids.course });
    expect(again.json().data.id).toBe(studentId);
    const mine = (await a.get(`${BASE}/student?knowledgeId=${ids.course}`, learner)).json().data;
    expect(mine).toMatchObject({ total: 1, list: [{ id: studentId, title: '高血压自我管理课' }] });
    expect((await a.put(`${BASE}/student/${studentId}`, learner, { state: 1 })).json().msg).toBe(
      '课程完成由系统根据学习进度和考试结果判定',
    );
    expect((await a.put(`${BASE}/student/${studentId}`, learner2, { state: 2 })).statusCode).toBe(404);
    expect((await a.put(`${BASE}/student/${studentId}`, learner, { state: 2 })).json().data.stateName).toBe(
      '已退出',
    );
    expect((await a.put(`${BASE}/student/${studentId}`, learner, { state: 0 })).json().data.state).toBe(0);
    expect((await a.get(`${BASE}/student?userId=${learner.id}`, learner2)).statusCode).toBe(404);
    expect((await a.post(`${BASE}/student`, outsider, { knowledgeId: ids.course }, other)).statusCode).toBe(
      404,
    );
  });

  it('a doctor assigns a course to a learner (joinType 2), who finds it among the learn tasks', async () => {
    const assigned = await a.post(`${BASE}/student`, doctor, {
      knowledgeId: ids.course,
      userId: learner2.id,
      endTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(assigned.json().data).toMatchObject({ userId: learner2.id, joinType: 2, userName: '刘晓梅' });
    expect(
      (await a.post(`${BASE}/student`, doctor, { knowledgeId: ids.course, userId: doctor.id })).statusCode,
    ).toBe(404);
    const tasks = (await a.get(`${BASE}/learn/task`, learner2)).json().data;
    expect(tasks).toHaveLength(1);
    expect(tasks[0].items.map((i: { id: number; done: boolean }) => [i.id, i.done])).toEqual([
      [ids.audio, false],
      [ids.text, false],
    ]);
  });

  it('the exam waits for the required items; questions come without answers', async () => {
    expect((await a.post(`${BASE}/${ids.course}/exam/start`, learner, {})).json().msg).toBe(
      '请先学完课程中的必修内容再参加考试',
    );
    await a.post(`${BASE}/play/history`, learner, {
      knowledgeId: ids.audio,
      positionSeconds: 60,
      viewDuration: 40,
    });
    await a.post(`${BASE}/play/history`, learner, {
      knowledgeId: ids.text,
      positionSeconds: 0,
      progressPer: 100,
    });
    const info = (await a.get(`${BASE}/${ids.course}/exam`, learner)).json().data;
    expect(info).toMatchObject({ questionCount: 2, passScore: 60, passed: false, attempts: 0 });
    const start = await a.post(`${BASE}/${ids.course}/exam/start`, learner, {});
    expect(start.statusCode, start.body).toBe(200);
    expect(JSON.stringify(start.json().data)).not.toMatch(/answer|explanation/);
    const deadline = new Date(start.json().data.deadlineAt).getTime();
    expect(deadline - Date.now()).toBeGreaterThan(9 * 60_000);
    // Still learning: the items are done but the exam is not passed.
    expect(
      (await a.get(`${BASE}/student?knowledgeId=${ids.course}`, learner)).json().data.list[0],
    ).toMatchObject({ state: 0, doneCount: 2 });
  });

  it('grades on the server: a wrong answer fails, a second submission is refused, a pass completes the course', async () => {
    const attempt = (await a.post(`${BASE}/${ids.course}/exam/start`, learner, {})).json().data;
    const [q1, q2] = attempt.questions as { id: number }[];
    const url = `${BASE}/exam/attempt/${attempt.id}`;
    expect((await a.get(url, learner)).json().msg).toBe('交卷后才能查看结果');
    expect(
      (await a.post(`${url}/submit`, learner, { answers: [{ questionId: 999999, choice: [0] }] })).json().msg,
    ).toBe('答案中有不属于本次考试的题目');
    const wrong = await a.post(`${url}/submit`, learner, {
      answers: [
        { questionId: q1?.id, choice: [1] },
        { questionId: q2?.id, choice: [0] },
      ],
    });
    expect(wrong.json().data).toMatchObject({ score: 50, passed: false, courseCompleted: false });
    expect(wrong.json().data.questions[1]).toMatchObject({ answer: [0, 1], chosen: [0], correct: false });
    expect((await a.post(`${url}/submit`, learner, { answers: [] })).json().msg).toBe('本次考试已交卷');
    expect((await a.get(url, learner2)).statusCode).toBe(404);

    const next = (await a.post(`${BASE}/${ids.course}/exam/start`, learner, {})).json().data;
    expect(next.id).not.toBe(attempt.id);
    const pass = await a.post(`${BASE}/exam/attempt/${next.id}/submit`, learner, {
      answers: [
        { questionId: q1?.id, choice: [1] },
        { questionId: q2?.id, choice: [1, 0] },
      ],
    });
    expect(pass.json().data).toMatchObject({
      score: 100,
      passed: true,
      courseCompleted: true,
      timedOut: false,
    });
    const student = (await a.get(`${BASE}/student?knowledgeId=${ids.course}`, learner)).json().data.list[0];
    expect(student).toMatchObject({ state: 1, stateName: '已完成', examPassed: true });
    expect(student.completedAt).toBeTruthy();
    expect((await a.get(`${BASE}/exam/attempt/${next.id}`, learner)).json().data.courseCompleted).toBe(true);
    expect((await a.get(`${BASE}/learn/task`, learner)).json().data).toEqual([]);
    const record = (await a.get('/api/user/integral/record', learner)).json().data;
    const course = (record.list as { kind: string; amount: number }[]).filter(
      (e) => e.kind === 'course_complete',
    );
    expect(course).toHaveLength(1);
    expect(course[0]).toMatchObject({ amount: 50, note: '高血压自我管理课' });
  });

  it('past the deadline a submission is timed out with no score', async () => {
    await a.post(`${BASE}/play/history`, learner2, { knowledgeId: ids.audio, positionSeconds: 60 });
    await a.post(`${BASE}/play/history`, learner2, {
      knowledgeId: ids.text,
      positionSeconds: 0,
      progressPer: 100,
    });
    const attempt = (await a.post(`${BASE}/${ids.course}/exam/start`, learner2, {})).json().data;
    await withAdmin((c) =>
      c.query(`update knowledge_exam_attempts set deadline_at = now() - interval '1 minute' where id = $1`, [
        attempt.id,
      ]),
    );
    const late = await a.post(`${BASE}/exam/attempt/${attempt.id}/submit`, learner2, {
      answers: attempt.questions.map((q: { id: number }, i: number) => ({
        questionId: q.id,
        choice: i === 0 ? [1] : [0, 1],
      })),
    });
    expect(late.json().data).toMatchObject({
      timedOut: true,
      passed: false,
      score: 0,
      courseCompleted: false,
    });
    expect((await a.post(`${BASE}/${ids.course}/exam/start`, doctor, {})).statusCode).toBe(403);
    expect(
      (await a.post(`${BASE}/exam/attempt/${attempt.id}/submit`, outsider, { answers: [] }, other))
        .statusCode,
    ).toBe(404);
  });

  it('ranks learners by study time, other names masked', async () => {
    const rank = (await a.get(`${BASE}/study/rank?knowledgeId=${ids.course}`, learner)).json().data;
    expect(rank.list[0]).toMatchObject({
      rank: 1,
      userName: '陈学员',
      mine: true,
      studySeconds: 75,
      completedCourses: 1,
    });
    expect(rank.mine).toMatchObject({ rank: 1, studySeconds: 75 });
    const seen = (await a.get(`${BASE}/study/rank`, learner2)).json().data;
    expect(seen.list.find((r: { mine: boolean }) => !r.mine).userName).toBe('**员');
    expect((await a.get(`${BASE}/study/rank?knowledgeId=${ids.audio}`, learner)).json().msg).toBe(
      '该知识不是课程，无需报名',
    );
    expect((await a.get(`${BASE}/study/rank`, outsider, other)).json().data.list).toEqual([]);
  });
});
