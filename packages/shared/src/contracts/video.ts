import type { Contract } from '../endpoints/endpoint.ts';
import {
  consultCreateBody,
  consultIdParams,
  consultListQuery,
  consultPage,
  consultView,
  inviteCreateBody,
  inviteRedeemBody,
  inviteView,
  roomCodeParams,
  roomCodeQuery,
  thirdVideoQuery,
  videoSettings,
} from '../index.ts';

/** Remote video consultations and the video room (spec 3 sections 3 and 7; spec 1 section 7). */
export const videoContract = {
  list: { query: consultListQuery, response: consultPage },
  create: { body: consultCreateBody, response: consultView },
  end: { params: consultIdParams, response: consultView },
  byId: { params: consultIdParams, response: consultView },
  byRoomCode: { params: roomCodeParams, response: consultView },
  userSig: { query: roomCodeQuery, response: videoSettings },
  invite: { body: inviteCreateBody, response: inviteView },
  redeem: { body: inviteRedeemBody, response: videoSettings },
  third: { query: thirdVideoQuery, response: videoSettings },
} satisfies Contract;
