import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type TestProject } from '../fixtures.ts';
import type { Account } from '../patients/helpers.ts';

export const BASE = '/api/education/knowledge';

export function api(app: FastifyInstance, p: TestProject) {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Account, payload?: unknown, project = p) =>
    call(app, project, {
      method,
      url,
      ...(who ? { token: who.token } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, who?: Account, project?: TestProject) => send('GET', url, who, undefined, project),
    post: (url: string, who: Account | undefined, payload: unknown, project?: TestProject) =>
      send('POST', url, who, payload, project),
    put: (url: string, who: Account | undefined, payload: unknown) => send('PUT', url, who, payload),
  };
}

export const QUESTIONS = [
  {
    stem: '成人高血压的诊断标准（未用药，非同日三次测量）是？',
    kind: 'single',
    options: ['≥120/80 mmHg', '≥140/90 mmHg', '≥160/100 mmHg'],
    answer: [1],
    score: 50,
    explanation: '《中国高血压防治指南》：诊室血压≥140/90 mmHg。',
  },
  {
    stem: '以下哪些属于健康生活方式？',
    kind: 'multiple',
    options: ['减少钠盐摄入', '规律运动', '吸烟'],
    answer: [0, 1],
    score: 50,
  },
] as const;

/** Creates an item through the API as `who` and answers its id. */
export async function createItem(
  a: ReturnType<typeof api>,
  who: Account,
  fields: Record<string, unknown>,
): Promise<number> {
  const res = await a.post(BASE, who, { isShow: 1, ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }).id;
}

/** An audio (60 s), an image-text and a course of both with a 2-question exam (pass 60). */
export async function createCourse(a: ReturnType<typeof api>, doctor: Account, title = '高血压自我管理课') {
  const audio = await createItem(a, doctor, {
    title: '认识高血压（示例音频）',
    type: 'audio',
    url: '/api/files/demo/0123456789abcdef0123456789abcdef.wav',
    introduction: '高血压是常见的慢性病',
    audio: { durationSeconds: 60 },
  });
  const text = await createItem(a, doctor, {
    title: '家庭血压测量要点',
    type: 'imageText',
    detail: '<p>测量前安静休息5分钟。</p><script>alert(1)</script>',
  });
  const course = await createItem(a, doctor, {
    title,
    type: 'course',
    introduction: '学习血压的测量与管理',
    course: {
      items: [
        { knowledgeId: audio, required: true },
        { knowledgeId: text, required: true },
      ],
      exam: { title: '高血压知识测验', durationMinutes: 10, passScore: 60, questions: QUESTIONS },
    },
  });
  return { audio, text, course };
}
