import { describe, expect, it } from 'vitest';
import { isBuiltRoute } from '../patient-home/built-routes.ts';
import { REVIEW_ITEMS, reviewItems } from './review-items.ts';

describe('the review hub (/health/doctor/index/check)', () => {
  it('links each item to a built list screen, or decides it in place', () => {
    for (const item of REVIEW_ITEMS) {
      if (item.path === null) expect(item.key).toBe('family');
      else expect(isBuiltRoute(item.path), item.path).toBe(true);
    }
  });

  it('shows device applications only in projects with devices', () => {
    expect(reviewItems([]).map((i) => i.key)).toEqual(['presign', 'sickbed', 'referral', 'family']);
    expect(reviewItems(['device']).map((i) => i.key)).toContain('device');
  });
});
