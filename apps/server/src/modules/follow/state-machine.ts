import { FOLLOW_MSG, type FollowPlanState } from '@kanghu/shared';

/**
 * The follow plan state machine: the ONLY place that says which event is allowed from which
 * stored state. Repos apply a transition with `UPDATE ... WHERE state = ANY(<from>) RETURNING`,
 * so of two concurrent transitions exactly one wins and the loser writes nothing.
 *
 *   (create | multi-create | a record's next visit) --> open
 *   open --update (servicer)--> open                 (plan time, mode, person, content)
 *   open --grab (servicer, plan without a person)--> open   (the grabber becomes the person)
 *   open --execute (servicer: the visit's record)--> done
 *   open --cancel (servicer)--> cancelled
 *   open | cancelled --delete (servicer)--> deleted  (hidden; answers 404 from then on)
 *
 * What users see (`followStatus`): open is planned / due (the plan's China day) / overdue
 * (after it), computed on read by packages/shared `followStatusOf`; done; cancelled.
 */
export type FollowEvent = 'update' | 'grab' | 'execute' | 'cancel' | 'delete';

export const PLAN_TRANSITIONS: Readonly<
  Record<FollowEvent, { from: readonly FollowPlanState[]; to: FollowPlanState | 'same' }>
> = {
  update: { from: ['open'], to: 'same' },
  grab: { from: ['open'], to: 'same' },
  execute: { from: ['open'], to: 'done' },
  cancel: { from: ['open'], to: 'cancelled' },
  delete: { from: ['open', 'cancelled'], to: 'deleted' },
};

/** Why an event is refused in a state (400), worded for the state the plan is in. */
const REFUSALS: Readonly<Record<FollowEvent, Partial<Record<FollowPlanState, string>>>> = {
  update: { done: FOLLOW_MSG.updateClosed, cancelled: FOLLOW_MSG.updateClosed },
  grab: { done: FOLLOW_MSG.grabClosed, cancelled: FOLLOW_MSG.grabClosed },
  execute: { done: FOLLOW_MSG.executeDone, cancelled: FOLLOW_MSG.executeCancelled },
  cancel: { done: FOLLOW_MSG.cancelDone, cancelled: FOLLOW_MSG.cancelCancelled },
  delete: { done: FOLLOW_MSG.deleteDone },
};

export type PlanDecision =
  | { ok: true; from: readonly FollowPlanState[]; to: FollowPlanState | 'same' }
  | { ok: false; status: 400 | 404; msg: string };

/** Decides `event` for a plan in `state`; a deleted plan is gone (404) for every event. */
export function decidePlan(state: FollowPlanState, event: FollowEvent): PlanDecision {
  if (state === 'deleted') return { ok: false, status: 404, msg: FOLLOW_MSG.planNotFound };
  const rule = PLAN_TRANSITIONS[event];
  if (rule.from.includes(state)) return { ok: true, from: rule.from, to: rule.to };
  return { ok: false, status: 400, msg: REFUSALS[event][state] ?? FOLLOW_MSG.updateClosed };
}
