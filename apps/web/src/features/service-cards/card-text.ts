import { CARD_EXPIRY_DAYS, type ServiceCardView, type UserCardView } from '@kanghu/shared';
import { ApiError } from '../../lib/request-errors.ts';

const day = (iso: string) => iso.slice(0, 10);

/** How long a package is valid, as the buyer reads it. */
export function packageValidity(c: ServiceCardView): string {
  if (c.isForever) return '长期有效';
  if (c.expiryDateType === CARD_EXPIRY_DAYS) return `购买后${c.limitDay ?? 0}天内有效`;
  if (c.expiryStartTime && c.expiryEndTime) return `${day(c.expiryStartTime)} 至 ${day(c.expiryEndTime)}`;
  return '以页面说明为准';
}

/** The validity of a bought card (set when it became active). */
export function cardValidity(c: UserCardView): string {
  if (c.state !== 'active') return '支付后生效';
  if (!c.validTo) return '长期有效';
  return `${c.validFrom ? day(c.validFrom) : ''} 至 ${day(c.validTo)}`;
}

/** "图文问诊 3次 · 电话问诊 2次". */
export function rightsSummary(list: Array<{ name: string; num: number }>): string {
  return list.map((i) => `${i.name} ${i.num}次`).join(' · ');
}

/** The state shown on a bought card: expired active cards say so. */
export function cardStateText(c: UserCardView): string {
  if (c.state === 'active' && !c.usable)
    return c.validTo && Date.parse(c.validTo) <= Date.now() ? '已过期' : '未到生效时间';
  return c.stateText;
}

/** A 404 answer (missing, or another account's): shown as "not found", not as an error to retry. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'missing';
}
