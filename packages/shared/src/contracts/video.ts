import type { Contract } from '../endpoints/endpoint.ts';
import * as s from '../index.ts';

/** Remote video consultations and the video room (spec 3 sections 3 and 7; spec 1 section 7). */
export const videoContract = {
  list: { query: s.consultListQuery, response: s.consultPage },
  create: { body: s.consultCreateBody, response: s.consultView },
  end: { params: s.consultIdParams, response: s.consultView },
  byId: { params: s.consultIdParams, response: s.consultView },
  byRoomCode: { params: s.roomCodeParams, response: s.consultView },
  userSig: { query: s.roomCodeQuery, response: s.videoSettings },
  invite: { body: s.inviteCreateBody, response: s.inviteView },
  redeem: { body: s.inviteRedeemBody, response: s.videoSettings },
  third: { query: s.thirdVideoQuery, response: s.videoSettings },
} satisfies Contract;
