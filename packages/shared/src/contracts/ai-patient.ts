import type { Contract } from '../endpoints/endpoint.ts';
import { localInfoQuery, localInfoView } from '../index.ts';

/** Ours: a patient's local info (district and records) for the yuhang resident screens. */
export const localInfoContract = {
  get: { query: localInfoQuery, response: localInfoView },
} satisfies Contract;
