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
import { route } from '../../plugins/route.ts';
import { bankOf, entriesOf, saveBank, walletOf, withdraw } from './service.ts';

const tags = ['wallet'];

/** The doctor wallet behind /health/doctor/wallet/{income,withdraw,bank}. Doctors only (403). */
export default async function walletRoutes(app: FastifyInstance) {
  route(
    app,
    wallet.get,
    { access: 'servicer', schemas: { response: walletView }, tags, summary: '钱包余额' },
    (ctx) => walletOf(ctx),
  );
  route(
    app,
    wallet.entries,
    {
      access: 'servicer',
      schemas: { query: walletEntriesQuery, response: walletEntryPage },
      tags,
      summary: '收支明细',
    },
    (ctx, { query }) => entriesOf(ctx, query),
  );
  route(
    app,
    wallet.withdraw,
    { access: 'servicer', schemas: { body: withdrawBody, response: walletEntryView }, tags, summary: '提现' },
    (ctx, { body }) => withdraw(ctx, body.amount),
  );
  route(
    app,
    wallet.bank,
    { access: 'servicer', schemas: { response: walletBankView }, tags, summary: '银行卡信息' },
    (ctx) => bankOf(ctx),
  );
  route(
    app,
    wallet.saveBank,
    {
      access: 'servicer',
      schemas: { body: walletBankBody, response: walletBankView },
      tags,
      summary: '绑定银行卡',
    },
    (ctx, { body }) => saveBank(ctx, body),
  );
}
