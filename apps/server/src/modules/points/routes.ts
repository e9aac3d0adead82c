import { pointsContract } from '@kanghu/shared/contracts';
import { points } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as service from './service.ts';

const tags = ['points'];

/** Points (issue 14 section 3): the ledger, daily sign-in, goods and exchange. */
export default async function pointsRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(points, pointsContract, {
    record: {
      summary: '积分记录',
      description: 'The caller’s own ledger entries, newest first; direction in/out filters by sign.',
      handle: (ctx, { query }) => service.records(ctx, query),
    },
    summary: {
      summary: '积分概览',
      description: 'Balance (sum of the ledger), totals, today’s sign-in and the project’s earning rules.',
      handle: (ctx) => service.summary(ctx),
    },
    sign: {
      summary: '每日签到',
      description:
        'Pays the sign_in rule once per China day; a repeat answers firstToday false and pays nothing.',
      handle: (ctx) => service.signIn(ctx),
    },
    goods: {
      summary: '积分商品',
      description: 'The project’s goods on show, with price in points and stock.',
      handle: (ctx, { query }) => service.goods(ctx, query),
    },
    exchange: {
      summary: '积分兑换',
      description:
        'One transaction: price check (integral must match), balance check (积分不足), one item of stock taken atomically (商品库存不足), the exchange row with the address and a negative ledger entry.',
      handle: (ctx, { body }) => service.exchange(ctx, body),
    },
    exchangeRecord: {
      summary: '兑换记录',
      description: 'The caller’s own exchanges, newest first, the phone masked.',
      handle: (ctx, { query }) => service.exchangeRecords(ctx, query),
    },
  });
}
