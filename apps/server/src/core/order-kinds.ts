import type { Tx } from '../db/database.ts';

/** The kinds of order a payment can be for (payments.order_kind). */
export type OrderKind = 'inquiry' | 'reserve' | 'service_card';

/** What became of an order when its payment succeeded. */
export type PaidOutcome =
  | { paid: false }
  /** `after` runs once the transaction has committed (pushes, jobs). */
  | { paid: true; after?: () => Promise<void> };

/** What an order module does when one of its orders is paid. */
export interface OrderKindHandlers {
  /**
   * Inside the payment's transaction (the payment row is locked): moves the order to paid, or
   * answers `{paid: false}` when it is no longer payable (cancelled, closed, paid by another
   * payment); the payment is then refunded at once.
   */
  onPaid(tx: Tx, orderId: number, projectId: number): Promise<PaidOutcome>;
}

/**
 * Per-app registry of order kinds: payments call the handlers that the order modules (inquiry,
 * reservations, service cards) register when their routes register, so payments import none of
 * them (and none of them imports payments' internals back).
 */
export class OrderKinds {
  private readonly handlers = new Map<OrderKind, OrderKindHandlers>();

  register(kind: OrderKind, handlers: OrderKindHandlers): void {
    if (this.handlers.has(kind)) throw new Error(`order kind ${kind} already has handlers`);
    this.handlers.set(kind, handlers);
  }

  get(kind: OrderKind): OrderKindHandlers {
    const handlers = this.handlers.get(kind);
    if (!handlers) throw new Error(`order kind ${kind} has no handlers`);
    return handlers;
  }
}
