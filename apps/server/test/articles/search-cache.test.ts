import { describe, expect, it } from 'vitest';
import { ArticleDetailCache } from '../../src/modules/articles/detail-cache.ts';
import { SearchCache } from '../../src/modules/articles/search-cache.ts';

describe('articles: the ranked-hits cache of the search', () => {
  const counted = () => {
    let finds = 0;
    const find = async () => {
      finds++;
      return [finds];
    };
    return { find, finds: () => finds };
  };

  it('reuses hits per project, category and words until older than the time to live', async () => {
    const cache = new SearchCache(1_000);
    const { find, finds } = counted();
    expect(await cache.get(1, undefined, '血压', find, 0)).toEqual([1]);
    expect(await cache.get(1, undefined, '血压', find, 1_000)).toEqual([1]);
    expect(await cache.get(1, 7, '血压', find, 1_000)).toEqual([2]);
    expect(await cache.get(2, undefined, '血压', find, 1_000)).toEqual([3]);
    expect(await cache.get(1, undefined, '血压 控制', find, 1_000)).toEqual([4]);
    expect(await cache.get(1, undefined, '血压', find, 1_001)).toEqual([5]);
    expect(finds()).toBe(5);
  });

  it("forgets a project's searches when one of its articles changes here, not another project's", async () => {
    const articles = new ArticleDetailCache();
    const cache = articles.searches;
    const { find } = counted();
    await cache.get(1, undefined, '血压', find, 0);
    await cache.get(2, undefined, '血压', find, 0);
    articles.changed(1, 42);
    expect(await cache.get(1, undefined, '血压', find, 1)).toEqual([3]);
    expect(await cache.get(2, undefined, '血压', find, 1)).toEqual([2]);
  });

  it('does not keep the hits of a search that ran while an article of the project changed', async () => {
    const cache = new SearchCache(1_000);
    let finds = 0;
    const racing = async () => {
      finds++;
      cache.dropProject(1);
      return [finds];
    };
    expect(await cache.get(1, undefined, '血压', racing, 0)).toEqual([1]);
    expect(await cache.get(1, undefined, '血压', async () => [9], 1)).toEqual([9]);
    expect(await cache.get(1, undefined, '血压', async () => [10], 2)).toEqual([9]);
  });

  it('shares one run among searches that miss together; a failed run leaves each to search itself', async () => {
    const cache = new SearchCache(1_000);
    let finds = 0;
    let release = () => {};
    const slow = () => {
      finds++;
      return new Promise<number[]>((resolve) => {
        release = () => resolve([finds]);
      });
    };
    const both = Promise.all([
      cache.get(1, undefined, '血压', slow, 0),
      cache.get(1, undefined, '血压', slow, 0),
    ]);
    release();
    expect(await both).toEqual([[1], [1]]);
    expect(finds).toBe(1);
    let fail = () => {};
    const failing = () =>
      new Promise<number[]>((_, reject) => {
        fail = () => reject(new Error('statement timeout'));
      });
    const leader = cache.get(1, undefined, '胰岛素', failing, 0);
    const follower = cache.get(1, undefined, '胰岛素', async () => [7], 0);
    fail();
    await expect(leader).rejects.toThrow('statement timeout');
    expect(await follower).toEqual([7]);
  });
});
