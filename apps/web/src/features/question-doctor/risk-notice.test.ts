import { describe, expect, it } from 'vitest';
import { parseRiskNotice } from './risk-notice.ts';

describe('parseRiskNotice', () => {
  it('takes a well-formed QUESTION_HIGH_RISK frame and ignores a bad one', () => {
    expect(
      parseRiskNotice({ recordId: 4, patientId: 2, questionName: 'PHQ-9', level: '重度抑郁症状' }),
    ).toEqual({
      recordId: 4,
      patientId: 2,
      questionName: 'PHQ-9',
      level: '重度抑郁症状',
    });
    expect(parseRiskNotice({ recordId: 4, patientId: 2, questionName: 'PHQ-9' })?.level).toBeNull();
    expect(parseRiskNotice({ recordId: '4', patientId: 2, questionName: 'x' })).toBeNull();
    expect(parseRiskNotice(null)).toBeNull();
  });
});
