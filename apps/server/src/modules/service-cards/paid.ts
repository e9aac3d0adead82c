import { CARD_EXPIRY_DAYS } from '@kanghu/shared';
import type { OrderKindHandlers } from '../../core/order-kinds.ts';
import type { Tx } from '../../db/database.ts';
import { type CardRow, findCard, findUserCard, moveUserCard } from './repo.ts';

/** The validity a card gets when it becomes active at `now`. */
function validityOf(card: CardRow, now: Date): { validFrom: Date | null; validTo: Date | null } {
  if (card.isForever) return { validFrom: null, validTo: null };
  if (card.expiryDateType === CARD_EXPIRY_DAYS && card.limitDay)
    return { validFrom: now, validTo: new Date(now.getTime() + card.limitDay * 86_400_000) };
  return { validFrom: card.expiryStartTime, validTo: card.expiryEndTime };
}

/** Makes an unpaid user card active (paid notify, or at once when free); false if it moved on. */
export async function activateInTx(tx: Tx, userCardId: number, now = new Date()): Promise<boolean> {
  const found = await findUserCard(tx, userCardId, null);
  if (!found) return false;
  const card = await findCard(tx, found.cardId);
  if (!card) return false;
  const moved = await moveUserCard(tx, userCardId, 'unpaid', {
    state: 'active',
    paidAt: now,
    ...validityOf(card, now),
  });
  return moved !== null;
}

/**
 * The 'service_card' order kind (core/order-kinds.ts): a paid card order becomes active; one that
 * moved on (cancelled, expired, paid by another payment) is not payable and payments refunds it.
 */
export const serviceCardOrders: OrderKindHandlers = {
  async onPaid(tx, orderId) {
    return { paid: await activateInTx(tx, orderId) };
  },
};
