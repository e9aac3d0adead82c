import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** The doctor wallet behind /health/doctor/wallet/{income,withdraw,bank}. */
export const walletContract = {
  get: { response: s.walletView },
  entries: { query: s.walletEntriesQuery, response: s.walletEntryPage },
  withdraw: { body: s.withdrawBody, response: s.walletEntryView },
  bank: { response: s.walletBankView },
  saveBank: { body: s.walletBankBody, response: s.walletBankView },
} satisfies Contract;
