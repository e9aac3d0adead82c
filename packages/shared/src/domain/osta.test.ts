import { describe, expect, it } from 'vitest';
import { fraxBody } from '../schemas/frax.ts';
import { chinaDay } from './china-time.ts';
import { ageOnDay, OSTA_NAME, ostaBand, ostaIndex, ostaOf } from './osta.ts';

describe('OSTA index (Koh et al. 2001) and the bands of the 2017 Chinese guideline', () => {
  it('is (weight - age) x 0.2', () => {
    // Worked examples: 60 kg at 55 years; 50 kg at 70 years; 45 kg at 70 years.
    expect(ostaIndex(60, 55)).toBe(1);
    expect(ostaIndex(50, 70)).toBe(-4);
    expect(ostaIndex(45, 70)).toBe(-5);
    expect(ostaIndex(54, 60)).toBe(-1.2);
    expect(ostaIndex(62.5, 58)).toBe(0.9);
  });

  it('bands: > -1 low, -1 to -4 medium (inclusive), < -4 high', () => {
    expect(ostaBand(1)).toBe('low');
    expect(ostaBand(-0.8)).toBe('low');
    expect(ostaBand(-1)).toBe('medium');
    expect(ostaBand(-2.4)).toBe('medium');
    expect(ostaBand(-4)).toBe('medium');
    expect(ostaBand(-4.2)).toBe('high');
    expect(ostaBand(-9)).toBe('high');
  });

  it('the boundaries through weight and age', () => {
    expect(ostaBand(ostaIndex(56, 60))).toBe('low'); // -0.8
    expect(ostaBand(ostaIndex(55, 60))).toBe('medium'); // -1
    expect(ostaBand(ostaIndex(50, 70))).toBe('medium'); // -4
    expect(ostaBand(ostaIndex(49, 70))).toBe('high'); // -4.2
  });

  it('age is in completed years on the day (China time)', () => {
    expect(ageOnDay('1949-12-31', '2026-12-30')).toBe(76);
    expect(ageOnDay('1949-12-31', '2026-12-31')).toBe(77);
    expect(ageOnDay('1960-02-29', '2026-02-28')).toBe(65);
    expect(ageOnDay('1960-02-29', '2026-03-01')).toBe(66);
  });

  it('ostaOf names the band and advice', () => {
    const at = new Date('2026-06-01T04:00:00Z');
    const r = ostaOf(48, '1950-06-01', at);
    expect(r).toMatchObject({ age: 76, index: -5.6, band: 'high', bandName: '高风险' });
    expect(r.advice).toContain('骨密度');
    expect(OSTA_NAME).toBe('骨质疏松自我筛查工具（OSTA）');
  });
});

describe('FRAX input validation', () => {
  const base = {
    patientId: 1,
    sex: 2,
    birthday: '1949-12-31',
    height: 156,
    weight: 52,
    fracture: false,
    parentFracturedHip: false,
    smoking: false,
    glucocorticoids: false,
    rheumatoidArthritis: false,
    secondaryOsteoporosis: false,
    alcohol3UnitsPerWeek: 0,
  };
  const msg = (v: Record<string, unknown>) => fraxBody.safeParse({ ...base, ...v }).error?.issues[0]?.message;

  it('accepts a complete form, with 0/1 answers and optional BMD', () => {
    const r = fraxBody.safeParse({
      ...base,
      year: 1949,
      month: 12,
      day: 31,
      bmdType: 'tscore',
      bmdValue: -2.6,
    });
    expect(r.success).toBe(true);
    expect(r.data?.alcohol3UnitsPerWeek).toBe(false);
  });

  it('refuses bad values with Chinese messages', () => {
    const tomorrow = chinaDay(Date.now() + 86_400_000);
    expect(msg({ birthday: tomorrow })).toBe('生日不能晚于今天');
    expect(msg({ birthday: '1949-02-30' })).toBe('出生日期格式有误');
    expect(msg({ birthday: '1880-01-01' })).toBe('年龄不能大于120岁');
    expect(msg({ birthday: '2010-05-01' })).toBe('骨折风险评估适用于40岁及以上人群');
    expect(msg({ height: 80 })).toBe('身高不能小于100cm');
    expect(msg({ height: 260 })).toBe('身高不能大于230cm');
    expect(msg({ weight: 10 })).toBe('体重不能小于25kg');
    expect(msg({ weight: 300 })).toBe('体重不能大于250kg');
    expect(msg({ sex: 0 })).toBe('请选择性别');
    expect(msg({ smoking: undefined })).toBe('请选择目前吸烟');
    expect(msg({ year: 1950 })).toBe('出生年月日与出生日期不一致');
    expect(msg({ bmdValue: -2 })).toBe('请选择骨密度类型');
    expect(msg({ bmdType: 'hologic' })).toBe('请输入骨密度值');
    expect(msg({ bmdType: 'hologic', bmdValue: 3 })).toBe('股骨颈骨密度应在0.1~2.5g/cm²之间');
    expect(msg({ bmdType: 'tscore', bmdValue: -11 })).toBe('骨密度T值应在-10~10之间');
  });
});
