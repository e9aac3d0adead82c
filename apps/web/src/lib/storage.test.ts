import { describe, expect, it } from 'vitest';
import { MemoryCookies, MemoryStore } from '../test/fakes.ts';
import { createStorage, STORAGE_KEYS } from './storage.ts';

function setup() {
  const local = new MemoryStore();
  const session = new MemoryStore();
  const cookie = new MemoryCookies();
  const logs: string[] = [];
  const storage = createStorage({ local, session, cookie }, (m) => logs.push(m));
  return { local, session, cookie, logs, storage };
}

describe('storage', () => {
  it('writes local storage, session storage and the cookie together', () => {
    const { local, session, cookie, storage } = setup();
    storage.set('a', '1');
    expect([local.getItem('a'), session.getItem('a'), cookie.get('a')]).toEqual(['1', '1', '1']);
    storage.remove('a');
    expect([local.getItem('a'), session.getItem('a'), cookie.get('a')]).toEqual([null, null, null]);
  });

  it('reads local storage first, then session storage, then the cookie, else empty', () => {
    const { local, session, cookie, storage } = setup();
    cookie.set('k', 'from-cookie');
    expect(storage.get('k')).toBe('from-cookie');
    session.setItem('k', 'from-session');
    expect(storage.get('k')).toBe('from-session');
    local.setItem('k', 'from-local');
    expect(storage.get('k')).toBe('from-local');
    expect(storage.get('missing')).toBe('');
  });

  it('keeps the token per project under {project}_Authorization, or Authorization without one', () => {
    const { local, storage } = setup();
    storage.setToken('demo', 't-demo');
    storage.setToken(null, 't-plain');
    expect(local.getItem('demo_Authorization')).toBe('t-demo');
    expect(local.getItem('Authorization')).toBe('t-plain');
    expect(storage.getToken('demo')).toBe('t-demo');
    expect(storage.getToken('other')).toBe('');
    storage.clearToken('demo');
    expect(storage.getToken('demo')).toBe('');
    expect(storage.getToken()).toBe('t-plain');
  });

  it('reads a token on the ignore list as empty, even from a stale cookie copy', () => {
    const { local, session, cookie, storage } = setup();
    storage.setToken('demo', 'revoked');
    storage.ignoreToken('revoked');
    expect(storage.getToken('demo')).toBe('');
    local.removeItem('demo_Authorization');
    session.removeItem('demo_Authorization');
    expect(cookie.get('demo_Authorization')).toBe('revoked');
    expect(storage.getToken('demo')).toBe('');
    storage.setToken('demo', 'fresh');
    expect(storage.getToken('demo')).toBe('fresh');
  });

  it('bounds the ignore list', () => {
    const { storage } = setup();
    for (let i = 0; i < 30; i++) storage.ignoreToken(`t${i}`);
    const list = storage.getJson<string[]>(STORAGE_KEYS.ignoreTokens) ?? [];
    expect(list).toHaveLength(20);
    expect(list.at(-1)).toBe('t29');
  });

  it('only logs a cookie write failure and still writes the other stores', () => {
    const { local, cookie, logs, storage } = setup();
    cookie.failWrites = true;
    expect(() => storage.set('x', 'y')).not.toThrow();
    expect(local.getItem('x')).toBe('y');
    expect(logs).toEqual(['storage: cookie write failed']);
  });

  it('works with no stores at all (private mode) and round-trips JSON', () => {
    const bare = createStorage({});
    bare.set('a', '1');
    expect(bare.get('a')).toBe('');
    const { storage } = setup();
    storage.setJson('obj', { a: 1 });
    expect(storage.getJson('obj')).toEqual({ a: 1 });
    storage.set('bad', '{');
    expect(storage.getJson('bad')).toBeNull();
    expect(storage.scoped('demo', 'userInfo')).toBe('demo_userInfo');
    expect(storage.scoped(null, 'userInfo')).toBe('userInfo');
  });
});
