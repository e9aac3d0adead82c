import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEntry, POINTS_ENTRY_LABELS, POINTS_RULE_DEFAULTS, POINTS_RULE_KEYS } from './points.ts';

describe('points rules', () => {
  it('has a positive default amount and a label for every rule and entry kind', () => {
    for (const rule of POINTS_RULE_KEYS) {
      expect(POINTS_RULE_DEFAULTS[rule].amount).toBeGreaterThan(0);
      expect(POINTS_ENTRY_LABELS[rule]).toBe(POINTS_RULE_DEFAULTS[rule].label);
    }
    expect(POINTS_ENTRY_LABELS.exchange).toBe('积分兑换');
    expect(POINTS_RULE_DEFAULTS.sign_in.dailyCap).toBe(1);
  });

  it('applyEntry never answers a negative balance and otherwise adds', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100, max: 100 })), (amounts) => {
        let balance = 0;
        for (const a of amounts) {
          const next = applyEntry(balance, a);
          if (balance + a < 0) expect(next).toBeNull();
          else expect(next).toBe(balance + a);
          balance = next ?? balance;
          expect(balance).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
