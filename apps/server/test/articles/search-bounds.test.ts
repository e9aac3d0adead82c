import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { searchQuery } from '../../src/lib/chinese-text.ts';
import { RecentBounds } from '../../src/modules/articles/recent-bounds.ts';
import { searchPublished } from '../../src/modules/articles/search-repo.ts';
import { createProject, createTestApp, type TestProject, withAdmin } from '../fixtures.ts';
import { account } from '../patients/helpers.ts';
import { categories, write } from './helpers.ts';

describe('articles: the search first pass with a reused recent bound', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let ids: number[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    const doctor = await account(app, p, { role: 'doctor' });
    const cat = await categories(p);
    for (const n of [1, 2, 3, 4])
      ids.push(
        (
          await write(app, p, doctor, {
            categoryId: cat.family,
            title: `家庭医生第${n}期`,
            body: '<p>随访</p>',
          })
        ).id,
      );
    ids = ids.reverse();
  });
  afterAll(() => app.close());

  /** The hits' ids with a bound of the Nth newest article (or a fixed date), window 2. */
  const hitIds = (bound: 'none' | number | Date) =>
    withAdmin(async (c) => {
      const db = drizzle(c, { schema });
      const query = searchQuery('家庭医生');
      if (!query) throw new Error('no query');
      return db.transaction(async (tx) => {
        let bounds: RecentBounds | undefined;
        if (bound !== 'none') {
          const at =
            bound instanceof Date
              ? bound
              : (
                  await c.query<{ at: Date }>(
                    'select published_at as at from article_search where article_id = $1',
                    [ids[bound]],
                  )
                ).rows[0]?.at;
          bounds = new RecentBounds();
          await bounds.get(p.id, undefined, async () => at ?? null);
        }
        const hits = await searchPublished(tx, { projectId: p.id, query }, 2, bounds);
        return hits.map((h) => h.id);
      });
    });

  it('gives the same hits for any bound: none, covering the window, too new, too old', async () => {
    const plain = await hitIds('none');
    expect(plain).toEqual(ids.slice(0, 2));
    for (const bound of [1, 2, 0, new Date(Date.now() + 86_400_000), new Date(0)])
      expect(await hitIds(bound)).toEqual(plain);
  });

  it("gives the same hits from a query's window bound, and keeps the last hit of a full window", async () => {
    const plain = await hitIds('none');
    const at = async (n: number) =>
      withAdmin(
        async (c) =>
          (
            await c.query<{ at: Date }>(
              'select published_at as at from article_search where article_id = $1',
              [ids[n]],
            )
          ).rows[0]?.at as Date,
      );
    const windowHits = (bounds: RecentBounds) =>
      withAdmin(async (c) => {
        const query = searchQuery('家庭医生');
        if (!query) throw new Error('no query');
        const hits = await drizzle(c, { schema }).transaction((tx) =>
          searchPublished(tx, { projectId: p.id, query, words: '家庭医生' }, 2, bounds),
        );
        return hits.map((h) => h.id);
      });
    for (const bound of [
      await at(0),
      await at(1),
      await at(3),
      new Date(Date.now() + 86_400_000),
      new Date(0),
    ]) {
      const bounds = new RecentBounds();
      bounds.keepWindow(p.id, undefined, '家庭医生', bound);
      expect(await windowHits(bounds)).toEqual(plain);
      expect(bounds.window(p.id, undefined, '家庭医生')).toEqual(await at(1));
    }
    const fresh = new RecentBounds();
    expect(await windowHits(fresh)).toEqual(plain);
    expect(fresh.window(p.id, undefined, '家庭医生')).toEqual(await at(1));
    expect(fresh.window(p.id, undefined, '医生')).toBeUndefined();
    expect(fresh.window(p.id, undefined, '家庭医生', Date.now() + 120_000)).toBeUndefined();
  });

  it('reuses a bound per project and category until it is older than the time to live', async () => {
    const bounds = new RecentBounds(1_000);
    let finds = 0;
    const find = async () => {
      finds++;
      return new Date(finds * 1000);
    };
    expect(await bounds.get(1, undefined, find, 0)).toEqual(new Date(1000));
    expect(await bounds.get(1, undefined, find, 1_000)).toEqual(new Date(1000));
    expect(await bounds.get(1, 7, find, 1_000)).toEqual(new Date(2000));
    expect(await bounds.get(2, undefined, find, 1_000)).toEqual(new Date(3000));
    expect(await bounds.get(1, undefined, find, 1_001)).toEqual(new Date(4000));
    expect(finds).toBe(4);
  });
});
