import type { FollowRecordView, MedicineRecordView } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { splitCurrent, visitMedications } from './drug-situation.ts';

const visit = (id: number, time: string, lines: Record<string, string>) =>
  ({
    id,
    time,
    doctorName: '王医生',
    formList: Object.entries(lines).map(([key, value]) => ({ key, label: key, value })),
  }) as unknown as FollowRecordView;

describe('Lin’an medication situation', () => {
  it('lists visits with medication or adherence, newest first', () => {
    const out = visitMedications([
      visit(1, '2026-08-01T02:00:00.000Z', { medication: '氨氯地平 5mg', adherence: '规律' }),
      visit(2, '2026-10-01T02:00:00.000Z', { medication: '氨氯地平 5mg；厄贝沙坦 150mg', adherence: '间断' }),
      visit(3, '2026-11-01T02:00:00.000Z', { way: '门诊' }),
    ]);
    expect(out.map((v) => [v.recordId, v.adherence])).toEqual([
      [2, '间断'],
      [1, '规律'],
    ]);
  });

  it('splits current and stopped medication records by the day', () => {
    const m = (id: number, startDate: string, endDate: string | null) =>
      ({ id, name: `药${id}`, startDate, endDate }) as MedicineRecordView;
    const { current, stopped } = splitCurrent(
      [
        m(1, '2026-01-01', null),
        m(2, '2026-01-01', '2026-03-01'),
        m(3, '2026-11-26', '2026-11-26'),
        m(4, '2026-12-01', null),
      ],
      '2026-11-26',
    );
    expect(current.map((x) => x.id)).toEqual([1, 3]);
    expect(stopped.map((x) => x.id)).toEqual([2, 4]);
  });
});
