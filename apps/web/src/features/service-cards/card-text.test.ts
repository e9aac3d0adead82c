import type { ServiceCardView, UserCardView } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { cardStateText, cardValidity, packageValidity, rightsSummary } from './card-text.ts';

const pkg = (fields: Partial<ServiceCardView>): ServiceCardView => ({
  id: 1,
  name: '卡',
  serial: 'S',
  coverImage: null,
  intro: null,
  interestList: [],
  price: 0,
  isFree: true,
  isOpen: true,
  isLimitStock: false,
  stockNum: 0,
  isForever: true,
  expiryDateType: null,
  expiryStartTime: null,
  expiryEndTime: null,
  limitDay: null,
  tel: null,
  ...fields,
});

const mine = (fields: Partial<UserCardView>): UserCardView => ({
  id: 1,
  orderNo: 'SC1',
  userId: 1,
  cardId: 1,
  name: '卡',
  coverImage: null,
  price: 0,
  state: 'active',
  stateText: '已生效',
  usable: true,
  validFrom: null,
  validTo: null,
  paidAt: null,
  createdAt: '2026-11-22T00:00:00Z',
  rights: [],
  ...fields,
});

describe('service card texts', () => {
  it('describes package validity', () => {
    expect(packageValidity(pkg({}))).toBe('长期有效');
    expect(packageValidity(pkg({ isForever: false, expiryDateType: 2, limitDay: 90 }))).toBe(
      '购买后90天内有效',
    );
    expect(
      packageValidity(
        pkg({
          isForever: false,
          expiryDateType: 1,
          expiryStartTime: '2026-01-01T00:00:00.000Z',
          expiryEndTime: '2026-12-31T00:00:00.000Z',
        }),
      ),
    ).toBe('2026-01-01 至 2026-12-31');
    expect(
      rightsSummary([
        { name: '图文问诊', num: 3 },
        { name: '电话问诊', num: 2 },
      ]),
    ).toBe('图文问诊 3次 · 电话问诊 2次');
  });

  it('describes a bought card', () => {
    expect(cardValidity(mine({ state: 'unpaid' }))).toBe('支付后生效');
    expect(cardValidity(mine({}))).toBe('长期有效');
    expect(cardStateText(mine({}))).toBe('已生效');
    expect(cardStateText(mine({ usable: false, validTo: '2020-01-01T00:00:00Z' }))).toBe('已过期');
    expect(
      cardStateText(
        mine({ usable: false, validFrom: '2099-01-01T00:00:00Z', validTo: '2099-02-01T00:00:00Z' }),
      ),
    ).toBe('未到生效时间');
  });
});
