import { walletContract } from '@kanghu/shared/contracts';
import { wallet } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as service from './service.ts';

const tags = ['wallet'];

/** The doctor wallet behind /health/doctor/wallet/{income,withdraw,bank}. Doctors only (403). */
export default async function walletRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(wallet, walletContract, {
    get: { summary: '钱包余额', handle: (ctx) => service.walletOf(ctx) },
    entries: { summary: '收支明细', handle: (ctx, { query }) => service.entriesOf(ctx, query) },
    withdraw: { summary: '提现', handle: (ctx, { body }) => service.withdraw(ctx, body.amount) },
    bank: { summary: '银行卡信息', handle: (ctx) => service.bankOf(ctx) },
    saveBank: { summary: '绑定银行卡', handle: (ctx, { body }) => service.saveBank(ctx, body) },
  });
}
