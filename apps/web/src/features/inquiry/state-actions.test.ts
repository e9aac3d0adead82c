import { INQUIRY_STATES } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { doctorButtons, patientButtons } from './state-actions.ts';

const kinds = (buttons: { kind: string }[]) => buttons.map((b) => b.kind);

describe('inquiry order buttons follow the state machine', () => {
  it('a patient pays or cancels an unpaid order, asks a refund of a paid one, cancels a refund request', () => {
    expect(kinds(patientButtons('created'))).toEqual(['cancel', 'pay']);
    expect(kinds(patientButtons('paid'))).toEqual(['refund']);
    expect(kinds(patientButtons('accepted'))).toEqual(['refund', 'chat']);
    expect(kinds(patientButtons('in_progress'))).toEqual(['complete', 'chat']);
    expect(kinds(patientButtons('refund_requested'))).toEqual(['refundCancel']);
  });

  it('a doctor accepts, starts and completes; reviews a refund request', () => {
    expect(kinds(doctorButtons('paid'))).toEqual(['accept']);
    expect(kinds(doctorButtons('accepted'))).toEqual(['chat', 'start']);
    expect(kinds(doctorButtons('in_progress'))).toEqual(['chat', 'complete']);
    expect(kinds(doctorButtons('refund_requested'))).toEqual(['refundReject', 'refundApprove']);
  });

  it('closed, cancelled and refunded orders offer no transition', () => {
    for (const state of ['cancelled', 'closed', 'refunded'] as const) {
      expect(patientButtons(state)).toEqual([]);
      expect(doctorButtons(state)).toEqual([]);
    }
    for (const state of INQUIRY_STATES) {
      for (const b of [...patientButtons(state), ...doctorButtons(state)]) expect(b.label).toMatch(/\S/);
    }
  });
});
