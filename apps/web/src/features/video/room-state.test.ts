import { describe, expect, it } from 'vitest';
import { nextVideoState } from './room-state.ts';
import { inviteLinkSettings, parseRoomSettings, roomSettingsError } from './settings.ts';

describe('video call state machine', () => {
  it('joins and publishes in order', () => {
    let s = nextVideoState('idle', 'join');
    expect(s).toBe('joining');
    s = s && nextVideoState(s, 'joined');
    s = s && nextVideoState(s, 'publish');
    expect(s).toBe('publishing');
    expect(s && nextVideoState(s, 'published')).toBe('published');
  });

  it('refuses out-of-order events and leaves from anywhere', () => {
    expect(nextVideoState('idle', 'publish')).toBeNull();
    expect(nextVideoState('joining', 'join')).toBeNull();
    expect(nextVideoState('published', 'join')).toBeNull();
    for (const s of ['joining', 'joined', 'publishing', 'published'] as const)
      expect(nextVideoState(s, 'leave')).toBe('idle');
    expect(nextVideoState('published', 'unpublish')).toBe('joined');
    expect(nextVideoState('publishing', 'fail')).toBe('joined');
  });
});

describe('video room settings', () => {
  const random = () => 0.5;

  it('reads the query and fills random defaults', () => {
    const s = parseRoomSettings('?sdkAppId=1400000000&roomId=321', '', random);
    expect(s).toMatchObject({ sdkAppId: 1400000000, roomId: 321, userId: 'user_50000000', type: 'host' });
    expect(parseRoomSettings('', '', random)).toMatchObject({ roomId: 50000, sdkAppId: null });
  });

  it('validates host and guest settings with the spec alerts', () => {
    const host = parseRoomSettings('?sdkAppId=1&roomId=2&userId=u', '', random);
    expect(roomSettingsError(host)).toBe('请输入 sdkAppId 和 secretKey');
    expect(roomSettingsError({ ...host, secretKey: 'k' })).toBeNull();
    expect(roomSettingsError({ ...host, secretKey: 'k', userId: '' })).toBe('请输入 userId 和 roomId');
    const guest = parseRoomSettings('?type=invite&sdkAppId=1&roomId=2&userId=u', '', random);
    expect(roomSettingsError(guest)).toBe('请重新获取邀请链接！');
    const link = inviteLinkSettings('https://h.example', { sdkAppId: 1, roomId: 2 }, 'tok', random);
    const url = new URL(link);
    const back = parseRoomSettings(url.search, url.hash, random);
    expect(back).toMatchObject({ type: 'invite', userSig: 'tok', roomId: 2, sdkAppId: 1 });
    expect(roomSettingsError(back)).toBeNull();
    expect(url.search).not.toContain('tok');
  });
});
