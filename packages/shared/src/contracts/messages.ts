import type { Contract } from '../endpoints/endpoint.ts';
import {
  systemMessageDetail,
  systemMessageIdParams,
  systemMessagePage,
  systemMessageQuery,
  systemMessageRemoved,
} from '../index.ts';

/** System messages of the signed-in user (any role). */
export const systemMessageContract = {
  list: { query: systemMessageQuery, response: systemMessagePage },
  clearRead: { response: systemMessageRemoved },
  detail: { params: systemMessageIdParams, response: systemMessageDetail },
  markRead: { params: systemMessageIdParams, response: systemMessageDetail },
  remove: { params: systemMessageIdParams, response: systemMessageRemoved },
} satisfies Contract;
