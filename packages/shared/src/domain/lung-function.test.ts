import { describe, expect, it } from 'vitest';
import { lungReportBody } from '../schemas/lung.ts';
import { fev1FvcOf, LUNG_FIELDS } from './lung-function.ts';

const base = {
  idcard: '11010519491231002X',
  name: '张三',
  fvc: 3.2,
  fev1: 2.1,
  reportTime: '2026-01-05 09:30',
};

describe('lung-function bounds and ratio', () => {
  it('computes FEV1/FVC in percent with one decimal', () => {
    expect(fev1FvcOf(2.1, 3.2)).toBe(65.6);
    expect(fev1FvcOf(3, 3)).toBe(100);
  });

  it('every field has min below max and a unit', () => {
    for (const f of Object.values(LUNG_FIELDS)) {
      expect(f.min).toBeLessThan(f.max);
      expect(f.unit).not.toBe('');
    }
  });

  it('accepts a plausible report and a ratio within rounding', () => {
    expect(lungReportBody.safeParse(base).success).toBe(true);
    expect(lungReportBody.safeParse({ ...base, fev1Fvc: 66 }).success).toBe(true);
  });

  it('refuses FEV1 above FVC, a disagreeing ratio, and values outside the bounds', () => {
    const msg = (v: Record<string, unknown>) =>
      lungReportBody.safeParse({ ...base, ...v }).error?.issues[0]?.message;
    expect(msg({ fev1: 3.5 })).toBe('第一秒用力呼气量FEV1不能大于用力肺活量FVC');
    expect(msg({ fev1Fvc: 80 })).toBe('FEV1/FVC应为65.6%，与FEV1、FVC不符');
    expect(msg({ fvc: 12 })).toBe('用力肺活量FVC不能大于10L');
    expect(msg({ mef50: -1 })).toBe('MEF50不能小于0L/s');
    expect(msg({ reportTime: '2099-01-01 00:00' })).toBe('报告时间不能晚于当前时间');
  });
});
