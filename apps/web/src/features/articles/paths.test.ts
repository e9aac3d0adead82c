import { describe, expect, it } from 'vitest';
import { isOpenPath } from '../../app/open-paths.ts';
import { articleIdOf, detailPathFor, listPathFor } from './paths.ts';

describe('article paths', () => {
  it('opens an article on the detail page of the list’s own family', () => {
    expect(detailPathFor('/share/article', 7)).toBe('/share/article/detail?id=7');
    expect(detailPathFor('/education/article/list', 7)).toBe('/education/article/detail?id=7');
    expect(detailPathFor('/app/common/article/list', 7)).toBe('/app/common/article/detail?id=7');
    expect(detailPathFor('/web/config/education/news', 7)).toBe('/app/common/article/detail?id=7');
    expect(listPathFor('/a/education/article/3')).toBe('/education/article/list');
    expect(listPathFor('/share/article/detail')).toBe('/share/article');
  });

  it('reads the id from the path or the query, 0 when it is not a number', () => {
    expect(articleIdOf('12', new URLSearchParams())).toBe(12);
    expect(articleIdOf(undefined, new URLSearchParams('id=5'))).toBe(5);
    expect(articleIdOf(undefined, new URLSearchParams('id=5x'))).toBe(0);
    expect(articleIdOf('abc', new URLSearchParams())).toBe(0);
  });

  it('lets the shared article and picture pages through without a token, nothing more', () => {
    expect(isOpenPath('/DEMO01/health/education/12')).toBe(true);
    expect(isOpenPath('/DEMO01/health/picture/3')).toBe(true);
    expect(isOpenPath('/DEMO01/health/picture/abc')).toBe(false);
    expect(isOpenPath('/app/common/article/detail')).toBe(false);
  });
});
