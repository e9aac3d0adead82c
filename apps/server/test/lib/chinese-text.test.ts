import { describe, expect, it } from 'vitest';
import { indexWords, plainText, queryWords } from '../../src/lib/chinese-text.ts';

describe('Chinese segmentation for search', () => {
  it('indexes the short words inside long ones, so 医生 finds 家庭医生', () => {
    const words = indexWords('家庭医生签约服务').split(' ');
    expect(words).toEqual(expect.arrayContaining(['家庭', '医生', '家庭医生', '签约', '服务']));
  });

  it('cuts a query into distinct words and drops punctuation', () => {
    expect(queryWords('高血压，患者！高血压')).toEqual(['高血压', '患者']);
    expect(queryWords('，。！')).toEqual([]);
  });

  it('lower-cases Latin words and keeps numbers', () => {
    expect(queryWords('COPD 2型糖尿病')).toEqual(expect.arrayContaining(['copd']));
  });

  it('reads the plain text of sanitised HTML', () => {
    expect(plainText('<p>血压&nbsp;<b>控制</b></p><p>目标</p>')).toBe('血压 控制 目标');
  });
});
