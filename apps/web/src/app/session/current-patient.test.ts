import type { PatientView } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { orderPatients } from './current-patient.ts';

const patient = (id: number, name: string): PatientView => ({
  id,
  name,
  idcard: null,
  tel: null,
  sex: null,
  birthday: null,
  relation: null,
  photo: null,
  isChild: false,
});
const list = [patient(1, '张三'), patient(2, '李四'), patient(3, '张小宝')];

describe('current patient', () => {
  it('keeps the stored patient and moves it to the front', () => {
    const { current, ordered } = orderPatients(list, 3, 1);
    expect(current?.name).toBe('张小宝');
    expect(ordered.map((p) => p.id)).toEqual([3, 1, 2]);
  });

  it("falls back to the session's patient, then to the first", () => {
    expect(orderPatients(list, 99, 2).current?.name).toBe('李四');
    expect(orderPatients(list, null, null).current?.name).toBe('张三');
  });

  it('an empty list means no current patient', () => {
    expect(orderPatients([], 1, 1)).toEqual({ current: null, ordered: [] });
  });
});
