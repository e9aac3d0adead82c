import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { consumeRight, findUserCard, releaseRight } from './repo.ts';

/**
 * Pays an inquiry with a right of the account's card (inside the order's transaction): one
 * compare-and-set consumes it; when that finds nothing, the card is examined for the reason.
 */
export async function useCardRight(
  tx: Tx,
  userId: number,
  userCardId: number,
  inquiryType: number,
): Promise<void> {
  if (await consumeRight(tx, userCardId, userId, inquiryType)) return;
  const card = await findUserCard(tx, userCardId, userId);
  if (!card) throw badRequest('服务卡不存在');
  if (card.state !== 'active') throw badRequest('服务卡未生效');
  const now = new Date();
  if (card.validFrom && card.validFrom > now) throw badRequest('服务卡尚未到生效时间');
  if (card.validTo && card.validTo <= now) throw badRequest('服务卡已过期');
  throw badRequest('服务卡剩余次数不足');
}

/** Gives the right back when an order paid with a card is cancelled or refunded. */
export async function releaseCardRight(
  tx: Tx,
  order: { isUseCard: boolean; userCardId: number | null; inquiryType: number },
): Promise<void> {
  if (order.isUseCard && order.userCardId !== null)
    await releaseRight(tx, order.userCardId, order.inquiryType);
}
