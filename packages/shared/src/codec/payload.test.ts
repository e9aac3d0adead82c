import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeBody,
  decodeQuery,
  encodeBody,
  encodeQuery,
  isPlainPath,
  scramble,
  unscramble,
} from './payload.ts';

describe('payload codec', () => {
  it('round-trips any text, including Chinese and emoji', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 0, max: 0xffffffff }), (text, nonce) => {
        expect(unscramble(scramble(text, nonce))).toBe(text);
      }),
    );
  });

  it('round-trips any JSON body both ways', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const decoded = decodeBody(encodeBody(value));
        expect(decoded.ok).toBe(true);
        if (decoded.ok) expect(decoded.value).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('round-trips query strings', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (params) => {
        const query = new URLSearchParams(params).toString();
        if (!query) return;
        const wire = new URLSearchParams(encodeQuery(query)).get('q') ?? '';
        expect(decodeQuery(wire)).toBe(query);
      }),
    );
  });

  it('never throws on garbage and answers null/not ok', () => {
    fc.assert(
      fc.property(fc.string(), (garbage) => {
        const text = unscramble(garbage);
        if (!garbage.startsWith('x1.')) expect(text).toBeNull();
        expect(() => decodeBody({ payload: garbage })).not.toThrow();
      }),
    );
    expect(decodeBody(null).ok).toBe(false);
    expect(decodeBody({ payload: 42 }).ok).toBe(false);
  });

  it('does not show the plain text on the wire', () => {
    const wire = scramble('{"tel":"13800000001","idcard":"11010519491231002X"}', 12345);
    expect(wire).not.toContain('13800000001');
    expect(wire.startsWith('x1.')).toBe(true);
  });

  it('leaves uploads, ID-card OCR, /api/sss and IoT calls plain', () => {
    expect(isPlainPath('/api/upload/file?path=a')).toBe(true);
    expect(isPlainPath('/api/base/upload/file')).toBe(true);
    expect(isPlainPath('/api/base/upload/file/word2html')).toBe(true);
    expect(isPlainPath('/api/base/parse/ocr/idcard')).toBe(true);
    expect(isPlainPath('/api/sss/anything')).toBe(true);
    expect(isPlainPath('/iotapi/mobile/collect/bp/1/last')).toBe(true);
    expect(isPlainPath('/api/user/mine')).toBe(false);
  });
});
