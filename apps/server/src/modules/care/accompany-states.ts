import type { AccompanyState } from '@kanghu/shared';

/**
 * The accompany-agent order state machine (our values; the spec shows none). The ONLY place that
 * says which event moves an order from which state to which and who may fire it:
 *
 *   created  --receive (servicer of the order's org)--> received
 *   received --serve (the receiving servicer)--> serving
 *   serving  --complete (the receiving servicer)--> completed
 *   created | received --cancel (the ordering account, or the receiving servicer)--> cancelled
 *
 * Each transition is one `UPDATE ... WHERE state IN (from) RETURNING`, so of two concurrent
 * transitions exactly one wins.
 */
export type AccompanyEvent = 'receive' | 'serve' | 'complete' | 'cancel';
export type AccompanyActor = 'owner' | 'servicer' | 'receiver';

interface Rule {
  from: readonly AccompanyState[];
  to: AccompanyState;
  actors: readonly AccompanyActor[];
  refusal: string;
}

export const ACCOMPANY_TRANSITIONS: Readonly<Record<AccompanyEvent, Rule>> = {
  receive: { from: ['created'], to: 'received', actors: ['servicer'], refusal: '订单已被接单或已取消' },
  serve: { from: ['received'], to: 'serving', actors: ['receiver'], refusal: '订单当前状态不能开始陪诊' },
  complete: { from: ['serving'], to: 'completed', actors: ['receiver'], refusal: '订单当前状态不能完成' },
  cancel: {
    from: ['created', 'received'],
    to: 'cancelled',
    actors: ['owner', 'receiver'],
    refusal: '订单当前状态不能取消',
  },
};

/** The event a PUT state/:id target names. */
export const EVENT_OF_TARGET: Readonly<Record<'serving' | 'completed' | 'cancelled', AccompanyEvent>> = {
  serving: 'serve',
  completed: 'complete',
  cancelled: 'cancel',
};

/** States in which the receiving servicer may add schedule photos. */
export const PHOTO_STATES: readonly AccompanyState[] = ['received', 'serving', 'completed'];
export const MAX_SCHEDULE_PHOTOS = 9;
