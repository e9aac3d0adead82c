import { describe, expect, it } from 'vitest';
import { latestOf } from './report-modules.ts';

describe('latestOf', () => {
  it('answers the newest time, null when there is none', () => {
    expect(latestOf(['2026-10-01T08:00:00Z', null, '2026-11-02T08:00:00+08:00', 'bad', undefined])).toBe(
      '2026-11-02T08:00:00+08:00',
    );
    expect(latestOf([])).toBeNull();
    expect(latestOf([null, undefined, ''])).toBeNull();
  });
});
