import type { Contract } from '../endpoints/endpoint.ts';
import {
  walletBankBody,
  walletBankView,
  walletEntriesQuery,
  walletEntryPage,
  walletEntryView,
  walletView,
  withdrawBody,
} from '../index.ts';

/** The doctor wallet behind /health/doctor/wallet/{income,withdraw,bank}. */
export const walletContract = {
  get: { response: walletView },
  entries: { query: walletEntriesQuery, response: walletEntryPage },
  withdraw: { body: withdrawBody, response: walletEntryView },
  bank: { response: walletBankView },
  saveBank: { body: walletBankBody, response: walletBankView },
} satisfies Contract;
