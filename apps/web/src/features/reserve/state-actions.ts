import type { ReservationView } from '@kanghu/shared';

/** What the patient may still do with a registration (server reservations/service.ts rules). */
export function patientCan(r: ReservationView) {
  return {
    pay: r.state === 'created' && !r.isOfflinePay,
    cancel: r.state === 'created' || r.state === 'paid',
  };
}

/** The doctor completes a paid registration, or an offline-pay one at the visit. */
export function doctorCanComplete(r: ReservationView): boolean {
  return r.state === 'paid' || (r.state === 'created' && r.isOfflinePay);
}

/** The state's label; an unpaid offline-pay registration is booked and paid at the hospital. */
export function stateLabel(r: ReservationView): string {
  return r.state === 'created' && r.isOfflinePay ? '待到院支付' : r.stateText;
}

export function stateColor(r: ReservationView): 'warning' | 'primary' | 'success' | 'default' {
  switch (r.state) {
    case 'created':
      return 'warning';
    case 'paid':
      return 'primary';
    case 'completed':
      return 'success';
    default:
      return 'default';
  }
}

/** "2026-11-23 09:00-10:00" */
export const visitTime = (r: Pick<ReservationView, 'appointDate' | 'startTime' | 'endTime'>) =>
  `${r.appointDate} ${r.startTime}-${r.endTime}`;
