import type { ReservationView } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { doctorCanComplete, patientCan, stateLabel } from './state-actions.ts';

const base: ReservationView = {
  id: 1,
  userId: 1,
  patientId: 1,
  patientName: '张三',
  doctorId: 1,
  doctorName: '王医生',
  orgId: null,
  departmentId: null,
  appointDate: '2026-11-23',
  startTime: '09:00',
  endTime: '10:00',
  slot: 1,
  price: 800,
  isOfflinePay: false,
  state: 'created',
  stateText: '待支付',
  createdAt: '2026-11-22T00:00:00.000Z',
};

describe('reservation actions', () => {
  it('an unpaid online registration is paid or cancelled, not completed', () => {
    expect(patientCan(base)).toEqual({ pay: true, cancel: true });
    expect(doctorCanComplete(base)).toBe(false);
  });
  it('an offline-pay one is never paid online and is completed at the visit', () => {
    const r = { ...base, isOfflinePay: true };
    expect(patientCan(r)).toEqual({ pay: false, cancel: true });
    expect(doctorCanComplete(r)).toBe(true);
    expect(stateLabel(r)).toBe('待到院支付');
  });
  it('finished registrations allow nothing', () => {
    for (const state of ['cancelled', 'completed'] as const) {
      const r = { ...base, state };
      expect(patientCan(r)).toEqual({ pay: false, cancel: false });
      expect(doctorCanComplete(r)).toBe(false);
    }
    expect(doctorCanComplete({ ...base, state: 'paid' })).toBe(true);
  });
});
