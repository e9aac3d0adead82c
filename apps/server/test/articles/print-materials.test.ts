import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { type Account, account, createPatient, otherOrgDoctor } from '../patients/helpers.ts';
import { categories, write } from './helpers.ts';

const PRINT = '/api/education/local/print/share';
const MATERIALS = '/api/education/publicize/material';

describe('articles: local print share and publicity materials', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let doctor: Account;
  let farDoctor: Account;
  let patient: Account;
  let idcard: string;
  let hbpArticle: number;
  const materials: number[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    other = await createProject();
    doctor = await account(app, p, { role: 'doctor' });
    farDoctor = await otherOrgDoctor(app, p);
    patient = await account(app, p);
    const cat = await categories(p);
    hbpArticle = (await write(app, p, doctor, { categoryId: cat.hbp, title: '高血压用药' })).id;
    await write(app, p, doctor, { categoryId: cat.family, title: '签约服务' });
    const created = await createPatient(app, p, doctor, { name: '赵大伯' });
    idcard = created.idcard;
    await withAdmin(async (c) => {
      await c.query('insert into patient_diseases (project_id, patient_id, type) values ($1, $2, 1)', [
        p.id,
        created.id,
      ]);
      for (const [type, title, sort, show] of [
        [1, '画报一', 10, true],
        [1, '画报二', 30, true],
        [2, '海报', 20, true],
        [1, '下架画报', 40, false],
      ] as const) {
        const r = await c.query<{ id: number }>(
          `insert into publicize_materials (project_id, type, title, body, sort, is_show) values ($1, $2, $3, '<p>内容</p><script>x</script>', $4, $5) returning id`,
          [p.id, type, title, sort, show],
        );
        materials.push(r.rows[0]?.id ?? 0);
      }
    });
  });
  afterAll(() => app.close());

  const get = (url: string, who?: Account, project = p) =>
    call(app, project, { method: 'GET', url, ...(who ? { token: who.token } : {}) });

  it('gives a doctor the articles for the resident’s diseases, name and number masked', async () => {
    const res = await get(`${PRINT}?idcard=${idcard}`, doctor);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.patientName).toBe('**伯');
    expect(data.idcardMasked).not.toContain(idcard.slice(6, 14));
    expect(data.reason).toContain('高血压');
    expect(data.articles.map((a: { id: number }) => a.id)).toEqual([hbpArticle]);
  });

  it('answers 400 for a bad number, 401/403 for others, 404 for a resident the doctor does not see', async () => {
    const bad = await get(`${PRINT}?idcard=123`, doctor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/身份证/);
    expect((await get(`${PRINT}?idcard=${idcard}`)).statusCode).toBe(401);
    expect((await get(`${PRINT}?idcard=${idcard}`, patient)).statusCode).toBe(403);
    const far = await get(`${PRINT}?idcard=${idcard}`, farDoctor);
    expect(far.statusCode).toBe(404);
    expect(far.json().msg).toBe('未找到该身份证号对应的居民');
    const outsider = await account(app, other, { role: 'doctor' });
    expect((await get(`${PRINT}?idcard=${idcard}`, outsider, other)).statusCode).toBe(404);
  });

  it('lists shown materials by type, sort descending, openly; detail sanitised; hidden or foreign 404', async () => {
    const list = await get(`${MATERIALS}/list?type=1&sort=sort_desc`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.list.map((m: { title: string }) => m.title)).toEqual(['画报二', '画报一']);
    expect(list.json().data.list[0].typeName).toBe('健康画报');
    const detail = await get(`${MATERIALS}/detail?id=${materials[0]}`);
    expect(detail.json().data.body).toBe('<p>内容</p>');
    expect((await get(`${MATERIALS}/detail?id=${materials[3]}`)).statusCode).toBe(404);
    expect((await get(`${MATERIALS}/detail?id=${materials[0]}`, undefined, other)).statusCode).toBe(404);
    const bad = await get(`${MATERIALS}/list?type=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^类型须为数字/);
    expect((await get(`${MATERIALS}/list?sort=asc`)).json().msg).toMatch(/^排序方式有误/);
  });
});
