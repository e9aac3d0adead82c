import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../src/db/seed/knowledge-data.ts';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account } from '../patients/helpers.ts';

describe('the demo knowledge', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let learner: Account;
  let patient: Account;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    learner = await account(app, p, { role: 'learner', name: '陈学员', tel: '13800000009' });
    patient = await account(app, p, { name: '张三', tel: '13800000001' });
    const wang = await account(app, p, { role: 'doctor', name: '王医生' });
    await withAdmin(async (c) => {
      await c.query(`update users set username = 'doctor01' where id = $1`, [wang.id]);
      await seedKnowledge(c, p.id, app.services.config.uploadsDir);
    });
  });
  afterAll(() => app.close());

  const get = (url: string, who: Account, headers: Record<string, string> = {}) =>
    call(app, p, { method: 'GET', url, token: who.token, headers });

  it('three courses with five-question exams, and a live item with its schedule', async () => {
    const courses = (await get('/api/education/knowledge?type=course', learner)).json().data;
    expect(courses.list.map((c: { title: string }) => c.title).sort()).toEqual(
      ['0～3岁婴幼儿照护', '糖尿病饮食与运动', '高血压自我管理'].sort(),
    );
    for (const c of courses.list) {
      const exam = (await get(`/api/education/knowledge/${c.id}/exam`, learner)).json().data;
      expect(exam).toMatchObject({ questionCount: 5, totalScore: 100, passScore: 60 });
    }
    const live = (await get('/api/education/knowledge?type=live', learner)).json().data.list;
    expect(live.map((l: { live: { status: string } }) => l.live.status).sort()).toEqual([
      'ended',
      'upcoming',
    ]);
    expect(live.find((l: { live: { status: string } }) => l.live.status === 'ended').live.replayUrl).toMatch(
      /\.webm$/,
    );
  });

  it('the demo audio is a real WAV served with byte ranges, and the video a WebM', async () => {
    const audio = (await get('/api/education/knowledge?type=audio', learner)).json().data.list[0];
    const head = await get(audio.url, learner, { range: 'bytes=0-11' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-type']).toBe('audio/wav');
    expect(head.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(head.rawPayload.subarray(8, 12).toString('ascii')).toBe('WAVE');
    const video = (await get('/api/education/knowledge?type=video', learner)).json().data.list[0];
    const whole = await get(video.url, learner);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.length).toBeLessThanOrEqual(150 * 1024);
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML
  });

  it('the learner and the patient each study a course, with play history', async () => {
    const mine = (await get('/api/education/knowledge/student', learner)).json().data;
    expect(mine.list.map((s: { title: string }) => s.title)).toEqual(['0～3岁婴幼儿照护']);
    expect(mine.list[0]).toMatchObject({ state: 0, doneCount: 1, requiredCount: 2 });
    const history = (await get('/api/education/knowledge/play/history', patient)).json().data;
    expect(history.total).toBe(2);
  });
});
