import { describe, expect, it } from 'vitest';
import { levelLabel } from './measurement-grades.ts';
import { diseaseArchiveLabels, diseaseLevelName, gradeTone } from './patient-list.ts';
import { readingText } from './reading-text.ts';

describe('disease groups and archive states (spec 3 sections 3 and 4)', () => {
  it('names group levels per type', () => {
    expect(diseaseLevelName(1, 3)).toBe('高三');
    expect(diseaseLevelName(2, 2)).toBe('强化');
    expect(diseaseLevelName(2, 3)).toBe('');
    expect(diseaseLevelName(9, 1)).toBe('');
  });

  it('labels the archive: AI file, public-health file, both, else diagnosis; then the special state', () => {
    const d = { type: 1, specialState: null, aiFile: false, phFile: false };
    expect(diseaseArchiveLabels(d)).toEqual(['确诊']);
    expect(diseaseArchiveLabels({ ...d, aiFile: true })).toEqual(['AI档案']);
    expect(diseaseArchiveLabels({ ...d, phFile: true })).toEqual(['公卫档案']);
    expect(diseaseArchiveLabels({ ...d, aiFile: true, phFile: true })).toEqual(['AI档案', '公卫档案']);
    expect(diseaseArchiveLabels({ ...d, specialState: 1 })).toEqual(['确诊', '公卫专档']);
    expect(diseaseArchiveLabels({ ...d, phFile: true, specialState: 2 })).toEqual(['公卫档案', '已挂起']);
    expect(diseaseArchiveLabels({ ...d, specialState: 3 })).toEqual(['确诊', '已注销']);
    expect(diseaseArchiveLabels({ ...d, type: 7 })).toEqual([]);
    expect(diseaseArchiveLabels({ ...d, specialState: 9 })).toEqual(['确诊']);
  });
});

describe('grade tones and labels', () => {
  it('colours a grade: normal, attention, abnormal, severe', () => {
    expect(gradeTone('normal', false)).toBe('normal');
    expect(gradeTone('high_normal', false)).toBe('attention');
    expect(gradeTone('grade1', true)).toBe('abnormal');
    expect(gradeTone('impaired', true)).toBe('abnormal');
    expect(gradeTone('grade2', true)).toBe('severe');
    expect(gradeTone('grade3', true)).toBe('severe');
    expect(gradeTone('diabetes', true)).toBe('severe');
  });

  it('names a glucose grade by its meal period', () => {
    expect(levelLabel('bg', 'impaired', 'fasting')).toBe('空腹血糖受损');
    expect(levelLabel('bg', 'impaired', 'afterMeal')).toBe('糖耐量异常');
    expect(levelLabel('bg', 'impaired')).toBe('空腹血糖受损');
    expect(readingText({ type: 'bg', values: { glucose: 7 } })).toBe('7.0 mmol/L');
  });
});
