import {
  walletBankBody,
  walletBankView,
  walletEntriesQuery,
  walletEntryPage,
  walletEntryView,
  walletView,
  withdrawBody,
} from '@kanghu/shared';
import { wallet } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { bankOf, entriesOf, saveBank, walletOf, withdraw } from './service.ts';

const tags = ['wallet'];

/** The doctor wallet behind /health/doctor/wallet/{income,withdraw,bank}. Doctors only (403). */
export default async function walletRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'servicer', tags });
  add(wallet.get, { response: walletView }, '钱包余额', (ctx) => walletOf(ctx));
  add(
    wallet.entries,
    { query: walletEntriesQuery, response: walletEntryPage },
    '收支明细',
    (ctx, { query }) => entriesOf(ctx, query),
  );
  add(wallet.withdraw, { body: withdrawBody, response: walletEntryView }, '提现', (ctx, { body }) =>
    withdraw(ctx, body.amount),
  );
  add(wallet.bank, { response: walletBankView }, '银行卡信息', (ctx) => bankOf(ctx));
  add(wallet.saveBank, { body: walletBankBody, response: walletBankView }, '绑定银行卡', (ctx, { body }) =>
    saveBank(ctx, body),
  );
}
