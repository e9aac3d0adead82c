import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assessGrowth, type IndicatorResult } from './who-growth.ts';
import {
  lmsAt,
  parseLmsTable,
  percentileOfZ,
  type Sex,
  valueAtZ,
  WHO_TABLE_FILES,
  type WhoTableName,
  type WhoTables,
  zOfLms,
} from './who-growth-lms.ts';
import { growthFlag, majorLinesCrossed, percentileReading } from './who-growth-reading.ts';

const dir = new URL('../../data/who-growth/', import.meta.url);
const tables = Object.fromEntries(
  WHO_TABLE_FILES.map((n) => [n, parseLmsTable(readFileSync(new URL(`${n}.txt`, dir), 'utf8'))]),
) as WhoTables;

/** Weight-based and BMI tables take the WHO restatement beyond +/-3. */
const ADJUSTED: Record<WhoTableName, boolean> = {
  weianthro: true,
  lenanthro: false,
  bmianthro: true,
  hcanthro: false,
  wflanthro: true,
  wfhanthro: true,
  bfawho2007: true,
  hfawho2007: false,
  wfawho2007: true,
};
/** Table points checked (x in the table's own unit). */
const POINTS: Record<WhoTableName, number[]> = {
  weianthro: [0, 30, 365, 730, 1095, 1826],
  lenanthro: [0, 100, 500, 730, 731, 1500, 1826],
  bmianthro: [0, 200, 730, 731, 1200, 1826],
  hcanthro: [0, 91, 400, 1000, 1826],
  wflanthro: [45, 60.5, 80, 110],
  wfhanthro: [65, 87.3, 100, 120],
  bfawho2007: [61, 96, 150, 228],
  hfawho2007: [61, 100, 180, 228],
  wfawho2007: [61, 84, 120],
};

describe('WHO growth: z at the SD lines of every table', () => {
  for (const name of WHO_TABLE_FILES) {
    for (const sex of [1, 2] as Sex[]) {
      it(`${name}, ${sex === 1 ? 'boys' : 'girls'}`, () => {
        for (const x of POINTS[name]) {
          const lms = lmsAt(tables[name], sex, x);
          expect(lms, `${name} ${sex} ${x}`).not.toBeNull();
          if (!lms) continue;
          expect(lms.x).toBe(x);
          expect(zOfLms(lms.m, lms, ADJUSTED[name])).toBeCloseTo(0, 2);
          for (const k of [-3, -2, -1, 1, 2, 3]) {
            // The SD value as WHO prints it (rounded to 0.1 for cm/kg-tables at 1 decimal is too coarse
            // for a 2-decimal check, so take the LMS value at 4 decimals, as the WHO z-score tables do).
            const sd = Math.round(valueAtZ(lms, k) * 10_000) / 10_000;
            expect(zOfLms(sd, lms, ADJUSTED[name]), `${name} ${sex} x=${x} z=${k}`).toBeCloseTo(k, 2);
          }
        }
      });
    }
  }
});

describe('WHO growth: the method', () => {
  it('matches WHO published SD values (weight-for-age boys at birth: 2.1 2.5 2.9 3.3 3.9 4.4 5.0 kg)', () => {
    const lms = lmsAt(tables.weianthro, 1, 0);
    if (!lms) throw new Error('no row');
    expect([-3, -2, -1, 0, 1, 2, 3].map((k) => Math.round(valueAtZ(lms, k) * 10) / 10)).toEqual([
      2.1, 2.5, 2.9, 3.3, 3.9, 4.4, 5.0,
    ]);
  });

  it('restates z beyond +/-3 by the +/-2..+/-3 SD distance for weight and BMI only', () => {
    const lms = lmsAt(tables.weianthro, 2, 365);
    if (!lms) throw new Error('no row');
    const sd2 = valueAtZ(lms, 2);
    const sd3 = valueAtZ(lms, 3);
    const y = sd3 + (sd3 - sd2) * 0.5;
    expect(zOfLms(y, lms, true)).toBeCloseTo(3.5, 6);
    expect(zOfLms(y, lms, false)).not.toBeCloseTo(3.5, 2);
    const sdm2 = valueAtZ(lms, -2);
    const sdm3 = valueAtZ(lms, -3);
    expect(zOfLms(sdm3 - (sdm2 - sdm3), lms, true)).toBeCloseTo(-4, 6);
    // Height is not restated: the LMS z of a length beyond +3.
    const len = lmsAt(tables.lenanthro, 1, 365);
    if (!len) throw new Error('no row');
    const tall = valueAtZ(len, 3.6);
    expect(assessGrowth(tables, { sex: 1, ageDays: 365, heightCm: tall })[0]?.z).toBeCloseTo(3.6, 6);
    // BMI-for-age is: below -3 it follows the SD-distance rule.
    const bmi = lmsAt(tables.bfawho2007, 1, 120);
    if (!bmi) throw new Error('no row');
    const b3 = valueAtZ(bmi, -3);
    const b2 = valueAtZ(bmi, -2);
    expect(zOfLms(b3 - (b2 - b3) * 0.25, bmi, true)).toBeCloseTo(-3.25, 6);
  });

  it('converts length/height by 0.7 cm at 731 days', () => {
    const at = (ageDays: number, cm: number, position?: 'L' | 'H') =>
      assessGrowth(tables, { sex: 1, ageDays, heightCm: cm, position })[0] as IndicatorResult;
    expect(at(700, 85, 'H').value).toBeCloseTo(85.7, 6);
    expect(at(700, 85, 'L').value).toBe(85);
    expect(at(800, 88, 'L').value).toBeCloseTo(87.3, 6);
    expect(at(800, 88).value).toBe(88);
    // The table switches from length to height at 731 days (M drops by about 0.7 cm).
    const l730 = lmsAt(tables.lenanthro, 1, 730);
    const h731 = lmsAt(tables.lenanthro, 1, 731);
    expect((l730?.m ?? 0) - (h731?.m ?? 0)).toBeGreaterThan(0.5);
  });

  it('interpolates the 2007 reference by months for fractional ages', () => {
    const a = lmsAt(tables.hfawho2007, 2, 100);
    const b = lmsAt(tables.hfawho2007, 2, 101);
    const mid = lmsAt(tables.hfawho2007, 2, 100.5);
    if (!a || !b || !mid) throw new Error('no row');
    expect(mid.m).toBeCloseTo((a.m + b.m) / 2, 9);
    const ageDays = 100.5 * 30.4375;
    const r = assessGrowth(tables, { sex: 2, ageDays, heightCm: mid.m })[0];
    expect(r?.reference).toBe('who2007');
    expect(r?.z).toBeCloseTo(0, 6);
  });

  it('uses the standards to 1826 days, then the 2007 reference; weight-for-age stops at 10 years', () => {
    const kinds = (ageDays: number) =>
      assessGrowth(tables, { sex: 1, ageDays, heightCm: 110, weightKg: 19, headCm: 50 }).map(
        (r) => `${r.indicator}:${r.reference}`,
      );
    expect(kinds(1826)).toEqual([
      'lhfa:who2006',
      'wfa:who2006',
      'bmifa:who2006',
      'wflh:who2006',
      'hcfa:who2006',
    ]);
    expect(kinds(1900)).toEqual(['lhfa:who2007', 'wfa:who2007', 'bmifa:who2007']);
    expect(kinds(125 * 30.4375)).toEqual(['lhfa:who2007', 'bmifa:who2007']);
    expect(kinds(230 * 30.4375)).toEqual([]);
  });

  it('percentiles, readings and flags', () => {
    expect(percentileOfZ(0)).toBeCloseTo(50, 6);
    expect(percentileOfZ(-1.0364)).toBeCloseTo(15, 2);
    expect(percentileOfZ(1.8808)).toBeCloseTo(97, 2);
    expect(percentileReading('lhfa', 15.2)).toBe('身高处于同龄儿童第 15 百分位');
    expect(percentileReading('wfa', 0.4)).toBe('体重低于同龄儿童第 1 百分位');
    expect(majorLinesCrossed(-0.5, 1.5)).toBe(2);
    const r = (z: number): IndicatorResult => ({
      indicator: 'lhfa',
      reference: 'who2006',
      value: 0,
      z,
      percentile: percentileOfZ(z),
    });
    expect(growthFlag(r(-2.1))).toBe('low');
    expect(growthFlag(r(2.1))).toBe('high');
    expect(growthFlag(r(1.5), r(-0.5))).toBe('cross');
    expect(growthFlag(r(0.5), r(-0.5))).toBeNull();
  });
});
