import { parseLifeText } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { readingsOf } from './parsed-readings.ts';
import { checkMinutes, checkSteps } from './rules.ts';

describe('quick entry readings', () => {
  it('saves the heart rate with the pressure, once', () => {
    const r = readingsOf(parseLifeText('血压138/88，心率76，空腹血糖6.4'));
    expect(r.map((x) => x.type)).toEqual(['bp', 'bg']);
    expect(r[0]?.values).toEqual({ systolic: 138, diastolic: 88, heartRate: 76 });
    expect(r[1]).toMatchObject({ period: 'fasting', text: '6.4 mmol/L（空腹）' });
  });

  it('keeps a heart rate alone as a heart-rate reading', () => {
    expect(readingsOf(parseLifeText('心率 65')).map((x) => x.type)).toEqual(['hr']);
  });
});

describe('sport form checks', () => {
  it('minutes and steps within the server bounds', () => {
    expect(checkMinutes('')).toBe('请输入运动时长');
    expect(checkMinutes('0')).toBe('运动时长不能小于1');
    expect(checkMinutes('2.5')).toBe('运动时长须为整数');
    expect(checkMinutes('601')).toBe('运动时长不能超过600');
    expect(checkMinutes('30')).toBeNull();
    expect(checkSteps('')).toBeNull();
    expect(checkSteps('100001')).toBe('步数不能超过100000');
  });
});
