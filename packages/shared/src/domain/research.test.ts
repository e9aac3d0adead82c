import { describe, expect, it } from 'vitest';
import {
  canMoveSample,
  normalizeEncode,
  RESEARCH_PHASES,
  SAMPLE_STATUS,
  sampleScheduleError,
} from './research.ts';

describe('birth-cohort sample rules', () => {
  it('moves samples only along the storage lifecycle', () => {
    const { collected, stored, out, used } = SAMPLE_STATUS;
    expect(canMoveSample(collected, stored)).toBe(true);
    expect(canMoveSample(stored, out)).toBe(true);
    expect(canMoveSample(out, stored)).toBe(true);
    expect(canMoveSample(out, used)).toBe(true);
    expect(canMoveSample(collected, used)).toBe(false);
    expect(canMoveSample(collected, out)).toBe(false);
    expect(canMoveSample(stored, collected)).toBe(false);
    expect(canMoveSample(used, stored)).toBe(false);
  });

  it('allows a sample by subject, phase and type', () => {
    expect(sampleScheduleError('mother', 'T1', 'blood')).toBeNull();
    expect(sampleScheduleError('child', 'T2', 'blood')).toBe('孕中期样本只能采集母亲');
    expect(sampleScheduleError('mother', 'Y3', 'blood')).toBe('3岁样本只能采集孩子');
    expect(sampleScheduleError('mother', 'DELIVERY', 'cord_blood')).toBe('脐带血只能采集孩子');
    expect(sampleScheduleError('child', 'DELIVERY', 'cord_blood')).toBeNull();
    expect(sampleScheduleError('mother', 'DELIVERY', 'placenta')).toBeNull();
    expect(sampleScheduleError('mother', 'T3', 'placenta')).toBe('胎盘组织只能在分娩采集');
    expect(sampleScheduleError('mother', 'T3', 'milk')).toBe('母乳只能在产后42天、6月龄、1岁采集');
    expect(sampleScheduleError('child', 'M6', 'milk')).toBe('母乳只能采集母亲');
  });

  it('keeps phases in study order and codes upper-case', () => {
    expect(RESEARCH_PHASES.map((p) => p.code)).toEqual([
      'T1',
      'T2',
      'T3',
      'DELIVERY',
      'P42D',
      'M6',
      'M12',
      'Y3',
    ]);
    expect(normalizeEncode('  bc26-0001 ')).toBe('BC26-0001');
  });
});
