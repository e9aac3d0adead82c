import { VIDEO_USER_PREFIX } from '@kanghu/shared';

/** The account id inside a room user id (`user_<account>`); NaN for anything else. */
export function accountOfRoomUser(roomUserId: string): number {
  if (!roomUserId.startsWith(VIDEO_USER_PREFIX)) return Number.NaN;
  const id = roomUserId.slice(VIDEO_USER_PREFIX.length);
  return /^\d+$/.test(id) ? Number(id) : Number.NaN;
}

/**
 * Perfect negotiation roles: of two members the one with the lower account id is polite (gives way
 * when both offered at once), the other impolite. Both sides compute the same answer.
 */
export function isPolite(self: number, other: number): boolean {
  return self < other;
}

/**
 * What to do with an offer from another member given our connection to them (if any):
 * `ignore` when both offered at once and we are the impolite side (our offer wins), otherwise
 * `accept` (a fresh connection answers it; for the polite side that is the rollback of its own).
 */
export function onRemoteOffer(
  signalingState: RTCSignalingState | undefined,
  self: number,
  other: number,
): 'accept' | 'ignore' {
  const glare = signalingState === 'have-local-offer';
  return glare && !isPolite(self, other) ? 'ignore' : 'accept';
}

/**
 * A member announced itself (`join`): it has no working connection to us (a fresh page), so any
 * member whose local stream is open offers again on a fresh connection, replacing an old one.
 */
export function shouldOfferOnJoin(state: string, hasLocalStream: boolean): boolean {
  return hasLocalStream && (state === 'publishing' || state === 'published');
}
