import {
  envelope,
  page,
  walletBankBody,
  walletBankView,
  walletEntriesQuery,
  walletEntryView,
  walletView,
  withdrawBody,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';
import { bankOf, entriesOf, saveBank, walletOf, withdraw } from './service.ts';

const tags = ['wallet'];

/** The doctor wallet behind /health/doctor/wallet/{income,withdraw,bank}. Doctors only (403). */
export default async function walletRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/doctor/wallet',
    { schema: { response: { 200: envelope(walletView) }, tags, summary: '钱包余额' } },
    async (request) => ({ success: true, data: await walletOf(services, requireSession(request)) }),
  );
  r.get(
    '/api/doctor/wallet/entries',
    {
      schema: {
        querystring: walletEntriesQuery,
        response: { 200: envelope(page(walletEntryView)) },
        tags,
        summary: '收支明细',
      },
    },
    async (request) => ({
      success: true,
      data: await entriesOf(services, requireSession(request), request.query),
    }),
  );
  r.post(
    '/api/doctor/wallet/withdraw',
    { schema: { body: withdrawBody, response: { 200: envelope(walletEntryView) }, tags, summary: '提现' } },
    async (request) => ({
      success: true,
      data: await withdraw(services, requireSession(request), request.body.amount),
    }),
  );
  r.get(
    '/api/doctor/wallet/bank',
    { schema: { response: { 200: envelope(walletBankView) }, tags, summary: '银行卡信息' } },
    async (request) => ({ success: true, data: await bankOf(services, requireSession(request)) }),
  );
  r.put(
    '/api/doctor/wallet/bank',
    {
      schema: {
        body: walletBankBody,
        response: { 200: envelope(walletBankView) },
        tags,
        summary: '绑定银行卡',
      },
    },
    async (request) => ({
      success: true,
      data: await saveBank(services, requireSession(request), request.body),
    }),
  );
}
