import type {
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
} from '../schemas/video.ts';
import { endpoint } from './endpoint.ts';

const RECORD = '/api/base/remote/video/consultation/record';

/** Remote video consultations and the video room (spec 3 sections 3 and 7; spec 1 section 7). */
export const video = {
  list: endpoint<{ query: typeof consultListQuery; response: typeof consultPage }>('GET', `${RECORD}/list`),
  create: endpoint<{ body: typeof consultCreateBody; response: typeof consultView }>('POST', RECORD),
  end: endpoint<{ params: typeof consultIdParams; response: typeof consultView }>('PUT', `${RECORD}/end/:id`),
  byId: endpoint<{ params: typeof consultIdParams; response: typeof consultView }>('GET', `${RECORD}/:id`),
  byRoomCode: endpoint<{ params: typeof roomCodeParams; response: typeof consultView }>(
    'GET',
    `${RECORD}/roomcode/:roomCode`,
  ),
  userSig: endpoint<{ query: typeof roomCodeQuery; response: typeof videoSettings }>(
    'GET',
    `${RECORD}/sdk/user/sig`,
  ),
  /** One-time invite link of a room (ours: the spec makes it on the client with the secret key). */
  invite: endpoint<{ body: typeof inviteCreateBody; response: typeof inviteView }>(
    'POST',
    `${RECORD}/invite`,
  ),
  redeem: endpoint<{ body: typeof inviteRedeemBody; response: typeof videoSettings }>(
    'POST',
    `${RECORD}/invite/redeem`,
  ),
  third: endpoint<{ query: typeof thirdVideoQuery; response: typeof videoSettings }>(
    'GET',
    '/api/third/video',
  ),
};
