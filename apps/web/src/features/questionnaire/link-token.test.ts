import { describe, expect, it } from 'vitest';
import { forgetLinkToken, takeLinkToken } from './link-token.ts';

class MemoryStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

describe('no-login link token', () => {
  const token = `${'a'.repeat(40)}_-Z`;
  const pathname = '/health/patient/3/question/4/no/login/form';
  it('is read once from the fragment, removed from the address bar, and kept for a reload', () => {
    const store = new MemoryStorage() as unknown as Storage;
    const urls: string[] = [];
    expect(takeLinkToken({ hash: `#t=${token}`, pathname, search: '' }, store, (u) => urls.push(u))).toBe(
      token,
    );
    expect(urls).toEqual([pathname]);
    expect(takeLinkToken({ hash: '', pathname, search: '' }, store, (u) => urls.push(u))).toBe(token);
    forgetLinkToken(pathname, store);
    expect(takeLinkToken({ hash: '', pathname, search: '' }, store, (u) => urls.push(u))).toBe('');
  });
  it('ignores a malformed token', () => {
    const store = new MemoryStorage() as unknown as Storage;
    expect(takeLinkToken({ hash: '#t=short', pathname, search: '' }, store, () => undefined)).toBe('');
  });
});
