import { describe, expect, it } from 'vitest';
import { accountOfRoomUser, isPolite, onRemoteOffer, shouldOfferOnJoin } from './negotiation.ts';

describe('video mesh negotiation', () => {
  it('reads the account id of a room user id numerically', () => {
    expect(accountOfRoomUser('user_12')).toBe(12);
    expect(accountOfRoomUser('user_x')).toBeNaN();
    expect(accountOfRoomUser('12')).toBeNaN();
  });

  it('makes exactly one of two members polite, by account id (not by text order)', () => {
    expect(isPolite(9, 10)).toBe(true);
    expect(isPolite(10, 9)).toBe(false);
  });

  it('on glare the impolite side ignores the offer and the polite side accepts it', () => {
    expect(onRemoteOffer('have-local-offer', 10, 9)).toBe('ignore');
    expect(onRemoteOffer('have-local-offer', 9, 10)).toBe('accept');
  });

  it('accepts any offer without an own pending offer (a fresh connection)', () => {
    expect(onRemoteOffer(undefined, 10, 9)).toBe('accept');
    expect(onRemoteOffer('stable', 10, 9)).toBe('accept');
  });

  it('offers to an announced newcomer whenever the local stream is open, even if a connection exists', () => {
    expect(shouldOfferOnJoin('published', true)).toBe(true);
    expect(shouldOfferOnJoin('publishing', true)).toBe(true);
    expect(shouldOfferOnJoin('joining', true)).toBe(false);
    expect(shouldOfferOnJoin('published', false)).toBe(false);
  });
});
