import { describe, expect, it } from 'vitest';
import { assignmentState, isHighRisk } from './question-assign.ts';

describe('assignment state', () => {
  it('answered wins; otherwise open through the due day and expired the day after', () => {
    expect(assignmentState(true, '2026-01-01', '2026-03-01')).toBe('answered');
    expect(assignmentState(false, '2026-03-01', '2026-03-01')).toBe('assigned');
    expect(assignmentState(false, '2026-02-28', '2026-03-01')).toBe('expired');
  });
});

describe('high risk', () => {
  it('is a severe band or any flag the definition raised', () => {
    expect(isHighRisk({ tone: 'severe', flags: [] })).toBe(true);
    expect(isHighRisk({ tone: 'normal', flags: ['第9题'] })).toBe(true);
    expect(isHighRisk({ tone: 'abnormal', flags: [] })).toBe(false);
    expect(isHighRisk({ tone: null, flags: null })).toBe(false);
  });
});
