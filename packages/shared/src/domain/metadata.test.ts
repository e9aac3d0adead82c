import { describe, expect, it } from 'vitest';
import { metadataLabel, normalizeMetadata } from './metadata.ts';

describe('metadata dictionaries', () => {
  it('turns numeric-string values into integers', () => {
    expect(normalizeMetadata({ a: { x: '12', y: '男', z: '-3', w: '1.5' } })).toEqual({
      a: { x: 12, y: '男', z: -3, w: '1.5' },
    });
  });
  it('shows 未知 for an unknown code', () => {
    expect(metadataLabel({ '1': '高血压' }, 1)).toBe('高血压');
    expect(metadataLabel({ '1': '高血压' }, 9)).toBe('未知');
  });
});
