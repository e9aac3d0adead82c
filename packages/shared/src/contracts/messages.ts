import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** System messages of the signed-in user (any role). */
export const systemMessageContract = {
  list: { query: s.systemMessageQuery, response: s.systemMessagePage },
  clearRead: { response: s.systemMessageRemoved },
  detail: { params: s.systemMessageIdParams, response: s.systemMessageDetail },
  markRead: { params: s.systemMessageIdParams, response: s.systemMessageDetail },
  remove: { params: s.systemMessageIdParams, response: s.systemMessageRemoved },
} satisfies Contract;
