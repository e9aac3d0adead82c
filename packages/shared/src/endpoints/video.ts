import type { videoContract } from '../contracts/video.ts';
import { endpointsOf } from './endpoint.ts';

const RECORD = '/api/base/remote/video/consultation/record';

/** Remote video consultations and the video room (spec 3 sections 3 and 7; spec 1 section 7). */
export const video = endpointsOf<typeof videoContract>({
  list: `GET ${RECORD}/list`,
  create: `POST ${RECORD}`,
  end: `PUT ${RECORD}/end/:id`,
  byId: `GET ${RECORD}/:id`,
  byRoomCode: `GET ${RECORD}/roomcode/:roomCode`,
  userSig: `GET ${RECORD}/sdk/user/sig`,
  invite: `POST ${RECORD}/invite`,
  redeem: `POST ${RECORD}/invite/redeem`,
  third: 'GET /api/third/video',
});
