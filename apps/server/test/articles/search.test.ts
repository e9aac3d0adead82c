import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';
import { account } from '../patients/helpers.ts';
import { A, categories, write } from './helpers.ts';

describe('articles: Chinese search over titles and bodies', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let other: TestProject;
  let otherId = 0;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    const doctor = await account(app, p, { role: 'doctor' });
    const cat = await categories(p);
    const add = async (key: string, title: string, body: string) => {
      ids[key] = (await write(app, p, doctor, { categoryId: cat.family, title, body: `<p>${body}</p>` })).id;
    };
    await add('inBody', '签约服务指南', '社区的家庭医生会定期随访，帮助居民管理慢性病。');
    await add('inTitle', '如何选择家庭医生', '签约前了解服务内容和团队组成。');
    await add('none', '少盐饮食', '每天食盐不超过5克。');
    await write(app, p, doctor, { categoryId: cat.family, title: '家庭医生草稿', action: 'draft' });
    // Another project's article with the same words (article_search is read without the tenant
    // policy: the repo names the project itself).
    other = await createProject();
    const otherDoctor = await account(app, other, { role: 'doctor' });
    const otherCat = await categories(other);
    otherId = (
      await write(app, other, otherDoctor, {
        categoryId: otherCat.family,
        title: '家庭医生与慢性病',
        body: '<p>家庭医生随访慢性病。</p>',
      })
    ).id;
  });
  afterAll(() => app.close());

  const search = async (keyword: string, project = p) => {
    const res = await call(app, project, {
      method: 'GET',
      url: `${A}/application?keyword=${encodeURIComponent(keyword)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; list: { id: number }[] };
  };

  it('finds 家庭医生 when searching 医生, the title match ranked first, drafts never', async () => {
    const found = await search('医生');
    expect(found.list.map((a) => a.id)).toEqual([ids.inTitle, ids.inBody]);
    expect(found.total).toBe(2);
  });

  it('finds a word of the body only, needs every word, and ignores punctuation-only queries', async () => {
    expect((await search('慢性病')).list.map((a) => a.id)).toEqual([ids.inBody]);
    expect((await search('食盐 5克')).list.map((a) => a.id)).toEqual([ids.none]);
    expect((await search('食盐 医生')).total).toBe(0);
    expect((await search('！！')).total).toBe(0);
  });

  it("never answers another project's articles, in the list or the total", async () => {
    expect((await search('慢性病')).total).toBe(1);
    const theirs = await search('慢性病', other);
    expect(theirs.list.map((a) => a.id)).toEqual([otherId]);
    expect(theirs.total).toBe(1);
  });
});
