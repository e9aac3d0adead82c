import { describe, expect, it } from 'vitest';
import { isOpenPath } from '../../app/open-paths.ts';
import { COMMON_PAGE_PATHS, pictureMovePath, pictureSources } from './paths.ts';

describe('picture viewer paths and sources', () => {
  it('names the material or article and the start picture', () => {
    expect(pictureMovePath({ material: 3 })).toBe('/app/common/picture/move?materialId=3');
    expect(pictureMovePath({ article: 12 }, 2)).toBe('/app/common/picture/move?articleId=12&index=2');
  });

  it('takes the body images in order, cover first, without repeats', () => {
    const body =
      '<p>一</p><p><img src="/api/files/demo/a.jpg" alt="第1幅" /></p><p><img alt="x" src="/api/files/demo/b.jpg"></p>';
    expect(pictureSources(body)).toEqual(['/api/files/demo/a.jpg', '/api/files/demo/b.jpg']);
    expect(pictureSources(body, '/api/files/demo/a.jpg')).toEqual([
      '/api/files/demo/a.jpg',
      '/api/files/demo/b.jpg',
    ]);
    expect(pictureSources('<p>无图</p>', null)).toEqual([]);
  });

  it('keeps the privacy policy open before sign-in, the patient pages behind it', () => {
    expect(isOpenPath(COMMON_PAGE_PATHS.privacy)).toBe(true);
    expect(isOpenPath(COMMON_PAGE_PATHS.reportModule)).toBe(false);
  });
});
