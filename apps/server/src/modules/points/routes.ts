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
import { route } from '../../plugins/route.ts';
import { exchange, exchangeRecords, goods, records, signIn, summary } from './service.ts';

const tags = ['points'];

/** Points (issue 14 section 3): the ledger, daily sign-in, goods and exchange. */
export default async function pointsRoutes(app: FastifyInstance) {
  route(
    app,
    points.record,
    {
      access: 'user',
      schemas: { query: pointsRecordQuery, response: pointsRecordPage },
      tags,
      summary: '积分记录',
      description: 'The caller’s own ledger entries, newest first; direction in/out filters by sign.',
    },
    (ctx, { query }) => records(ctx, query),
  );
  route(
    app,
    points.summary,
    {
      access: 'user',
      schemas: { response: pointsSummary },
      tags,
      summary: '积分概览',
      description: 'Balance (sum of the ledger), totals, today’s sign-in and the project’s earning rules.',
    },
    (ctx) => summary(ctx),
  );
  route(
    app,
    points.sign,
    {
      access: 'user',
      schemas: { response: pointsSignResult },
      tags,
      summary: '每日签到',
      description:
        'Pays the sign_in rule once per China day; a repeat answers firstToday false and pays nothing.',
    },
    (ctx) => signIn(ctx),
  );
  route(
    app,
    points.goods,
    {
      access: 'user',
      schemas: { query: goodsListQuery, response: goodsPage },
      tags,
      summary: '积分商品',
      description: 'The project’s goods on show, with price in points and stock.',
    },
    (ctx, { query }) => goods(ctx, query),
  );
  route(
    app,
    points.exchange,
    {
      access: 'user',
      schemas: { body: exchangeBody, response: exchangeResult },
      tags,
      summary: '积分兑换',
      description:
        'One transaction: price check (integral must match), balance check (积分不足), one item of stock taken atomically (商品库存不足), the exchange row with the address and a negative ledger entry.',
    },
    (ctx, { body }) => exchange(ctx, body),
  );
  route(
    app,
    points.exchangeRecord,
    {
      access: 'user',
      schemas: { query: exchangeRecordQuery, response: exchangeRecordPage },
      tags,
      summary: '兑换记录',
      description: 'The caller’s own exchanges, newest first, the phone masked.',
    },
    (ctx, { query }) => exchangeRecords(ctx, query),
  );
}
