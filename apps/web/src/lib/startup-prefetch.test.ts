import { describe, expect, it, vi } from 'vitest';
import { PREFETCH_FRESH_MS, prefetch, takePrefetched } from './startup-prefetch.ts';

describe('start-up prefetch', () => {
  it('hands the prefetched answer to the first taker only; later takers ask again', async () => {
    prefetch('a', 'token-1', () => Promise.resolve('early'), 1000);
    const load = vi.fn(() => Promise.resolve('again'));
    await expect(takePrefetched('a', 'token-1', load, 1500)).resolves.toBe('early');
    expect(load).not.toHaveBeenCalled();
    await expect(takePrefetched('a', 'token-1', load, 1600)).resolves.toBe('again');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never hands an answer to another session (signed out, or someone else signed in)', async () => {
    prefetch('b', 'token-of-a', () => Promise.resolve('messages of a'), 0);
    await expect(takePrefetched('b', 'token-of-b', () => Promise.resolve('messages of b'), 1)).resolves.toBe(
      'messages of b',
    );
    prefetch('b', 'token-of-a', () => Promise.resolve('messages of a'), 0);
    await expect(takePrefetched('b', '', () => Promise.resolve('none'), 1)).resolves.toBe('none');
  });

  it('drops an answer that is no longer fresh', async () => {
    prefetch('c', 't', () => Promise.resolve('old'), 0);
    await expect(takePrefetched('c', 't', () => Promise.resolve('new'), PREFETCH_FRESH_MS)).resolves.toBe(
      'new',
    );
  });

  it('keeps the keys apart and passes a failure on to the taker', async () => {
    prefetch('d', 't', () => Promise.reject(new Error('offline')), 0);
    await expect(takePrefetched('e', 't', () => Promise.resolve('e'), 1)).resolves.toBe('e');
    await expect(takePrefetched('d', 't', () => Promise.resolve('d'), 1)).rejects.toThrow('offline');
  });
});
