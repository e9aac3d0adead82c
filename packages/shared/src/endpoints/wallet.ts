import type { walletContract } from '../contracts/wallet.ts';
import { endpointsOf } from './endpoint.ts';

/** The doctor wallet behind /health/doctor/wallet/{income,withdraw,bank}. */
export const wallet = endpointsOf<typeof walletContract>({
  get: 'GET /api/doctor/wallet',
  entries: 'GET /api/doctor/wallet/entries',
  withdraw: 'POST /api/doctor/wallet/withdraw',
  bank: 'GET /api/doctor/wallet/bank',
  saveBank: 'PUT /api/doctor/wallet/bank',
});
