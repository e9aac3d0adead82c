import { describe, expect, it } from 'vitest';
import { YUHANG_PATHS } from '../yuhang/paths.ts';
import yuhangRows from '../yuhang/tiles.json' with { type: 'json' };
import { LINAN_PATHS } from './paths.ts';
import { tilesOf } from './TileGrid.tsx';
import linanRows from './tiles.json' with { type: 'json' };

describe('programme tile tables', () => {
  it('name a screen of their paths table for every tile', () => {
    const linan = tilesOf(linanRows, LINAN_PATHS);
    const yuhang = tilesOf(yuhangRows, YUHANG_PATHS);
    expect(linan).toHaveLength(11);
    expect(yuhang).toHaveLength(11);
    expect(linan[0]).toEqual({ label: '健康指数', glyph: '指', color: '#13c2c2', to: LINAN_PATHS.exponent });
    for (const tile of [...linan, ...yuhang]) expect(tile.to).toMatch(/^\//);
  });

  it('refuses a key the paths table does not have', () => {
    expect(() =>
      tilesOf([{ label: '未知', glyph: '未', color: '#000', path: 'nowhere' }], LINAN_PATHS),
    ).toThrow('no path nowhere');
  });
});
