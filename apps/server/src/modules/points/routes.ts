import {
  exchangeBody,
  exchangeRecordPage,
  exchangeRecordQuery,
  exchangeResult,
  goodsListQuery,
  goodsPage,
  pointsRecordPage,
  pointsRecordQuery,
  pointsSignResult,
  pointsSummary,
} from '@kanghu/shared';
import { points } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { exchange, exchangeRecords, goods, records, signIn, summary } from './service.ts';

const tags = ['points'];

/** Points (issue 14 section 3): the ledger, daily sign-in, goods and exchange. */
export default async function pointsRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    points.record,
    { query: pointsRecordQuery, response: pointsRecordPage },
    {
      summary: '积分记录',
      description: 'The caller’s own ledger entries, newest first; direction in/out filters by sign.',
    },
    (ctx, { query }) => records(ctx, query),
  );
  add(
    points.summary,
    { response: pointsSummary },
    {
      summary: '积分概览',
      description: 'Balance (sum of the ledger), totals, today’s sign-in and the project’s earning rules.',
    },
    (ctx) => summary(ctx),
  );
  add(
    points.sign,
    { response: pointsSignResult },
    {
      summary: '每日签到',
      description:
        'Pays the sign_in rule once per China day; a repeat answers firstToday false and pays nothing.',
    },
    (ctx) => signIn(ctx),
  );
  add(
    points.goods,
    { query: goodsListQuery, response: goodsPage },
    { summary: '积分商品', description: 'The project’s goods on show, with price in points and stock.' },
    (ctx, { query }) => goods(ctx, query),
  );
  add(
    points.exchange,
    { body: exchangeBody, response: exchangeResult },
    {
      summary: '积分兑换',
      description:
        'One transaction: price check (integral must match), balance check (积分不足), one item of stock taken atomically (商品库存不足), the exchange row with the address and a negative ledger entry.',
    },
    (ctx, { body }) => exchange(ctx, body),
  );
  add(
    points.exchangeRecord,
    { query: exchangeRecordQuery, response: exchangeRecordPage },
    { summary: '兑换记录', description: 'The caller’s own exchanges, newest first, the phone masked.' },
    (ctx, { query }) => exchangeRecords(ctx, query),
  );
}
