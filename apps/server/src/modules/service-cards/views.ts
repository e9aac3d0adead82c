import { type ServiceCardView, USER_CARD_STATE_TEXT, type UserCardView } from '@kanghu/shared';
import type { CardRow, RightRow, UserCardRow } from './repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function cardView(c: CardRow): ServiceCardView {
  return {
    id: c.id,
    name: c.name,
    serial: c.serial,
    coverImage: c.coverImage,
    intro: c.intro,
    interestList: c.interestList,
    price: c.price,
    isFree: c.isFree,
    isOpen: c.isOpen,
    isLimitStock: c.isLimitStock,
    stockNum: c.stockNum,
    isForever: c.isForever,
    expiryDateType: c.expiryDateType,
    expiryStartTime: iso(c.expiryStartTime),
    expiryEndTime: iso(c.expiryEndTime),
    limitDay: c.limitDay,
    tel: c.tel,
  };
}

export function isUsable(u: UserCardRow, now = new Date()): boolean {
  if (u.state !== 'active') return false;
  if (u.validFrom && u.validFrom > now) return false;
  return !(u.validTo && u.validTo <= now);
}

export function userCardView(u: UserCardRow, rights: RightRow[], coverImage: string | null): UserCardView {
  return {
    id: u.id,
    orderNo: u.orderNo,
    userId: u.userId,
    cardId: u.cardId,
    name: u.name,
    coverImage,
    price: u.price,
    state: u.state,
    stateText: USER_CARD_STATE_TEXT[u.state],
    usable: isUsable(u),
    validFrom: iso(u.validFrom),
    validTo: iso(u.validTo),
    paidAt: iso(u.paidAt),
    createdAt: u.createdAt.toISOString(),
    rights: rights
      .filter((r) => r.userCardId === u.id)
      .map((r) => ({
        inquiryType: r.inquiryType,
        name: r.name,
        total: r.total,
        used: r.used,
        remaining: r.total - r.used,
      })),
  };
}
