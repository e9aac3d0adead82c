import type {
  walletBankBody,
  walletBankView,
  walletEntriesQuery,
  walletEntryPage,
  walletEntryView,
  walletView,
  withdrawBody,
} from '../schemas/doctor.ts';
import { endpoint } from './endpoint.ts';

/** The doctor wallet behind /health/doctor/wallet/{income,withdraw,bank}. */
export const wallet = {
  get: endpoint<{ response: typeof walletView }>('GET', '/api/doctor/wallet'),
  entries: endpoint<{ query: typeof walletEntriesQuery; response: typeof walletEntryPage }>(
    'GET',
    '/api/doctor/wallet/entries',
  ),
  withdraw: endpoint<{ body: typeof withdrawBody; response: typeof walletEntryView }>(
    'POST',
    '/api/doctor/wallet/withdraw',
  ),
  bank: endpoint<{ response: typeof walletBankView }>('GET', '/api/doctor/wallet/bank'),
  saveBank: endpoint<{ body: typeof walletBankBody; response: typeof walletBankView }>(
    'PUT',
    '/api/doctor/wallet/bank',
  ),
};
