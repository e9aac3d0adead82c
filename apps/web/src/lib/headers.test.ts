import { SERVER_AREAS } from '@kanghu/shared';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../test/fakes.ts';
import {
  type HeaderInput,
  isLocalDistrictPath,
  REQUEST_STORAGE_KEYS,
  requestHeaders,
  saveGuestToken,
  saveLocalUserId,
  serverAreaOf,
  serverTypeOf,
  storedHeaderValues,
} from './headers.ts';
import { createStorage } from './storage.ts';

const base: HeaderInput = {
  path: '/api/user/mine',
  project: 'demo',
  token: 'tok-1',
  deviceType: 'h5',
  source: 'browser',
  codec: 'plain',
  host: 'demo.kanghu.cn',
  serverArea: null,
  localUserId: '',
  guestToken: '',
};

describe('servertype by host', () => {
  it('test hosts and loopback are TEST, seer hosts SEER, everything else YC', () => {
    expect(serverTypeOf('localhost')).toBe('TEST');
    expect(serverTypeOf('127.0.0.1')).toBe('TEST');
    expect(serverTypeOf('[::1]')).toBe('TEST');
    expect(serverTypeOf('h5-test.kanghu.cn')).toBe('TEST');
    expect(serverTypeOf('Demo.TEST.local:8443')).toBe('TEST');
    expect(serverTypeOf('seer.kanghu.cn')).toBe('SEER');
    expect(serverTypeOf('app.SEER-health.com')).toBe('SEER');
    expect(serverTypeOf('demo.kanghu.cn')).toBe('YC');
    expect(serverTypeOf('')).toBe('YC');
  });

  it('a host naming both test and seer counts as TEST (the test rule comes first)', () => {
    expect(serverTypeOf('seer-test.kanghu.cn')).toBe('TEST');
  });
});

describe('Server-Area by project', () => {
  it('sends each area the spec lists as configured', () => {
    for (const area of SERVER_AREAS) expect(serverAreaOf(area)).toBe(area);
    expect(SERVER_AREAS).toEqual([
      '2-lp',
      'wzlc',
      'sxyc',
      'nbhs',
      'wxhs',
      'wzlw',
      'wzoh',
      'wzyj',
      'jszjg',
      'czwj',
    ]);
  });

  it('is base otherwise: not configured yet, empty or an unlisted value', () => {
    expect(serverAreaOf(null)).toBe('base');
    expect(serverAreaOf(undefined)).toBe('base');
    expect(serverAreaOf('')).toBe('base');
    expect(serverAreaOf('shanghai')).toBe('base');
    expect(serverAreaOf(' wzlc ')).toBe('wzlc');
  });
});

describe('requestHeaders', () => {
  it('sends every header of spec 2 section 7 for an ordinary call', () => {
    expect(requestHeaders({ ...base, serverArea: 'nbhs', guestToken: 'guest-9' })).toEqual({
      'Device-Type': 'h5',
      Source: 'browser',
      Project: 'demo',
      Authorization: 'tok-1',
      'Server-Area': 'nbhs',
      servertype: 'YC',
      'Guest-Token': 'guest-9',
      DecodeWay: 'plain',
    });
  });

  it('leaves out Authorization and Guest-Token when none is stored', () => {
    const headers = requestHeaders({ ...base, token: '', host: 'localhost' });
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Guest-Token']).toBeUndefined();
    expect(headers.servertype).toBe('TEST');
    expect(headers['Server-Area']).toBe('base');
  });

  it('sends LocalUserId only on local district calls and only when one is stored', () => {
    expect(isLocalDistrictPath('/api/local/yzh/Y002/metadata')).toBe(true);
    expect(isLocalDistrictPath('/api/localx')).toBe(false);
    expect(isLocalDistrictPath('/api/doctor/yzh/bind')).toBe(false);
    const local = { ...base, path: '/api/local/yzh/Y002/metadata', localUserId: 'L-778' };
    expect(requestHeaders(local).LocalUserId).toBe('L-778');
    expect(requestHeaders({ ...local, path: '/api/user/mine' }).LocalUserId).toBeUndefined();
    expect(requestHeaders({ ...local, localUserId: '' }).LocalUserId).toBeUndefined();
  });

  it('never sends a stored value the browser would refuse (non-ASCII, control characters, too long)', () => {
    const local = { ...base, path: '/api/local/yzh/Y002/metadata' };
    expect(requestHeaders({ ...local, localUserId: '张三' }).LocalUserId).toBeUndefined();
    expect(requestHeaders({ ...local, guestToken: 'a\nb' })['Guest-Token']).toBeUndefined();
    expect(requestHeaders({ ...local, guestToken: 'x'.repeat(257) })['Guest-Token']).toBeUndefined();
    expect(requestHeaders({ ...local, guestToken: 'x'.repeat(256) })['Guest-Token']).toHaveLength(256);
  });
});

describe('stored header values', () => {
  it('keeps the local user id and guest token per project and clears them with an empty value', () => {
    const storage = createStorage({ local: new MemoryStore() });
    expect(storedHeaderValues(storage, 'demo')).toEqual({ localUserId: '', guestToken: '' });
    saveLocalUserId(storage, 'demo', 'L-1');
    saveGuestToken(storage, 'demo', 'g-1');
    expect(storage.get(`demo_${REQUEST_STORAGE_KEYS.localUserId}`)).toBe('L-1');
    expect(storedHeaderValues(storage, 'demo')).toEqual({ localUserId: 'L-1', guestToken: 'g-1' });
    expect(storedHeaderValues(storage, 'acc')).toEqual({ localUserId: '', guestToken: '' });
    saveLocalUserId(storage, 'demo', '');
    saveGuestToken(storage, 'demo', '');
    expect(storedHeaderValues(storage, 'demo')).toEqual({ localUserId: '', guestToken: '' });
  });
});
