import { describe, expect, it } from 'vitest';
import { guessMeasureType, MEASURE_OPTIONS } from './measure-options.ts';

describe('measure types of the device screens', () => {
  it("reads an application's free-text device type", () => {
    expect(guessMeasureType('血压计')).toBe('bp');
    expect(guessMeasureType('上臂式电子血压计')).toBe('bp');
    expect(guessMeasureType('血糖仪')).toBe('bg');
    expect(guessMeasureType('体脂秤')).toBe('weight');
    expect(guessMeasureType('智能手表')).toBe('hr');
    expect(guessMeasureType('雾化器')).toBeUndefined();
  });

  it('offers every measure type once, labelled in Chinese', () => {
    expect(MEASURE_OPTIONS.map((o) => o.label)).toEqual([
      '血压',
      '血糖',
      '体重',
      '血脂',
      '心率',
      '血氧',
      '体温',
      '床垫',
    ]);
  });
});
