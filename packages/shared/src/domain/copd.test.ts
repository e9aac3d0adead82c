import { describe, expect, it } from 'vitest';
import { copdLevelQuery } from '../schemas/copd.ts';
import { assessCopd, goldGroup } from './copd.ts';

const base = { catScore: 5, mmrcScore: 0, emergency: 0, hospitalized: 0 };
const g = (v: Partial<typeof base>) => goldGroup({ ...base, ...v });

describe('GOLD ABE groups (GOLD 2023 report)', () => {
  it('CAT 9 is A, CAT 10 is B', () => {
    expect(g({ catScore: 9 })).toBe('A');
    expect(g({ catScore: 10 })).toBe('B');
  });
  it('mMRC 1 is A, mMRC 2 is B', () => {
    expect(g({ mmrcScore: 1 })).toBe('A');
    expect(g({ mmrcScore: 2 })).toBe('B');
  });
  it('one moderate exacerbation keeps A/B, two make E', () => {
    expect(g({ emergency: 1 })).toBe('A');
    expect(g({ emergency: 1, catScore: 20 })).toBe('B');
    expect(g({ emergency: 2 })).toBe('E');
  });
  it('one exacerbation leading to hospital admission makes E whatever the symptoms', () => {
    expect(g({ hospitalized: 1 })).toBe('E');
    expect(g({ hospitalized: 1, catScore: 0, mmrcScore: 0 })).toBe('E');
    expect(g({ hospitalized: 0, emergency: 0, catScore: 40, mmrcScore: 4 })).toBe('B');
  });
  it('assessment: reason, flags and the spec 3 management group', () => {
    expect(assessCopd({ ...base, catScore: 9, mmrcScore: 1 })).toMatchObject({
      group: 'A',
      highSymptoms: false,
      highRisk: false,
      level: 1,
      levelName: '一般',
    });
    const e = assessCopd({ ...base, hospitalized: 1 });
    expect(e).toMatchObject({ group: 'E', highRisk: true, level: 2, levelName: '强化' });
    expect(e.reason).toBe('过去一年因急性加重住院1次');
    expect(assessCopd({ ...base, catScore: 12 }).reason).toBe('CAT 12分，mMRC 0级（CAT≥10或mMRC≥2）');
  });
});

describe('COPD level query', () => {
  const q = { catScore: '12', mmrcScore: '1', emergency: '0', hospitalized: '0' };
  const msg = (v: Record<string, unknown>) =>
    copdLevelQuery.safeParse({ ...q, ...v }).error?.issues[0]?.message;
  it('takes strings, defaults type to 3', () => {
    expect(copdLevelQuery.parse(q)).toEqual({
      catScore: 12,
      mmrcScore: 1,
      emergency: 0,
      hospitalized: 0,
      type: 3,
    });
  });
  it('refuses bad values in Chinese', () => {
    expect(msg({ catScore: '41' })).toBe('CAT评分不能大于40');
    expect(msg({ catScore: '' })).toBe('请输入CAT评分');
    expect(msg({ mmrcScore: '5' })).toBe('mMRC分级不能大于4');
    expect(msg({ mmrcScore: '1.5' })).toBe('mMRC分级须为整数');
    expect(msg({ emergency: '-1' })).toBe('过去一年中度急性加重次数不能小于0');
    expect(msg({ hospitalized: undefined })).toBe('请输入过去一年因急性加重住院次数');
    expect(msg({ type: '1' })).toBe('疾病类型有误，慢阻肺分级的类型为3');
  });
});
